import { hasTrait, usableRangedWeapons, type Figure } from "../../../rules";
import type { FireForm } from "./fire-form";

export interface WeaponOption {
  readonly id: string;
  readonly name: string;
  readonly range: number;
  readonly shots: number;
  readonly damage: number;
  readonly selected: boolean;
}

/** What the fire dialog template shows: the form, the choices it offers, and which optional rules apply. */
export interface FireDialogContext {
  readonly form: FireForm;
  readonly firerName: string;
  readonly weapons: readonly WeaponOption[];
  /** "Gun Slinging" needs two Pistols. */
  readonly secondPistols: readonly WeaponOption[];
  /** "Panic Fire" only with a Pistol. */
  readonly canPanicFire: boolean;
  readonly hasTargets: boolean;
  /** Some rows were measured on the scene's battlefield (their cells explain themselves on hover). */
  readonly measured: boolean;
  /** v14 Scene Levels: the firer stands off the battle's level, so nothing was measured on the scene; null otherwise. */
  readonly firerLevelNote: string | null;
}

/** The dialog's view of a form for this firer. */
export function fireDialogContext(firer: Figure, form: FireForm): FireDialogContext {
  const fireable = usableRangedWeapons(firer);
  const option =
    (selectedId: string | null) =>
    (weapon: (typeof fireable)[number]): WeaponOption => ({
      id: weapon.id,
      name: weapon.name,
      range: weapon.range,
      shots: weapon.shots,
      damage: weapon.damage,
      selected: weapon.id === selectedId,
    });
  const pistols = fireable.filter((weapon) => hasTrait(weapon, "pistol"));
  return {
    form,
    firerName: firer.name,
    weapons: fireable.map(option(form.weaponId)),
    secondPistols: pistols.length >= 2 ? pistols.map(option(form.secondPistolId)) : [],
    canPanicFire: pistols.length > 0,
    hasTargets: form.targets.length > 0,
    measured: form.targets.some((row) => row.hints !== null),
    firerLevelNote: form.firerLevelNote ?? null,
  };
}
