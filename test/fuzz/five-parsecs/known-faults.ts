// Illegal inputs the oracle finds that `advance` accepts today, each reported to the rules' owner with a reproduction
// (illegal-inputs.test.ts pins it with `it.fails`). The whole-battle fuzz counts and prints them but does not fail on
// them; when the rules refuse the input, that `it.fails` fails and the kind comes off this list.
export const KNOWN_ACCEPTED_ILLEGAL: ReadonlySet<string> = new Set([
  // "Enemy Overwatch": "Enemies with ranged weapons that end their activation unable to see a target roll 1D6", but
  // `enterOverwatch` is accepted for an enemy that has not activated (before round 1, in the Reaction Roll, ...).
  // Not refused yet: at a Foundry table the GM may apply an enemy's move without the tracker starting its
  // activation, so the round cannot yet tell that activation from none; the adapter must record it first.
  "overwatchBeforeActivating",
]);
