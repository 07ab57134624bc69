import { BracketBusters as BB, PrerolledDice, type Dice } from "../../rules";
import { attackResultChoices, plainRefusal, transitionCardView, say } from "../../views/bracket-busters";
import type { GangBattleFlags } from "../../views/bracket-busters/gang-battle-flags";
import { movementInProgress, startsMovement } from "../../views/bracket-busters/movement-in-progress";
import {
  mayAskGang,
  parseGangMessage,
  stampOf,
  tableInputProblem,
  type GangInput,
} from "../../views/bracket-busters/gang-request";
import { GANG_TEMPLATES } from "../../views/common/template-paths";
import { answer, type Answer } from "../table/refusal";
import { enqueue } from "../table/request-queue";
import { ask, listen, type Decision, type RequestRuleset } from "../table/request-loop";
import { FoundryDice } from "../table/dice/foundry-dice";
import { foundryLocalizer } from "../table/i18n/localizer";
import { MODULE_ID } from "../../views/common/module-id";
import { postAfterBattleCard } from "./after-battle-card";
import { gangBattleOf, storeGangBattle } from "./gang-battle-store";
import { showMarks } from "./gang-marks";
import { fighterPositions } from "./gang-positions";
import { movedTooFar } from "./gang-move-measure";
import { attackOfferFlags, resultOffered } from "./attack-offers";

/*
 * The Bracket Busters round in Foundry, in the table's GM-decides loop (table/request-loop.ts): every client asks, the
 * active GM's client decides. A request is checked (the gang the user plays, the gang's turn, not stale) before the
 * rules see it; the GM's client reads where fighters stand from the tokens, rolls real Foundry Rolls, stores the new
 * state and posts the card everyone reads.
 */

/** The inputs the rules measure (`measuresPositions`): the positions read from the tokens replace any a client sent. */
function withPositions(input: BB.BattleInput, combat: Combat.Implementation, state: BB.BattleState): BB.BattleInput {
  return BB.measuresPositions(input)
    ? ({ ...input, positions: fighterPositions(combat, state) } as BB.BattleInput)
    : input;
}

// --- The GM's client -------------------------------------------------------------------------------------------------

/** Bracket Busters in the GM-decides loop. */
const bracketBustersRequests: RequestRuleset<GangInput, GangBattleFlags, BB.BattleState> = {
  requestType: "gangInput",
  refusalType: "gangRefused",
  parse: parseGangMessage,
  shapeProblem: (input) => {
    const shape = tableInputProblem(input);
    return shape ? answer("FPB.BracketBusters.Request.badInput", { problem: shape }, shape) : null;
  },
  read: gangBattleOf,
  stateOf: (flags) => flags.battle,
  noBattle: answer("FPB.BracketBusters.Request.noBattle"),
  mayAsk: (input, state, user, combat) => {
    const verdict = mayAskGang(input, state, {
      isGM: user.isGM,
      ownsGang: (gangId) => combat.groups.get(gangId)?.testUserPermission(user, "OWNER") ?? false,
    });
    if (!verdict.ok) return answer(verdict.key, { ...verdict.data });
    return input.type === "setResult" &&
      !user.isGM &&
      !resultOffered(combat.id ?? "", state.round, input.targetId, input.by)
      ? answer("FPB.BracketBusters.Request.notOffered")
      : null;
  },
  stampOf,
  stale: answer("FPB.BracketBusters.Request.stale"),
  decide,
};

async function decide({
  combat,
  user,
  flags,
  input,
}: Decision<GangInput, GangBattleFlags>): Promise<Answer | undefined> {
  switch (input.type) {
    case "rollPriorityDie":
      return rollPriorityDie(combat, flags, input.gangId, user);
    case "chooseNerve":
      // Kept only for a fighter of this battle: a stray id would make the rules refuse Ready Fighters for everyone.
      if (!BB.fighterIn(flags.battle, input.fighterId))
        return answer("FPB.BracketBusters.Request.notInBattle", { fighter: input.fighterId });
      await storeGangBattle(
        combat,
        { ...flags, nerve: { ...flags.nerve, [input.fighterId]: input.characteristic } },
        flags.battle,
      );
      return undefined;
    case "rollPriority":
      return rollPriorityForAll(combat, flags);
    case "readyFighters":
      return advanceWith(
        combat,
        flags,
        { ...input, nerve: { ...flags.nerve, ...(input.nerve ?? {}) } },
        new FoundryDice(),
      );
    case "completeCharge": {
      const tooFar = chargeTooFar(combat, flags);
      if (tooFar) return tooFar;
      return advanceWith(combat, flags, withPositions(input, combat, flags.battle), new FoundryDice());
    }
    default:
      return advanceWith(combat, flags, withPositions(input, combat, flags.battle), new FoundryDice());
  }
}

