import { edgeDistance, isCrew, isEnemy, type BattleInput, type Figure } from "../../rules";
import { assignmentAfter, choicesAfter, nameIn, type RoundInput } from "../../views/five-parsecs/round/round-request";
import type { Refused } from "./draft";
import type { SandboxState } from "./store-state";

/**
 * The rules' input for a tracker control, with the figures read from the sandbox's table: what the module's GM client
 * does with the documents (round-service `battleInputOf`), here with plain state.
 */
export function roundBattleInput(input: RoundInput, state: SandboxState): BattleInput | Refused {
  const battle = state.battle;
  if (!battle) return { key: "FPB.Sandbox.Battle.Notice.noBattle" };
  const figureAt = (id: string): Figure | undefined => state.figures[id];
  switch (input.type) {
    case "seizeTheInitiative": {
      const figures = [...battle.crew, ...battle.enemies].flatMap(({ id }) => (figureAt(id) ? [figureAt(id)!] : []));
      return { type: "seizeTheInitiative", crew: figures.filter(isCrew), enemies: figures.filter(isEnemy) };
    }
    case "assignDie": {
      const assignment = battle.reaction ? assignmentAfter(battle.reaction, input.figureId, input.dieIndex) : null;
      return assignment
        ? { type: "assignReactions", assignment }
        : { key: "FPB.Round.Refusal.rollFirst", message: "Roll the Reaction dice first." };
    }
    case "choosePhase":
      return battle.reaction
        ? { type: "choosePhases", phases: choicesAfter(battle.reaction, input.figureId, input.phase) }
        : { key: "FPB.Round.Request.noBattle" };
    case "startActivation":
    case "endActivation":
    case "enterOverwatch": {
      const figure = figureAt(input.figureId);
      return figure
        ? { type: input.type, figure }
        : { key: "FPB.Round.Request.figureMissing", data: { figure: nameIn(battle, input.figureId) } };
    }
    case "correctFigure":
    case "undoCorrection": {
      const figure = figureAt(input.figureId);
      if (!figure) return { key: "FPB.Round.Request.figureMissing", data: { figure: nameIn(battle, input.figureId) } };
      return input.type === "correctFigure"
        ? { type: input.type, figure, marks: input.marks, reason: input.reason }
        : { type: input.type, figure };
    }
    case "runEndPhase": {
      const enemies = battle.enemies.flatMap(({ id }) => {
        const figure = figureAt(id);
        const placement = state.table.figures.find((p) => p.id === id);
        return figure && isEnemy(figure) && placement
          ? [{ figure, distanceToEnemyEdge: edgeDistance(state.table, state.enemyEdge, placement.centre) }]
          : [];
      });
      return { type: "runEndPhase", enemies };
    }
    default:
      return input;
  }
}
