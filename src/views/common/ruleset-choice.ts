import { ACTOR_TYPES } from "./module-id";

/** The rules a battle is fought under, chosen per battle in the setup dialog; each combat keeps its own. */
export const RULESETS = ["fiveParsecs", "bracketBusters"] as const;
export type Ruleset = (typeof RULESETS)[number];

/** The ruleset a combat's setup offers first: Bracket Busters when its combatants are mostly fighters. */
export function defaultRuleset(actorTypes: readonly string[]): Ruleset {
  const fighters = actorTypes.filter((type) => type === ACTOR_TYPES.fighter).length;
  return fighters > 0 && fighters * 2 >= actorTypes.length ? "bracketBusters" : "fiveParsecs";
}
