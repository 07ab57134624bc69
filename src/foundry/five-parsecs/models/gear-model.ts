import { LIMITS } from "../../../rules";
import { CHOICE_FIELD_PREFIXES } from "../../../views/five-parsecs/models/choice-fields";
import { choiceField, integerField } from "../../table/models/fields";
import { refuseViolations } from "../../table/models/refuse-violations";

const limits = LIMITS.gear;
const labels = CHOICE_FIELD_PREFIXES.gear;

const gearSchema = () => ({
  kind: choiceField(limits.kind, labels.kind),
  savingThrow: integerField(limits.savingThrow),
});

export type GearSchema = ReturnType<typeof gearSchema>;

/** Armour or a screen, which gives its wearer a Saving Throw. */
export class GearModel extends foundry.abstract.TypeDataModel<GearSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FPB.Gear"];

  static override defineSchema(): GearSchema {
    return gearSchema();
  }

  static override validateJoint(data: unknown): void {
    refuseViolations("gear", data);
  }
}
