// `advance`'s entry: a state that is not a Bracket Busters battle, and inputs whose needs the table and the messages
// must state as the checks apply them.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice, createBattle as createFiveParsecsBattle } from "../../../src/rules";
import { crewFigure, enemyFigure } from "../../fixtures/figures";
import { activate, at, fighter, refusedBy, step, toActionPhase, twoGangs } from "./helpers";

const none = new ScriptedDice([]);

describe("advance (Bracket Busters): a state that is not a Bracket Busters battle is refused, never a TypeError", () => {
  it.each([
    ["null", null],
    ["an empty object", {}],
    ["a number", 7],
  ])("%s", async (_name, state) => {
    const t = await BB.advance(state as never, { type: "rollPriority" }, none);
    expect(t.refusal).toMatchObject({ code: "notABattle" });
    expect(t.refusal?.message).toMatch(/state must be a Bracket Busters battle/);
  });

  it("a Five Parsecs battle", async () => {
    const state = createFiveParsecsBattle({
      crew: [crewFigure({ id: "ada" })],
      enemies: [enemyFigure({ id: "raider" })],
      difficulty: "normal",
      hiredMuscle: false,
    });
    const t = await BB.advance(state as never, { type: "rollPriority" }, none);
    expect(t.refusal?.code).toBe("notABattle");
    expect(t.state).toBe(state);
  });
});

describe("the fields each action needs (ACTION_NEEDS) match the checks", () => {
  it("Fire Through needs positions with every weapon; a non-Blast weapon also targetId (WEAPON_ACTION_NEEDS)", async () => {
    expect(BB.ACTION_NEEDS.fireThrough).toEqual(["weaponId", "exit", "positions"]);
    expect(BB.WEAPON_ACTION_NEEDS.fireThrough).toEqual(["targetId"]);
    const s = await activate(await toActionPhase(twoGangs(2, 2), [6, 1]), "a1");
    const noPositions = await refusedBy(s, {
      type: "takeAction",
      action: "fireThrough",
      weaponId: "gun",
      exit: { x: 1, y: 1 },
      targetId: "b1",
    });
    expect(noPositions.refusal?.message).toMatch(/positions must be given for Fire Through/);
    const noTarget = await refusedBy(s, {
      type: "takeAction",
      action: "fireThrough",
      weaponId: "gun",
      exit: { x: 1, y: 1 },
      positions: { a1: at(0, 0) },
    });
    expect(noTarget.refusal).toMatchObject({ code: "targetNeeded" });
  });

  it("a Blast weapon's Fire Through needs no targetId", async () => {
    const blast = [
      fighter("a1", "a", {
        weapons: [{ id: "gl", name: "Grenade launcher", ranged: true, ammo: 5, traits: ["blast3"] }],
      }),
      fighter("a2", "a"),
    ];
    const s = await activate(await toActionPhase(twoGangs(blast, 2), [6, 1]), "a1");
    const positions = { a1: at(0, 0), a2: at(20, 20), b1: at(10, 0), b2: at(30, 0) };
    await step(
      s,
      { type: "takeAction", action: "fireThrough", weaponId: "gl", exit: { x: 10, y: 1 }, positions },
      none,
    );
  });
});

describe("setResult (ruling 15): `by` is an id or null, and the refusal says so", () => {
  it("a missing by is refused naming both; null is accepted", async () => {
    const s = await activate(await toActionPhase(twoGangs(2, 2), [6, 1]), "a1");
    const t = await refusedBy(s, { type: "setResult", targetId: "b1", result: "pinned" } as never);
    expect(t.refusal?.message).toMatch(/by must be an id \(text of 1 to \d+ characters\), or null/);
    await step(s, { type: "setResult", targetId: "b1", result: "pinned", by: null }, none);
  });
});
