import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScriptedDice, type Dice } from "../../../../src/rules";
import { isHit, rollToHit, type HitMode } from "../../../../src/rules/five-parsecs/shooting/hit-roll";

const skill = (value: number) => [{ value, reason: "Combat Skill" }];
const shot = (inCover = false, goodShot = false, targetId = "t") => ({ targetId, inCover, goodShot });

/** Dice answering every request with one fixed value per die, in order. */
const fixed = (values: number[]): Dice => {
  const queue = [...values];
  return { roll: async (request) => Array.from({ length: request.count }, () => queue.shift() ?? 1) };
};

describe("Cover and Rolling to hit", () => {
  it("targets in the open are hit on a final score of 5+", async () => {
    const dice = new ScriptedDice([{ results: [4, 3], purpose: "Hit" }]);
    const steps = await rollToHit({ shots: [shot(), shot()], modifiers: skill(1), mode: "normal" }, dice);
    expect(steps.map((s) => [s.total, s.needed, s.result])).toEqual([
      [5, 5, "hit"],
      [4, 5, "miss"],
    ]);
    expect(steps[0]!.modifiers).toEqual(skill(1));
    dice.assertAllUsed();
  });

  it("targets in cover are hit on a final score of 6+", async () => {
    const dice = new ScriptedDice([{ results: [4, 5], purpose: "Hit" }]);
    const steps = await rollToHit({ shots: [shot(true), shot(true)], modifiers: skill(1), mode: "normal" }, dice);
    expect(steps.map((s) => [s.total, s.needed, s.result])).toEqual([
      [5, 6, "miss"],
      [6, 6, "hit"],
    ]);
  });

  it("other hit modifiers add to the die, each with its reason", async () => {
    const dice = new ScriptedDice([{ results: [3], purpose: "Hit" }]);
    const modifiers = [...skill(1), { value: 1, reason: "Bipod" }];
    const [step] = await rollToHit({ shots: [shot()], modifiers, mode: "normal" }, dice);
    expect(step).toMatchObject({ total: 5, result: "hit", modifiers });
  });

  it("Seizing the Initiative, Overwatch and Firefight fire hit only on a natural 6, whatever the Combat Skill", async () => {
    const dice = new ScriptedDice([{ results: [5, 6], purpose: "Hit" }]);
    const steps = await rollToHit({ shots: [shot(), shot(true)], modifiers: skill(5), mode: "naturalSixOnly" }, dice);
    expect(steps.map((s) => [s.natural, s.needed, s.result])).toEqual([
      [5, 6, "miss"],
      [6, 6, "hit"],
    ]);
  });
});

describe("Good Shot", () => {
  it("the firer can reroll a single 1 on the firing dice, and both dice are kept", async () => {
    const dice = new ScriptedDice([
      { results: [1, 1], purpose: "Hit" },
      { results: [6], purpose: "Good Shot reroll" },
    ]);
    const steps = await rollToHit(
      { shots: [shot(false, true), shot(false, true)], modifiers: skill(0), mode: "normal" },
      dice,
    );
    expect(steps[0]).toMatchObject({ rerolled: true, natural: 6, result: "hit" });
    expect(steps[0]!.dice.map((d) => [d.purpose, d.value])).toEqual([
      ["Hit", 1],
      ["Good Shot reroll", 6],
    ]);
    // Only a single 1: the second stays.
    expect(steps[1]).toMatchObject({ rerolled: false, natural: 1, result: "miss" });
    dice.assertAllUsed();
  });

  it("no Good Shot, no reroll", async () => {
    const dice = new ScriptedDice([{ results: [1], purpose: "Hit" }]);
    const [step] = await rollToHit({ shots: [shot()], modifiers: skill(0), mode: "normal" }, dice);
    expect(step).toMatchObject({ rerolled: false, natural: 1, result: "miss" });
    dice.assertAllUsed();
  });

  it("a 1 that hits anyway is kept (the reroll is the firer's option)", async () => {
    const dice = new ScriptedDice([{ results: [1], purpose: "Hit" }]);
    const [step] = await rollToHit({ shots: [shot(false, true)], modifiers: skill(4), mode: "normal" }, dice);
    expect(step).toMatchObject({ rerolled: false, result: "hit" });
    dice.assertAllUsed();
  });

  it("the reroll goes to a Shot at a target that gives the Good Shot", async () => {
    const dice = new ScriptedDice([
      { results: [1, 1], purpose: "Hit" },
      { results: [5], purpose: "Good Shot reroll" },
    ]);
    const steps = await rollToHit(
      { shots: [shot(false, false, "a"), shot(false, true, "b")], modifiers: skill(0), mode: "normal" },
      dice,
    );
    expect(steps.map((s) => [s.targetId, s.rerolled, s.result])).toEqual([
      ["a", false, "miss"],
      ["b", true, "hit"],
    ]);
  });
});

describe("Cover and Rolling to hit: properties", () => {
  const exactOdds = (combatSkill: number, inCover: boolean, mode: HitMode): number => {
    if (mode === "naturalSixOnly") return 1 / 6;
    const lowestFace = (inCover ? 6 : 5) - combatSkill;
    return Math.min(6, Math.max(0, 7 - lowestFace)) / 6;
  };

  it("over all 6 faces, a Shot hits with the exact odds of 5+ / 6+ after modifiers, or 1/6 on natural sixes only", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 5 }),
        fc.boolean(),
        fc.constantFrom<HitMode>("normal", "naturalSixOnly"),
        (cs, cover, mode) => {
          const hits = [1, 2, 3, 4, 5, 6].filter((face) => isHit(face, cs, cover, mode)).length;
          expect(hits / 6).toBeCloseTo(exactOdds(cs, cover, mode), 12);
        },
      ),
    );
  });

  it("the rolled Shots agree with the same odds face by face", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -1, max: 5 }), fc.boolean(), async (cs, cover) => {
        const steps = await rollToHit(
          { shots: [1, 2, 3, 4, 5, 6].map(() => shot(cover)), modifiers: skill(cs), mode: "normal" },
          fixed([1, 2, 3, 4, 5, 6]),
        );
        expect(steps.filter((s) => s.result === "hit").length / 6).toBeCloseTo(exactOdds(cs, cover, "normal"), 12);
      }),
    );
  });

  const firstDice = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 });
  it("Good Shot never lowers the number of hits for the same first dice", async () => {
    await fc.assert(
      fc.asyncProperty(
        firstDice,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -1, max: 5 }),
        fc.boolean(),
        fc.constantFrom<HitMode>("normal", "naturalSixOnly"),
        async (first, reroll, cs, cover, mode) => {
          const count = async (goodShot: boolean) =>
            (
              await rollToHit(
                { shots: first.map(() => shot(cover, goodShot)), modifiers: skill(cs), mode },
                fixed([...first, reroll]),
              )
            ).filter((s) => s.result === "hit").length;
          expect(await count(true)).toBeGreaterThanOrEqual(await count(false));
        },
      ),
    );
  });
});
