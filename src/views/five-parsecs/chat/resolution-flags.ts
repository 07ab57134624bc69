import type { StateChange } from "../../../rules";
import { MODULE_ID } from "../../common/module-id";
import { bool, isRecord, list, literal, object, parseOrNull, text, whole } from "../../common/schema";

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

/** A change is the rules' own plain data: its figure and kind are read here, the rest kept whole for the apply step. */
const change = whole<StateChange>(object({ figureId: text(), kind: literal("condition", "luck", "push", "weapon") }));

const resolution = object<ResolutionFlags>({
  actorId: text(),
  changes: list(change),
  undo: list(change),
  reactions: list(
    object<CardReaction>({
      kind: literal("firefight", "lunge"),
      figureId: text(),
      againstId: text(),
      mayDecline: bool,
    }),
  ),
  state: literal("pending", "applied", "refused", "undone"),
  notApplied: list(text()),
});

/**
 * A message's resolution flags, or null when it has none or they are malformed. Flags are stored data any client (or
 * another module) could have written, so they are checked before anything acts on them.
 */
export function resolutionFlagsOf(flags: unknown): ResolutionFlags | null {
  const own = isRecord(flags) ? flags[MODULE_ID] : undefined;
  return isRecord(own) ? parseOrNull(resolution, own["resolution"]) : null;
}

/** The flags object a new resolution message is created with. */
export const resolutionFlags = (resolution: ResolutionFlags) => ({ [MODULE_ID]: { resolution } });

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface FlagConfig {
    ChatMessage: {
      "five-parsecs-battle": { resolution: ResolutionFlags };
    };
  }
}
