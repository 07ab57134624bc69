import { ACTOR_TYPES, ITEM_TYPES, MODULE_ID } from "../views/shared/module-id";
import { CrewSheet } from "./five-parsecs/sheets/crew-sheet";
import { EnemySheet } from "./five-parsecs/sheets/enemy-sheet";
import { FighterSheet } from "./bracket-busters/sheets/fighter-sheet";
import { GearSheet } from "./five-parsecs/sheets/gear-sheet";
import { TEMPLATE_PATHS } from "../views/shared/template-paths";
import { WeaponSheet } from "./five-parsecs/sheets/weapon-sheet";
import { WeaponProfileSheet } from "./bracket-busters/sheets/weapon-profile-sheet";

/**
 * Makes each sheet the default for its sub-type and starts loading the templates (and their partials), so the first
 * sheet opens without waiting. Call from the `init` hook.
 */
export function registerSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  Actors.registerSheet(MODULE_ID, CrewSheet, {
    types: [ACTOR_TYPES.crew],
    makeDefault: true,
    label: "FPB.Sheet.Label.Crew",
  });
  Actors.registerSheet(MODULE_ID, EnemySheet, {
    types: [ACTOR_TYPES.enemy],
    makeDefault: true,
    label: "FPB.Sheet.Label.Enemy",
  });
  Items.registerSheet(MODULE_ID, WeaponSheet, {
    types: [ITEM_TYPES.weapon],
    makeDefault: true,
    label: "FPB.Sheet.Label.Weapon",
  });
  Items.registerSheet(MODULE_ID, GearSheet, {
    types: [ITEM_TYPES.gear],
    makeDefault: true,
    label: "FPB.Sheet.Label.Gear",
  });
  Actors.registerSheet(MODULE_ID, FighterSheet, {
    types: [ACTOR_TYPES.fighter],
    makeDefault: true,
    label: "FPB.BracketBusters.FighterSheet.Label",
  });
  Items.registerSheet(MODULE_ID, WeaponProfileSheet, {
    types: [ITEM_TYPES.weaponProfile],
    makeDefault: true,
    label: "FPB.BracketBusters.FighterSheet.WeaponLabel",
  });
  void foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]);
}
