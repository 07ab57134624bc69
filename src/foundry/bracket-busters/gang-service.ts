import { BracketBusters as BB, PrerolledDice, type Dice } from "../../rules";
import { attackResultChoices, transitionCardView, say } from "../../views/bracket-busters";
import type { GangBattleFlags } from "../../views/bracket-busters/gang-battle-flags";
import { movementInProgress, startsMovement } from "../../views/bracket-busters/movement-in-progress";
import {
  checkGangRequest,
  parseGangMessage,
  stampOf,
  tableInputProblem,
  type GangInput,
  type GangRefusalMessage,
  type GangRequest,
  type GangRequestMessage,
} from "../../views/bracket-busters/gang-request";
import { GANG_TEMPLATES } from "../../views/template-paths";
import { isApplier } from "../apply/apply-resolutions";
import { enqueue, listenForRequests } from "../round/request-channel";
import { FoundryDice } from "../dice/foundry-dice";
import { foundryLocalizer } from "../i18n/localizer";
import { warn } from "../i18n/notify";
import { SOCKET, showRefusal } from "../round/round-service";
import { MODULE_ID } from "../../views/module-id";
import { postAfterBattleCard } from "./after-battle-card";
import { gangBattleOf, storeGangBattle } from "./gang-battle-store";
import { showMarks } from "./gang-marks";
import { fighterPositions } from "./gang-positions";
import { movedTooFar } from "./gang-move-measure";

/*
 * The Bracket Busters round in Foundry, as Five Parsecs' round service runs: every client asks, the active GM's client
 * decides. A request names the user Foundry says sent it, carries the stamp of the state it was made on, and is checked
 * (the gang the user plays, the gang's turn, not stale) before the rules see it; the GM's client reads where fighters
 * stand from the tokens, rolls real Foundry Rolls, stores the new state and posts the card everyone reads.
 */

type Answer = { readonly key: string; readonly data: Readonly<Record<string, string>>; readonly message: string };
const answer = (key: string, data: Record<string, string> = {}, message = ""): Answer => ({ key, data, message });

function reply(userId: string, refused: Answer): void {
  if (userId === game.user?.id) return showRefusal(refused);
  const message: GangRefusalMessage = { type: "gangRefused", userId, ...refused };
  game.socket?.emit(SOCKET, message);
}

const combatById = (combatId: string): Combat.Implementation | null =>
  (game.combats?.get(combatId) ?? null) as unknown as Combat.Implementation | null;

/** The inputs the rules measure (`measuresPositions`): the positions read from the tokens replace any a client sent. */
function withPositions(input: BB.BattleInput, combat: Combat.Implementation, state: BB.BattleState): BB.BattleInput {
  return BB.measuresPositions(input)
    ? ({ ...input, positions: fighterPositions(combat, state) } as BB.BattleInput)
    : input;
}

// --- The GM's client -------------------------------------------------------------------------------------------------

