import type { FigureCondition } from "../figures/condition";
import type { WeaponBattleState } from "../figures/vocabulary";

/** A change a resolution makes to the table, for the adapter to apply. */
export type StateChange =
  | { readonly kind: "condition"; readonly figureId: string; readonly condition: FigureCondition }
  | { readonly kind: "luck"; readonly figureId: string; readonly luck: number }
  | { readonly kind: "push"; readonly figureId: string; readonly inches: number; readonly awayFromId: string }
  | {
      readonly kind: "weapon";
      readonly figureId: string;
      readonly weaponId: string;
      readonly battleState: WeaponBattleState;
    };
