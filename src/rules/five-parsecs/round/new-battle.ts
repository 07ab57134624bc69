import type { CrewFigure, EnemyFigure } from "../figures/figure";
import type { AiType } from "../figures/vocabulary";
import type { DifficultyMode } from "./difficulty";

/** What a battle starts from: both sides' figures, the difficulty, and the main AI type when it is not the enemies'. */
export interface NewBattle {
  readonly crew: readonly CrewFigure[];
  readonly enemies: readonly EnemyFigure[];
  readonly difficulty: DifficultyMode;
  readonly hiredMuscle: boolean;
  /** Overrides the main AI type read from the enemies. */
  readonly mainAiType?: AiType;
}
