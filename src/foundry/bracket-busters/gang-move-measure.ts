import { BracketBusters as BB, cheapestPathFor, LATTICE_INCHES } from "../../rules";
import { actionLabel } from "../../views/bracket-busters";
import type { MovementInProgress } from "../../views/bracket-busters/movement-in-progress";
import { foundryLocalizer } from "../i18n/localizer";
import { gangBattlefield } from "./gang-battlefield";

/** Why a move went too far: a lang key and its data, for a refusal or a warning. */
export interface TooFar {
  readonly key: string;
  readonly data: Readonly<Record<string, string>>;
}

/**
 * A movement action measured on the scene: from where it began to `to`, around walls, terrain and the other fighters
 * (`cheapestPathFor` on the arena, the mover placed back where it began), within its inches plus one lattice step (the
 * movement search's grain). Null when the fighter may end there, else why not. "The maximum distance the fighter may
 * move as part of this action" is the action's own: Movement, twice it, half of it rounded up, Strength, or a Charge's
 * Movement + D3''.
 */
export function movedTooFar(combat: Combat.Implementation, state: BB.BattleState, movement: MovementInProgress, to: BB.Placement): TooFar | null {
  const id = movement.fighterId;
  const field = gangBattlefield(combat, state, { [id]: movement.from });
  if (!field) return null;
  const path = cheapestPathFor(field.battlefield, { id, skulker: false, leap: 0 }, { x: to.x, y: to.y }, { maxCost: movement.inches + LATTICE_INCHES });
  if (path) return null;
  const fighter = BB.fighterIn(state, id)?.fighter.name ?? id;
  const action = actionLabel(foundryLocalizer(), movement.action);
  return { key: "FPB.BracketBusters.Foundry.movedTooFar", data: { fighter, action, inches: String(movement.inches) } };
}
