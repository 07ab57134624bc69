import { MODULE_ID } from "../../../views/common/module-id";
import { SETTINGS } from "../settings/settings";
import { TerrainBehaviorModel } from "../models/terrain-behavior-model";
import { battlefieldCache, sceneBattlefield } from "./battlefield-store";
import { changeReshapes, type BattlefieldDocumentName } from "./cache";
import { followChange } from "./follow-change";
import { redrawOverlays as redraw, safely } from "./overlay-redraw";
import { TERRAIN_BEHAVIOR_TYPE } from "./terrain-type";

/** After a change that reshapes a scene's battlefield: the snapshot follows it or is forgotten, then a redraw. */
function changed(
  documentName: BattlefieldDocumentName,
  document: { readonly parent?: unknown },
  changes?: object,
): void {
  safely(`${documentName} change`, () => {
    if (!changeReshapes(documentName, changes)) return;
    followChange(battlefieldCache, documentName, document, changes);
    redraw();
  });
}

/** The terrain RegionBehavior sub-type: its data model, label and icon. */
function registerTerrainBehavior(): void {
  CONFIG.RegionBehavior.dataModels[TERRAIN_BEHAVIOR_TYPE] = TerrainBehaviorModel;
  // v13 fills these maps for the core behaviours; a module adds its own entries to them.
  Object.assign(CONFIG.RegionBehavior.typeLabels ?? {}, { [TERRAIN_BEHAVIOR_TYPE]: "FPB.Terrain.TypeLabel" });
  Object.assign(CONFIG.RegionBehavior.typeIcons, { [TERRAIN_BEHAVIOR_TYPE]: "fa-solid fa-tree" });
}

function registerHooks(): void {
  Hooks.on("canvasReady", () =>
    safely("canvasReady", () => {
      battlefieldCache.invalidate(canvas?.scene?.id);
      sceneBattlefield();
      redraw();
    }),
  );
  for (const name of ["Wall", "Region", "RegionBehavior", "Token"] as const) {
    Hooks.on(`create${name}`, (document: { readonly parent?: unknown }) => changed(name, document));
    Hooks.on(`update${name}`, (document: { readonly parent?: unknown }, changes: object) =>
      changed(name, document, changes),
    );
    Hooks.on(`delete${name}`, (document: { readonly parent?: unknown }) => changed(name, document));
  }
  // v14 Scene Levels: a Level added, changed or removed (these hooks never fire on v13, and its types lack them).
  const onLevel = Hooks.on.bind(Hooks) as (
    hook: string,
    fn: (document: { readonly parent?: unknown }, changes?: object) => void,
  ) => number;
  onLevel("createLevel", (document) => changed("Level", document));
  onLevel("updateLevel", (document, changes) => changed("Level", document, changes ?? {}));
  onLevel("deleteLevel", (document) => changed("Level", document));
  Hooks.on("updateScene", (scene: Scene.Implementation, changes: object) =>
    safely("updateScene", () => {
      if (changeReshapes("Scene", changes)) battlefieldCache.invalidate(scene.id);
      redraw();
    }),
  );
  Hooks.on("updateSetting", (setting: { readonly key?: string }) =>
    safely("updateSetting", () => {
      if (setting.key !== `${MODULE_ID}.${SETTINGS.unitsPerInch}`) return;
      battlefieldCache.clear();
      redraw();
    }),
  );
  // The battle round's visibility and fog live in the combat's flags: the cache compares them on the next query
  // (battleSightOn), so a change to a battle, or a battle ending, only needs a redraw.
  Hooks.on("updateCombat", (_combat: unknown, changes: object) => {
    if ("flags" in changes) redraw();
  });
  Hooks.on("deleteCombat", () => redraw());
  Hooks.on("controlToken", () => redraw());
  Hooks.on("targetToken", (user: User.Implementation) => {
    if (user === game.user) redraw();
  });
}

/**
 * The battlefield in Foundry: the terrain RegionBehavior, the cache of each scene's battlefield (following or rebuilt
 * when walls, regions, behaviours or tokens change), read by every measurement through the cache, and the rulesets'
 * canvas overlays redrawn after each change (overlay-redraw.ts). Call once from the `init` hook.
 */
export function registerBattlefield(): void {
  registerTerrainBehavior();
  registerHooks();
}
