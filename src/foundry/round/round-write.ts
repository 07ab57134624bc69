import { MODULE_ID } from "../../views/module-id";

/** The update option the round's own writes carry (either ruleset): initiative bands, and the combat's turn and round. */
export const PHASE_WRITE = { [MODULE_ID]: { phases: true } } as const;

/** Whether an update was made by the round itself (its options carry `PHASE_WRITE`). */
export const isRoundWrite = (options: unknown): boolean => {
  const own = typeof options === "object" && options !== null ? (options as Record<string, unknown>)[MODULE_ID] : undefined;
  return typeof own === "object" && own !== null && (own as { phases?: unknown }).phases === true;
};

/** The update option of a token write that places a figure (a push): no move of the figure's own (crew-move-guard.ts). */
export const PLACED = { [MODULE_ID]: { placed: true } } as const;

/** Whether a token update was the module placing the figure (its options carry `PLACED`). */
export const isPlacement = (options: unknown): boolean => {
  const own = typeof options === "object" && options !== null ? (options as Record<string, unknown>)[MODULE_ID] : undefined;
  return typeof own === "object" && own !== null && (own as { placed?: unknown }).placed === true;
};
