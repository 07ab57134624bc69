import type { SuggestionState } from "../../views/ai/suggestion-flags";

/*
 * The autopilot's next step in the Enemy Actions phase, from what the table shows: which enemy to start, whether its
 * suggestion is to be applied, its activation ended, or why it waits for a person. Pure, so it is tested without
 * Foundry; the driver (autopilot.ts) reads the table and does the step.
 */

/** Why the autopilot waits for a person; each has a lang key `FPB.Autopilot.Reason.<reason>`. */
export const AUTOPILOT_REASONS = ["paused", "snapFire", "brawl", "cannotApply", "noSuggestions"] as const;
export type AutopilotReason = (typeof AUTOPILOT_REASONS)[number];

export interface AutopilotTable {
  readonly phase: string;
  /** The activating figure, and whether it is an enemy. */
  readonly active: { readonly figureId: string; readonly enemy: boolean } | null;
  /** The next enemy whose activation is pending this phase. */
  readonly nextEnemy: string | null;
  /** The state of the active enemy's suggestion card of this round, or null when none is posted yet. */
  readonly suggestion: SuggestionState | null;
  /** A Snap Fire (or Overwatch) card for the active enemy's move that no one has answered yet. */
  readonly watchOpen: boolean;
  readonly suggestionsOff: boolean;
}

export type AutopilotStep =
  | { readonly kind: "idle" }
  | { readonly kind: "wait" }
  | { readonly kind: "start" | "apply" | "end"; readonly figureId: string }
  | { readonly kind: "pause"; readonly reason: AutopilotReason; readonly figureId: string };

export function nextAutopilotStep(table: AutopilotTable): AutopilotStep {
  if (table.phase !== "enemy") return { kind: "idle" };
  const active = table.active;
  if (!active) return table.nextEnemy ? { kind: "start", figureId: table.nextEnemy } : { kind: "idle" };
  // An extra crew activation in the phase (a Battle Event's) is the crew's to play.
  if (!active.enemy) return { kind: "idle" };
  const figureId = active.figureId;
  switch (table.suggestion) {
    case null:
      return table.suggestionsOff ? { kind: "pause", reason: "noSuggestions", figureId } : { kind: "wait" };
    case "pending":
      return { kind: "apply", figureId };
    case "stopped":
      // The move stopped where a crew member may fire: the crew answers first, then the move continues.
      return table.watchOpen ? { kind: "pause", reason: "snapFire", figureId } : { kind: "apply", figureId };
    case "applied":
    case "dismissed":
      return { kind: "end", figureId };
    case "undone":
      return { kind: "pause", reason: "cannotApply", figureId };
  }
}
