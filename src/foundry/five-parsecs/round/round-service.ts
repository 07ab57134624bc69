import {
  advance,
  isEnemy,
  type Point,
  type BattleInput,
  type BattleState,
  type EndPhaseEnemy,
  type Figure,
  type Refusal,
} from "../../../rules";
import { isActiveGM } from "../../table/active-gm";
import { answer, type Answer } from "../../table/refusal";
import { enqueue } from "../../table/request-queue";
import { ask, listen, type Decision, type RequestRuleset } from "../../table/request-loop";
import { cleanUpAfterBattle } from "../combat/end-of-battle";
import { FoundryDice } from "../../table/dice/foundry-dice";
import { actorAt } from "../../table/documents/by-uuid";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { figuresOf } from "../mapping/figure-of";
import { MODULE_ID } from "../../../views/common/module-id";
import { SETTINGS } from "../../table/settings/settings";
import { CHAT_TEMPLATES } from "../../../views/common/template-paths";
import { combatantsOf, applyRoundChanges } from "./apply-round-changes";
import type { BattleFlags } from "../../../views/five-parsecs/round/battle-flags";
import { battleOf, battleUpdate } from "./battle-model";
import { inchesToEdge } from "./edge-distance";
import { roundRulesInput } from "../../../views/five-parsecs/round/round-rules-input";
import { initiativesFor } from "../../../views/five-parsecs/round/initiative";
import { roundWriteOptions, writeInitiatives } from "../../table/table-write";
import {
  deservesCard,
  summaryCard,
  transitionCard,
  type RoundCard,
} from "../../../views/five-parsecs/round/round-cards";
import { roundCardTitle } from "../../../views/five-parsecs/round/round-title";
import { correctionNotes } from "../../../views/five-parsecs/round/correction-card";
import {
  checkRoundRequest,
  nameIn,
  parseSocketMessage,
  roundStampOf,
  type RoundInput,
} from "../../../views/five-parsecs/round/round-request";
import { withMostQuickOffer } from "../../../views/five-parsecs/round/most-quick-offer";
import { moveStartAfter } from "../../../views/five-parsecs/round/crew-move";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";

/** The names the cards give figures: the state's roster, removed figures by their actor's name. */
const namesOf =
  (state: BattleState) =>
  (figureId: string): string => {
    const name = nameIn(state, figureId);
    return name !== figureId ? name : (actorAt(figureId)?.name ?? figureId);
  };

const rulesAnswer = (refused: Refusal): Answer => answer(`FPB.Round.Refusal.${refused.code}`, {}, refused.message);

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
  const rulesInput = roundRulesInput(input, flags.battle, {
    figureAt,
    nameOf: (figureId) => actorAt(figureId)?.name ?? figureId,
    endPhaseEnemies: () => endPhaseEnemies(combat, flags),
  });
  return "key" in rulesInput ? answer(rulesInput.key, { ...rulesInput.data }, rulesInput.message) : rulesInput;
}

// --- The GM's client: the ruleset's decision in the table's loop ---------------------------------------------------------

/** Five Parsecs in the GM-decides loop (table/request-loop.ts). */
const fiveParsecsRequests: RequestRuleset<RoundInput, BattleFlags, BattleState> = {
  requestType: "roundInput",
  refusalType: "roundRefused",
  parse: parseSocketMessage,
  // Every input's shape is checked by `parseRoundInput` as it is read.
  shapeProblem: () => null,
  read: battleOf,
  stateOf: (flags) => flags.battle,
  noBattle: answer("FPB.Round.Request.noBattle"),
  mayAsk: (input, state, user) => {
    const verdict = checkRoundRequest(input, state, {
      isGM: user.isGM,
      owns: (figureId) => actorAt(figureId)?.testUserPermission(user, "OWNER") ?? false,
    });
    return verdict.ok ? null : answer(verdict.key, { ...verdict.data });
  },
  stampOf: roundStampOf,
  stale: answer("FPB.Round.Request.stale"),
  decide,
};

