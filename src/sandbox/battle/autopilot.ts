import {
  autopilotBattleTable,
  nextAutopilotStep,
  type AutopilotPauseReason,
} from "../../views/five-parsecs/round/autopilot-step";
import type { SandboxInput } from "./sandbox-input";
import type { SandboxState } from "./store-state";

/** Why the autopilot waits for the player: a lang key under `FPB.Sandbox.Battle.Autopilot.Why` and its data. */
export interface AutopilotPause {
  readonly reason: Exclude<AutopilotPauseReason, "noSuggestions">;
  readonly data: Readonly<Record<string, string>>;
}

/** The autopilot's next move: an input it gives as the Apply button or the tracker would, or where it waits. */
export type AutopilotStep = { readonly input: SandboxInput } | { readonly pause: AutopilotPause } | null;

/**
 * What the autopilot does next (issue 38, "Solo play"), by the one step rule (views/round/autopilot-step.ts) read
 * from the sandbox's state and given as the input its buttons give. Null when the crew is to act (or the battle is
 * over).
 *
 * `resumedAt` is the log's length when the player last pressed Resume or Step: a pause that the log's last input
 * called for is then passed over, and the autopilot goes on (past a Snap Fire offer, Apply walks on: the shot passes).
 */
export function autopilotStep(state: SandboxState, resumedAt = -1): AutopilotStep {
  const battle = state.battle;
  if (!battle) return null;
  const name = (id: string): string => state.figures[id]?.name ?? id;
  const fresh = state.log.length > resumedAt;
  const last = fresh ? state.log[state.log.length - 1] : undefined;
  const refused =
    last?.refusal && (last.input.type === "applySuggestion" || isAutopilotRound(last.input)) ? last.refusal : null;
  const offer = fresh && state.suggestion ? (state.suggestionMove?.offer ?? null) : null;
  const cardChoice = fresh ? lastCardChoice(state) : null;
  const step = nextAutopilotStep({
    ...autopilotBattleTable(battle),
    // The sandbox suggests for every enemy it starts; Apply or Skip clears it.
    suggestion: state.suggestion ? "pending" : "applied",
    suggestionsOff: false,
    watchOpen: offer !== null,
    cardChoice,
    refused,
  });
  const round = (input: Extract<SandboxInput, { type: "round" }>["input"]): AutopilotStep => ({
    input: { type: "round", input },
  });
  switch (step.kind) {
    case "idle":
    case "wait":
      return null;
    case "start":
      return round({ type: "startActivation", figureId: step.figureId });
    case "end":
      return round({ type: "endActivation", figureId: step.figureId });
    case "endPhase":
      return round({ type: "runEndPhase" });
    case "apply":
      return { input: { type: "applySuggestion" } };
    case "pause":
      switch (step.reason) {
        case "eventChoice":
          return { pause: { reason: "eventChoice", data: { event: battle.pendingChoices[0]?.eventId ?? "" } } };
        case "refused":
          return { pause: { reason: "refused", data: { why: refused ?? "" } } };
        case "snapFire":
          return {
            pause: {
              reason: "snapFire",
              data: { watcher: name(offer?.watcherId ?? ""), mover: name(state.suggestion?.figureId ?? "") },
            },
          };
        case "cardChoice":
          return { pause: { reason: "cardChoice", data: { card: cardChoice ?? "" } } };
        case "noSuggestions":
          return null;
      }
  }
}

const isAutopilotRound = (input: SandboxInput): boolean =>
  input.type === "round" &&
  (input.input.type === "runEndPhase" ||
    input.input.type === "startActivation" ||
    input.input.type === "endActivation");

/**
 * The title of the last input's card when it offers the crew a choice (a brawl's push), while the autopilot's own
 * input posted it: a player's later input is taken as their answer.
 */
function lastCardChoice(state: SandboxState): string | null {
  const last = state.log[state.log.length - 1];
  if (last?.input.type !== "applySuggestion") return null;
  const card = last.cards.find((c) => c.buttons.length > 0);
  return card ? card.title : null;
}
