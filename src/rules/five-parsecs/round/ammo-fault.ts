import type { Dice } from "../../core/dice/dice";
import type { CrewFigure } from "../figures/figure";
import { isRanged, isUsableState } from "../figures/weapon";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { randomFigure } from "./random-figure";

export const AMMO_FAULT_RULE = "Ammo fault";

/** A weapon a crew figure fired this round, as the round recorded it; null when the tracker could not tell which. */
export interface FiredWeapon {
  readonly figureId: string;
  readonly weaponId: string | null;
}

/**
 * What the event did: the fired weapon is spent ("cannot be used for the rest of the battle"), a random weapon may
 * fire only once, nothing changed (the weapon was already unusable or limited, or there is no weapon that fires), or
 * the figure fired but the module cannot tell which of its ranged weapons ("unknownWeapon": mark it by hand).
 */
export type AmmoFaultResult = "spent" | "singleShot" | "unchanged" | "noWeapon" | "unknownWeapon";

export interface AmmoFaultOutcome {
  readonly result: AmmoFaultResult;
  readonly weaponId: string | null;
  readonly steps: readonly Step[];
  readonly changes: readonly StateChange[];
}

/**
 * The weapon a figure fired last: the recorded one if the figure carries it, else (our reading) its only ranged
 * weapon, since a figure with a single ranged weapon can have fired nothing else. Null when it cannot be told.
 */
export function firedWeaponOf(figure: CrewFigure, fired: readonly FiredWeapon[]): string | null {
  const own = fired.filter((f) => f.figureId === figure.id);
  const recorded = own
    .map((f) => f.weaponId)
    .filter((id): id is string => id !== null && figure.weapons.some((w) => w.id === id));
  if (recorded.length > 0) return recorded[recorded.length - 1]!;
  const ranged = figure.weapons.filter(isRanged);
  return ranged.length === 1 ? ranged[0]!.id : null;
}

/**
 * Battle Events "Ammo fault": "Select a random figure in your crew. If they fired a weapon last round, it cannot be
 * used for the rest of the battle. If they did not, select a random carried weapon, which can be fired only once this
 * battle." The event is rolled in the End Phase, so "last round" is the round now ending (our reading). "A random
 * carried weapon" is picked among the figure's weapons that fire and can still fire (our reading: a melee weapon is
 * never fired, a spent one fires no more). The weapon states are the ones Panic Fire uses: "ammoFault" is unusable,
 * "singleShotLeft" becomes "ammoFault" once fired (`afterFiring`), and the end-of-battle cleanup makes both ready.
 */
export async function rollAmmoFault(
  figure: CrewFigure,
  fired: readonly FiredWeapon[],
  dice: Dice,
): Promise<AmmoFaultOutcome> {
  const change = (weaponId: string, battleState: "ammoFault" | "singleShotLeft"): StateChange => ({
    kind: "weapon",
    figureId: figure.id,
    weaponId,
    battleState,
  });
  if (fired.some((f) => f.figureId === figure.id)) {
    const weaponId = firedWeaponOf(figure, fired);
    if (weaponId === null) return { result: "unknownWeapon", weaponId: null, steps: [], changes: [] };
    const weapon = figure.weapons.find((w) => w.id === weaponId)!;
    if (weapon.battleState === "ammoFault" || weapon.battleState === "panicFired")
      return { result: "unchanged", weaponId, steps: [], changes: [] };
    return { result: "spent", weaponId, steps: [], changes: [change(weaponId, "ammoFault")] };
  }
  const candidates = figure.weapons.filter((w) => isRanged(w) && isUsableState(w.battleState));
  if (candidates.length === 0) return { result: "noWeapon", weaponId: null, steps: [], changes: [] };
  const pick = await randomFigure(
    candidates.map((w) => w.id),
    dice,
    `${AMMO_FAULT_RULE}: random weapon`,
    AMMO_FAULT_RULE,
  );
  const weapon = candidates.find((w) => w.id === pick.figureId)!;
  const steps = pick.step.dice.length > 0 ? [{ ...pick.step, result: weapon.name }] : [];
  if (weapon.battleState === "singleShotLeft") return { result: "unchanged", weaponId: weapon.id, steps, changes: [] };
  return { result: "singleShot", weaponId: weapon.id, steps, changes: [change(weapon.id, "singleShotLeft")] };
}
