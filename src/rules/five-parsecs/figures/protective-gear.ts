import type { GearKind } from "./vocabulary";

/** Armour or a screen: "Figures with a Saving Throw roll 1D6 when they take a hit." */
export interface ProtectiveGear {
  readonly id: string;
  readonly name: string;
  readonly kind: GearKind;
  /** The score to equal or beat on 1D6, e.g. 5 for "5+". */
  readonly savingThrow: number;
}
