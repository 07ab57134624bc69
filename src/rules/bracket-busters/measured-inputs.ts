import type { ActionId } from "./actions";
import type { BattleInput } from "./battle-input";

/*
 * Which inputs the rules measure where the fighters stand. A table (Foundry's tokens, the sandbox's arena) fills in
 * `positions` for exactly these, read its own way; the decision of which is made here once.
 */

/**
 * The actions whose text measures: Coup de Grace's "no further than 1'' away", Fire Through's and Crawl Through's
 * "within 1'' of a Ductway" (and of its other side), Disengage's "Engaged with" (base contact, ruling 12), Access
 * Terminal's and Interact's "within 1'' of the fighter". No other action's text names a distance the rules check.
 */
export const MEASURING_ACTIONS: readonly ActionId[] = [
  "coupDeGrace",
  "fireThrough",
  "crawlThrough",
  "disengage",
  "accessTerminal",
  "interact",
];

/**
 * Whether the rules measure where the fighters stand for this input, so it must carry `positions`: Group Activation's
 * radius, a Charge's base contact, a Disengage that ends "exactly 1'' away" ("clear"; one still Engaged measures
 * nothing), Recovery's assistants "within 1''", Rally's friends "within 3''", and the measuring actions.
 */
export function measuresPositions(input: BattleInput): boolean {
  switch (input.type) {
    case "groupActivate":
    case "completeCharge":
    case "rollRecovery":
    case "rally":
      return true;
    case "completeDisengage":
      return input.outcome === "clear";
    case "takeAction":
      return MEASURING_ACTIONS.includes(input.action);
    default:
      return false;
  }
}
