// "Within 1''": Access Terminal's and Interact's "within 1'' of the fighter", Crawl Through's and Fire Through's
// "within 1'' of a Ductway", measured from the fighter's base to the point the table marks (ruling 15).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { activate, at, refusedBy, step, toActionPhase, twoGangs } from "./helpers";

const activating = async () => activate(await toActionPhase(twoGangs(2, 2), [6, 1]), "a1");
const far = { a1: at(0, 0), a2: at(30, 30), b1: at(40, 0), b2: at(40, 10) };
const act = (input: Omit<BB.TakeAction, "type">): BB.BattleInput => ({ type: "takeAction", ...input });

describe("Access Terminal (Bracket Busters, Actions): a terminal within 1'' of the fighter", () => {
  it("a terminal 2.5'' from the base's edge is refused with the distance; no Intelligence check is rolled", async () => {
    const t = await refusedBy(
      await activating(),
      act({ action: "accessTerminal", device: { x: 3, y: 0 }, positions: far }),
    );
    expect(t.refusal).toMatchObject({ code: "notWithinOneInch" });
    expect(t.refusal?.message).toMatch(/Access Terminal: a1 is 2\.5'' from the terminal; it must be within 1''/);
    expect(t.steps).toEqual([]);
  });

  it("ruling 16: exactly 1'' counts as within, and the check is made", async () => {
    const t = await step(
      await activating(),
      act({ action: "accessTerminal", device: { x: 1.5, y: 0 }, positions: far }),
      new ScriptedDice([{ results: [4, 4] }]),
    );
    expect(t.steps[0]).toMatchObject({ rule: "Access Terminal", result: "passed" });
  });

  it("a terminal given without where the fighter stands is refused naming the position", async () => {
    const t = await refusedBy(
      await activating(),
      act({ action: "accessTerminal", device: { x: 1, y: 0 }, positions: { b1: at(5, 5) } }),
    );
    expect(t.refusal).toMatchObject({ code: "positionMissing" });
    expect(t.refusal?.message).toMatch(/positions\.a1/);
  });

  it("property: accepted exactly when the terminal is within 1'' of the base's edge", async () => {
    const s = await activating();
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.double({ min: -4, max: 4, noNaN: true }),
        fc.double({ min: 0.25, max: 1.5, noNaN: true }),
        async (x, y, radius) => {
          const positions = { ...far, a1: at(0, 0, 0, radius) };
          const t = await BB.advance(
            s,
            act({ action: "accessTerminal", device: { x, y }, positions }),
            new ScriptedDice([{ results: [1, 1] }]),
          );
          const inside = Math.hypot(x, y) - radius <= 1 + 1e-9;
          expect(t.refusal === null, `${x}, ${y}, r ${radius}`).toBe(inside);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("Interact (Bracket Busters, Actions): a device within 1'' of the fighter", () => {
  it("a device 4.5'' away is refused; one beside the base is operated", async () => {
    const s = await activating();
    const t = await refusedBy(s, act({ action: "interact", device: { x: 0, y: 5 }, positions: far }));
    expect(t.refusal?.message).toMatch(/Interact: a1 is 4\.5'' from the device/);
    await step(s, act({ action: "interact", device: { x: 0, y: 1 }, positions: far }), new ScriptedDice([]));
  });
});

describe("Crawl Through and Fire Through (Bracket Busters, Actions): within 1'' of a Ductway", () => {
  it("Crawl Through from a ductway end 6.5'' away is refused with the distance, and the fighter is not Pinned", async () => {
    const t = await refusedBy(
      await activating(),
      act({ action: "crawlThrough", ductway: { x: 7, y: 0 }, exit: { x: 20, y: 20 }, positions: far }),
    );
    expect(t.refusal).toMatchObject({ code: "notWithinOneInch" });
    expect(t.refusal?.message).toMatch(/Crawl Through: a1 is 6\.5'' from the ductway/);
  });

  it("Fire Through from a ductway end 6.5'' away is refused before the 5+ is rolled; from 0.5'' it is rolled", async () => {
    const s = await activating();
    const input = (ductway: { x: number; y: number }) =>
      act({
        action: "fireThrough",
        weaponId: "gun",
        ductway,
        exit: { x: 40, y: 1 },
        targetId: "b1",
        positions: far,
      });
    const t = await refusedBy(s, input({ x: 7, y: 0 }));
    expect(t.refusal?.message).toMatch(/Fire Through: a1 is 6\.5'' from the ductway/);
    expect(t.steps).toEqual([]);
    const near = await step(s, input({ x: 1, y: 0 }), new ScriptedDice([5]));
    expect(near.steps[0]).toMatchObject({ rule: "Fire Through", result: "hit" });
  });
});
