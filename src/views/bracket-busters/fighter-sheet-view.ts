import { BracketBusters as BB } from "../../rules";
import { say, sayOr, type Lang } from "./lang";

/*
 * What the fighter sheet shows besides its inputs: the carried weapon profiles and the injury history as rows of
 * words. Pure, so the gallery draws the same rows from plain data.
 */

/** The twelve characteristics in the fighter card's order, each with its label key. */
export const PROFILE_ORDER: readonly BB.Characteristic[] = BB.CHARACTERISTICS;

export interface ItemBasics {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
}

export interface WeaponProfileRow extends ItemBasics {
  /** "Ranged" or "Melee". */
  readonly kind: string;
  /** "Ammo 4+", or "Never Out of Ammo". */
  readonly ammo: string;
  readonly traits: string;
}

export interface InjuryRow {
  readonly index: number;
  readonly outcome: string;
  /** The Permanent Injury's name, or empty. */
  readonly permanentInjury: string;
  readonly recovery: boolean;
  readonly dead: boolean;
}

export interface WeaponProfileData {
  readonly ranged: boolean;
  readonly ammo: number | null;
  readonly traits: Iterable<string>;
}

export function weaponProfileRow(basics: ItemBasics, profile: WeaponProfileData, lang: Lang): WeaponProfileRow {
  return {
    ...basics,
    kind: say(lang, profile.ranged ? "FighterSheet.Ranged" : "FighterSheet.Melee"),
    ammo:
      profile.ammo === null
        ? say(lang, "FighterSheet.NoAmmo")
        : say(lang, "FighterSheet.Ammo", { value: profile.ammo }),
    traits: [...profile.traits].map((trait) => sayOr(lang, `WeaponTrait.${trait}`, trait)).join(", "),
  };
}

export interface InjuryData {
  readonly outcome: string;
  readonly permanentInjury: string;
  readonly recovery: boolean;
  readonly dead: boolean;
}

export const injuryRows = (injuries: readonly InjuryData[], lang: Lang): InjuryRow[] =>
  injuries.map((injury, index) => ({
    index,
    outcome: sayOr(lang, `InjuryOutcome.${injury.outcome}`, injury.outcome),
    permanentInjury:
      injury.permanentInjury === "" ? "" : sayOr(lang, `Injury.${injury.permanentInjury}`, injury.permanentInjury),
    recovery: injury.recovery,
    dead: injury.dead,
  }));
