import {
  cheapestPath,
  isCrew,
  isSeizing,
  moveAllowance,
  withFigureMoved,
  type BattleState,
  type Figure,
} from "../../../rules";
import {
  askedAfter,
  crewMoveVerdict,
  moveStartOf,
  withAskedActions,
  type AskedActions,
  type CrewMoveVerdict,
  type MoveStart,
} from "../../../views/five-parsecs/round/crew-move";
import { moveLogCard } from "../../../views/five-parsecs/round/move-log";
import type { RoundInput } from "../../../views/five-parsecs/round/round-request";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import { toInches } from "../../table/battlefield/scene-to-battlefield";
import { figureOf } from "../mapping/figure-of";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { warn } from "../../table/i18n/notify";
import { heldByAnotherRuleset } from "./has-battle";
import { battleOf } from "./battle-model";
import {
  isContinuation,
  isLastStep,
  isPlacementMove,
  movementEnd,
  movementKey,
  onMoveToken,
  onPreMoveToken,
  type TokenMovement,
} from "../../table/token-movement";
import { showRefusal } from "../../table/refusal";
import { postRoundCard, requestRound } from "./round-requests";

/*
 * A crew member's move at the table: its owner drags the token during its activation (or as its one action while the
 * crew Seizes the Initiative). Foundry makes a drag one movement, cut into steps at its waypoints (each step an
 * update of its own, contract H10-H12), so on the dragging client the movement is measured once, in `preMoveToken` of
 * its first step, to where the whole movement ends: from where the figure stood as its activation began (in the Seize, from
 * where it stands), around walls, terrain and the other figures. A move further than a Dash (in the Seize, than a
 * Move), or one the rules do not allow now, is refused for a player with the reason: the whole movement is refused
 * and the token stays (a refusal of a later step would leave the movement pending halfway). An allowed move is kept
 * on the moving client until the movement's last step has landed; then that client records the Move (and for a Dash
 * the Combat Action) through the round, once, and posts what the move cost. A push (a placement by the module) is
 * never measured, not even in its continuation steps. The GM's own drags are never refused (a referee places what the
 * table needs): one the rules would refuse is left unrecorded, with a word on why.
 */

/** What an allowed move keeps on the moving client from its first step until its last. */
interface CrewMove {
  readonly combatId: string;
  readonly round: number;
  readonly figureId: string;
  readonly inputs: readonly RoundInput[];
  readonly card: { readonly title: string; readonly notes: readonly string[] };
}

/** Per combat, what this client's drags have asked the round for in the current activation (see `withAskedActions`). */
const asked = new Map<string, AskedActions>();

/** Per movement (its first step's id), the allowed crew move measured on this client, until its last step lands. */
const measured = new Map<string, CrewMove>();

/**
 * The Five Parsecs battle on this scene in which this figure is moving now: its activation (measured from its move
 * start), or the Seize the Initiative its crew took (measured from where it stands: its one action is still to come).
 */
function movingIn(
  sceneId: string | null,
  figureId: string,
): { combat: Combat.Implementation; battle: BattleState; start: MoveStart | null } | null {
  for (const combat of (game.combats?.contents ?? []) as unknown as Combat.Implementation[]) {
    if ((combat.scene?.id ?? null) !== sceneId || heldByAnotherRuleset(combat)) continue;
    const flags = battleOf(combat);
    if (!flags) continue;
    if (isSeizing(flags.battle) && flags.battle.crew.some((f) => f.id === figureId))
      return { combat, battle: flags.battle, start: null };
    const start = moveStartOf(flags.battle, flags.moveStart, figureId);
    if (start) return { combat, battle: flags.battle, start };
  }
  return null;
}

