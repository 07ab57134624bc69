import type { StateChange } from "../outcome/state-change";

/**
 * The changes an attack leaves behind, once each: the last condition and Luck of every figure and the last state of
 * every weapon (each hit already saw the ones before it), and every push in order, since pushes add up on the table.
 * Applying the settled list gives the same table as applying them all, with fewer document updates.
 */
export function settleChanges(changes: readonly StateChange[]): StateChange[] {
  const last = new Map<string, number>();
  changes.forEach((change, index) => {
    const key = keyOf(change);
    if (key !== null) last.set(key, index);
  });
  return changes.filter((change, index) => {
    const key = keyOf(change);
    return key === null || last.get(key) === index;
  });
}

function keyOf(change: StateChange): string | null {
  switch (change.kind) {
    case "condition":
    case "luck":
      return `${change.kind}:${change.figureId}`;
    case "weapon":
      return `weapon:${change.figureId}:${change.weaponId}`;
    case "push":
      return null;
  }
}
