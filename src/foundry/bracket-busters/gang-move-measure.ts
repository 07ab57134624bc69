import { BracketBusters as BB } from "../../rules";
import { actionLabel } from "../../views/bracket-busters";
import type { MovementInProgress } from "../../views/bracket-busters/movement-in-progress";
import { foundryLocalizer } from "../table/i18n/localizer";
import { gangBattlefield } from "./gang-battlefield";

/** Why a move went too far: a lang key and its data, for a refusal or a warning. */
export interface TooFar {
  readonly key: string;
  readonly data: Readonly<Record<string, string>>;
}

/**
 * A movement action measured on the scene: from where it began (the mover placed back there) to `to`, by the rules'
 * `movementEndsWithin`. Null when the fighter may end there, else why not, in words for the player.
 */
export function movedTooFar(
  combat: Combat.Implementation,
  state: BB.BattleState,
  movement: MovementInProgress,
  to: BB.Placement,
): TooFar | null {
  const id = movement.fighterId;
  const field = gangBattlefield(combat, state, { [id]: movement.from });
  if (!field) return null;
  if (BB.movementEndsWithin(field.battlefield, id, to, movement.inches)) return null;
  const fighter = BB.fighterIn(state, id)?.fighter.name ?? id;
  const action = actionLabel(foundryLocalizer(), movement.action);
  return { key: "FPB.BracketBusters.Foundry.movedTooFar", data: { fighter, action, inches: String(movement.inches) } };
}
