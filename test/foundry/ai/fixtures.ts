// A small table for the AI adapter tests: a crew member in the west, a Tactical enemy in the east with a clear shot.
import { decideEnemyAction, type EnemySuggestion } from "../../../src/rules";
import { ScriptedDice } from "../../../src/rules/core/dice/scripted-dice";
import { crew, enemy, table, crewAt, enemyAt, rect } from "../../rules/five-parsecs/ai/helpers";

/** E in woods, A 10" west in the open: the Tactical base condition (stay and fire), no die for the decision. */
export const woodsTable = () =>
  table(
    {
      figures: [crewAt("A", 8, 18), enemyAt("E", 18.4, 18)],
      features: [rect("woods", "area", 18, 14, 24, 22, 3)],
    },
    [crew("A"), enemy("E", { ai: "tactical" })],
  );

/** E in the open far from A: it rolls on the Tactical table (scripted die) and moves. */
export const openTable = () =>
  table(
    {
      figures: [crewAt("A", 4, 18), enemyAt("E", 32, 6)],
      features: [rect("rocks", "individual", 20, 10, 22, 12, 2)],
    },
    [crew("A"), enemy("E", { ai: "tactical" })],
  );

export async function suggestionFor(
  t = woodsTable(),
  dice: readonly number[] = [6, 6, 6, 6],
): Promise<EnemySuggestion> {
  return decideEnemyAction({ battlefield: t.battlefield, figures: t.figures, enemyId: "E" }, new ScriptedDice(dice));
}
