import type { Figure } from "../figures/figure";
import type { StateChange } from "../outcome/state-change";

/**
 * A figure as the table will show it once `changes` are applied: its condition, Luck and weapons. Several hits in one
 * attack are resolved one after another, and each must see what the hits before it did (a spent Luck point, a Stun
 * marker, a first Wounded), so the rules thread this figure from hit to hit instead of the stale snapshot.
 */
export function figureAfter<F extends Figure>(figure: F, changes: readonly StateChange[]): F {
  return changes.reduce<F>((current, change) => {
    if (change.figureId !== figure.id) return current;
    switch (change.kind) {
      case "condition":
        return { ...current, condition: change.condition };
      case "luck":
        return current.side === "crew" ? { ...current, luck: { ...current.luck, current: change.luck } } : current;
      case "weapon":
        return {
          ...current,
          weapons: current.weapons.map((weapon) =>
            weapon.id === change.weaponId ? { ...weapon, battleState: change.battleState } : weapon,
          ),
        };
      case "push":
        return current;
      default: {
        const unknown: never = change;
        return unknown;
      }
    }
  }, figure);
}
