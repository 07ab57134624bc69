/*
 * The two tables the schedule property plays (test support): a Five Parsecs battle at round 1's Reaction Roll with two
 * GMs and three players, and a Bracket Busters battle at round 1's Priority phase with a GM and two players. Each kit
 * says what the round waits for from each user, as that user's own client shows the battle (the next click a person
 * makes on their screen), and what else they may click, legal or not.
 */
import { requestGang } from "../../../src/foundry/bracket-busters/gang-service";
import { BracketBusters as BB } from "../../../src/rules";
import type { BattleState } from "../../../src/rules/five-parsecs/round/battle-state";
import type { GangBattleFlags } from "../../../src/views/bracket-busters/gang-battle-flags";
import type { GangInput } from "../../../src/views/bracket-busters/gang-request";
import type { RoundInput } from "../../../src/views/five-parsecs/round/round-request";
import { proposedGangs, setUpGangBattleWith } from "../../../src/foundry/bracket-busters/gang-setup";
import { combatOf, flagsOn, stateOn as gangStateOn, tourneyTable } from "../bracket-busters/gang-table";
import { figureId } from "../fixtures/battle-world";
import { askRound, roundTable, stateOn } from "./round-table";
import { setAutopilot } from "../../../src/foundry/five-parsecs/ai/autopilot-toggle";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { combatOn } from "../fixtures/battle-world";
import type { Kit } from "./schedules";
import type { Client } from "../../double";
import { answerWatch } from "../../../src/foundry/five-parsecs/ai/watch-card";
import { watchFlagsOf } from "../../../src/views/five-parsecs/ai/suggestion-flags";

/** Five Parsecs' next click for a side: its activating figure's move, then its end; else its next figure's start. */
function activationStep(state: BattleState, ours: (figure: string) => boolean): RoundInput | null {
  const active = state.active;
  if (active) {
    if (!ours(active.figureId)) return null;
    return active.mayMove && !active.moved
      ? { type: "act", action: "move", figureId: active.figureId }
      : { type: "endActivation", figureId: active.figureId };
  }
  const slot = state.schedule.find((s) => s.phase === state.phase && s.status === "pending" && ours(s.figureId));
  return slot ? { type: "startActivation", figureId: slot.figureId } : null;
}

/**
 * `autopilot`: the battle's autopilot plays the enemies and the End Phase on the active GM's client (no delay), so the
 * GMs only make the Reaction Roll; a GM who leaves or reloads mid-phase hands it to whoever is the active GM next.
 */
/** The Snap Fire (or Overwatch) card offered to a figure, as a client shows it. */
function offeredWatch(client: Client, figure: string) {
  for (const message of client.game.messages.contents) {
    const watch = watchFlagsOf(message.flags);
    if (watch?.watcherId === figure && watch.state === "offered") return { message, watch };
  }
  return null;
}

export async function fiveParsecsKit({ autopilot = false } = {}): Promise<Kit<BattleState>> {
  const battle = await roundTable({ secondGM: true, carol: true, reaction: true });
  if (autopilot) {
    const { gm, world } = battle;
    await gm.run(() => game.settings!.set(MODULE_ID, "autopilotDelay", 0));
    await gm.run(() => setAutopilot(combatOn(gm, battle) as never, true));
    await world.settle();
  }
  const figures: Record<string, string> = {
    Alice: figureId(battle.ids.kara),
    Bob: figureId(battle.ids.rex),
    Carol: figureId(battle.vex!),
  };
  const all = Object.values(figures);
  return {
    name: "Five Parsecs",
    base: battle.world,
    sceneId: battle.sceneId,
    gms: ["Gamemaster", "Second GM"],
    players: ["Alice", "Bob", "Carol"],
    // The GM makes the Reaction Roll, acts for the enemies (their Enemy phase) and runs the End Phase; each player
    // activates their own figure in its phase.
    wants: (user, state, client) => {
      const own = figures[user];
      // A Snap Fire offered to their figure as the autopilot's enemy moves: they hold fire, so the enemy moves on.
      if (own && offeredWatch(client, own)) return { type: "declineWatch", figureId: own };
      switch (state.phase) {
        case "reaction": {
          if (own) return null;
          const reaction = state.reaction;
          if (!reaction?.dice) return { type: "rollReactions" };
          return reaction.assignment ? { type: "lockReactions" } : { type: "assignMostQuick" };
        }
        case "quick":
        case "slow":
          return own ? activationStep(state, (figure) => figure === own) : null;
        case "enemy":
          if (own || autopilot) return null;
          return activationStep(state, (figure) => state.enemies.some((e) => e.id === figure));
        case "end":
          return own || autopilot ? null : { type: "runEndPhase" };
        default:
          return null;
      }
    },
    others: (user, state): RoundInput[] => {
      const own = figures[user];
      const other = all[(all.indexOf(own ?? "") + 1) % all.length]!;
      const enemy = state.enemies[0]?.id ?? other;
      if (!own)
        return [
          ...all.map((figure): RoundInput => ({ type: "delayToSlow", figureId: figure })),
          { type: "startActivation", figureId: enemy },
          { type: "endActivation", figureId: enemy },
          { type: "lockReactions" },
          { type: "runEndPhase" },
        ];
      return [
        { type: "delayToSlow", figureId: own },
        { type: "holdForSnapFire", figureId: own },
        { type: "startActivation", figureId: own },
        { type: "endActivation", figureId: own },
        { type: "act", action: "move", figureId: own },
        { type: "delayToSlow", figureId: other },
        { type: "startActivation", figureId: other },
        { type: "startActivation", figureId: enemy },
        { type: "runEndPhase" },
      ];
    },
    ask: (client, move) => {
      const declined = move as { type: string; figureId: string };
      if (declined.type !== "declineWatch") return askRound(client, battle, move as RoundInput);
      const card = offeredWatch(client, declined.figureId);
      if (card) void client.run(() => answerWatch(card.message as never, card.watch, "decline"));
    },
    stateOf: (client) => (client.game.combats.get(battle.combatId) ? stateOn(client, battle) : undefined),
    roundOf: (state) => state.round,
    twice: (state) => {
      const slots = state.schedule.filter((slot) => !slot.extra);
      const figuresNow = [...state.crew.map((f) => f.id), ...state.enemies.map((e) => e.id)];
      const doubled = figuresNow.find((figure) => slots.filter((slot) => slot.figureId === figure).length > 1);
      return doubled
        ? `${doubled} has ${slots.filter((s) => s.figureId === doubled).length} slots: applied twice`
        : null;
    },
  };
}

