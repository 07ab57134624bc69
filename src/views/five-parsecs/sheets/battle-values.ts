import {
  arcOfFire,
  bestSavingThrow,
  isEnemy,
  isFearless,
  PISTOL_ARC_OF_FIRE_DEGREES,
  type Figure,
} from "../../../rules";

/** One source of a Saving Throw: the enemy's own profile or a piece of protective gear. */
export interface SavingThrowSource {
  readonly source: string;
  readonly value: number;
  /** The one to roll: Saving Throws do not stack, and the lowest target is the best. */
  readonly best: boolean;
}

/** What the rules work out from a figure as a whole, for the sheet to show. */
export interface BattleValues {
  /** Width of the Arc of Fire in degrees. */
  readonly arcOfFire: number;
  /** The wider arc, because the only ranged weapons carried are Pistols. */
  readonly pistolsOnly: boolean;
  /** Best first. */
  readonly savingThrows: readonly SavingThrowSource[];
  /** Enemies only: Fearless as the rules apply it, and whether only the Lieutenant role makes it so. */
  readonly fearless?: { readonly effective: boolean; readonly byRole: boolean };
}

/**
 * Arc of Fire, Fearless and the Saving Throws of a figure, read from the rules (`arcOfFire`, `isFearless`); null
 * without a figure (an actor whose data is outside the limits). `ownSavingThrow` names an enemy's own Saving Throw.
 */
export function battleValues(figure: Figure | null, ownSavingThrow: string): BattleValues | null {
  if (!figure) return null;
  const degrees = arcOfFire(figure);
  const sources = figure.gear.map((gear) => ({ source: gear.name, value: gear.savingThrow }));
  if (isEnemy(figure) && figure.savingThrow !== null) {
    sources.unshift({ source: ownSavingThrow, value: figure.savingThrow });
  }
  const best = bestSavingThrow(figure);
  const savingThrows = sources
    .map((source) => ({ ...source, best: source.value === best }))
    .sort((a, b) => a.value - b.value);
  const values: BattleValues = {
    arcOfFire: degrees,
    pistolsOnly: degrees === PISTOL_ARC_OF_FIRE_DEGREES,
    savingThrows,
  };
  if (!isEnemy(figure)) return values;
  const effective = isFearless(figure);
  return { ...values, fearless: { effective, byRole: effective && !figure.fearless } };
}
