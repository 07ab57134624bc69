import {
  advance,
  isCrew,
  isEnemy,
  type Point,
  type BattleInput,
  type BattleState,
  type EndPhaseEnemy,
  type Figure,
  type Refusal,
} from "../../rules";
import { isActiveGM, isApplier } from "../apply/apply-resolutions";
import { enqueue, listenForRequests } from "./request-channel";
import { cleanUpAfterBattle } from "../combat/end-of-battle";
import { FoundryDice } from "../dice/foundry-dice";
import { actorAt } from "../documents/by-uuid";
import { foundryLocalizer } from "../i18n/localizer";
import { warn } from "../i18n/notify";
import { figuresOf } from "../mapping/figure-of";
import { MODULE_ID } from "../../views/module-id";
import { SETTINGS } from "../settings/settings";
import { CHAT_TEMPLATES } from "../../views/template-paths";
import { combatantsOf, applyRoundChanges } from "./apply-round-changes";
import type { BattleFlags } from "../../views/round/battle-flags";
import { battleOf, battleUpdate } from "./battle-model";
import { inchesToEdge } from "./edge-distance";
import { joinInputOf } from "../../views/round/battle-controls-form";
import { initiativesFor } from "../../views/round/initiative";
import { roundWriteOptions, writeInitiatives } from "./round-write";
import { deservesCard, summaryCard, transitionCard, type RoundCard } from "../../views/round/round-cards";
import { roundCardTitle } from "../../views/round/round-title";
import { correctionNotes } from "../../views/round/correction-card";
import {
  assignmentAfter,
  checkRoundRequest,
  choicesAfter,
  nameIn,
  parseSocketMessage,
  type RoundInput,
  type RoundRefusal,
  type RoundRequest,
  type RoundRequestMessage,
} from "../../views/round/round-request";
import { withMostQuickOffer } from "../../views/round/most-quick-offer";
import { moveStartAfter } from "../../views/round/crew-move";
import { sceneBattlefield } from "../battlefield/battlefield-store";

export const SOCKET = `module.${MODULE_ID}`;

/** The names the cards give figures: the state's roster, removed figures by their actor's name. */
const namesOf =
  (state: BattleState) =>
  (figureId: string): string => {
    const name = nameIn(state, figureId);
    return name !== figureId ? name : (actorAt(figureId)?.name ?? figureId);
  };

/** A refusal for the requesting user: a lang key with data, and the rules' sentence as the fallback. */
type Answer = { readonly key: string; readonly data: Readonly<Record<string, string>>; readonly message: string };
const answer = (key: string, data: Record<string, string> = {}, message = ""): Answer => ({ key, data, message });
const rulesAnswer = (refused: Refusal): Answer => answer(`FPB.Round.Refusal.${refused.code}`, {}, refused.message);

/** Shows a refusal to this user, in their language when the key has a text, else the rules' English sentence. */
export function showRefusal(refusal: Pick<RoundRefusal, "key" | "data" | "message">): void {
  const i18n = game.i18n;
  const known = i18n?.has(refusal.key) ?? false;
  const text = known ? (i18n?.format(refusal.key, { ...refusal.data }) ?? refusal.key) : refusal.message || refusal.key;
  ui.notifications?.warn(game.i18n?.format("FPB.Round.Warn.Refused", { reason: text }) ?? text);
}

function reply(userId: string, refused: Answer): void {
  if (userId === game.user?.id) {
    showRefusal(refused);
    return;
  }
  const message: RoundRefusal = { type: "roundRefused", userId, ...refused };
  game.socket?.emit(SOCKET, message);
}

// --- Reading the table for the rules ----------------------------------------------------------------------------------

/** Where a figure's token stands on the combat's scene, in tabletop inches (null: no scene, no token, no battlefield). */
const standingOn =
  (combat: Combat.Implementation) =>
  (figureId: string): Point | null => {
    const battlefield = combat.scene ? sceneBattlefield(combat.scene)?.battlefield : null;
    return battlefield?.figures.find((figure) => figure.id === figureId)?.centre ?? null;
  };

/** The figure a battle id names, with its current condition, or null (with nothing thrown) when it cannot be read. */
function figureAt(figureId: string): Figure | null {
  const actor = actorAt(figureId);
  return actor ? (figuresOf([actor])[0] ?? null) : null;
}

/** The scale of a scene: its grid's pixels per unit and the world's units per inch (docs/rulings.md, ruling 5). */
function sceneScale(scene: Scene.Implementation) {
  const unitsPerInch = Number(game.settings?.get(MODULE_ID, SETTINGS.unitsPerInch) ?? 1);
  return { pixelsPerUnit: scene.grid.size / scene.grid.distance, unitsPerInch: unitsPerInch > 0 ? unitsPerInch : 1 };
}

