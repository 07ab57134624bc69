import { BracketBusters as BB } from "../../rules";
import { MODULE_ID } from "../../views/common/module-id";
import { readArenaMarkers, type ArenaMarkers } from "../../views/bracket-busters/arena-markers";
import { readTokensOf } from "../table/battlefield/read-scene";
import type { SceneData } from "../table/battlefield/scene-data";
import { SETTINGS } from "../table/settings/settings";
import { facingOfRotation, sceneScale, toInches, type SceneScale } from "../table/battlefield/scene-to-battlefield";

/**
 * Where each fighter stands, in tabletop inches, read from its token on the scene (ruling 5's scale): the centre of the
 * token, its facing from the token's rotation, and half its width as the base's radius. Pure over the scene's data, so
 * the geometry the rules measure (Group Activation's radius, base contact, Rally's 3'') is tested without a canvas.
 * A fighter without a token on the scene is left out; the rules then refuse what needs it, naming it.
 */
export function positionsOnScene(scene: SceneData, unitsPerInch: number, fighterIds: readonly string[]): BB.Positions {
  const scale = sceneScale(scene, unitsPerInch);
  if (!scale) return {};
  const wanted = new Set(fighterIds);
  const positions: Record<string, BB.Placement> = {};
  for (const token of scene.tokens) {
    const id = token.actor?.uuid;
    if (!id || !wanted.has(id) || id in positions) continue;
    positions[id] = placementOf(token, scene.dimensions.size, scale);
  }
  return positions;
}

function placementOf(token: SceneData["tokens"][number], gridSize: number, scale: SceneScale): BB.Placement {
  const width = (token.width > 0 ? token.width : 1) * gridSize;
  const height = (token.height > 0 ? token.height : 1) * gridSize;
  const centre = toInches({ x: token.x + width / 2, y: token.y + height / 2 }, scale);
  const radius = Math.min(BB.MAX_BASE_RADIUS, Math.max(0.01, width / 2 / scale.pixelsPerInch));
  return { x: centre.x, y: centre.y, facing: facingOfRotation(token.rotation), radius };
}

/** Where every fighter of a battle stands now, read from the tokens on the combat's scene. */
export function fighterPositions(combat: Combat.Implementation, state: BB.BattleState): BB.Positions {
  const scene = combat.scene;
  if (!scene) return {};
  const unitsPerInch = Number(game.settings?.get(MODULE_ID, SETTINGS.unitsPerInch) ?? 1);
  return positionsOnScene(
    readTokensOf(scene),
    unitsPerInch,
    state.fighters.map((f) => f.fighter.id),
  );
}

/** The ductways and terminals the combat's scene marks: its regions' Bracket Busters marker flags (the Tourney Arena's). */
export function arenaMarkersOf(combat: Combat.Implementation): ArenaMarkers {
  const regions = combat.scene?.regions.contents ?? [];
  return readArenaMarkers(
    regions.map(
      (region) => (region.flags as Record<string, { bracketBusters?: unknown } | undefined>)[MODULE_ID]?.bracketBusters,
    ),
  );
}
