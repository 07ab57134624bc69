import { MODULE_ID } from "../../../views/common/module-id";
import { SETTINGS } from "../settings/settings";
import { viewedCombat } from "../documents/combat";
import { battleSightOfFlags, sightKey, UNLIMITED_SIGHT, type BattleSight } from "./battle-sight";
import { battleLevelOn } from "./battle-level";
import { BattlefieldCache, snapshotKey } from "./cache";
import { readScene } from "./read-scene";
import { battlefieldOfScene, type SceneBattlefield } from "./scene-to-battlefield";

/** The module's one cache: a battlefield per scene, kept until the scene's walls, regions or tokens change. */
export const battlefieldCache = new BattlefieldCache();

/** Scene units per tabletop inch (docs/rulings.md, ruling 5): the world setting, 1 when unset or unusable. */
export function unitsPerInch(): number {
  const value = Number(game.settings?.get(MODULE_ID, SETTINGS.unitsPerInch) ?? 1);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** Logs what a build skipped, once per build, for the GM's console. */
function report(sceneName: string, built: SceneBattlefield): void {
  if (built.warnings.length === 0) return;
  console.warn(
    `${MODULE_ID} | battlefield of scene "${sceneName}": ${built.warnings.length} piece(s) skipped or repaired\n- ${built.warnings.join("\n- ")}`,
  );
}

/**
 * The battle round's sight on a scene: the viewed combat's, when that combat is on this scene (or on none, so it is
 * fought on whatever scene is shown). Unlimited without a battle.
 */
export function battleSightOn(scene: Scene.Implementation): BattleSight {
  const combat = viewedCombat();
  if (!combat) return UNLIMITED_SIGHT;
  const combatScene = combat.scene;
  return combatScene && combatScene.id !== scene.id ? UNLIMITED_SIGHT : battleSightOfFlags(combat.flags);
}

/**
 * The battlefield of a scene (the one on the canvas by default), built on first use and again when the battle's
 * visibility or fog, or (v14) the level it is fought on, changes. Never throws: a scene that cannot be read gives a
 * battlefield of null and a warning in the console.
 */
export function sceneBattlefield(scene: Scene.Implementation | null = canvas?.scene ?? null): SceneBattlefield | null {
  if (!scene?.id) return null;
  const sight = battleSightOn(scene);
  const level = battleLevelOn(scene);
  return battlefieldCache.get(
    scene.id,
    () => {
      let built: SceneBattlefield;
      try {
        built = battlefieldOfScene(readScene(scene, level), unitsPerInch(), sight);
      } catch (error) {
        const message = `Scene ${scene.name} could not be read: ${error instanceof Error ? error.message : String(error)}`;
        built = { battlefield: null, raw: null, warnings: [message], names: new Map(), scale: null };
      }
      report(scene.name, built);
      return built;
    },
    snapshotKey(sightKey(sight), level),
  );
}
