import type { StateChange } from "../../../rules";
import { actorAt } from "../../table/documents/by-uuid";
import { viewedCombat } from "../../table/documents/combat";
import { conditionFromStatuses, CONDITION_STATUS, statusToggles } from "../conditions/condition-statuses";

/** What could not be applied here, for the caller to offer or report (a push is a move the owner makes). */
export interface Unapplied {
  readonly change: StateChange;
  readonly reason: "offered" | "notFound" | "notPermitted";
}

/**
 * Applies a resolution's state changes to the documents: condition as token statuses (Goner marks the figure
 * defeated), Luck and weapon battle state as data. Pushes are returned to be offered as a move, not made. Only what
 * this user may change is touched; the rest is returned, so nothing is silently dropped.
 */
export async function applyStateChanges(changes: readonly StateChange[]): Promise<Unapplied[]> {
  const unapplied: Unapplied[] = [];
  for (const change of changes) {
    if (change.kind === "push") {
      unapplied.push({ change, reason: "offered" });
      continue;
    }
    const actor = actorAt(change.figureId);
    if (!actor) unapplied.push({ change, reason: "notFound" });
    else if (!actor.isOwner) unapplied.push({ change, reason: "notPermitted" });
    else await apply(actor, change);
  }
  return unapplied;
}

async function apply(actor: Actor.Implementation, change: Exclude<StateChange, { kind: "push" }>): Promise<void> {
  switch (change.kind) {
    case "condition":
      for (const { id, active } of statusToggles(conditionFromStatuses(actor.statuses), change.condition)) {
        await actor.toggleStatusEffect(id, { active, overlay: id === CONDITION_STATUS.goner });
      }
      await markDefeated(actor, change.condition.goner);
      return;
    case "luck":
      await actor.update({ system: { luck: { value: change.luck } } });
      return;
    case "weapon":
      await actor.items
        .find((item) => item.uuid === change.weaponId)
        ?.update({ system: { battleState: change.battleState } });
  }
}

/** A Goner is defeated in the battle's combat, so the tracker skips it; undoing a Goner revives it. */
async function markDefeated(actor: Actor.Implementation, defeated: boolean): Promise<void> {
  for (const combatant of viewedCombat()?.combatants ?? []) {
    if (combatant.actor?.uuid === actor.uuid && combatant.defeated !== defeated && combatant.isOwner) {
      await combatant.update({ defeated });
    }
  }
}
