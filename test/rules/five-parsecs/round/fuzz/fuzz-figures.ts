// The figures a fuzzed battle plays with, and the table's side of the battle: the adapter's job of applying changes.
import type { BattleChange, CrewFigure, EnemyFigure, Figure } from "../../../../../src/rules";
import { AI_TYPES } from "../../../../../src/rules";
import { crewFigure, enemyFigure, weapon } from "../../../../fixtures/figures";
import type { Rng } from "../../../../fixtures/fuzz-rng";

export interface FuzzSetup {
  readonly seed: number;
  readonly crew: number;
  readonly enemies: number;
}

const rifle = weapon("Rifle", 24);
const blade = weapon("Blade", 0, ["melee"]);
const pistol = weapon("Pistol", 12, ["pistol"]);

export function crewOf(rng: Rng, id: string): CrewFigure {
  const human = rng.chance(0.5);
  const max = human ? rng.int(0, 3) : rng.int(0, 1);
  return crewFigure({
    id,
    name: id,
    reactions: rng.int(1, 6),
    toughness: rng.int(3, 5),
    combatSkill: rng.int(0, 2),
    savvy: rng.int(0, 2),
    luck: { current: max, max },
    traits: [...(human ? (["human"] as const) : []), ...(rng.chance(0.3) ? (["feral"] as const) : [])],
    weapons: rng.pick([[rifle], [pistol, blade], [rifle, pistol]]),
  });
}

export function enemyOf(rng: Rng, id: string): EnemyFigure {
  return enemyFigure({
    id,
    name: id,
    ai: rng.pick(AI_TYPES),
    toughness: rng.int(3, 5),
    panic: rng.int(0, 3),
    fearless: rng.chance(0.2),
    casualtyCategory: rng.pick(["humanoid", "cybernetic", "beast"] as const),
    weapons: rng.pick([[rifle], [blade], [rifle, blade]]),
  });
}

/** Applies a transition's changes to the figures, as the adapter writes them to the documents. */
export function applyChanges(figures: Map<string, Figure>, changes: readonly BattleChange[]): void {
  for (const change of changes) {
    const figure = figures.get(change.figureId);
    if (!figure) continue;
    switch (change.kind) {
      case "condition":
        figures.set(figure.id, { ...figure, condition: change.condition });
        break;
      case "luck":
        if (figure.side === "crew")
          figures.set(figure.id, { ...figure, luck: { ...figure.luck, current: change.luck } });
        break;
      case "toughness":
        figures.set(figure.id, { ...figure, toughness: change.toughness });
        break;
      case "aiType":
        if (figure.side === "enemy") figures.set(figure.id, { ...figure, ai: change.ai });
        break;
      case "weapon":
        figures.set(figure.id, {
          ...figure,
          weapons: figure.weapons.map((w) =>
            w.id === change.weaponId ? { ...w, battleState: change.battleState } : w,
          ),
        });
        break;
      case "push":
      case "removeFromPlay":
        break;
    }
  }
}