/** The move measured and read by the rules, with the path's cost for the log; null when it cannot be measured. */
function measure(
  token: TokenDocument.Implementation,
  figure: Figure,
  start: MoveStart | null,
  corner: { x: number; y: number },
  battle: BattleState,
) {
  const scene = token.parent;
  const built = scene ? sceneBattlefield(scene) : null;
  const gridSize = scene?.grid.size ?? 0;
  if (!built?.battlefield || !built.scale || !(gridSize > 0)) return null;
  if (!Number.isFinite(corner.x) || !Number.isFinite(corner.y)) return null;
  const to = toInches(
    {
      x: corner.x + (Number(token.width ?? 1) * gridSize) / 2,
      y: corner.y + (Number(token.height ?? 1) * gridSize) / 2,
    },
    built.scale,
  );
  const placement = built.battlefield.figures.find((f) => f.id === figure.id);
  if (!placement) return null;
  const allowance = { move: moveAllowance(figure), dash: moveAllowance(figure, true) };
  try {
    const field = start
      ? withFigureMoved(built.battlefield, figure.id, { x: start.x, y: start.y }, placement.facing)
      : built.battlefield;
    const path = cheapestPath(field, figure, to, { maxCost: allowance.dash });
    const verdict = crewMoveVerdict(battle, figure.id, figure.name, path?.cost ?? null, allowance);
    return { verdict, path, field, allowance };
  } catch {
    // A point off the table or a scene the rules refuse: the move is not measured (and not refused).
    return null;
  }
}

/**
 * False (the whole movement refused) for a player's move of the activating crew figure that the rules do not allow;
 * an allowed one is kept until the movement ends. A continuation step was measured with its movement's first step.
 */
export function measureCrewMove(
  token: TokenDocument.Implementation,
  movement: TokenMovement,
  operation: unknown,
): boolean | void {
  if (isContinuation(movement) || isPlacementMove(movement, operation)) return;
  const to = movementEnd(movement);
  if (Number(to.x) === token.x && Number(to.y) === token.y) return;
  const actor = token.actor;
  const figureId = actor?.uuid;
  if (!actor || !figureId) return;
  const found = movingIn(token.parent?.id ?? null, figureId);
  if (!found) return;
  const figure = figureOf(actor);
  if (!figure || !isCrew(figure)) return;
  const combatId = found.combat.id ?? "";
  const battle = withAskedActions(found.battle, asked.get(combatId) ?? null);
  const made = measure(token, figure, found.start, { x: Number(to.x), y: Number(to.y) }, battle);
  if (!made) {
    warn("FPB.Round.Move.Unmeasured", { figure: figure.name });
    return;
  }
  const { verdict, path, field, allowance } = made;
  if (!verdict.ok || !path) return refuse(verdict, figure.name);
  const card = moveLogCard(figure.name, verdict.kind, path, allowance.move, field, foundryLocalizer());
  const crewMove: CrewMove = {
    combatId,
    round: battle.round,
    figureId,
    inputs: verdict.inputs,
    card: { title: card.title, notes: card.notes },
  };
  measured.set(movementKey(movement), crewMove);
}

function refuse(verdict: CrewMoveVerdict, name: string): boolean | void {
  if (verdict.ok) return;
  if (game.user?.isGM) {
    const reason = game.i18n?.has(verdict.key) ? game.i18n.format(verdict.key, { ...verdict.data }) : verdict.message;
    warn("FPB.Round.Move.NotRecorded", { figure: name, reason });
    return;
  }
  showRefusal(verdict);
  return false;
}

/** On the client that moved the token, once its movement's last step has landed: the actions recorded, the log posted. */
export async function recordCrewMove(movement: TokenMovement, userId: string | undefined): Promise<void> {
  if (userId !== game.user?.id || !isLastStep(movement)) return;
  const key = movementKey(movement);
  const move = measured.get(key);
  if (!move) return;
  measured.delete(key);
  const combat = game.combats?.get(move.combatId) as Combat.Implementation | undefined;
  if (!combat) return;
  asked.set(move.combatId, askedAfter(asked.get(move.combatId) ?? null, move.round, move.figureId, move.inputs));
  for (const input of move.inputs) requestRound(combat, input);
  await postRoundCard({ title: move.card.title, steps: [], notes: [...move.card.notes], buttons: [] }, []);
}

export function registerCrewMoveGuard(): void {
  onPreMoveToken((token, movement, operation) => measureCrewMove(token, movement, operation));
  onMoveToken((_token, movement, _operation, user) => void recordCrewMove(movement, user?.id ?? undefined));
}
