import { MODULE_ID } from "../../../views/common/module-id";

/*
 * Each ruleset draws its own overlays on the canvas; the table only knows when the battlefield changed. A ruleset
 * registers its drawer at init and the table redraws them all once after a burst of changes.
 */

const drawers: (() => void)[] = [];

/** Runs a hook's work and logs instead of throwing: a canvas hook must never break the canvas (issue #5). */
export function safely(label: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    console.warn(`${MODULE_ID} | battlefield: ${label} failed`, error);
  }
}

/** Adds a ruleset's overlay drawer (once per client, at init). */
export function registerOverlayDrawer(draw: () => void): void {
  if (!drawers.includes(draw)) drawers.push(draw);
}

/** Draws every ruleset's overlays now. */
export function drawAllOverlays(): void {
  for (const draw of drawers) safely("redraw", draw);
}

/** Redraws the overlays once after a burst of changes (a group moved, a wall drawn); made on first use. */
let debounced: (() => void) | null = null;
export function redrawOverlays(): void {
  debounced ??= foundry.utils.debounce(drawAllOverlays, 30);
  debounced();
}
