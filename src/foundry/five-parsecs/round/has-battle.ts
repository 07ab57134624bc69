import { claimedByAnother } from "../../table/rulesets";

export { hasBattle } from "../../table/rulesets";

/** Whether another ruleset holds a battle in this combat: Five Parsecs leaves that combat to it. */
export const heldByAnotherRuleset = (combat: Combat.Implementation | null | undefined): boolean =>
  claimedByAnother("fiveParsecs", combat);

/** The combat a tracker shows: its own `viewed`, else the world's. */
export const viewedBy = (app: unknown): Combat.Implementation | null =>
  (app as { viewed?: Combat.Implementation | null } | null)?.viewed ??
  (game.combats?.viewed as unknown as Combat.Implementation | null) ??
  null;
