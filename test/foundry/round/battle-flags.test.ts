import { describe, expect, it } from "vitest";
import { battleStateProblems, readBattleFlags } from "../../../src/views/five-parsecs/round/battle-flags";
import { lockedRound, newBattle } from "./fixtures";

const flagsOf = (battle: unknown, enemyEdge: unknown = "north") => ({ "five-parsecs-battle": { battle, enemyEdge } });

describe("the round state in combat flags (issue #4, Multiplayer: survives a reload mid-round)", () => {
  it("reads back a state stored mid-round, unchanged (JSON round trip)", async () => {
    const state = await lockedRound();
    const stored = JSON.parse(JSON.stringify(flagsOf(state, "east"))) as unknown;
    const read = readBattleFlags(stored);
    expect(read).toEqual({ status: "ok", flags: { battle: state, enemyEdge: "east", moveStart: null } });
  });

  it("reads back where the activating crew figure's move started, and an unreadable start as none", async () => {
    const state = await lockedRound();
    const moveStart = { figureId: "Actor.rex", x: 3.5, y: 20.5 };
    const stored = JSON.parse(
      JSON.stringify({ "five-parsecs-battle": { battle: state, enemyEdge: "east", moveStart } }),
    ) as unknown;
    expect(readBattleFlags(stored)).toEqual({ status: "ok", flags: { battle: state, enemyEdge: "east", moveStart } });
    // Only the next move goes unmeasured: the round itself is still read.
    const broken = {
      "five-parsecs-battle": { battle: state, enemyEdge: "east", moveStart: { figureId: "Actor.rex", x: "far" } },
    };
    expect(readBattleFlags(broken)).toEqual({
      status: "ok",
      flags: { battle: state, enemyEdge: "east", moveStart: null },
    });
  });

  it("is none without a battle, so the tracker offers the setup", () => {
    expect(readBattleFlags({})).toEqual({ status: "none" });
    expect(readBattleFlags(undefined)).toEqual({ status: "none" });
    expect(readBattleFlags({ "five-parsecs-battle": { battle: null } })).toEqual({ status: "none" });
  });

  it("names the path of every malformed field instead of failing", () => {
    const state = newBattle();
    const broken = { ...state, round: -1, phase: "lunch", crew: [{ ...state.crew[0], reactions: "fast" }] };
    const read = readBattleFlags(flagsOf(broken, "up"));
    expect(read.status).toBe("invalid");
    const problems = read.status === "invalid" ? read.problems.join("\n") : "";
    expect(problems).toContain("battle.round");
    expect(problems).toContain("battle.phase");
    expect(problems).toContain("battle.crew[0].reactions");
    expect(problems).toContain("enemyEdge");
  });

  it("refuses unknown fields, a wrong version, and states whose parts disagree", () => {
    const state = newBattle();
    expect(battleStateProblems({ ...state, extra: 1 })).toEqual(["battle.extra: not part of the battle state"]);
    expect(battleStateProblems({ ...state, version: 2 })[0]).toContain("battle.version");
    expect(battleStateProblems({ ...state, enemies: [...state.enemies, state.enemies[0]] })[0]).toContain(
      "in the battle twice",
    );
    expect(
      battleStateProblems({
        ...state,
        active: {
          figureId: "Actor.ghost",
          markerAtStart: null,
          marker: null,
          mayMove: true,
          moved: false,
          combatAction: false,
          freeActions: 0,
        },
      })[0],
    ).toContain("not in the battle");
    expect(battleStateProblems("not a state")).toEqual(['battle: expected an object, got "not a state"']);
  });

  it("accepts a fresh battle and one at every step of a round", async () => {
    expect(battleStateProblems(newBattle())).toEqual([]);
    expect(battleStateProblems(await lockedRound())).toEqual([]);
  });
});

describe("Renewed efforts in the stored round state (ruling 9)", () => {
  it("a state stored when Renewed efforts was a pair of booleans reads as the counts", () => {
    const state = newBattle();
    const older = { ...state, renewedEffortsUsed: true, effects: { ...state.effects, renewedEfforts: true } };
    const read = readBattleFlags(JSON.parse(JSON.stringify(flagsOf(older))) as unknown);
    expect(read.status === "ok" ? read.flags.battle : read).toMatchObject({
      renewedEffortsUsed: 1,
      effects: { renewedEfforts: 1 },
    });
    const unrolled = { ...state, renewedEffortsUsed: false, effects: { ...state.effects, renewedEfforts: false } };
    const fresh = readBattleFlags(flagsOf(unrolled));
    expect(fresh.status === "ok" ? fresh.flags.battle : fresh).toMatchObject({
      renewedEffortsUsed: 0,
      effects: { renewedEfforts: 0 },
    });
    expect(readBattleFlags(flagsOf({ ...state, renewedEffortsUsed: "twice" })).status).toBe("invalid");
  });
});

describe("Enemy Overwatch in the stored round state", () => {
  it("a state stored before Overwatch was kept reads with nobody on Overwatch", () => {
    const { overwatchIds: _dropped, ...older } = newBattle();
    expect(battleStateProblems(older)).toEqual([]);
    const read = readBattleFlags(JSON.parse(JSON.stringify(flagsOf(older))) as unknown);
    expect(read.status === "ok" ? read.flags.battle.overwatchIds : null).toEqual([]);
  });

  it("keeps the enemies on Overwatch through a reload, and refuses a malformed list or a figure that is no enemy", () => {
    const state = newBattle();
    const enemy = state.enemies[0]!.id;
    const watching = { ...state, overwatchIds: [enemy] };
    const read = readBattleFlags(JSON.parse(JSON.stringify(flagsOf(watching))) as unknown);
    expect(read.status === "ok" ? read.flags.battle.overwatchIds : null).toEqual([enemy]);
    expect(battleStateProblems({ ...state, overwatchIds: "all" })[0]).toContain("battle.overwatchIds");
    expect(battleStateProblems({ ...state, overwatchIds: [7] })[0]).toContain("battle.overwatchIds[0]");
    expect(battleStateProblems({ ...state, overwatchIds: [state.crew[0]!.id] })[0]).toContain(
      "is not an enemy in the battle",
    );
  });
});
