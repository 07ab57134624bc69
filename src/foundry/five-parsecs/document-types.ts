import { ACTOR_TYPES, ITEM_TYPES } from "../../views/common/module-id";
import { CrewModel } from "./models/crew-model";
import { EnemyModel } from "./models/enemy-model";
import { GearModel } from "./models/gear-model";
import { WeaponModel } from "./models/weapon-model";
import { CrewSheet } from "./sheets/crew-sheet";
import { EnemySheet } from "./sheets/enemy-sheet";
import { GearSheet } from "./sheets/gear-sheet";
import { WeaponSheet } from "./sheets/weapon-sheet";

/** What Five Parsecs brings to Foundry's documents: crew members and enemies, their weapons and gear. */
export const FIVE_PARSECS_MODELS = {
  Actor: { [ACTOR_TYPES.crew]: CrewModel, [ACTOR_TYPES.enemy]: EnemyModel },
  Item: { [ITEM_TYPES.weapon]: WeaponModel, [ITEM_TYPES.gear]: GearModel },
} as const;

/** Each sub-type's sheet, with the lang key of its label. */
export const FIVE_PARSECS_SHEETS = {
  Actor: [
    { sheet: CrewSheet, type: ACTOR_TYPES.crew, label: "FPB.Sheet.Label.Crew" },
    { sheet: EnemySheet, type: ACTOR_TYPES.enemy, label: "FPB.Sheet.Label.Enemy" },
  ],
  Item: [
    { sheet: WeaponSheet, type: ITEM_TYPES.weapon, label: "FPB.Sheet.Label.Weapon" },
    { sheet: GearSheet, type: ITEM_TYPES.gear, label: "FPB.Sheet.Label.Gear" },
  ],
} as const;
