import type { V14CanvasLevel, V14TokenLevel } from "../generation/v14";
import { viewedCombat } from "../documents/combat";
import { sceneLevels } from "./read-scene";

/** The level most of these tokens stand on; null when none has one. Ties go to the first level met. */
function mostCommon(levels: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const level of levels) counts.set(level, (counts.get(level) ?? 0) + 1);
  let best: string | null = null;
  for (const [level, count] of counts) if (best === null || count > counts.get(best)!) best = level;
  return best;
}

/**
 * The v14 Level a scene's battle is fought on: the level of the viewed combat's figures on this scene (most of
 * them), else the level the canvas shows when it shows this scene. Null on v13, on a scene without levels, and when
 * neither says (every level is read then, as today).
 */
export function battleLevelOn(scene: Scene.Implementation): string | null {
  const known = new Set(sceneLevels(scene).map((level) => level.id));
  if (known.size === 0) return null;
  const combat = viewedCombat();
  if (combat && (!combat.scene || combat.scene.id === scene.id)) {
    const levels = combat.combatants.contents.flatMap((combatant) => {
      const token = combatant.token as (TokenDocument.Implementation & V14TokenLevel) | null;
      return token?.parent?.id === scene.id && typeof token.level === "string" && known.has(token.level)
        ? [token.level]
        : [];
    });
    const level = mostCommon(levels);
    if (level) return level;
  }
  if (canvas?.scene?.id !== scene.id) return null;
  const viewed = (canvas as unknown as V14CanvasLevel).level?.id;
  return typeof viewed === "string" && known.has(viewed) ? viewed : null;
}
