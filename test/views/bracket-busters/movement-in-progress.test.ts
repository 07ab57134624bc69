// The move a fighter is making after declaring a movement action (issue 17's table): measured from where it began,
// within the action's own distance ("Move", "Double Move", "Carry Heavy", "Charge"; Crawl and Take Cover the same way).
import { describe, expect, it } from "vitest";
import { type BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { movementInProgress, startsMovement } from "../../../src/views/bracket-busters/movement-in-progress";
import { fighter, gang, step, toActionPhase, withFighters } from "../../rules/bracket-busters/helpers";

const battle = (): BB.NewBattle => ({
  gangs: [gang("a", [fighter("a1", "a", { profile: { movement: 5, strength: 3 } })]), gang("b", [fighter("b1", "b")])],
});
const from = { x: 2, y: 3, facing: 0, radius: 0.5 };
const flags = (battle: BB.BattleState, moveFrom: BB.Placement | null = from) => ({
  battle,
  priorityDice: {},
  nerve: {},
  moveFrom,
});

async function activated(): Promise<BB.BattleState> {
  return (await step(await toActionPhase(battle()), { type: "activate", fighterId: "a1" }, new ScriptedDice([]))).state;
}
const taking = async (s: BB.BattleState, action: BB.ActionId, dice: number[] = []) =>
  (await step(s, { type: "takeAction", action }, new ScriptedDice(dice))).state;

describe("movementInProgress", () => {
  it("each movement action's own distance, from where it began: Move M, Double Move 2M, Carry Heavy S", async () => {
    const inches = async (action: BB.ActionId) =>
      movementInProgress(flags(await taking(await activated(), action)))?.inches;
    expect(await inches("move")).toBe(5);
    expect(await inches("doubleMove")).toBe(10);
    expect(await inches("carryHeavy")).toBe(3);
    expect(movementInProgress(flags(await taking(await activated(), "move")))).toEqual({
      fighterId: "a1",
      action: "move",
      from,
      inches: 5,
    });
    // "Crawl" (a Pinned fighter's): half its Movement, rounded up.
    const pinned = (
      await step(
        withFighters(await toActionPhase(battle()), { a1: { status: "pinned" } }),
        { type: "activate", fighterId: "a1" },
        new ScriptedDice([]),
      )
    ).state;
    expect(movementInProgress(flags(await taking(pinned, "crawl")))?.inches).toBe(3);
  });

  it("Charge: Movement + D3 as rolled while it waits for its move, and nothing once its contact is set", async () => {
    const charging = await taking(await activated(), "charge", [2]);
    expect(movementInProgress(flags(charging))).toEqual({ fighterId: "a1", action: "charge", from, inches: 7 });
    const made = (
      await step(
        charging,
        { type: "completeCharge", contacted: [], positions: { a1: from, b1: { ...from, x: 20 } } },
        new ScriptedDice([]),
      )
    ).state;
    expect(movementInProgress(flags(made))).toBeNull();
  });

  it("nothing before a movement action, after another action follows it, or without where it began", async () => {
    const s = await activated();
    expect(movementInProgress(flags(s))).toBeNull();
    const moved = await taking(s, "move");
    expect(movementInProgress(flags(moved, null))).toBeNull();
    const aimed = await taking(moved, "aim");
    expect(movementInProgress(flags(aimed))).toBeNull();
  });

  it("startsMovement: the movement actions, the Charge among them; no other input", () => {
    expect(startsMovement({ type: "takeAction", action: "move" })).toBe(true);
    expect(startsMovement({ type: "takeAction", action: "charge" })).toBe(true);
    expect(startsMovement({ type: "takeAction", action: "aim" })).toBe(false);
    expect(startsMovement({ type: "endActivation" })).toBe(false);
  });
});
