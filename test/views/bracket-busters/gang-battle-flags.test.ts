// A Bracket Busters battle kept in a combat's flags: stored as one JSON text (so Foundry's merge of update data never
// leaves a key of the state before), read back checked, and refused with the field named when it is broken.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import {
  gangBattleStateProblems,
  gangBattleUpdate,
  readGangBattle,
} from "../../../src/views/bracket-busters/gang-battle-flags";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { fighter, gang, toActionPhase } from "../../rules/bracket-busters/helpers";

const battle = (): BB.NewBattle => ({ gangs: [gang("a", [fighter("a1", "a")]), gang("b", [fighter("b1", "b")])] });

describe("gang battle flags", () => {
  it("round-trips a battle mid-Round with its Priority dice and Nerve choices", async () => {
    const state = await toActionPhase(battle());
    const update = gangBattleUpdate({ battle: state, priorityDice: { a: 4 }, nerve: { a1: "willpower" } });
    const read = readGangBattle(update.flags);
    expect(read).toEqual({
      status: "ok",
      flags: { battle: state, priorityDice: { a: 4 }, nerve: { a1: "willpower" }, moveFrom: null },
    });
    const moving = gangBattleUpdate({
      battle: state,
      priorityDice: {},
      nerve: {},
      moveFrom: { x: 3, y: 4, facing: 90, radius: 0.5 },
    });
    expect(readGangBattle(moving.flags)).toMatchObject({
      status: "ok",
      flags: { moveFrom: { x: 3, y: 4, facing: 90, radius: 0.5 } },
    });
    // A world stored mid-Charge before every move was measured kept the Charge's start as "chargeFrom".
    const older = {
      [MODULE_ID]: {
        bracketBusters: JSON.stringify({
          battle: state,
          priorityDice: {},
          nerve: {},
          chargeFrom: { x: 5, y: 6, facing: 0, radius: 0.5 },
        }),
      },
    };
    expect(readGangBattle(older)).toMatchObject({ status: "ok", flags: { moveFrom: { x: 5, y: 6 } } });
  });

  it("none when the combat holds no gang battle; a broken one names its fields", () => {
    expect(readGangBattle({})).toEqual({ status: "none" });
    expect(readGangBattle({ [MODULE_ID]: { battle: {} } })).toEqual({ status: "none" });
    expect(readGangBattle({ [MODULE_ID]: { bracketBusters: "{not json" } })).toMatchObject({
      status: "invalid",
      problems: ["bracketBusters: the stored text is not JSON"],
    });
    const state = BB.createBattle(battle());
    const broken = { ...state, phase: "lunch", fighters: [{ ...state.fighters[0], status: "asleep" }] };
    const read = readGangBattle({
      [MODULE_ID]: { bracketBusters: JSON.stringify({ battle: broken, priorityDice: { a: 9 } }) },
    });
    expect(read.status).toBe("invalid");
    const problems = read.status === "invalid" ? read.problems.join("\n") : "";
    expect(problems).toContain("battle.phase");
    expect(problems).toContain("battle.fighters[0].status");
    expect(problems).toContain("priorityDice");
    expect(gangBattleStateProblems(state)).toEqual([]);
    const badMove = readGangBattle({
      [MODULE_ID]: { bracketBusters: JSON.stringify({ battle: state, moveFrom: { x: "far" } }) },
    });
    expect(badMove.status === "invalid" ? badMove.problems.join() : "").toContain("moveFrom.x");
  });
});
