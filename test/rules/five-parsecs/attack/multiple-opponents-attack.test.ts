import { describe, expect, it } from "vitest";
import { IMPROVISED, ScriptedDice, planMultipleOpponents, resolveMultipleOpponents } from "../../../../src/rules";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const roll = (purpose: string, ...results: number[]) => ({ purpose, results });
const blade = { ...weapon("Blade", 0, ["melee"]), damage: 0 };
const kara = crewFigure({ id: "kara", combatSkill: 1, toughness: 4, luck: { current: 0, max: 1 }, weapons: [blade] });
const rex = crewFigure({ id: "rex", name: "Rex", combatSkill: 0, toughness: 4, luck: { current: 0, max: 1 } });
const raider = enemyFigure({ id: "raider", toughness: 3 });
const boss = enemyFigure({ id: "boss", name: "Raider Boss", toughness: 5 });
const weapons = { kara: blade, rex: IMPROVISED, raider: IMPROVISED, boss: IMPROVISED };

describe("Multiple Opponents: both fights of a lone attacker (resolveMultipleOpponents)", () => {
  it('If the lone fighter wins, they do not get a 2" bonus move, but must instead immediately fight the remaining opponent', async () => {
    const dice = new ScriptedDice([
      roll("Multiple Opponents", 2), // the raider fights first
      roll("Brawl", 4), // Kara 4+1+2 = 7
      roll("Brawl", 3), // raider 3+0+0+1 (outnumbering) = 4
      roll("Damage", 5), // 5 > 3
      roll("Casualty", 6), // Goner
      roll("Brawl", 2), // Kara 2+1+2 = 5, no bonus
      roll("Brawl", 3), // boss 3+0+0 = 3
      roll("Damage", 2), // 2 < 5: Stun
    ]);
    const plan = await planMultipleOpponents({ attacker: kara, opponents: [raider, boss] }, dice);
    const outcome = await resolveMultipleOpponents({ plan, figures: [kara, raider, boss], weapons }, dice);
    dice.assertAllUsed();

    expect(outcome.fights.map(({ fight }) => [fight.attackerId, fight.defenderId])).toEqual([
      ["kara", "raider"],
      ["kara", "boss"],
    ]);
    expect(outcome.notFought).toBeNull();
    const [first, second] = outcome.fights;
    expect(first?.outcome.brawl.steps[1].modifiers).toContainEqual({ value: 1, reason: "Outnumbering" });
    expect(second?.outcome.brawl.steps.flatMap((step) => step.modifiers.map((m) => m.reason))).not.toContain(
      "Outnumbering",
    );
    // No Follow Up after the first fight, although Kara eliminated the raider: she fights the boss at once.
    expect(first?.outcome.after[0]).toMatchObject({ kind: "fightRemaining", figureId: "kara", opponentId: "boss" });
    expect(outcome.after.filter((after) => after.figureId === "kara").map((after) => after.kind)).toEqual([
      "fightRemaining",
      "none",
    ]);
    expect(outcome.eliminatedIds).toEqual(["raider"]);
    expect(outcome.steps.map((step) => step.rule)).toEqual([
      "Multiple Opponents",
      "Brawling Combat",
      "Brawling Combat",
      ...first!.outcome.steps.slice(2).map((step) => step.rule),
      ...second!.outcome.steps.map((step) => step.rule),
    ]);
    expect(second?.firstStep).toBe(1 + first!.outcome.steps.length);
  });

  it("a lone fighter that does not win the first fight does not fight the remaining opponent", async () => {
    const dice = new ScriptedDice([
      roll("Multiple Opponents", 5), // the boss fights first
      roll("Brawl", 2), // Kara 2+1+2 = 5
      roll("Brawl", 5), // boss 5+0+0+1 = 6
      roll("Damage", 1), // 1 < 4: Stun
    ]);
    const plan = await planMultipleOpponents({ attacker: kara, opponents: [raider, boss] }, dice);
    const outcome = await resolveMultipleOpponents({ plan, figures: [kara, raider, boss], weapons }, dice);
    dice.assertAllUsed();
    expect(outcome.fights).toHaveLength(1);
    expect(outcome.notFought).toMatchObject({ attackerId: "kara", defenderId: "raider" });
    expect(outcome.after[0]).toMatchObject({ kind: "none", figureId: "kara", reason: "loneFighterDidNotWin" });
  });

  it("the second fight sees the lone fighter as the first left it", async () => {
    const dice = new ScriptedDice([
      roll("Multiple Opponents", 1),
      roll("Brawl", 6), // Kara 6+1+2 = 9, natural 6: one more hit
      roll("Brawl", 1), // raider 1+1 = 2, natural 1: one more hit taken
      roll("Damage", 1), // three hits on the raider: 1, 1, 1 < 3, each a Stun
      roll("Damage", 1),
      roll("Damage", 1),
      roll("Brawl", 3), // Kara 3+1+2 = 6
      roll("Brawl", 6), // boss 6 = 6: a draw; the boss's natural 6 strikes again
      roll("Damage", 1), // Kara's hit on the boss
      roll("Damage", 4), // the boss's draw hit on Kara: 4 = Toughness, pushed and Shocked
      roll("Damage", 1), // the boss's natural 6
    ]);
    const plan = await planMultipleOpponents({ attacker: kara, opponents: [raider, boss] }, dice);
    const outcome = await resolveMultipleOpponents({ plan, figures: [kara, raider, boss], weapons }, dice);
    dice.assertAllUsed();
    expect(outcome.fights).toHaveLength(2);
    expect(outcome.changes.filter((change) => change.kind === "condition").map((change) => change.figureId)).toEqual([
      "raider",
      "boss",
      "kara",
    ]);
  });
});

