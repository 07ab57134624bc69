import { MODULE_ID } from "../../views/common/module-id";

/*
 * The options of the module's own writes, built fresh for every call. Core writes into the options object a write is
 * handed (parent, parentUuid, action, diff, combatTurn, a token's `_movement`; contract C12/C13), so one object shared
 * between writes carries the first write's parent into the second (the round stops: "Combat is not a valid embedded
 * Document within the Combat Document") or a token's movement into its next push ("Cannot redefine property").
 */

/** The options of a write the round makes itself (initiative bands, the combat's turn and round), with core's own. */
export const roundWriteOptions = <T extends Record<string, unknown>>(core?: T): T & { [MODULE_ID]: { phases: true } } =>
  ({ ...(core ?? ({} as T)), [MODULE_ID]: { phases: true } }) as T & { [MODULE_ID]: { phases: true } };

/** Whether an update was made by the round itself (its options were built by `roundWriteOptions`). */
export const isRoundWrite = (options: unknown): boolean => {
  const own =
    typeof options === "object" && options !== null ? (options as Record<string, unknown>)[MODULE_ID] : undefined;
  return typeof own === "object" && own !== null && (own as { phases?: unknown }).phases === true;
};

/** The options of a token write that places a figure (a push): no move of the figure's own (round/crew-move-guard.ts). */
export const placementOptions = (): { [MODULE_ID]: { placed: true } } => ({ [MODULE_ID]: { placed: true } });

/** Whether a token update was the module placing the figure (its options were built by `placementOptions`). */
export const isPlacement = (options: unknown): boolean => {
  const own =
    typeof options === "object" && options !== null ? (options as Record<string, unknown>)[MODULE_ID] : undefined;
  return typeof own === "object" && own !== null && (own as { placed?: unknown }).placed === true;
};

/**
 * Lines the combatants' initiative up with the round (figure id -> its initiative), in one embedded update the round
 * marks as its own; combatants already there are left alone.
 */
export async function writeInitiatives(
  combat: Combat.Implementation,
  initiatives: ReadonlyMap<string, number>,
): Promise<void> {
  const updates = [...combat.combatants].flatMap((combatant) => {
    const figureId = combatant.actor?.uuid;
    const initiative = figureId ? initiatives.get(figureId) : undefined;
    return initiative !== undefined && combatant.initiative !== initiative && combatant.id
      ? [{ _id: combatant.id, initiative }]
      : [];
  });
  if (updates.length > 0) await combat.updateEmbeddedDocuments("Combatant", updates, roundWriteOptions() as never);
}