/** Reads the table into the rules' input, advances, stores, applies the changes, and posts the round's cards. */
async function decide({ combat, flags, input: asked }: Decision<RoundInput, BattleFlags>): Promise<Answer | undefined> {
  const input = battleInputOf(asked, combat, flags);
  if ("key" in input) return input;
  const dice = new FoundryDice();
  const transition = await advance(flags.battle, input, dice);
  if (transition.refusal) return rulesAnswer(transition.refusal);
  const moveStart = moveStartAfter(flags.battle, transition.state, flags.moveStart ?? null, standingOn(combat));
  await store(combat, { ...flags, battle: await withMostQuickOffer(transition.state, dice), moveStart });
  await applyRoundChanges(combat, transition.changes);
  const names = namesOf(transition.state);
  const i18n = foundryLocalizer();
  // Ruling 7: a correction, and its undo, always says so, with the reason.
  const kind = asked.type;
  const corrected =
    kind === "correctFigure" || kind === "undoCorrection"
      ? correctionNotes(kind, flags.battle, transition.state, names, i18n)
      : [];
  if (corrected.length > 0 || deservesCard(transition)) {
    const card = transitionCard(roundCardTitle(flags.battle.round, kind, i18n), transition, names, i18n);
    // What the card told, for the battle summary (chat/battle-summary-card.ts reads the Escalations from it).
    const roundLog = { combatId: combat.id, round: flags.battle.round, announcements: transition.announcements };
    await postRoundCard({ ...card, notes: [...corrected, ...card.notes] }, dice.rolls, { [MODULE_ID]: { roundLog } });
  }
  if (transition.state.over && !flags.battle.over) {
    await postRoundCard(summaryCard(transition.state.over, names, i18n), []);
    const actors = [...combat.combatants].flatMap((combatant) => (combatant.actor ? [combatant.actor] : []));
    await cleanUpAfterBattle(actors);
  }
  return undefined;
}

/** A round card in chat, with the rolls behind it (a transition's, a crew move's log), and the flags it carries. */
export async function postRoundCard(card: RoundCard, rolls: readonly Roll[], flags?: object): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(CHAT_TEMPLATES.outcome, { ...card });
  await ChatMessage.create({ content, rolls: [...rolls], ...(flags ? { flags: flags as never } : {}) });
}

/**
 * Stores a battle and lines the tracker up with it: initiative from the schedule (Quick above Enemy above Slow), the
 * combat's round, and the turn on the activating figure. The flags merge into the stored ones; every object in the
 * state has fixed keys except the Reaction assignment and choices, which are replaced whole (null in between).
 */
export async function store(combat: Combat.Implementation, flags: BattleFlags): Promise<void> {
  await combat.update(battleUpdate(flags));
  await lineUp(combat, flags);
}

/** The tracker lined up with a stored battle: initiative, round and turn. */
async function lineUp(combat: Combat.Implementation, flags: BattleFlags): Promise<void> {
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

/**
 * On a client that has just become the active GM (hand-over.ts): the tracker lined up with the stored battle, in turn
 * with the requests. The last GM may have left between storing a battle and lining the tracker up.
 */
export function lineUpAfterHandOver(combat: Combat.Implementation): Promise<void> {
  return enqueue(async () => {
    const flags = battleOf(combat);
    if (flags) await lineUp(combat, flags);
  });
}

// --- Every client ---------------------------------------------------------------------------------------------------------

/**
 * Asks for a round input on the state this client shows: decided here when this is the active GM's client, otherwise
 * sent to it over the socket. Without a GM connected nothing can change the round, and the user is told so.
 */
export function requestRound(combat: Combat.Implementation, input: RoundInput): void {
  ask(fiveParsecsRequests, combat, input);
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

/** The socket: the active GM's client decides requests in the table's loop; each client shows its own refusals. */
export function registerRoundSocket(): void {
  listen(fiveParsecsRequests);
}
