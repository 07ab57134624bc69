// @vitest-environment happy-dom
// The Foundry double's globals before any adapter module loads, as the `foundry` test project's setup file does.
import "../test/double/install";
import { bench, describe } from "vitest";
import { BracketBusters as BB } from "../src/rules";
import { gangBattlefield } from "../src/foundry/bracket-busters/gang-battlefield";
import { fighterPositions } from "../src/foundry/bracket-busters/gang-positions";
import { proposedGangs, setUpGangBattleWith } from "../src/foundry/bracket-busters/gang-setup";
import { combatOf, stateOn, tourneyTable } from "../test/foundry/bracket-busters/gang-table";

/**
 * Issue 37, "what a person waits for", as Foundry runs it: Bracket Busters' movement reach and Group Activation
 * candidates on the Foundry double (test/double, in happy-dom), the Tourney Arena adventure imported by the GM and the
 * sample gangs' battle set up, on the GM's client: `gangBattlefield` (the scene's kept snapshot, the fighters read from
 * their tokens and placed on it) and the rules' `movementReach` for the leader's Move, as
 * bracket-busters/gang-reach-overlay.ts asks them (the PIXI drawing aside: the double has no canvas); the candidates
 * from `fighterPositions`, as the gang panel lists them. `gang-reach.bench.ts` times the same on a 20,000-wall scene,
 * without Foundry. Goal: under 5 ms.
 */
const table = await tourneyTable();
const { gm, world } = table;
const combat = combatOf(gm, table);
const proposed = gm.run(() => proposedGangs(combat as never));
await gm.run(() =>
  setUpGangBattleWith(combat as never, [
    { ...proposed[0]!, playerId: table.alice.userId },
    { ...proposed[1]!, playerId: table.bob.userId },
  ]),
);
await world.settle();
const state = stateOn(gm, table)!;
const leader = state.fighters.find((f) => f.fighter.groupActivation)!.fighter;
const BENCH = { time: 1500, warmupIterations: 5 };

describe("Bracket Busters movement reach and Group Activation, on the Foundry double: the Tourney Arena; goal: under 5 ms", () => {
  bench(
    `movement reach, Move (${leader.profile.movement}"): gangBattlefield and movementReach on the GM's client`,
    () => {
      gm.run(() => {
        const field = gangBattlefield(combat as never, state);
        if (!field) throw new Error("gang reach bench: the arena has no battlefield");
        BB.movementReach(field.battlefield, leader.id, leader.profile.movement);
      });
    },
    BENCH,
  );
  bench(
    "Group Activation candidates of the leader, from the tokens (fighterPositions)",
    () => {
      gm.run(() => BB.groupActivationCandidates(state, leader.id, fighterPositions(combat as never, state)));
    },
    BENCH,
  );
});
