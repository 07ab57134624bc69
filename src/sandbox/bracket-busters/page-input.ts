import { BracketBusters as BB, type Point } from "../../rules";

/** The movement actions whose reach the map shows and whose destination a click on the ground picks (a Charge's is an enemy). */
export type MovementAction = Exclude<(typeof BB.MOVEMENT_ACTIONS)[number], "charge">;
export const isMovementAction = (id: string): id is MovementAction =>
  id !== "charge" && BB.isMovementAction(id as BB.ActionId);

/**
 * What the page asks of the battle, as logged and replayed: a rules input as the player made it (the store adds the
 * fighters' positions where the rule measures), or a move on the map, which the store turns into the rules input and
 * the new placement.
 */
export type PageInput =
  | { readonly type: "rules"; readonly input: BB.BattleInput }
  /** A movement action of the activating fighter, ending at `to`. */
  | { readonly type: "move"; readonly action: MovementAction; readonly to: Point }
  /** A Charge's move: into base contact with `targetId`, or to `to` when it reaches no one. */
  | { readonly type: "chargeTo"; readonly to: Point; readonly targetId: string | null }
  /** Crawl Through the ductway within 1''. */
  | { readonly type: "crawlThrough" }
  /** A Disengage that ends clear: exactly 1'' from the first fighter it was Engaged with. */
  | { readonly type: "disengageClear" }
  /** The activating fighter turns to face `facing` (degrees), the free change of facing of an Active fighter. */
  | { readonly type: "face"; readonly facing: number };
