import type { StateChange } from "../../../rules";
import { CHAT_TEMPLATES } from "../../../views/common/template-paths";
import type { ResolutionCard } from "../../../views/five-parsecs/chat/resolution-card";
import { resolutionFlags, type CardReaction } from "../../../views/five-parsecs/chat/resolution-flags";

export interface Resolution {
  readonly card: ResolutionCard;
  /** The real Rolls behind the card, in order. */
  readonly rolls: readonly Roll[];
  /** The figure that acted: whoever owns it may ask for the changes. */
  readonly actorId: string;
  readonly changes: readonly StateChange[];
  readonly undo: readonly StateChange[];
  readonly reactions: readonly CardReaction[];
  readonly speaker?: ChatMessage.SpeakerData;
}

/**
 * Posts a resolution as one chat message. The changes travel in its flags and are applied by one client when the
 * message is created (see `applyResolutions`): the GM's when one is connected, so a player's shot can change an
 * enemy the player does not own.
 */
export async function postResolution(resolution: Resolution): Promise<ChatMessage.Implementation | undefined> {
  const { card, rolls, actorId, changes, undo, reactions, speaker } = resolution;
  const content = await foundry.applications.handlebars.renderTemplate(CHAT_TEMPLATES.outcome, { ...card });
  return ChatMessage.create({
    content,
    rolls: [...rolls],
    ...(speaker ? { speaker } : {}),
    flags: resolutionFlags({ actorId, changes, undo, reactions, state: "pending", notApplied: [] }),
  });
}
