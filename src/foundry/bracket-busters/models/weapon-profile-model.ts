import { ALL_LIMITS } from "../../../rules";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { refuseFighterViolations, weaponProfileSystemViolations } from "../fighter-limits";
import { BRACKET_BUSTERS_CHOICES } from "./fighter-model";
import { booleanField, optionalIntegerField, setField } from "../../table/models/fields";

const limits = ALL_LIMITS.bracketBustersWeapon;

const weaponProfileSchema = () => ({
  ranged: booleanField(limits.ranged),
  /** The Ammo check's `N+` target on a D6; null for a profile that never runs Out of Ammo. */
  ammo: optionalIntegerField(limits.ammo),
  traits: setField(limits.traits, BRACKET_BUSTERS_CHOICES.weaponTrait),
});

export type WeaponProfileSchema = ReturnType<typeof weaponProfileSchema>;

/** A Bracket Busters weapon profile (`BracketBusters.WeaponProfile`); the Item's name is the profile's name. */
export class WeaponProfileModel extends foundry.abstract.TypeDataModel<WeaponProfileSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["FPB.BracketBusters.WeaponProfile"];

  static override defineSchema(): WeaponProfileSchema {
    return weaponProfileSchema();
  }

  static override validateJoint(data: unknown): void {
    refuseFighterViolations("bracketBustersWeapon", weaponProfileSystemViolations(data), foundryLocalizer());
  }
}
