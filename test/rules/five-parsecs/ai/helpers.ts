// Small hand-built tables for the enemy AI tests: a 36" table, the crew on the west edge, enemies to the east.
import type { Battlefield, RawBattlefield } from "../../../../src/rules/five-parsecs/battlefield";
import type { Figure } from "../../../../src/rules";
import { Situation, decideEnemyAction, type EnemySuggestion } from "../../../../src/rules/five-parsecs/ai";
import { ScriptedDice } from "../../../../src/rules/core/dice/scripted-dice";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect, scene, wall } from "../../core/battlefield/scene";

export { crewAt, enemyAt, rect, wall };

export const rifle = weapon("rifle", 30);
export const carbine = weapon("carbine", 18);

export interface Table {
  readonly battlefield: Battlefield;
  readonly figures: Map<string, Figure>;
}

/** A scene plus its rules figures (crew with a rifle, enemies as given). */
export function table(parts: Partial<Omit<RawBattlefield, "width" | "height">>, figures: readonly Figure[]): Table {
  return { battlefield: scene(parts), figures: new Map(figures.map((f) => [f.id, f])) };
}

export const crew = (id: string, more: Partial<Parameters<typeof crewFigure>[0]> = {}) =>
  crewFigure({ id, name: id, weapons: [rifle], ...more });
export const enemy = (id: string, more: Partial<Parameters<typeof enemyFigure>[0]> = {}) =>
  enemyFigure({ id, name: id, weapons: [carbine], ...more });

/** One enemy's suggestion with scripted dice; every die must be used. */
export async function suggest(t: Table, enemyId: string, dice: readonly number[]): Promise<EnemySuggestion> {
  const scripted = new ScriptedDice(dice);
  const suggestion = await decideEnemyAction({ battlefield: t.battlefield, figures: t.figures, enemyId }, scripted);
  scripted.assertAllUsed();
  return suggestion;
}

/** What the table looks like from where the suggestion leaves the enemy. */
export const spotAt = (t: Table, enemyId: string, s: EnemySuggestion) =>
  new Situation(t.battlefield, t.figures, enemyId).spot(s.end);

export const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.hypot(a.x - b.x, a.y - b.y);