/**
 * The Tourney Arena with `fighters` fighters a gang (the rest of the combat taken out before the setup), Alice's gang and
 * Bob's: a Round of two fighters a gang still alternates the gangs' turns, at a third of the full arena's requests.
 */
async function smallGangBattle(fighters: number) {
  const table = await tourneyTable();
  const { gm, world } = table;
  const combat = combatOf(gm, table);
  const extra = gm
    .run(() => proposedGangs(combat as never))
    .flatMap((gang, i) => gang.combatantIds.slice(i < 2 ? fighters : 0));
  await gm.run(() => combat.deleteEmbeddedDocuments("Combatant", extra));
  await world.settle();
  const [alice, bob] = gm.run(() => proposedGangs(combat as never));
  await gm.run(() =>
    setUpGangBattleWith(combat as never, [
      { ...alice!, playerId: table.alice.userId },
      { ...bob!, playerId: table.bob.userId },
    ]),
  );
  await world.settle();
  const [aliceGang, bobGang] = gangStateOn(gm, table)!.gangs.map((g) => g.id) as [string, string];
  return { ...table, aliceGang, bobGang };
}

export async function bracketBustersKit(fighters = 2): Promise<Kit<GangBattleFlags>> {
  const table = await smallGangBattle(fighters);
  const gangs: Record<string, string> = { Alice: table.aliceGang, Bob: table.bobGang };
  return {
    name: "Bracket Busters",
    base: table.world,
    sceneId: table.sceneId,
    gms: ["Gamemaster"],
    players: ["Alice", "Bob"],
    // Each player rolls their gang's Priority die (or the GM rolls for all), a player readies the fighters, the gang
    // whose turn it is activates its fighters one by one, and the players take the End Phase's steps.
    wants: (user, flags): GangInput | null => {
      const state = flags.battle;
      const own = gangs[user];
      switch (state.phase) {
        case "priority":
          if (!own) return { type: "rollPriority" };
          return flags.priorityDice[own] === undefined ? { type: "rollPriorityDie", gangId: own } : null;
        case "ready":
          return own ? { type: "readyFighters" } : null;
        case "action": {
          const turn = state.turn;
          if (!own || turn?.gangId !== own) return null;
          if (turn.activation) return { type: "endActivation" };
          const next = BB.readyFightersOf(state, own)[0];
          return next ? { type: "activate", fighterId: next.fighter.id } : null;
        }
        case "end": {
          if (!own) return null;
          const end = state.end;
          if (end?.step === "bottleTests") return { type: "rollBottleTests" };
          if (end?.step !== "recovery") return null;
          const choice = end.recoveryChoices.find((c) => BB.fighterIn(state, c.fighterId)?.fighter.gangId === own);
          if (choice) return { type: "keepInjuryDie", fighterId: choice.fighterId, die: choice.offered };
          return end.recoveryChoices.length === 0 ? { type: "rollRecovery" } : null;
        }
        default:
          return null;
      }
    },
    others: (user, flags): GangInput[] => {
      const own = gangs[user];
      if (!own) return [{ type: "rollPriority" }, { type: "readyFighters" }];
      const other = own === table.aliceGang ? table.bobGang : table.aliceGang;
      const theirs = BB.readyFightersOf(flags.battle, other)[0]?.fighter.id;
      return [
        { type: "rollPriorityDie", gangId: own },
        { type: "rollPriorityDie", gangId: other },
        { type: "readyFighters" },
        { type: "endActivation" },
        { type: "rollBottleTests" },
        ...(theirs ? [{ type: "activate" as const, fighterId: theirs }] : []),
      ];
    },
    ask: (client, move) => client.run(() => requestGang(combatOf(client, table) as never, move as GangInput)),
    stateOf: (client) => (client.game.combats.get(table.combatId) ? (flagsOn(client, table) ?? undefined) : undefined),
    roundOf: (flags) => flags.battle.round,
    twice: (flags) => {
      const rolls = flags.battle.priority?.rolls ?? [];
      const gangsRolled = rolls.map((roll) => roll.gangId);
      if (new Set(gangsRolled).size !== gangsRolled.length) return `a gang's Priority was rolled twice`;
      const activated = flags.battle.activatedThisRound;
      return new Set(activated).size === activated.length ? null : `a fighter activated twice in a Round`;
    },
  };
}