async function handle(request: GangRequest): Promise<void> {
  const combat = combatById(request.combatId);
  const user = game.users?.get(request.userId);
  if (!combat || !user) return;
  const flags = gangBattleOf(combat);
  const shape = tableInputProblem(request.input);
  if (shape) return reply(request.userId, answer("FPB.BracketBusters.Request.badInput", { problem: shape }, shape));
  const verdict = checkGangRequest(request, flags?.battle ?? null, {
    isGM: user.isGM,
    ownsGang: (gangId) => combat.groups.get(gangId)?.testUserPermission(user, "OWNER") ?? false,
  });
  if (!verdict.ok) return reply(request.userId, answer(verdict.key, { ...verdict.data }));
  if (!flags) return;
  const input = request.input;
  switch (input.type) {
    case "rollPriorityDie":
      return rollPriorityDie(combat, flags, input.gangId, user, request.userId);
    case "chooseNerve":
      // Kept only for a fighter of this battle: a stray id would make the rules refuse Ready Fighters for everyone.
      if (!BB.fighterIn(flags.battle, input.fighterId))
        return reply(request.userId, answer("FPB.BracketBusters.Request.notInBattle", { fighter: input.fighterId }));
      return storeGangBattle(
        combat,
        { ...flags, nerve: { ...flags.nerve, [input.fighterId]: input.characteristic } },
        flags.battle,
      );
    case "rollPriority":
      return rollPriorityForAll(combat, flags, request.userId);
    case "readyFighters":
      return advanceWith(
        combat,
        flags,
        { ...input, nerve: { ...flags.nerve, ...(input.nerve ?? {}) } },
        new FoundryDice(),
        request.userId,
      );
    case "completeCharge": {
      const tooFar = chargeTooFar(combat, flags);
      if (tooFar) return reply(request.userId, tooFar);
      return advanceWith(combat, flags, withPositions(input, combat, flags.battle), new FoundryDice(), request.userId);
    }
    default:
      return advanceWith(combat, flags, withPositions(input, combat, flags.battle), new FoundryDice(), request.userId);
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
  userId: string,
): Promise<void> {
  const state = flags.battle;
  const lang = foundryLocalizer();
  if (state.phase !== "priority") return reply(userId, answer("FPB.BracketBusters.Request.notPriority"));
  const gang = BB.gangOf(state, gangId);
  if (!gang) return reply(userId, answer("FPB.BracketBusters.Request.noGang", { gang: gangId }));
  if (flags.priorityDice[gangId] !== undefined)
    return reply(userId, answer("FPB.BracketBusters.Request.alreadyRolled", { gang: gang.name }));
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
  if (state.gangs.some((g) => priorityDice[g.id] === undefined)) return storeGangBattle(combat, next, state);
  const rolled = state.gangs.map((g) => priorityDice[g.id] ?? 1);
  const live = new FoundryDice();
  await advanceWith(
    combat,
    { ...next, priorityDice: {} },
    { type: "rollPriority" },
    new PrerolledDice(rolled, live),
    userId,
    live,
  );
}

/**
 * The GM rolls for every gang: the dice the players have already rolled this Round stand, the others are rolled now,
 * and the rules set the order from them all (rolling any roll-offs).
 */
async function rollPriorityForAll(
  combat: Combat.Implementation,
  flags: GangBattleFlags,
  userId: string,
): Promise<void> {
  if (flags.battle.phase !== "priority") return reply(userId, answer("FPB.BracketBusters.Request.notPriority"));
  const live = new FoundryDice();
  const faces: number[] = [];
  for (const gang of flags.battle.gangs) {
    const rolled = flags.priorityDice[gang.id];
    faces.push(
      rolled ?? (await live.roll({ count: 1, faces: 6, purpose: `${BB.PRIORITY_RULE}: ${gang.name}` }))[0] ?? 1,
    );
  }
  await advanceWith(
    combat,
    { ...flags, priorityDice: {} },
    { type: "rollPriority" },
    new PrerolledDice(faces, live),
    userId,
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
  userId: string,
  rollsFrom?: FoundryDice,
): Promise<void> {
  const before = flags.battle;
  const transition = await BB.advance(before, input, dice);
  if (transition.refusal)
    return reply(
      userId,
      answer(`FPB.BracketBusters.Refusal.${transition.refusal.code}`, {}, transition.refusal.message),
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
  );
  if (input.type === "rollLastingInjuries") await postAfterBattleCard(combat, before, after, transition.changes);
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
): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(GANG_TEMPLATES.card, {
    card,
    attack,
    undo: undo !== null,
  });
  await ChatMessage.create({
    content,
    rolls: [...rolls],
    ...(combat?.id ? { flags: { [MODULE_ID]: { gangCombat: combat.id, ...(undo ? { gangUndo: undo } : {}) } } } : {}),
  } as never);
}

// --- Every client ------------------------------------------------------------------------------------------------------

/**
 * Asks for a Bracket Busters input on the state this client shows: handled here on the active GM's client, otherwise
 * sent to it. Without a GM connected nothing can change the battle, and the user is told so.
 */
export function requestGang(combat: Combat.Implementation, input: GangInput): void {
  const user = game.user;
  const userId = user?.id;
  const combatId = combat.id;
  const state = gangBattleOf(combat)?.battle;
  if (!user || !userId || !combatId || !state) return;
  const stamp = stampOf(state, input);
  if (isApplier(user)) {
    if (!user.isGM) return warn("FPB.Round.Warn.NoGM");
    void enqueue(() => handle({ type: "gangInput", userId, combatId, input, stamp }));
    return;
  }
  const message: GangRequestMessage = { type: "gangInput", combatId, input, stamp };
  game.socket?.emit(SOCKET, message);
}

/** Stores a new battle (setup). GM only. */
export function startGangBattle(combat: Combat.Implementation, flags: GangBattleFlags): Promise<void> {
  return enqueue(async () => {
    await storeGangBattle(combat, flags, null);
    await showMarks(combat, null, flags.battle);
  });
}

/** The socket: the active GM's client handles requests as the user Foundry names; each client shows its own refusals. */
export function registerGangSocket(): void {
  listenForRequests<GangRequest, GangRefusalMessage>(
    SOCKET,
    parseGangMessage,
    (message): message is GangRefusalMessage => message.type === "gangRefused",
    handle,
    showRefusal,
  );
}
