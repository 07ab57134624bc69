import { UNHARMED } from "../figures/condition";
import { isCrew, type Figure } from "../figures/figure";
import type { StateChange } from "../outcome/state-change";

/**
 * "All in a Day’s Work": "Any Bleeding / Damaged / Wounded condition is removed at the end of the battle and has no
 * long-term effects", and "Luck": "Luck is restored after the end of the battle". The figure's condition goes back to
 * UNHARMED (markers and every casualty effect) and a crew member's Luck back to its maximum. Only what differs is
 * changed. Goner is cleared too: what becomes of a Goner afterwards is the campaign's business, not the battle's.
 * Weapons come back too: Panic Fire leaves a Pistol unusable "for the rest of the battle", and the Ammo fault's
 * weapon "can be fired only once this battle".
 */
export function afterTheBattle(figure: Figure): StateChange[] {
  const changes: StateChange[] = [];
  if (!isUnharmed(figure)) changes.push({ kind: "condition", figureId: figure.id, condition: UNHARMED });
  if (isCrew(figure) && figure.luck.current !== figure.luck.max) {
    changes.push({ kind: "luck", figureId: figure.id, luck: figure.luck.max });
  }
  for (const weapon of figure.weapons) {
    if (weapon.battleState !== "ready")
      changes.push({ kind: "weapon", figureId: figure.id, weaponId: weapon.id, battleState: "ready" });
  }
  return changes;
}

const isUnharmed = (figure: Figure): boolean =>
  (Object.keys(UNHARMED) as (keyof typeof UNHARMED)[]).every((key) => figure.condition[key] === UNHARMED[key]);
