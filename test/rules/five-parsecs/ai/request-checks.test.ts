// The enemy AI's entries at the rules boundary (issue #14, "Figures are trusted"): an unknown AI type, a NaN stat or a
// figure without weapons is refused with the field and the value, once per phase, instead of failing in the scoring.
import { describe, expect, it } from "vitest";
import { decideEnemyAction, ScriptedDice, suggestEnemyPhase } from "../../../../src/rules";
import { crew, crewAt, enemy, enemyAt, table } from "./helpers";

const t = table({ figures: [crewAt("A", 8, 18), enemyAt("E", 20, 18)] }, [crew("A"), enemy("E")]);
const withFigure = (id: string, figure: object) =>
  new Map([...(t.figures as ReadonlyMap<string, object>)].map(([key, value]) => [key, key === id ? figure : value]));

describe("the enemy AI refuses figures it cannot plan with (issue #14)", () => {
  it("names an unknown AI type, a NaN Combat Skill and missing weapons, in the phase and for one enemy", async () => {
    const sleepy = withFigure("E", { ...enemy("E"), ai: "sleepy" });
    await expect(
      suggestEnemyPhase({ battlefield: t.battlefield, figures: sleepy as never }, new ScriptedDice([])),
    ).rejects.toThrow('suggestEnemyPhase: request.figures["E"].ai');
    const blind = withFigure("A", { ...crew("A"), combatSkill: Number.NaN });
    await expect(
      decideEnemyAction({ battlefield: t.battlefield, figures: blind as never, enemyId: "E" }, new ScriptedDice([])),
    ).rejects.toThrow('request.figures["A"].combatSkill');
    const { weapons: _weapons, ...unarmed } = enemy("E");
    await expect(
      suggestEnemyPhase(
        { battlefield: t.battlefield, figures: withFigure("E", unarmed) as never },
        new ScriptedDice([]),
      ),
    ).rejects.toThrow('request.figures["E"].weapons');
  });

  it("refuses an enemy id that is not an enemy of the table, and figures filed under another id", async () => {
    await expect(
      decideEnemyAction({ battlefield: t.battlefield, figures: t.figures, enemyId: "A" }, new ScriptedDice([])),
    ).rejects.toThrow("request.enemyId must name an enemy");
    await expect(
      decideEnemyAction({ battlefield: t.battlefield, figures: t.figures, enemyId: "ghost" }, new ScriptedDice([])),
    ).rejects.toThrow('got "ghost"');
    const misfiled = withFigure("E", enemy("F"));
    await expect(
      suggestEnemyPhase({ battlefield: t.battlefield, figures: misfiled as never }, new ScriptedDice([])),
    ).rejects.toThrow('request.figures["E"].id must be "E"');
  });
});
