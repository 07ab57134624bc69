import { isCrew, type Figure } from "../figures/figure";
import type { StateChange } from "./state-change";

/**
 * The changes that put the table back as it was before `changes`, read from the figures as they were: their
 * condition, Luck and weapon states. A push is a move its owner made by hand, so it is not taken back here.
 * Changes for a figure not given are left out rather than guessed.
 */
export function undoChanges(changes: readonly StateChange[], before: readonly Figure[]): StateChange[] {
  const byId = new Map(before.map((figure) => [figure.id, figure]));
  const undo: StateChange[] = [];
  const seen = new Set<string>();
  for (const change of changes) {
    const figure = byId.get(change.figureId);
    if (!figure || change.kind === "push") continue;
    const key =
      change.kind === "weapon" ? `weapon:${change.figureId}:${change.weaponId}` : `${change.kind}:${change.figureId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const restored = restore(change, figure);
    if (restored) undo.push(restored);
  }
  return undo;
}

function restore(change: Exclude<StateChange, { kind: "push" }>, figure: Figure): StateChange | null {
  switch (change.kind) {
    case "condition":
      return { kind: "condition", figureId: figure.id, condition: figure.condition };
    case "luck":
      return isCrew(figure) ? { kind: "luck", figureId: figure.id, luck: figure.luck.current } : null;
    case "weapon": {
      const weapon = figure.weapons.find(({ id }) => id === change.weaponId);
      return weapon ? { ...change, battleState: weapon.battleState } : null;
    }
  }
}
