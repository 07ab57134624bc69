import type { FigureCondition } from "../../../rules";

/**
 * Documents as plain, document-shaped data: what the mapping to rules types reads. Built from live documents by
 * `figure-of.ts`; written by hand in tests.
 */
export interface ItemSnapshot {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
}

export interface ActorSnapshot {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly items: readonly ItemSnapshot[];
  /** The figure's battle condition, once the adapter tracks it; unharmed when absent. */
  readonly condition?: FigureCondition;
}
