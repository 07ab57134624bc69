import { BracketBusters as BB } from "../../rules";
import { movementInProgress } from "../../views/bracket-busters/movement-in-progress";
import { MODULE_ID } from "../../views/common/module-id";
import { readTokensOf } from "../table/battlefield/read-scene";
import { warn } from "../table/i18n/notify";
import { SETTINGS } from "../table/settings/settings";
import { gangBattleOf, isGangCombat } from "./gang-battle-store";
import { movedTooFar } from "./gang-move-measure";
import { positionsOnScene } from "./gang-positions";
import { isContinuation, movementEnd, onPreMoveToken, type TokenMovement } from "../table/token-movement";

/*
 * A player moves their fighter's token after declaring a movement action on the panel; the move may not end further
 * than the action allows ("The maximum distance the fighter may move as part of this action"), measured from where the
 * action began around walls, terrain and the other fighters. Foundry makes a drag one movement cut into steps at its
 * waypoints (contract H12), and only a refusal in `preMoveToken` stops a movement as a whole (a refused later step
 * leaves it pending halfway). So on the dragging client, in `preMoveToken` of the movement's first step, a move whose
 * whole path ends too far is refused with a word on why, and the token stays. The GM's own moves are never refused
 * (a referee places what the table needs), and a token whose fighter is not making a move is not measured.
 */

/** The Bracket Busters combat on this token's scene that holds its fighter, if any. */
function gangCombatOf(sceneId: string | undefined, fighterId: string): Combat.Implementation | null {
  for (const combat of (game.combats?.contents ?? []) as unknown as Combat.Implementation[]) {
    if (combat.scene?.id !== sceneId || !isGangCombat(combat)) continue;
    const state = gangBattleOf(combat)?.battle;
    if (state && BB.fighterIn(state, fighterId)) return combat;
  }
  return null;
}

/**
 * Where the token would stand after `changes`, in tabletop inches, as the round reads every token. The tokens alone:
 * the walls and regions are the kept snapshot's (gang-battlefield.ts), so a drag does not read every wall of the scene.
 */
function placementAfter(
  scene: Scene.Implementation,
  tokenId: string,
  fighterId: string,
  corner: { x: number; y: number },
): BB.Placement | null {
  const data = readTokensOf(scene);
  const moved = data.tokens.map((t) => (t.id === tokenId ? { ...t, x: Number(corner.x), y: Number(corner.y) } : t));
  const unitsPerInch = Number(game.settings?.get(MODULE_ID, SETTINGS.unitsPerInch) ?? 1);
  return positionsOnScene({ ...data, tokens: moved }, unitsPerInch, [fighterId])[fighterId] ?? null;
}

/**
 * False (the whole movement refused) when a player's fighter would end its declared move further than the action
 * allows; a continuation step was measured with its movement's first step, to the same end.
 */
export function refuseMoveTooFar(token: TokenDocument.Implementation, step: TokenMovement): boolean | void {
  if (isContinuation(step) || game.user?.isGM) return;
  const fighterId = token.actor?.uuid;
  const scene = token.parent;
  if (!fighterId || !scene) return;
  const combat = gangCombatOf(scene.id ?? undefined, fighterId);
  const flags = combat ? gangBattleOf(combat) : null;
  const movement = flags ? movementInProgress(flags) : null;
  if (!combat || !flags || movement?.fighterId !== fighterId) return;
  const to = placementAfter(scene, token.id ?? "", fighterId, movementEnd(step));
  const tooFar = to ? movedTooFar(combat, flags.battle, movement, to) : null;
  if (!tooFar) return;
  warn(tooFar.key, { ...tooFar.data });
  return false;
}

export function registerGangMoveGuard(): void {
  onPreMoveToken((token, movement) => refuseMoveTooFar(token, movement));
}
