import type { BracketBusters as BB } from "../../rules";

/** What the page remembers between clicks that is not battle state: selections and the choices of the panels. */
export interface UiState {
  /** The fighter clicked on the map (its card in the panel). */
  selectedId: string | null;
  /** The enemy picked as the target of an attack, a Coup de Grace or a result. */
  targetId: string | null;
  /** A movement action waiting for its destination on the map. */
  moving: BB.ActionId | null;
  /** The fighter whose Group Activation is being nominated, and those nominated so far. */
  nominating: string | null;
  nominated: string[];
  facing: number;
  weaponId: string | null;
  exertObject: BB.ExertObject;
  /** Ready Fighters: the characteristic each fighter of a Bottled Out gang takes its Nerve test with, once chosen. */
  nerve: Record<string, BB.NerveCharacteristic>;
}

export const initialUi = (): UiState => ({
  selectedId: null,
  targetId: null,
  moving: null,
  nominating: null,
  nominated: [],
  facing: 0,
  weaponId: null,
  exertObject: "door",
  nerve: {},
});

/** Facings offered for Stand Up and Entrench, in degrees (0 along +x, 90 along +y: east, south). */
export const FACINGS = [
  { key: "east", degrees: 0 },
  { key: "south", degrees: 90 },
  { key: "west", degrees: 180 },
  { key: "north", degrees: 270 },
] as const;
