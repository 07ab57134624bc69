import { describe, expect, it } from "vitest";
import { IMPROVISED, ScriptedDice, resolveBrawlAttack } from "../../../../src/rules";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const roll = (purpose: string, ...results: number[]) => ({ purpose, results });
const blade = { ...weapon("Blade", 0, ["melee"]), damage: 0 };

describe("Brawling Combat then Resolving Hits: resolveBrawlAttack", () => {
  it('Following Up: the winner that eliminates its opponent may move 2"', async () => {
    const kara = crewFigure({ id: "kara", combatSkill: 1, weapons: [blade] });
    const raider = enemyFigure({ id: "raider", toughness: 3 });
    // Kara 4+1+2 = 7 beats 3+0+0; damage 5 > 3 → casualty 6 → Goner.
    const dice = new ScriptedDice([roll("Brawl", 4), roll("Brawl", 3), roll("Damage", 5), roll("Casualty", 6)]);
    const outcome = await resolveBrawlAttack(
      { attacker: kara, defender: raider, attackerWeapon: blade, defenderWeapon: IMPROVISED },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.eliminatedIds).toEqual(["raider"]);
    expect(outcome.after[0]).toEqual({ kind: "followUp", figureId: "kara", inches: 2, mayEnterAnotherBrawl: true });
    expect(outcome.after[1]).toMatchObject({ kind: "none", reason: "eliminated" });
  });

  it("Brawling Combat: a draw hits both, each hit resolved against its own target", async () => {
    const kara = crewFigure({ id: "kara", combatSkill: 0, toughness: 6, luck: { current: 0, max: 1 } });
    const raider = enemyFigure({ id: "raider", combatSkill: 0, toughness: 6 });
    const dice = new ScriptedDice([roll("Brawl", 3), roll("Brawl", 3), roll("Damage", 2), roll("Damage", 2)]);
    const outcome = await resolveBrawlAttack(
      { attacker: kara, defender: raider, attackerWeapon: IMPROVISED, defenderWeapon: IMPROVISED },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.hits.map((hit) => hit.targetId)).toEqual(["raider", "kara"]);
    expect(outcome.changes.filter((change) => change.kind === "condition").map((change) => change.figureId)).toEqual([
      "raider",
      "kara",
    ]);
    expect(outcome.after.map((after) => after.kind)).toEqual(["none", "none"]);
  });

  it('Multiple Opponents: a lone attacker that wins gets no 2" bonus move but must fight the remaining opponent at once', async () => {
    // "If the lone fighter wins, they do not get a 2" bonus move, but must instead immediately fight the remaining
    // opponent." planMultipleOpponents makes the lone fighter the attacker of both fights.
    const kara = crewFigure({ id: "kara", combatSkill: 1, weapons: [blade] });
    const raider = enemyFigure({ id: "raider", toughness: 3 });
    // Kara 4+1+2 = 7 beats 3+0+0+1 (outnumbering) = 4; damage 5 > 3 → casualty 6 → Goner: an eliminated opponent.
    const dice = new ScriptedDice([roll("Brawl", 4), roll("Brawl", 3), roll("Damage", 5), roll("Casualty", 6)]);
    const outcome = await resolveBrawlAttack(
      {
        attacker: kara,
        defender: raider,
        attackerWeapon: blade,
        defenderWeapon: IMPROVISED,
        outnumbering: "defender",
        remainingOpponentId: "boss",
      },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.eliminatedIds).toEqual(["raider"]);
    expect(outcome.after[0]).toEqual({
      kind: "fightRemaining",
      figureId: "kara",
      opponentId: "boss",
      outnumbering: null,
      movingToEngage: false,
    });
    expect(outcome.after.some((after) => after.kind === "followUp")).toBe(false);
  });

  it("Multiple Opponents: a lone attacker that does not win stays put, and the defender keeps its own Follow Up", async () => {
    const kara = crewFigure({ id: "kara", combatSkill: 0, toughness: 3, luck: { current: 0, max: 1 } });
    const raider = enemyFigure({ id: "raider", combatSkill: 1, weapons: [blade] });
    // Kara 2+0 = 2 against 5+1+2+1 = 9; damage 5 > 3 → casualty 6 → Kara a Goner.
    const dice = new ScriptedDice([roll("Brawl", 2), roll("Brawl", 5), roll("Damage", 5), roll("Casualty", 6)]);
    const outcome = await resolveBrawlAttack(
      {
        attacker: kara,
        defender: raider,
        attackerWeapon: IMPROVISED,
        defenderWeapon: blade,
        outnumbering: "defender",
        remainingOpponentId: "boss",
      },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.after[0]).toMatchObject({ kind: "none", figureId: "kara", reason: "eliminated" });
    expect(outcome.after[1]).toEqual({ kind: "followUp", figureId: "raider", inches: 2, mayEnterAnotherBrawl: true });
  });

  it('Multiple Opponents: a lone defender that wins must fight the remaining opponent at once, with no 2" move', async () => {
    const raider = enemyFigure({ id: "raider", combatSkill: 0, toughness: 6 });
    const kara = crewFigure({ id: "kara", combatSkill: 2, weapons: [blade] });
    const dice = new ScriptedDice([roll("Brawl", 2), roll("Brawl", 4), roll("Damage", 1)]);
    const outcome = await resolveBrawlAttack(
      {
        attacker: raider,
        defender: kara,
        attackerWeapon: IMPROVISED,
        defenderWeapon: blade,
        outnumbering: "attacker",
        remainingOpponentId: "second",
        loneFighter: "defender",
      },
      dice,
    );
    expect(outcome.after[1]).toMatchObject({
      kind: "fightRemaining",
      figureId: "kara",
      opponentId: "second",
      movingToEngage: false,
    });
    expect(outcome.after[0]).toMatchObject({ kind: "none", figureId: "raider" });
  });
});
