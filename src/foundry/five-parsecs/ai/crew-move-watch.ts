import { figureById, isCrew, movementTriggers } from "../../../rules";
import { isActiveGM } from "../../table/active-gm";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import { toInches } from "../../table/battlefield/scene-to-battlefield";
import { viewedCombat } from "../../table/documents/combat";
import { ACTOR_TYPES } from "../../../views/common/module-id";
import { watchersFor } from "../../../views/five-parsecs/ai/watchers";
import { isLastStep, isPlacementMove, movementKey, type TokenMovement } from "../../table/token-movement";
import { figuresOnScene, overwatchIdsOf } from "./table-figures";
import { postWatchCard } from "./watch-card";

/** Per movement (its first step's id) on the GM's client: the path walked so far and the watchers already carded. */
const watchedMoves = new Map<string, { path: { x: number; y: number }[]; carded: Set<string> }>();

/**
 * A crew member moved by its player while enemies are on Overwatch (the combat's round state): the GM's client works
 * out where the move entered their arcs and sight, and posts a card for each (the move has happened; the GM resolves
 * the Overwatch shot). Foundry fires `moveToken` for every step of a movement (contract H10), so the path is gathered
 * step by step and each watcher is carded once per movement. A push (the module placing the figure) is no move of the
 * figure's own and triggers nothing, in none of its steps.
 */
export function watchCrewMove(token: TokenDocument.Implementation, movement: TokenMovement, operation: unknown): void {
  if (!isActiveGM() || isPlacementMove(movement, operation)) return;
  const combat = viewedCombat();
  const actor = token.actor;
  const scene = token.parent;
  if (!combat?.started || !combat.id || !actor || actor.type !== ACTOR_TYPES.crew || !scene) return;
  const overwatchIds = overwatchIdsOf(combat);
  if (overwatchIds.length === 0) return;
  const field = sceneBattlefield(scene);
  const battlefield = field?.battlefield;
  const scale = field?.scale;
  if (!battlefield || !scale || !figureById(battlefield, actor.uuid)) return;
  const figures = figuresOnScene(scene);
  const mover = figures.get(actor.uuid);
  if (!mover || !isCrew(mover)) return;
  const key = movementKey(movement);
  const seen = watchedMoves.get(key) ?? { path: [movement.origin], carded: new Set<string>() };
  seen.path.push(...movement.passed.waypoints);
  if (isLastStep(movement)) watchedMoves.delete(key);
  else watchedMoves.set(key, seen);
  const half = {
    x: (Number(token.width ?? 1) * scene.grid.size) / 2,
    y: (Number(token.height ?? 1) * scene.grid.size) / 2,
  };
  const centre = (p: { x: number; y: number }) => toInches({ x: p.x + half.x, y: p.y + half.y }, scale);
  const watchers = watchersFor("crew", battlefield, figures, { snapFireHolders: [], overwatchIds });
  const names = (id: string): string => figures.get(id)?.name ?? field.names.get(id) ?? id;
  for (const trigger of movementTriggers(battlefield, actor.uuid, seen.path.map(centre), watchers)) {
    if (seen.carded.has(trigger.watcherId)) continue;
    seen.carded.add(trigger.watcherId);
    void postWatchCard(trigger, actor.uuid, names);
  }
}
