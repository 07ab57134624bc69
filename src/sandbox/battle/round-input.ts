import { edgeDistance, isEnemy, type BattleInput, type EndPhaseEnemy } from "../../rules";
import { roundRulesInput } from "../../views/five-parsecs/round/round-rules-input";
import type { RoundInput } from "../../views/five-parsecs/round/round-request";
import type { Refused } from "./draft";
import type { SandboxState } from "./store-state";

/**
 * The rules' input for a tracker control, with the figures read from the sandbox's table: the same meaning as the
 * module's GM client gives it (round-rules-input.ts), here with plain state.
 */
export function roundBattleInput(input: RoundInput, state: SandboxState): BattleInput | Refused {
  const battle = state.battle;
  if (!battle) return { key: "FPB.Sandbox.Battle.Notice.noBattle" };
  const figureAt = (id: string) => state.figures[id] ?? null;
  return roundRulesInput(input, battle, {
    figureAt,
    nameOf: (id) => figureAt(id)?.name ?? id,
    endPhaseEnemies: () =>
      battle.enemies.flatMap(({ id }): EndPhaseEnemy[] => {
        const figure = figureAt(id);
        const placement = state.table.figures.find((p) => p.id === id);
        return figure && isEnemy(figure) && placement
          ? [{ figure, distanceToEnemyEdge: edgeDistance(state.table, state.enemyEdge, placement.centre) }]
          : [];
      }),
  });
}
