import { DIFFICULTY_MODES, isCrew, isEnemy, type DifficultyMode, type Figure, type NewBattle } from "../../../rules";
import { ENEMY_EDGES, type EnemyEdge } from "./battle-flags";
import { isRecord } from "../../common/schema";

/** The battle setup dialog's answers (issue #4, "Battle setup"). */
export interface SetupForm {
  readonly difficulty: DifficultyMode;
  readonly hiredMuscle: boolean;
  readonly enemyEdge: EnemyEdge;
  readonly attemptSeize: boolean;
}

export const defaultSetupForm = (difficulty: DifficultyMode): SetupForm => ({
  difficulty,
  hiredMuscle: false,
  enemyEdge: "north",
  attemptSeize: true,
});

const truthy = (value: unknown): boolean => value === true || value === "true" || value === "on";

/** The submitted form, each field falling back to the default when it is missing or not one of its choices. */
export function readSetupForm(values: unknown, defaults: SetupForm): SetupForm {
  const v = isRecord(values) ? values : {};
  return {
    difficulty: DIFFICULTY_MODES.find((mode) => mode === v["difficulty"]) ?? defaults.difficulty,
    hiredMuscle: "hiredMuscle" in v ? truthy(v["hiredMuscle"]) : defaults.hiredMuscle,
    enemyEdge: ENEMY_EDGES.find((edge) => edge === v["enemyEdge"]) ?? defaults.enemyEdge,
    attemptSeize: "attemptSeize" in v ? truthy(v["attemptSeize"]) : defaults.attemptSeize,
  };
}

/** The dialog's view: each choice with its label key and whether it is selected. */
export function setupDialogContext(form: SetupForm) {
  return {
    form,
    difficulties: DIFFICULTY_MODES.map((value) => ({
      value,
      label: `FPB.Settings.Difficulty.${value}`,
      selected: value === form.difficulty,
    })),
    edges: ENEMY_EDGES.map((value) => ({
      value,
      label: `FPB.Round.Edge.${value}`,
      selected: value === form.enemyEdge,
    })),
  };
}

/**
 * The new battle from the combatants' figures: crew and enemies by side, each figure once (two tokens of one actor
 * are one figure), Goners left out (they take no part). Null when a side has no figure left: there is no battle
 * without both.
 */
export function newBattleOf(figures: readonly Figure[], form: SetupForm): NewBattle | null {
  const unique = [...new Map(figures.filter((f) => !f.condition.goner).map((f) => [f.id, f])).values()];
  const crew = unique.filter(isCrew);
  const enemies = unique.filter(isEnemy);
  if (crew.length === 0 || enemies.length === 0) return null;
  return { crew, enemies, difficulty: form.difficulty, hiredMuscle: form.hiredMuscle };
}
