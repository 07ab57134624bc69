// Dice rolled at the table before the rules asked ("each player rolls a D6" for Priority), then live dice for the rest.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PrerolledDice, ScriptedDice } from "../../../../src/rules";

describe("PrerolledDice", () => {
  it("answers the first dice from the faces rolled, in order, and the rest from the live dice", async () => {
    const dice = new PrerolledDice([4, 2], new ScriptedDice([6, 1]));
    expect(await dice.roll({ count: 1, faces: 6, purpose: "Priority: a" })).toEqual([4]);
    expect(await dice.roll({ count: 2, faces: 6, purpose: "Priority: b, then a roll-off" })).toEqual([2, 6]);
    expect(dice.unread).toBe(0);
    expect(await dice.roll({ count: 1, faces: 6, purpose: "roll-off" })).toEqual([1]);
  });

  it("refuses a face that does not fit the die asked for, naming it", async () => {
    await expect(
      new PrerolledDice([7], new ScriptedDice([])).roll({ count: 1, faces: 6, purpose: "Priority: a" }),
    ).rejects.toThrow(/face 7 does not fit a d6 \(Priority: a\)/);
  });

  it("property: every face comes out once, in order, before any live die", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 8, maxLength: 8 }),
        async (rolled, live) => {
          const dice = new PrerolledDice(rolled, new ScriptedDice(live));
          const out: number[] = [];
          for (let i = 0; i < rolled.length + 2; i++)
            out.push(...(await dice.roll({ count: 1, faces: 6, purpose: "p" })));
          expect(out).toEqual([...rolled, ...live.slice(0, 2)]);
        },
      ),
    );
  });
});