/**
 * "Each player rolls a D6": one gang's die, a real Roll on its own card. Once every gang has rolled, the rules set the
 * order from those dice, rolling any roll-offs then.
 */
async function rollPriorityDie(
  combat: Combat.Implementation,
  flags: GangBattleFlags,
  gangId: string,
  user: User.Implementation,
): Promise<Answer | undefined> {
  const state = flags.battle;
  const lang = foundryLocalizer();
  if (state.phase !== "priority") return answer("FPB.BracketBusters.Request.notPriority");
  const gang = BB.gangOf(state, gangId);
  if (!gang) return answer("FPB.BracketBusters.Request.noGang", { gang: gangId });
  if (flags.priorityDice[gangId] !== undefined)
    return answer("FPB.BracketBusters.Request.alreadyRolled", { gang: gang.name });
  const dice = new FoundryDice();
  const [face] = await dice.roll({ count: 1, faces: 6, purpose: `${BB.PRIORITY_RULE}: ${gang.name}` });
  const priorityDice = { ...flags.priorityDice, [gangId]: face ?? 1 };
  await postCard(
    {
      title: say(lang, "Foundry.priorityDie", { user: user.name ?? "", gang: gang.name, roll: String(face) }),
      rolls: [],
      lines: [],
    },
    dice.rolls,
  );
  const next = { ...flags, priorityDice };
  if (state.gangs.some((g) => priorityDice[g.id] === undefined)) {
    await storeGangBattle(combat, next, state);
    return undefined;
  }
  const rolled = state.gangs.map((g) => priorityDice[g.id] ?? 1);
  const live = new FoundryDice();
  return advanceWith(
    combat,
    { ...next, priorityDice: {} },
    { type: "rollPriority" },
    new PrerolledDice(rolled, live),
    live,
  );
}

/**
 * The GM rolls for every gang: the dice the players have already rolled this Round stand, the others are rolled now,
 * and the rules set the order from them all (rolling any roll-offs).
 */
async function rollPriorityForAll(combat: Combat.Implementation, flags: GangBattleFlags): Promise<Answer | undefined> {
  if (flags.battle.phase !== "priority") return answer("FPB.BracketBusters.Request.notPriority");
  const live = new FoundryDice();
  const faces: number[] = [];
  for (const gang of flags.battle.gangs) {
    const rolled = flags.priorityDice[gang.id];
    faces.push(
      rolled ?? (await live.roll({ count: 1, faces: 6, purpose: `${BB.PRIORITY_RULE}: ${gang.name}` }))[0] ?? 1,
    );
  }
  return advanceWith(
    combat,
    { ...flags, priorityDice: {} },
    { type: "rollPriority" },
    new PrerolledDice(faces, live),
    live,
  );
}

/**
 * Where the move of a movement action just taken starts: the fighter's token, read before its player moves it; kept
 * while that move is being made (a Charge until its contact is set).
 */
function moveStart(
  combat: Combat.Implementation,
  flags: GangBattleFlags,
  input: BB.BattleInput,
  after: BB.BattleState,
): BB.Placement | null {
  const id = after.turn?.activation?.fighterId;
  if (!id) return null;
  const from = startsMovement(input) ? (fighterPositions(combat, after)[id] ?? null) : (flags.moveFrom ?? null);
  return from && movementInProgress({ ...flags, battle: after, moveFrom: from })?.fighterId === id ? from : null;
}

