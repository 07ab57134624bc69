import { cheapestPath, isCrew, isSeizing, moveAllowance, withFigureMoved, type BattleState, type Figure } from "../../rules";
import { askedAfter, crewMoveVerdict, moveStartOf, withAskedActions, type AskedActions, type CrewMoveVerdict, type MoveStart } from "../../views/round/crew-move";
import { moveLogCard } from "../../views/round/move-log";
import type { RoundInput } from "../../views/round/round-request";
import { MODULE_ID } from "../../views/module-id";
import { sceneBattlefield } from "../battlefield/battlefield-store";
import { toInches } from "../battlefield/scene-to-battlefield";
import { figureOf } from "../mapping/figure-of";
import { foundryLocalizer } from "../i18n/localizer";
import { warn } from "../i18n/notify";
import { isGangCombat } from "../bracket-busters/gang-battle-store";
import { battleOf } from "./battle-model";
import { isPlacement } from "./round-write";
import { postRoundCard, requestRound, showRefusal } from "./round-service";

/*
 * A crew member's move at the table: its owner drags the token during its activation (or as its one action while the
 * crew Seizes the Initiative). On the dragging client, where Foundry runs `preUpdateToken` before it sends the update
 * (contract H1, H11), the move is measured from where the figure stood as its activation began (in the Seize, from
 * where it stands), around walls, terrain and the other figures. A move further than a Dash (in the Seize, than
 * a Move), or one the rules do not allow now, is refused for a player with the reason, and the token stays. An
 * allowed move rides with the update (its options reach `updateToken`, H9), and once the token has moved its client
 * records the Move (and for a Dash the Combat Action) through the round and posts what the move cost. The GM's own
 * drags are never refused (a referee places what the table needs): one the rules would refuse is left unrecorded,
 * with a word on why.
 */

/** What an allowed move carries from `preUpdateToken` to `updateToken` in the update's options. */
interface CrewMove {
  readonly combatId: string;
  readonly round: number;
  readonly figureId: string;
  readonly inputs: readonly RoundInput[];
  readonly card: { readonly title: string; readonly notes: readonly string[] };
}

type MoveOptions = Record<string, unknown> & { [MODULE_ID]?: { crewMove?: CrewMove } };

/** Per combat, what this client's drags have asked the round for in the current activation (see `withAskedActions`). */
const asked = new Map<string, AskedActions>();

/**
 * The Five Parsecs battle on this scene in which this figure is moving now: its activation (measured from its move
 * start), or the Seize the Initiative its crew took (measured from where it stands: its one action is still to come).
 */
function movingIn(sceneId: string | null, figureId: string): { combat: Combat.Implementation; battle: BattleState; start: MoveStart | null } | null {
  for (const combat of (game.combats?.contents ?? []) as unknown as Combat.Implementation[]) {
    if ((combat.scene?.id ?? null) !== sceneId || isGangCombat(combat)) continue;
    const flags = battleOf(combat);
    if (!flags) continue;
    if (isSeizing(flags.battle) && flags.battle.crew.some((f) => f.id === figureId)) return { combat, battle: flags.battle, start: null };
    const start = moveStartOf(flags.battle, flags.moveStart, figureId);
    if (start) return { combat, battle: flags.battle, start };
  }
  return null;
}

/** The move measured and read by the rules, with the path's cost for the log; null when it cannot be measured. */
function measure(token: TokenDocument.Implementation, figure: Figure, start: MoveStart | null, changes: { x?: unknown; y?: unknown }, battle: BattleState) {
  const scene = token.parent;
  const built = scene ? sceneBattlefield(scene) : null;
  const gridSize = scene?.grid.size ?? 0;
  if (!built?.battlefield || !built.scale || !(gridSize > 0)) return null;
  const corner = { x: Number(changes.x ?? token.x), y: Number(changes.y ?? token.y) };
  if (!Number.isFinite(corner.x) || !Number.isFinite(corner.y)) return null;
  const to = toInches({ x: corner.x + (Number(token.width ?? 1) * gridSize) / 2, y: corner.y + (Number(token.height ?? 1) * gridSize) / 2 }, built.scale);
  const placement = built.battlefield.figures.find((f) => f.id === figure.id);
  if (!placement) return null;
  const allowance = { move: moveAllowance(figure), dash: moveAllowance(figure, true) };
  try {
    const field = start ? withFigureMoved(built.battlefield, figure.id, { x: start.x, y: start.y }, placement.facing) : built.battlefield;
    const path = cheapestPath(field, figure, to, { maxCost: allowance.dash });
    const verdict = crewMoveVerdict(battle, figure.id, figure.name, path?.cost ?? null, allowance);
    return { verdict, path, field, allowance };
  } catch {
    // A point off the table or a scene the rules refuse: the move is not measured (and not refused).
    return null;
  }
}

/** False (the drag refused) for a player's move of the activating crew figure that the rules do not allow. */
export function measureCrewMove(token: TokenDocument.Implementation, changes: { x?: unknown; y?: unknown }, options: MoveOptions): boolean | void {
  if (!("x" in changes) && !("y" in changes)) return;
  if (isPlacement(options) || (Number(changes.x ?? token.x) === token.x && Number(changes.y ?? token.y) === token.y)) return;
  const actor = token.actor;
  const figureId = actor?.uuid;
  if (!actor || !figureId) return;
  const found = movingIn(token.parent?.id ?? null, figureId);
  if (!found) return;
  const figure = figureOf(actor);
  if (!figure || !isCrew(figure)) return;
  const combatId = found.combat.id ?? "";
  const battle = withAskedActions(found.battle, asked.get(combatId) ?? null);
  const measured = measure(token, figure, found.start, changes, battle);
  if (!measured) {
    warn("FPB.Round.Move.Unmeasured", { figure: figure.name });
    return;
  }
  const { verdict, path, field, allowance } = measured;
  if (!verdict.ok || !path) return refuse(verdict, figure.name);
  const card = moveLogCard(figure.name, verdict.kind, path, allowance.move, field, foundryLocalizer());
  const crewMove: CrewMove = { combatId, round: battle.round, figureId, inputs: verdict.inputs, card: { title: card.title, notes: card.notes } };
  options[MODULE_ID] = { ...options[MODULE_ID], crewMove };
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

/** On the client that moved the token: the move's actions recorded through the round, and its log posted. */
export async function recordCrewMove(options: MoveOptions, userId: string): Promise<void> {
  const move = options[MODULE_ID]?.crewMove;
  if (!move || userId !== game.user?.id) return;
  const combat = game.combats?.get(move.combatId) as Combat.Implementation | undefined;
  if (!combat) return;
  asked.set(move.combatId, askedAfter(asked.get(move.combatId) ?? null, move.round, move.figureId, move.inputs));
  for (const input of move.inputs) requestRound(combat, input);
  await postRoundCard({ title: move.card.title, steps: [], notes: [...move.card.notes], buttons: [] }, []);
}

export function registerCrewMoveGuard(): void {
  Hooks.on("preUpdateToken", (token, changes, options) => measureCrewMove(token as TokenDocument.Implementation, changes as { x?: unknown; y?: unknown }, options as MoveOptions));
  Hooks.on("updateToken", (_token, _changes, options, userId) => void recordCrewMove(options as MoveOptions, userId));
}
