import { LIMITS } from "../../../rules";
import { CHOICE_FIELD_PREFIXES } from "../../../views/five-parsecs/models/choice-fields";
import { choiceField, integerField, setField } from "../../table/models/fields";
import { refuseViolations } from "../../table/models/refuse-violations";

const limits = LIMITS.weapon;
const labels = CHOICE_FIELD_PREFIXES.weapon;

const weaponSchema = () => ({
  range: integerField(limits.range),
  shots: integerField(limits.shots),
  damage: integerField(limits.damage),
  traits: setField(limits.traits, labels.traits),
  battleState: choiceField(limits.battleState, labels.battleState),
});

export type WeaponSchema = ReturnType<typeof weaponSchema>;

/** A weapon's profile (Range, Shots, Damage, traits) and what the battle has done to it. */
export class WeaponModel extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FPB.Weapon"];

  static override defineSchema(): WeaponSchema {
    return weaponSchema();
  }

  static override validateJoint(data: unknown): void {
    refuseViolations("weapon", data);
  }
}
