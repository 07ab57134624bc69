import { isUsableState } from "../../../rules";
import { CHOICE_PREFIXES } from "../../common/i18n/choice-labels";
import type { Localizer } from "../../common/i18n/describe-violation";

/*
 * The rows of a figure sheet's carried weapons and gear tables. Pure, so the template gallery builds the same rows
 * from the rules' data as the sheet builds from the actor's Items.
 */

/** What every carried-item row shows of its Item: the edit and delete buttons find it by id, Fire by uuid. */
export interface ItemBasics {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
}

/** One row of the carried weapons table, with its labels already in the user's language. */
export interface WeaponRow extends ItemBasics {
  readonly range: number;
  readonly shots: number;
  readonly damage: number;
  readonly traits: string;
  readonly battleState: string;
  /** Range 0: a weapon used only in brawls. */
  readonly brawlingOnly: boolean;
  /** False after Panic Fire or an Ammo fault. */
  readonly usable: boolean;
  /** A usable ranged weapon: the row offers Fire. */
  readonly fireable: boolean;
}

/** One row of the carried protective gear table. */
export interface GearRow extends ItemBasics {
  readonly kind: string;
  readonly savingThrow: number;
}

/**
 * A weapon's profile, from the rules' Weapon or the Item's data (a Set of traits, choices typed as strings there):
 * the labels only look the values up.
 */
export interface WeaponProfile {
  readonly range: number;
  readonly shots: number;
  readonly damage: number;
  readonly traits: Iterable<string>;
  readonly battleState: string;
}

/** Protective gear's profile, from the rules' ProtectiveGear or the Item's data. */
export interface GearProfile {
  readonly kind: string;
  readonly savingThrow: number;
}

export function weaponRow(item: ItemBasics, weapon: WeaponProfile, i18n: Pick<Localizer, "localize">): WeaponRow {
  const usable = isUsableState(weapon.battleState);
  return {
    ...item,
    range: weapon.range,
    shots: weapon.shots,
    damage: weapon.damage,
    traits: [...weapon.traits].map((trait) => i18n.localize(`${CHOICE_PREFIXES.weaponTrait}.${trait}`)).join(", "),
    battleState: i18n.localize(`${CHOICE_PREFIXES.weaponBattleState}.${weapon.battleState}`),
    brawlingOnly: weapon.range === 0,
    usable,
    fireable: weapon.range > 0 && weapon.shots > 0 && usable,
  };
}

export function gearRow(item: ItemBasics, gear: GearProfile, i18n: Pick<Localizer, "localize">): GearRow {
  return { ...item, kind: i18n.localize(`${CHOICE_PREFIXES.gearKind}.${gear.kind}`), savingThrow: gear.savingThrow };
}
