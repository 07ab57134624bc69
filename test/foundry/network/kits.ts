/*
 * The two tables the schedule property plays (test support): a Five Parsecs battle in its Quick Actions phase with two
 * GMs and three players, and a Bracket Busters battle in its Priority phase with a GM and two players.
 */
import { requestGang } from "../../../src/foundry/bracket-busters/gang-service";
import type { GangBattleFlags } from "../../../src/views/bracket-busters/gang-battle-flags";
import type { GangInput } from "../../../src/views/bracket-busters/gang-request";
import type { RoundInput } from "../../../src/views/five-parsecs/round/round-request";
import type { BattleState } from "../../../src/rules/five-parsecs/round/battle-state";
import { combatOf, flagsOn, gangBattleTable } from "../bracket-busters/gang-table";
import { figureId } from "../fixtures/battle-world";
import type { Kit } from "./schedules";
import { askRound, roundTable, stateOn } from "./round-table";

export async function fiveParsecsKit(): Promise<Kit<BattleState>> {
  const battle = await roundTable({ secondGM: true, carol: true });
  const figures: Record<string, string> = {
    Alice: figureId(battle.ids.kara),
    Bob: figureId(battle.ids.rex),
    Carol: figureId(battle.vex!),
  };
  const all = Object.values(figures);
  const playerMoves = (own: string, other: string): RoundInput[] => [
    { type: "delayToSlow", figureId: own },
    { type: "holdForSnapFire", figureId: own },
    { type: "startActivation", figureId: own },
    { type: "delayToSlow", figureId: other },
  ];
  return {
    name: "Five Parsecs",
    base: battle.world,
    sceneId: battle.sceneId,
    gms: ["Gamemaster", "Second GM"],
    players: ["Alice", "Bob", "Carol"],
    moves: (user) => {
      const own = figures[user];
      if (!own) return all.map((figure): RoundInput => ({ type: "delayToSlow", figureId: figure }));
      return playerMoves(own, all[(all.indexOf(own) + 1) % all.length]!);
    },
    ask: (client, move) => askRound(client, battle, move as RoundInput),
    stateOf: (client) => (client.game.combats.get(battle.combatId) ? stateOn(client, battle) : undefined),
    twice: (state) => {
      const slots = state.schedule.filter((slot) => !slot.extra);
      const doubled = all.find((figure) => slots.filter((slot) => slot.figureId === figure).length !== 1);
      return doubled
        ? `${doubled} has ${slots.filter((s) => s.figureId === doubled).length} slots: applied twice`
        : null;
    },
  };
}

export async function bracketBustersKit(): Promise<Kit<GangBattleFlags>> {
  const table = await gangBattleTable();
  const gangs: Record<string, string> = { Alice: table.aliceGang, Bob: table.bobGang };
  return {
    name: "Bracket Busters",
    base: table.world,
    sceneId: table.sceneId,
    gms: ["Gamemaster"],
    players: ["Alice", "Bob"],
    moves: (user): GangInput[] => {
      const own = gangs[user];
      if (!own) return [{ type: "rollPriority" }];
      const other = own === table.aliceGang ? table.bobGang : table.aliceGang;
      return [
        { type: "rollPriorityDie", gangId: own },
        { type: "rollPriorityDie", gangId: other },
      ];
    },
    ask: (client, move) => client.run(() => requestGang(combatOf(client, table) as never, move as GangInput)),
    stateOf: (client) => (client.game.combats.get(table.combatId) ? (flagsOn(client, table) ?? undefined) : undefined),
    twice: (flags) => {
      const rolls = flags.battle.priority?.rolls ?? [];
      const gangsRolled = rolls.map((roll) => roll.gangId);
      return new Set(gangsRolled).size === gangsRolled.length ? null : `a gang's Priority was rolled twice`;
    },
  };
}
