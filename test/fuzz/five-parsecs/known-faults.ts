// Illegal inputs the oracle finds that `advance` accepts today, each reported to the rules' owner with a reproduction
// (illegal-inputs.test.ts pins it with `it.fails`). The whole-battle fuzz counts and prints them but does not fail on
// them; when the rules refuse the input, that `it.fails` fails and the kind comes off this list.
export const KNOWN_ACCEPTED_ILLEGAL: ReadonlySet<string> = new Set<string>([
  // Empty: "overwatchBeforeActivating" came off when the rules refused Overwatch rolled by an enemy that had not
  // activated (the adapters now start the enemy's activation before an applied suggestion enters it).
]);