/** A Charge whose token went further than Movement + D3'': its contact is refused until the token is moved back. */
function chargeTooFar(combat: Combat.Implementation, flags: GangBattleFlags): Answer | null {
  const movement = movementInProgress(flags);
  if (movement?.action !== "charge") return null;
  const to = fighterPositions(combat, flags.battle)[movement.fighterId];
  const tooFar = to ? movedTooFar(combat, flags.battle, movement, to) : null;
  return tooFar ? answer(tooFar.key, { ...tooFar.data }) : null;
}

/** The rules' step: refused with the rule's reason, or stored, shown on the tokens and told on a card with its Rolls. */
async function advanceWith(
  combat: Combat.Implementation,
  flags: GangBattleFlags,
  input: BB.BattleInput,
  dice: Dice,
  rollsFrom?: FoundryDice,
): Promise<Answer | undefined> {
  const before = flags.battle;
  const transition = await BB.advance(before, input, dice);
  if (transition.refusal)
    return answer(
      `FPB.BracketBusters.Refusal.${transition.refusal.code}`,
      {},
      plainRefusal(transition.refusal.message),
    );
  const after = transition.state;
  const stored: GangBattleFlags = {
    battle: after,
    priorityDice: after.phase === "priority" ? flags.priorityDice : {},
    nerve: input.type === "readyFighters" ? {} : flags.nerve,
    moveFrom: moveStart(combat, flags, input, after),
  };
  await storeGangBattle(combat, stored, before);
  await showMarks(combat, before, after);
  const lang = foundryLocalizer();
  const rolls = (rollsFrom ?? (dice instanceof FoundryDice ? dice : null))?.rolls ?? [];
  const card = transitionCardView(input, before, transition, lang);
  const attack = attackResultChoices(input, transition, lang);
  await postCard(
    card,
    rolls,
    attack ? { ...attack, prompt: say(lang, "Foundry.setResultPrompt", { fighter: attack.byName }) } : null,
    combat,
    undoOf(transition),
    attack ? attackOfferFlags(after.round, attack) : {},
  );
  if (input.type === "rollLastingInjuries") await postAfterBattleCard(combat, before, after, transition.changes);
  return undefined;
}

/** A GM correction's Undo as its card keeps it (message flags): the correction that sets back what it changed, and why. */
export interface GangUndo {
  readonly correction: BB.Correction;
  readonly reason: string;
}

/** A GM correction's Undo, kept on its card: the announced correction that sets back what it changed, and why it was made. */
function undoOf(transition: BB.Transition): GangUndo | null {
  const corrected = transition.announcements.find((a) => a.kind === "corrected");
  return corrected?.kind === "corrected" ? { correction: corrected.undo, reason: corrected.reason } : null;
}

async function postCard(
  card: { title: string; rolls: readonly unknown[]; lines: readonly string[] },
  rolls: readonly Roll[],
  attack: unknown = null,
  combat?: Combat.Implementation,
  undo: GangUndo | null = null,
  offer: object = {},
): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(GANG_TEMPLATES.card, {
    card,
    attack,
    undo: undo !== null,
  });
  await ChatMessage.create({
    content,
    rolls: [...rolls],
    ...(combat?.id
      ? { flags: { [MODULE_ID]: { gangCombat: combat.id, ...offer, ...(undo ? { gangUndo: undo } : {}) } } }
      : {}),
  } as never);
}

// --- Every client ------------------------------------------------------------------------------------------------------

/**
 * Asks for a Bracket Busters input on the state this client shows: decided here on the active GM's client, otherwise
 * sent to it. Without a GM connected nothing can change the battle, and the user is told so.
 */
export function requestGang(combat: Combat.Implementation, input: GangInput): void {
  ask(bracketBustersRequests, combat, input);
}

/** Stores a new battle (setup). GM only. */
export function startGangBattle(combat: Combat.Implementation, flags: GangBattleFlags): Promise<void> {
  return enqueue(async () => {
    await storeGangBattle(combat, flags, null);
    await showMarks(combat, null, flags.battle);
  });
}

/** The socket: the active GM's client decides requests in the table's loop; each client shows its own refusals. */
export function registerGangSocket(): void {
  listen(bracketBustersRequests);
}
