import { isGangCombat } from "../bracket-busters/gang-battle-store";
import { battleOf } from "./battle-model";

/** A battle of either ruleset: both write the tracker's order themselves. */
export const hasBattle = (combat: Combat.Implementation | null | undefined): boolean =>
  !!combat && (battleOf(combat) !== null || isGangCombat(combat));

/** The combat a tracker shows: its own `viewed`, else the world's. */
export const viewedBy = (app: unknown): Combat.Implementation | null =>
  (app as { viewed?: Combat.Implementation | null } | null)?.viewed ??
  (game.combats?.viewed as unknown as Combat.Implementation | null) ??
  null;
