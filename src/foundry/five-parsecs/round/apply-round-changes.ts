import type { BattleChange, StateChange } from "../../../rules";
import { applyStateChanges } from "../apply/apply-changes";
import { actorAt } from "../../table/documents/by-uuid";

/** The combatants of a combat that stand for a figure (its actor's UUID). */
export const combatantsOf = (combat: Combat.Implementation, figureId: string): Combatant.Implementation[] =>
  [...combat.combatants].filter((combatant) => combatant.actor?.uuid === figureId);

/**
 * Applies a round transition's changes on the GM's client. Conditions, Luck and weapon states go through
 * `applyStateChanges` (Goners are marked defeated there). A figure removed from play is marked defeated in the
 * combat; one that Bailed or left the field is also hidden from players, as it left the table without being killed.
 * "Tougher than expected" and "Change of plans" write the enemy's profile.
 */
export async function applyRoundChanges(
  combat: Combat.Implementation,
  changes: readonly BattleChange[],
): Promise<void> {
  const stateChanges = changes.filter(
    (change): change is StateChange =>
      change.kind === "condition" || change.kind === "luck" || change.kind === "weapon" || change.kind === "push",
  );
  await applyStateChanges(stateChanges);
  for (const change of changes) {
    switch (change.kind) {
      case "removeFromPlay": {
        const hidden = change.reason !== "casualty";
        for (const combatant of combatantsOf(combat, change.figureId)) {
          await combatant.update({ defeated: true, ...(hidden ? { hidden: true } : {}) });
        }
        break;
      }
      case "toughness":
        await actorAt(change.figureId)?.update({ system: { toughness: change.toughness } });
        break;
      case "aiType":
        await actorAt(change.figureId)?.update({ system: { ai: change.ai } });
        break;
      default:
        break;
    }
  }
}
