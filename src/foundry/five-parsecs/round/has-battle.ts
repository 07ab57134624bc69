import { claimedByAnother } from "../../table/rulesets";

/** Whether another ruleset holds a battle in this combat: Five Parsecs leaves that combat to it. */
export const heldByAnotherRuleset = (combat: Combat.Implementation | null | undefined): boolean =>
  claimedByAnother("fiveParsecs", combat);
