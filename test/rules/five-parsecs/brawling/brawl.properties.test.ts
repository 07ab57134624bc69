import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED, type Weapon } from "../../../../src/rules";
import { resolveBrawl, type BrawlInput } from "../../../../src/rules/five-parsecs/brawling/brawl";
import { IMPROVISED } from "../../../../src/rules/five-parsecs/brawling/brawl-weapon";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const pistol: Weapon = weapon("Hand Gun", 12, ["pistol"]);
const blade: Weapon = { ...weapon("Blade", 0, ["melee"]), damage: 1 };
const DIE = [1, 2, 3, 4, 5, 6] as const;
const ALL_PAIRS = DIE.flatMap((a) => DIE.map((d) => [a, d] as const));

const inputArb = fc.record({
  // Combat Skill within its limits (0-5): resolveBrawl refuses a figure outside them.
  attackerSkill: fc.integer({ min: 0, max: 5 }),
  defenderSkill: fc.integer({ min: 0, max: 5 }),
  attackerWeapon: fc.constantFrom(IMPROVISED, pistol, blade),
  defenderWeapon: fc.constantFrom(IMPROVISED, pistol, blade),
  outnumbering: fc.constantFrom("attacker" as const, "defender" as const, null),
  defenderMarker: fc.constantFrom("stunned" as const, "shocked" as const, null),
  attackerWounded: fc.boolean(),
});
type Case = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

const inputOf = (c: Case): BrawlInput => ({
  attacker: crewFigure({
    id: "a",
    combatSkill: c.attackerSkill,
    weapons: [pistol, blade],
    condition: { ...UNHARMED, wounded: c.attackerWounded },
  }),
  defender: enemyFigure({
    id: "d",
    combatSkill: c.defenderSkill,
    weapons: [pistol, blade],
    condition: { ...UNHARMED, marker: c.defenderMarker },
  }),
  attackerWeapon: c.attackerWeapon,
  defenderWeapon: c.defenderWeapon,
  outnumbering: c.outnumbering,
});

const brawlOn = (input: BrawlInput, a: number, d: number) => resolveBrawl(input, new ScriptedDice([a, d]));

describe("Brawling Combat properties, over every pair of dice", () => {
  it("every brawl inflicts at least one hit: the higher total hits the lower, a draw hits both", async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, async (c) => {
        for (const [a, d] of ALL_PAIRS) {
          const { hits, steps, winnerId } = await brawlOn(inputOf(c), a, d);
          const [attackerTotal, defenderTotal] = steps.map((step) => step.total ?? Number.NaN) as [number, number];
          expect(hits.length).toBeGreaterThanOrEqual(1);
          if (attackerTotal === defenderTotal) {
            expect(winnerId).toBeNull();
            expect(
              hits
                .filter((hit) => hit.reason === "draw")
                .map((hit) => hit.targetId)
                .sort(),
            ).toEqual(["a", "d"]);
          } else {
            const loser = attackerTotal > defenderTotal ? "d" : "a";
            expect(winnerId).toBe(loser === "d" ? "a" : "d");
            expect(hits.filter((hit) => hit.reason === "won").map((hit) => hit.targetId)).toEqual([loser]);
          }
          // Exactly: one for the win (two for a draw), one per natural 6, one per natural 1.
          const sixes = [a, d].filter((die) => die === 6).length;
          const ones = [a, d].filter((die) => die === 1).length;
          expect(hits.length).toBe((attackerTotal === defenderTotal ? 2 : 1) + sixes + ones);
        }
      }),
    );
  });

  it("the same dice give the same outcome", async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, fc.constantFrom(...ALL_PAIRS), async (c, [a, d]) => {
        expect(await brawlOn(inputOf(c), a, d)).toEqual(await brawlOn(inputOf(c), a, d));
      }),
    );
  });

  it("raising a fighter's Combat Skill never reduces the hits it inflicts nor adds to those it takes", async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, fc.integer({ min: 1, max: 4 }), async (c, raise) => {
        // The raised skill stays within its limit (5): the rise is what is left below it, at least 1.
        const base = { ...c, attackerSkill: Math.min(c.attackerSkill, 4) };
        const raised = Math.min(base.attackerSkill + raise, 5);
        for (const [a, d] of ALL_PAIRS) {
          const before = await brawlOn(inputOf(base), a, d);
          const after = await brawlOn(inputOf({ ...base, attackerSkill: raised }), a, d);
          const on = (outcome: typeof before, target: string) =>
            outcome.hits.filter((hit) => hit.targetId === target).length;
          expect(on(after, "d")).toBeGreaterThanOrEqual(on(before, "d"));
          expect(on(after, "a")).toBeLessThanOrEqual(on(before, "a"));
        }
      }),
    );
  });
});
