import type { V14TokenLevel } from "../generation/v14";
import { isOnBattleLevel, type LevelRef } from "../../../views/common/battlefield/level-note";
import { battleLevelOn } from "./battle-level";
import { sceneLevels } from "./read-scene";

/** A scene's v14 Levels and the one its battle is fought on (null: none is, every level is read). */
export interface SceneLevelsView {
  readonly levels: readonly LevelRef[];
  readonly battle: LevelRef | null;
}

/** The level a figure's token stands on, and the battle's. */
export interface FigureLevel {
  readonly level: LevelRef;
  readonly battle: LevelRef | null;
  /** Whether the token is on the battlefield's level (so the battlefield measures it). */
  readonly onBattleLevel: boolean;
  /** How many levels the token's scene has. */
  readonly sceneLevels: number;
}

/** A scene's levels and its battle's level; null on v13 and on a scene without levels (nothing changes there). */
export function levelsOf(scene: Scene.Implementation | null | undefined): SceneLevelsView | null {
  if (!scene) return null;
  const levels = sceneLevels(scene).map(({ id, name }) => ({ id, name }));
  if (levels.length === 0) return null;
  const battle = battleLevelOn(scene);
  return { levels, battle: levels.find(({ id }) => id === battle) ?? null };
}

/**
 * The level a token stands on (TokenData `level`, a Level id of its scene), with the battle's; null on v13, on a scene
 * without levels, and for a token whose level its scene does not hold. `scene` saves reading the scene's levels again
 * for each of its tokens.
 */
export function figureLevelOf(
  token: TokenDocument.Implementation | null | undefined,
  scene: SceneLevelsView | null = levelsOf(token?.parent),
): FigureLevel | null {
  const id = (token as (TokenDocument.Implementation & V14TokenLevel) | null | undefined)?.level;
  if (!scene || typeof id !== "string") return null;
  const level = scene.levels.find((known) => known.id === id);
  if (!level) return null;
  return {
    level,
    battle: scene.battle,
    onBattleLevel: isOnBattleLevel(level, scene.battle),
    sceneLevels: scene.levels.length,
  };
}