describe("Multiple Opponents: a lone defender engaged by two", () => {
  it("the pair outnumbers the defender in the first fight; if the defender wins, it fights the other at once", async () => {
    const dice = new ScriptedDice([
      roll("Multiple Opponents", 6), // Kara, the second listed, fights first
      roll("Brawl", 1), // Kara 1+1+2+1 = 5, natural 1
      roll("Brawl", 6), // raider 6: wins, natural 6, and Kara's fumble
      roll("Damage", 1),
      roll("Damage", 1),
      roll("Damage", 1),
      roll("Brawl", 2), // Rex 2+0 = 2, no bonus
      roll("Brawl", 2), // raider 2: a draw
      roll("Damage", 1),
      roll("Damage", 1),
    ]);
    const plan = await planMultipleOpponents({ defender: raider, opponents: [rex, kara], moverId: "rex" }, dice);
    expect(plan.loneFighterId).toBe("raider");
    expect(plan.fights).toEqual([
      { attackerId: "kara", defenderId: "raider", outnumbering: "attacker", movingToEngage: false, when: "always" },
      { attackerId: "rex", defenderId: "raider", outnumbering: null, movingToEngage: false, when: "ifLoneFighterWins" },
    ]);
    const outcome = await resolveMultipleOpponents({ plan, figures: [kara, rex, raider], weapons }, dice);
    dice.assertAllUsed();
    expect(outcome.fights.map(({ fight }) => fight.attackerId)).toEqual(["kara", "rex"]);
    expect(outcome.fights[0]?.outcome.after[1]).toMatchObject({
      kind: "fightRemaining",
      figureId: "raider",
      opponentId: "rex",
    });
    expect(outcome.after.some((after) => after.kind === "followUp")).toBe(false);
  });

  it("the figure moving in keeps its +1 against a marked defender only in the first fight", async () => {
    const dice = new ScriptedDice([roll("Multiple Opponents", 1)]);
    const plan = await planMultipleOpponents({ defender: raider, opponents: [rex, kara], moverId: "rex" }, dice);
    expect(plan.fights.map((fight) => [fight.attackerId, fight.movingToEngage])).toEqual([
      ["rex", true],
      ["kara", false],
    ]);
  });

  it("refuses a mover that is not one of the opponents", async () => {
    await expect(
      planMultipleOpponents({ defender: raider, opponents: [rex, kara], moverId: "boss" }, new ScriptedDice([])),
    ).rejects.toThrow(/moving in/);
  });
});
