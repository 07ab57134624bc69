import { BRACKET_BUSTERS_MODELS } from "./bracket-busters/document-types";
import type { FighterModel } from "./bracket-busters/models/fighter-model";
import type { WeaponProfileModel } from "./bracket-busters/models/weapon-profile-model";
import { FIVE_PARSECS_MODELS } from "./five-parsecs/document-types";
import type { CrewModel } from "./five-parsecs/models/crew-model";
import type { EnemyModel } from "./five-parsecs/models/enemy-model";
import type { GearModel } from "./five-parsecs/models/gear-model";
import type { WeaponModel } from "./five-parsecs/models/weapon-model";

/** Every sub-type's data model, in one map (as dnd5e registers its models), gathered from what each ruleset brings. */
export const DATA_MODELS = {
  Actor: { ...FIVE_PARSECS_MODELS.Actor, ...BRACKET_BUSTERS_MODELS.Actor },
  Item: { ...FIVE_PARSECS_MODELS.Item, ...BRACKET_BUSTERS_MODELS.Item },
} as const;

/** The lang key of a sub-type's label, nested as Foundry reads `TYPES.<Document>.<type>` (the dot included). */
export const typeLabelKey = (documentName: "Actor" | "Item" | "RegionBehavior", type: string): string =>
  `TYPES.${documentName}.${type}`;

export function registerDataModels(): void {
  Object.assign(CONFIG.Actor.dataModels, DATA_MODELS.Actor);
  Object.assign(CONFIG.Item.dataModels, DATA_MODELS.Item);
  // Foundry derives these labels from the same keys; stating them leaves no sub-type showing its raw key.
  for (const type of Object.keys(DATA_MODELS.Actor))
    Object.assign(CONFIG.Actor.typeLabels ?? {}, { [type]: typeLabelKey("Actor", type) });
  for (const type of Object.keys(DATA_MODELS.Item))
    Object.assign(CONFIG.Item.typeLabels ?? {}, { [type]: typeLabelKey("Item", type) });
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      "five-parsecs-battle.crew": typeof CrewModel;
      "five-parsecs-battle.enemy": typeof EnemyModel;
      "five-parsecs-battle.fighter": typeof FighterModel;
    };
    Item: {
      "five-parsecs-battle.weapon": typeof WeaponModel;
      "five-parsecs-battle.gear": typeof GearModel;
      "five-parsecs-battle.weaponProfile": typeof WeaponProfileModel;
    };
  }
}