/** Every enemy in the battle with its distance to the enemy edge, measured from its token on the combat's scene. */
function endPhaseEnemies(combat: Combat.Implementation, flags: BattleFlags): EndPhaseEnemy[] | Answer {
  const scene = combat.scene;
  if (!scene) return answer("FPB.Round.Request.noScene");
  const scale = sceneScale(scene);
  const rect = scene.dimensions.sceneRect;
  const enemies: EndPhaseEnemy[] = [];
  for (const { id, name } of flags.battle.enemies) {
    const figure = figureAt(id);
    if (!figure || !isEnemy(figure)) return answer("FPB.Round.Request.figureMissing", { figure: name });
    const token = combatantsOf(combat, id)[0]?.token;
    if (!token) return answer("FPB.Round.Request.noToken", { figure: name });
    const size = scene.grid.size;
    const centre = { x: token.x + ((token.width ?? 1) * size) / 2, y: token.y + ((token.height ?? 1) * size) / 2 };
    enemies.push({ figure, distanceToEnemyEdge: inchesToEdge(centre, rect, flags.enemyEdge, scale) });
  }
  return enemies;
}

/** The rules' input for a request, read from the documents on the GM's client; an Answer when it cannot be made. */
function battleInputOf(input: RoundInput, combat: Combat.Implementation, flags: BattleFlags): BattleInput | Answer {
  const state = flags.battle;
  switch (input.type) {
    case "seizeTheInitiative": {
      const figures = [...state.crew, ...state.enemies].map(({ id }) => figureAt(id));
      return {
        type: "seizeTheInitiative",
        crew: figures.filter((f): f is Figure => f !== null).filter(isCrew),
        enemies: figures.filter((f): f is Figure => f !== null).filter(isEnemy),
      };
    }
    case "assignDie": {
      const assignment = state.reaction ? assignmentAfter(state.reaction, input.figureId, input.dieIndex) : null;
      return assignment
        ? { type: "assignReactions", assignment }
        : answer("FPB.Round.Refusal.rollFirst", {}, "Roll the Reaction dice first.");
    }
    case "choosePhase":
      return state.reaction
        ? { type: "choosePhases", phases: choicesAfter(state.reaction, input.figureId, input.phase) }
        : answer("FPB.Round.Request.noBattle");
    case "startActivation":
    case "endActivation":
    case "enterOverwatch": {
      const figure = figureAt(input.figureId);
      return figure
        ? { type: input.type, figure }
        : answer("FPB.Round.Request.figureMissing", { figure: nameIn(state, input.figureId) });
    }
    case "runEndPhase": {
      const enemies = endPhaseEnemies(combat, flags);
      // The crew's weapons, for "Ammo fault"; a figure that cannot be read is left out (the event is then announced).
      const crew = state.crew
        .map(({ id }) => figureAt(id))
        .filter((f): f is Figure => f !== null)
        .filter(isCrew);
      return Array.isArray(enemies) ? { type: "runEndPhase", enemies, crew } : enemies;
    }
    // Ruling 7: the figure as its document stands now, never as a request describes it.
    case "correctFigure":
    case "undoCorrection": {
      const figure = figureAt(input.figureId);
      if (!figure) return answer("FPB.Round.Request.figureMissing", { figure: nameIn(state, input.figureId) });
      return input.type === "correctFigure"
        ? { type: input.type, figure, marks: input.marks, reason: input.reason }
        : { type: input.type, figure };
    }
    case "addFigure": {
      const figure = figureAt(input.figureId);
      return figure
        ? joinInputOf(figure)
        : answer("FPB.Round.Request.figureMissing", { figure: actorAt(input.figureId)?.name ?? input.figureId });
    }
    default:
      return input;
  }
}

// --- The GM's client: one request at a time ------------------------------------------------------------------------------

const combatById = (combatId: string): Combat.Implementation | null =>
  (game.combats?.get(combatId) ?? null) as unknown as Combat.Implementation | null;

