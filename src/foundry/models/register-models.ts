import { ACTOR_TYPES, ITEM_TYPES } from "../module-id";
import { CrewModel } from "./crew-model";
import { EnemyModel } from "./enemy-model";
import { GearModel } from "./gear-model";
import { WeaponModel } from "./weapon-model";

/** Every sub-type's data model, in one map (as dnd5e registers its models). */
export const DATA_MODELS = {
  Actor: { [ACTOR_TYPES.crew]: CrewModel, [ACTOR_TYPES.enemy]: EnemyModel },
  Item: { [ITEM_TYPES.weapon]: WeaponModel, [ITEM_TYPES.gear]: GearModel },
} as const;

export function registerDataModels(): void {
  Object.assign(CONFIG.Actor.dataModels, DATA_MODELS.Actor);
  Object.assign(CONFIG.Item.dataModels, DATA_MODELS.Item);
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      "five-parsecs-battle.crew": typeof CrewModel;
      "five-parsecs-battle.enemy": typeof EnemyModel;
    };
    Item: {
      "five-parsecs-battle.weapon": typeof WeaponModel;
      "five-parsecs-battle.gear": typeof GearModel;
    };
  }
}
