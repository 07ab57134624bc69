// "Disengage (Basic)": "The fighter may attempt to disengage from all fighters they are currently Engaged with. Each
// fighter Engaged with this fighter may make a single free close combat attack". Ruling 12: Engaged follows base contact.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { activate, at, refusedBy, step, toActionPhase, twoGangs, withFighters, type State } from "./helpers";

const engagedA1 = async (): Promise<State> =>
  activate(withFighters(await toActionPhase(twoGangs(2, 2), [6, 1]), { a1: { status: "engaged" } }), "a1");
const disengage = (enemies: readonly string[], positions?: BB.Positions): BB.BattleInput => ({
  type: "takeAction",
  action: "disengage",
  enemies,
  ...(positions ? { positions } : {}),
});

describe("Disengage (Bracket Busters, Actions): only the fighters Engaged with this fighter", () => {
  it("an enemy 30'' away is refused by name and distance; it gets no Initiative check and no free attack", async () => {
    const s = await engagedA1();
    const positions = { a1: at(0, 0), b1: at(1, 0), b2: at(31, 0), a2: at(0, 10) };
    expect(BB.engagedWith(s, "a1", positions)).toEqual(["b1"]);
    const t = await refusedBy(s, disengage(["b2"], positions));
    expect(t.refusal).toMatchObject({ code: "notEngagedWith" });
    expect(t.refusal?.message).toMatch(/b2 is not Engaged with a1 \(30''/);
    expect(t.announcements).toEqual([]);
  });

  it("an Engaged enemy left off the list is refused: the Disengage is from all of them", async () => {
    const s = await engagedA1();
    const positions = { a1: at(0, 0), b1: at(1, 0), b2: at(0, 1), a2: at(0, 10) };
    expect((await refusedBy(s, disengage(["b1"], positions))).refusal).toMatchObject({ code: "engagedNotListed" });
  });

  it("without where the fighters stand it cannot be measured: refused naming positions", async () => {
    const t = await refusedBy(await engagedA1(), disengage(["b1"]));
    expect(t.refusal).toMatchObject({ code: "badInput" });
    expect(t.refusal?.message).toMatch(/positions must be given for Disengage/);
    expect(BB.ACTION_NEEDS.disengage).toContain("positions");
  });

  it("property: accepted exactly when the list is the enemies whose bases touch (edges within a tenth of an inch)", async () => {
    const s = await engagedA1();
    const spot = fc.record({
      x: fc.double({ min: -3, max: 3, noNaN: true }),
      y: fc.double({ min: -3, max: 3, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(spot, spot, fc.subarray(["b1", "b2"], { minLength: 1 }), async (p1, p2, listed) => {
        const positions = { a1: at(0, 0), b1: at(p1.x, p1.y), b2: at(p2.x, p2.y), a2: at(40, 40) };
        // Independent of the module's geometry: centres apart less the two 0.5'' radii.
        const touching = (["b1", "b2"] as const).filter((id) => {
          const p = id === "b1" ? p1 : p2;
          return Math.hypot(p.x, p.y) - 1 <= BB.BASE_CONTACT_INCHES + 1e-9;
        });
        const dice = new ScriptedDice([{ results: [1] }, { results: [1] }]);
        const t = await BB.advance(s, disengage(listed, positions), dice);
        const exact = touching.length === listed.length && listed.every((id) => touching.includes(id as never));
        expect(t.refusal === null).toBe(exact);
        if (exact) expect(t.steps.map((x) => x.rule)).toEqual(listed.map(() => "Disengage"));
      }),
      { numRuns: 200 },
    );
  });

  it("the fighters in base contact are accepted, each rolling its Initiative check", async () => {
    const positions = { a1: at(0, 0), b1: at(1, 0), b2: at(0, 1.05), a2: at(0, 10) };
    const dice = new ScriptedDice([
      { results: [4], purpose: "Initiative check for b1" },
      { results: [3], purpose: "Initiative check for b2" },
    ]);
    const t = await step(await engagedA1(), disengage(["b1", "b2"], positions), dice);
    expect(t.announcements).toContainEqual({ kind: "freeAttacks", fighterId: "a1", attackers: ["b1"] });
  });
});
