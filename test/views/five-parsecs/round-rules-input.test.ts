// What a Five Parsecs control means, once for Foundry and the sandbox (issue 34): the rules' input read from the table.
import { describe, expect, it } from "vitest";
import { createBattle, type EndPhaseEnemy, type Figure } from "../../../src/rules";
import { roundRulesInput, type RoundTable } from "../../../src/views/five-parsecs/round/round-rules-input";
import { crewFigure, enemyFigure, weapon } from "../../fixtures/figures";

const rifle = weapon("Rifle", 24);
const ada = crewFigure({ id: "ada", weapons: [rifle] });
const raider = enemyFigure({ id: "raider", weapons: [rifle] });
const battle = createBattle({ crew: [ada], enemies: [raider], difficulty: "normal", hiredMuscle: false });
const enemies: EndPhaseEnemy[] = [{ figure: raider, distanceToEnemyEdge: 3 }];

const tableOf = (figures: Record<string, Figure>): RoundTable => ({
  figureAt: (id) => figures[id] ?? null,
  nameOf: (id) => `the actor ${id}`,
  endPhaseEnemies: () => enemies,
});

describe("a Five Parsecs control's rules input", () => {
  it("End Phase: the enemies' distances and the crew's weapons, for \"Ammo fault\" (the sandbox once left the crew out)", () => {
    expect(roundRulesInput({ type: "runEndPhase" }, battle, tableOf({ ada, raider }))).toEqual({
      type: "runEndPhase",
      enemies,
      crew: [ada],
    });
  });

  it("the figure as the table holds it now, never as the request describes it (ruling 7)", () => {
    const wounded = { ...ada, stunMarkers: 1 };
    expect(roundRulesInput({ type: "startActivation", figureId: "ada" }, battle, tableOf({ ada: wounded }))).toEqual({
      type: "startActivation",
      figure: wounded,
    });
  });

  it("a figure the table cannot read is refused naming it; a figure to add by the table's name for it", () => {
    expect(roundRulesInput({ type: "endActivation", figureId: "ada" }, battle, tableOf({}))).toEqual({
      key: "FPB.Round.Request.figureMissing",
      data: { figure: ada.name },
    });
    expect(roundRulesInput({ type: "addFigure", figureId: "newcomer" }, battle, tableOf({}))).toEqual({
      key: "FPB.Round.Request.figureMissing",
      data: { figure: "the actor newcomer" },
    });
  });

  it("the table's refusal to measure the End Phase is passed on", () => {
    const noScene = { ...tableOf({ ada }), endPhaseEnemies: () => ({ key: "FPB.Round.Request.noScene" }) };
    expect(roundRulesInput({ type: "runEndPhase" }, battle, noScene)).toEqual({ key: "FPB.Round.Request.noScene" });
  });

  it("a reaction die before the dice are rolled is refused", () => {
    expect(
      roundRulesInput({ type: "assignDie", figureId: "ada", dieIndex: 0 }, battle, tableOf({ ada })),
    ).toMatchObject({
      key: "FPB.Round.Refusal.rollFirst",
    });
  });
});
