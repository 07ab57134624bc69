import type { SceneData } from "./scene-data";

/*
 * v14 Scene Levels on the battlefield: the battle is fought on one Level of the scene, so the walls, regions and
 * tokens of the other floors neither block sight nor stand in the way. Pure: the level is chosen by the caller
 * (battlefield-store.ts) and written into the scene data.
 */

/** Whether a wall or region that belongs to `levels` is on `level`: one that names none is on every level. */
export const belongsTo = (levels: readonly string[] | null | undefined, level: string): boolean =>
  !Array.isArray(levels) || levels.length === 0 || levels.includes(level);

/**
 * The scene as seen from its battle level: other levels' walls, regions and tokens left out. A scene without a
 * battle level (v13, or a v14 scene without levels) is returned as it is. A token without a level (v13 data) stays.
 */
export function onBattleLevel(scene: SceneData): SceneData {
  const level = scene.level;
  if (typeof level !== "string" || level === "") return scene;
  return {
    ...scene,
    walls: scene.walls.filter((wall) => belongsTo(wall.levels, level)),
    regions: scene.regions.filter((region) => belongsTo(region.levels, level)),
    tokens: scene.tokens.filter(
      (token) => typeof token.level !== "string" || token.level === "" || token.level === level,
    ),
  };
}

/** The name of the battle's level, for a figure's or a warning's text; null on a scene without levels. */
export function battleLevelName(scene: SceneData): string | null {
  if (!scene.level) return null;
  return scene.levels?.find((level) => level.id === scene.level)?.name ?? null;
}
