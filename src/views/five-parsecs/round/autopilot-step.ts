import type { BattleState } from "../../../rules";
import type { SuggestionState } from "../ai/suggestion-flags";

/*
 * The autopilot's next step (issue 38, "Solo play"), once for both adapters: Foundry's driver (foundry/ai/autopilot.ts)
 * and the sandbox's loop (sandbox/battle/autopilot.ts) each read their table into this plain shape and turn the step
 * into their own action. In the Enemy Actions phase each enemy is started, its suggestion applied as Apply does, and
 * its activation ended; the End Phase is run; it pauses wherever the rules give the crew a choice or its last input
 * was refused.
 */

/** Why the autopilot waits for a person. */
export const AUTOPILOT_PAUSES = ["snapFire", "cardChoice", "eventChoice", "refused", "noSuggestions"] as const;
export type AutopilotPauseReason = (typeof AUTOPILOT_PAUSES)[number];

export interface AutopilotTable {
  readonly phase: BattleState["phase"];
  readonly over: boolean;
  /** The activating figure, and whether it is an enemy. */
  readonly active: { readonly figureId: string; readonly enemy: boolean } | null;
  /** The next enemy whose activation is pending this phase. */
  readonly nextEnemy: string | null;
  /** The active enemy's suggestion this round: null while none is posted (or ever will be, suggestions off). */
  readonly suggestion: SuggestionState | null;
  readonly suggestionsOff: boolean;
  /** A Snap Fire (or Overwatch) offer that stopped the active enemy's move and no one has answered yet. */
  readonly watchOpen: boolean;
  /** The title of a card the autopilot's last input posted that asks the crew to choose (a brawl's push). */
  readonly cardChoice: string | null;
  /** A Battle Event waiting for the player to pick a crew member ("Seized the moment", "A desperate plan"). */
  readonly pendingChoice: string | null;
  /** Why the autopilot's last input was refused (or changed nothing), until the player resumes. */
  readonly refused: string | null;
}

export type AutopilotStep =
  | { readonly kind: "idle" }
  /** Its card is on the way: the next change of the table wakes it. */
  | { readonly kind: "wait" }
  | { readonly kind: "start" | "apply" | "end"; readonly figureId: string }
  | { readonly kind: "endPhase" }
  | { readonly kind: "pause"; readonly reason: AutopilotPauseReason; readonly figureId: string | null };

export function nextAutopilotStep(table: AutopilotTable): AutopilotStep {
  if (table.over) return { kind: "idle" };
  const activeId = table.active?.figureId ?? null;
  // The choice blocks the next round's Reaction step: nothing is to be rolled past it.
  if (table.pendingChoice) return { kind: "pause", reason: "eventChoice", figureId: null };
  if (table.refused) return { kind: "pause", reason: "refused", figureId: activeId };
  if (table.phase === "end") return { kind: "endPhase" };
  if (table.phase !== "enemy") return { kind: "idle" };
  // Asked by the autopilot's own last input, even when that input also ended the activation.
  if (table.cardChoice) return { kind: "pause", reason: "cardChoice", figureId: activeId };
  const active = table.active;
  if (!active) return table.nextEnemy ? { kind: "start", figureId: table.nextEnemy } : { kind: "idle" };
  // An extra crew activation in the phase (a Battle Event's) is the crew's to play.
  if (!active.enemy) return { kind: "idle" };
  const figureId = active.figureId;
  if (table.watchOpen) return { kind: "pause", reason: "snapFire", figureId };
  switch (table.suggestion) {
    case null:
      return table.suggestionsOff ? { kind: "pause", reason: "noSuggestions", figureId } : { kind: "wait" };
    // A stopped move whose watcher answered goes on, as the card's Continue does.
    case "pending":
    case "stopped":
      return { kind: "apply", figureId };
    case "applied":
    case "dismissed":
      return { kind: "end", figureId };
    case "undone":
      return { kind: "pause", reason: "refused", figureId };
  }
}

/** What the battle state itself tells the autopilot; the adapter adds what its cards and last input tell. */
export function autopilotBattleTable(
  battle: BattleState,
): Pick<AutopilotTable, "phase" | "over" | "active" | "nextEnemy" | "pendingChoice"> {
  const isEnemy = (figureId: string) => battle.enemies.some((enemy) => enemy.id === figureId);
  const next = battle.schedule.find((slot) => slot.status === "pending" && slot.phase === "enemy");
  return {
    phase: battle.phase,
    over: battle.over !== null,
    active: battle.active ? { figureId: battle.active.figureId, enemy: isEnemy(battle.active.figureId) } : null,
    nextEnemy: next && isEnemy(next.figureId) ? next.figureId : null,
    pendingChoice: battle.pendingChoices[0]?.eventId ?? null,
  };
}
