import type { StateChange } from "../../../rules";
import { MODULE_ID } from "../../shared/module-id";

/** A reaction the card offers to one figure: "Firefights" (fire back) or "Lunging" (move into a brawl). */
export interface CardReaction {
  readonly kind: "firefight" | "lunge";
  readonly figureId: string;
  /** The firer it answers. */
  readonly againstId: string;
  /** "Player characters may" decline; an enemy's reaction is the GM's to take. */
  readonly mayDecline: boolean;
}

/** Where a resolution's changes stand: waiting for the client that applies them, applied, refused or undone. */
export type ResolutionState = "pending" | "applied" | "refused" | "undone";

/**
 * What a resolution's chat message carries besides its text, so any client can act on it later (after a reload too):
 * the figure that acted, the changes to apply and how to undo them, and the reactions it offers.
 */
export interface ResolutionFlags {
  readonly actorId: string;
  readonly changes: readonly StateChange[];
  readonly undo: readonly StateChange[];
  readonly reactions: readonly CardReaction[];
  readonly state: ResolutionState;
  /** Names of the figures whose changes could not be applied, for the card to say so. */
  readonly notApplied: readonly string[];
}

const STATES: readonly ResolutionState[] = ["pending", "applied", "refused", "undone"];
const KINDS: readonly StateChange["kind"][] = ["condition", "luck", "push", "weapon"];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isString = (value: unknown): value is string => typeof value === "string";

/**
 * A message's resolution flags, or null when it has none or they are malformed. Flags are stored data any client (or
 * another module) could have written, so they are checked before anything acts on them.
 */
export function resolutionFlagsOf(flags: unknown): ResolutionFlags | null {
  const own = isRecord(flags) ? flags[MODULE_ID] : undefined;
  const resolution = isRecord(own) ? own["resolution"] : undefined;
  if (!isRecord(resolution)) return null;
  const { actorId, changes, undo, reactions, state, notApplied } = resolution;
  if (!isString(actorId) || !isChangeList(changes) || !isChangeList(undo)) return null;
  if (!Array.isArray(reactions) || !reactions.every(isReaction)) return null;
  if (!STATES.includes(state as ResolutionState)) return null;
  if (!Array.isArray(notApplied) || !notApplied.every(isString)) return null;
  return { actorId, changes, undo, reactions, state: state as ResolutionState, notApplied };
}

/** The flags object a new resolution message is created with. */
export const resolutionFlags = (resolution: ResolutionFlags) => ({ [MODULE_ID]: { resolution } });

function isChangeList(value: unknown): value is StateChange[] {
  return (
    Array.isArray(value) &&
    value.every(
      (change) =>
        isRecord(change) && isString(change["figureId"]) && KINDS.includes(change["kind"] as StateChange["kind"]),
    )
  );
}

function isReaction(value: unknown): value is CardReaction {
  return (
    isRecord(value) &&
    (value["kind"] === "firefight" || value["kind"] === "lunge") &&
    isString(value["figureId"]) &&
    isString(value["againstId"]) &&
    typeof value["mayDecline"] === "boolean"
  );
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: {
      "five-parsecs-battle": { resolution: ResolutionFlags };
    };
  }
}