async function handle(request: RoundRequest): Promise<void> {
  const combat = combatById(request.combatId);
  const user = game.users?.get(request.userId);
  if (!combat || !user) return;
  const flags = battleOf(combat);
  const verdict = checkRoundRequest(request.input, flags?.battle ?? null, {
    isGM: user.isGM,
    owns: (figureId) => actorAt(figureId)?.testUserPermission(user, "OWNER") ?? false,
  });
  if (!verdict.ok) return reply(request.userId, answer(verdict.key, { ...verdict.data }));
  if (!flags) return;
  const input = battleInputOf(request.input, combat, flags);
  if ("key" in input) return reply(request.userId, input);
  const dice = new FoundryDice();
  const transition = await advance(flags.battle, input, dice);
  if (transition.refusal) return reply(request.userId, rulesAnswer(transition.refusal));
  const moveStart = moveStartAfter(flags.battle, transition.state, flags.moveStart ?? null, standingOn(combat));
  await store(combat, { ...flags, battle: await withMostQuickOffer(transition.state, dice), moveStart });
  await applyRoundChanges(combat, transition.changes);
  const names = namesOf(transition.state);
  const i18n = foundryLocalizer();
  // Ruling 7: a correction, and its undo, always says so, with the reason.
  const kind = request.input.type;
  const corrected =
    kind === "correctFigure" || kind === "undoCorrection"
      ? correctionNotes(kind, flags.battle, transition.state, names, i18n)
      : [];
  if (corrected.length > 0 || deservesCard(transition)) {
    const card = transitionCard(roundCardTitle(flags.battle.round, kind, i18n), transition, names, i18n);
    await postRoundCard({ ...card, notes: [...corrected, ...card.notes] }, dice.rolls);
  }
  if (transition.state.over && !flags.battle.over) {
    await postRoundCard(summaryCard(transition.state.over, names, i18n), []);
    const actors = [...combat.combatants].flatMap((combatant) => (combatant.actor ? [combatant.actor] : []));
    await cleanUpAfterBattle(actors);
  }
}

/** A round card in chat, with the rolls behind it (a transition's, a crew move's log). */
export async function postRoundCard(card: RoundCard, rolls: readonly Roll[]): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(CHAT_TEMPLATES.outcome, { ...card });
  await ChatMessage.create({ content, rolls: [...rolls] });
}

/**
 * Stores a battle and lines the tracker up with it: initiative from the schedule (Quick above Enemy above Slow), the
 * combat's round, and the turn on the activating figure. The flags merge into the stored ones; every object in the
 * state has fixed keys except the Reaction assignment and choices, which are replaced whole (null in between).
 */
export async function store(combat: Combat.Implementation, flags: BattleFlags): Promise<void> {
  await combat.update(battleUpdate(flags));
  await writeInitiatives(combat, initiativesFor(flags.battle));
  const active = flags.battle.active;
  const turn = active ? combat.turns.findIndex((combatant) => combatant.actor?.uuid === active.figureId) : -1;
  const round = Math.max(1, flags.battle.round);
  if ((turn >= 0 && combat.turn !== turn) || (combat.started && combat.round !== round)) {
    await combat.update(
      { ...(turn >= 0 ? { turn } : {}), ...(combat.started ? { round } : {}) },
      roundWriteOptions() as never,
    );
  }
}

// --- Every client ---------------------------------------------------------------------------------------------------------

/**
 * Asks for a round input: handled here when this is the active GM's client, otherwise sent to it over the socket.
 * Without a GM connected nothing can change the round, and the user is told so.
 */
export function requestRound(combat: Combat.Implementation, input: RoundInput): void {
  const user = game.user;
  const userId = user?.id;
  const combatId = combat.id;
  if (!user || !userId || !combatId) return;
  if (isApplier(user)) {
    if (!user.isGM) return warn("FPB.Round.Warn.NoGM");
    void enqueue(() => handle({ type: "roundInput", userId, combatId, input }));
    return;
  }
  const message: RoundRequestMessage = { type: "roundInput", combatId, input };
  game.socket?.emit(SOCKET, message);
}

/** Runs an input as the GM, for the GM's own hooks (End Phase on a new round, a Goner marked defeated). */
export function runAsGM(combat: Combat.Implementation, input: RoundInput): void {
  if (isActiveGM()) requestRound(combat, input);
}

/** Stores a new battle (setup), then runs its first input. GM only. */
export async function startBattle(combat: Combat.Implementation, flags: BattleFlags, first: RoundInput): Promise<void> {
  await enqueue(() => store(combat, flags));
  requestRound(combat, first);
}

/**
 * The socket: the active GM's client handles requests, each as the user Foundry names as its sender (never a user
 * named inside the payload); each client shows the refusals the active GM sent its user.
 */
export function registerRoundSocket(): void {
  listenForRequests<RoundRequest, RoundRefusal>(
    SOCKET,
    parseSocketMessage,
    (message): message is RoundRefusal => message.type === "roundRefused",
    handle,
    showRefusal,
  );
}
