// Which inputs the rules measure where the fighters stand (issue 34): the one table both adapters fill positions from.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { activate, at, toActionPhase, twoGangs, withFighters } from "./helpers";

const take = (action: BB.ActionId, extra: Partial<BB.TakeAction> = {}): BB.TakeAction => ({
  type: "takeAction",
  action,
  ...extra,
});

describe("measuresPositions (Bracket Busters, Actions)", () => {
  it("every action whose needs list positions (ACTION_NEEDS) measures", () => {
    for (const action of BB.ACTION_IDS)
      if (BB.ACTION_NEEDS[action]?.includes("positions")) expect(BB.MEASURING_ACTIONS).toContain(action);
  });

  it("Crawl Through, Access Terminal and Interact (Bracket Busters, Actions): 'within 1''' is refused without positions", async () => {
    const s = await activate(await toActionPhase(twoGangs()), "a1");
    const point = { x: 0, y: 0 };
    for (const input of [
      take("crawlThrough", { ductway: point, exit: point }),
      take("accessTerminal", { device: point }),
      take("interact", { device: point }),
    ]) {
      expect(BB.measuresPositions(input)).toBe(true);
      expect((await BB.advance(s, input, new ScriptedDice([6, 6]))).refusal?.code).toBe("positionsNeeded");
    }
  });

  it("Shoot, Aim and Move (Bracket Busters, Actions) measure nothing: taken without positions", async () => {
    const s = await activate(await toActionPhase(twoGangs()), "a1");
    for (const input of [take("shoot", { weaponId: "gun" }), take("aim"), take("move")]) {
      expect(BB.measuresPositions(input)).toBe(false);
      expect((await BB.advance(s, input, new ScriptedDice([]))).refusal).toBeNull();
    }
  });

  it("Disengage (Bracket Busters, Actions): a fighter still Engaged measures nothing; one that ends clear does", async () => {
    expect(BB.measuresPositions({ type: "completeDisengage", outcome: "stillEngaged" })).toBe(false);
    expect(BB.measuresPositions({ type: "completeDisengage", outcome: "clear" })).toBe(true);
    const engaged = { a1: { status: "engaged" as const }, b1: { status: "engaged" as const } };
    let s = await activate(withFighters(await toActionPhase(twoGangs()), engaged), "a1");
    const touching = { a1: at(0, 0), a2: at(0, -5), b1: at(1, 0), b2: at(20, 20) };
    s = (await BB.advance(s, take("disengage", { enemies: ["b1"], positions: touching }), new ScriptedDice([6]))).state;
    expect(s.turn?.activation?.pending?.kind).toBe("disengage");
    const still = await BB.advance(s, { type: "completeDisengage", outcome: "stillEngaged" }, new ScriptedDice([]));
    expect(still.refusal).toBeNull();
    const clear = await BB.advance(s, { type: "completeDisengage", outcome: "clear" }, new ScriptedDice([]));
    expect(clear.refusal?.code).toBe("positionsNeeded");
  });

  it("Group Activation, Charge, Recovery and Rally measure; the rounds' own steps do not", () => {
    const positions: BB.Positions = {};
    expect(BB.measuresPositions({ type: "groupActivate", initiatorId: "a1", nominated: ["a2"], positions })).toBe(true);
    expect(BB.measuresPositions({ type: "completeCharge", contacted: [], positions })).toBe(true);
    expect(BB.measuresPositions({ type: "rollRecovery" })).toBe(true);
    expect(BB.measuresPositions({ type: "rally", fighterId: "a1", positions })).toBe(true);
    for (const input of [{ type: "rollPriority" }, { type: "endActivation" }, { type: "rollBottleTests" }] as const)
      expect(BB.measuresPositions(input)).toBe(false);
  });
});
