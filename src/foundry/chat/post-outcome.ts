import { CHAT_TEMPLATES } from "../../views/template-paths";
import type { OutcomeCard } from "../../views/chat/outcome-card";

/**
 * Posts one chat card for a resolution, carrying the real Rolls behind it, so the dice show in the card's roll
 * tooltip and 3D dice modules animate them.
 */
export async function postOutcome(card: OutcomeCard, rolls: readonly Roll[], speaker?: ChatMessage.SpeakerData) {
  const content = await foundry.applications.handlebars.renderTemplate(CHAT_TEMPLATES.outcome, { ...card });
  return ChatMessage.create({ content, rolls: [...rolls], ...(speaker ? { speaker } : {}) });
}
