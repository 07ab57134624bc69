import { DEFAULT_FEATURE_HEIGHT, TERRAIN_KINDS } from "../../../rules";
import { choiceLabels } from "../../../views/common/i18n/choice-labels";

/** Lang prefix of the terrain kinds' labels: `FPB.Terrain.Kind.area`. */
export const TERRAIN_KIND_PREFIX = "FPB.Terrain.Kind";

const terrainSchema = () => {
  const fields = foundry.data.fields;
  return {
    kind: new fields.StringField({
      required: true,
      blank: false,
      choices: choiceLabels(TERRAIN_KINDS, TERRAIN_KIND_PREFIX),
      initial: "area",
    }),
    /** Inches above the table; 0 for flat ground (difficult ground, a pool), which hides nothing. */
    height: new fields.NumberField({
      required: true,
      nullable: false,
      min: 0,
      max: 100,
      initial: DEFAULT_FEATURE_HEIGHT.area,
    }),
  };
};

export type TerrainSchema = ReturnType<typeof terrainSchema>;

/**
 * The RegionBehavior sub-type `five-parsecs-battle.terrain`: the region is a terrain feature of the rules (area,
 * individual, linear, difficult ground or impassable) with a height in inches. It reacts to no region events; the
 * battlefield reads it from the scene (src/foundry/table/battlefield).
 */
export class TerrainBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<TerrainSchema> {
  static override LOCALIZATION_PREFIXES = ["FPB.Terrain"];

  static override defineSchema(): TerrainSchema {
    return terrainSchema();
  }
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DataModelConfig {
    RegionBehavior: {
      "five-parsecs-battle.terrain": typeof TerrainBehaviorModel;
    };
  }
}
