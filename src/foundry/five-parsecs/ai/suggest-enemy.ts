import { decideEnemyAction, figureById, type EnemySuggestion } from "../../../rules";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import { FoundryDice } from "../../table/dice/foundry-dice";
import { viewedCombat } from "../../table/documents/combat";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { warn } from "../../table/i18n/notify";
import { MODULE_ID } from "../../../views/common/module-id";
import { AI_TEMPLATES } from "../../../views/common/template-paths";
import { suggestionCardView } from "../../../views/five-parsecs/ai/suggestion-card";
import {
  aiSuggestionFlags,
  suggestionFlagsFor,
  type SuggestionFlags,
} from "../../../views/five-parsecs/ai/suggestion-flags";
import { drawSuggestion } from "./suggestion-overlay";
import { enemyIn, figuresOnScene, playerEdgeOf } from "./table-figures";

/*
 * One enemy's suggestion at the table: the live scene and figures as plain data, the rules' decision with real Rolls,
 * and a card whispered to the GMs, its dice written in the card. Nothing moves here; the card's Apply does that, on the GM's click.
 */

type Target = Actor.Implementation | TokenDocument.Implementation | Token.Implementation;

function tokenDocumentOf(target: Target): TokenDocument.Implementation | null {
  if (target instanceof TokenDocument) return target;
  if (target instanceof Actor) {
    const scene = canvas?.scene;
    return (
      scene?.tokens.contents.find((token) => token.actor?.uuid === target.uuid || token.actorId === target.id) ?? null
    );
  }
  return (target as Token.Implementation).document ?? null;
}

interface Worked {
  readonly suggestion: EnemySuggestion;
  readonly names: (id: string) => string;
  readonly targetAt: { x: number; y: number } | null;
}

/** The rules' suggestion for the enemy of a token, or null with a warning saying why. */
async function work(token: TokenDocument.Implementation): Promise<Worked | null> {
  const scene = token.parent;
  const actor = token.actor;
  if (!scene || !actor) return null;
  const field = sceneBattlefield(scene);
  const battlefield = field?.battlefield;
  if (!battlefield) {
    warn("FPB.Ai.Notify.NoBattlefield");
    return null;
  }
  const figures = figuresOnScene(scene);
  if (!enemyIn(figures, actor.uuid) || !figureById(battlefield, actor.uuid)) {
    warn("FPB.Ai.Notify.NotEnemy", { actor: actor.name });
    return null;
  }
  const playerEdge = playerEdgeOf(viewedCombat());
  const dice = new FoundryDice();
  try {
    const suggestion = await decideEnemyAction(
      { battlefield, figures, enemyId: actor.uuid, ...(playerEdge ? { options: { playerEdge } } : {}) },
      dice,
    );
    const names = (id: string): string => figures.get(id)?.name ?? field.names.get(id) ?? id;
    const target = suggestion.attack ? figureById(battlefield, suggestion.attack.targetId) : undefined;
    return { suggestion, names, targetAt: target?.centre ?? null };
  } catch (error) {
    warn("FPB.Ai.Notify.Failed", { actor: actor.name, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The decision a card tells, as the battle summary reads it: the AI table's action and its printed text. */
const decisionFlag = (worked: Worked) => ({
  action: worked.suggestion.decision.action,
  text: worked.suggestion.decision.text,
});

async function content(worked: Worked): Promise<string> {
  const view = suggestionCardView(worked.suggestion, worked.names, foundryLocalizer());
  return foundry.applications.handlebars.renderTemplate(AI_TEMPLATES.suggestion, { ...view });
}

/**
 * Suggests a move for an enemy token (or an actor's token on the canvas scene): a GM-only card and the drawing. For
 * the GM only; returns the card's message, or null.
 */
export async function suggestEnemy(target: Target): Promise<ChatMessage.Implementation | null> {
  if (!game.user?.isGM) return null;
  const token = tokenDocumentOf(target);
  if (!token?.actor) {
    warn("FPB.Ai.Notify.NotEnemy", { actor: target.name ?? "?" });
    return null;
  }
  const worked = await work(token);
  if (!worked) return null;
  const combat = viewedCombat();
  const flags = suggestionFlagsFor(worked.suggestion, {
    tokenUuid: token.uuid,
    combatId: combat?.id ?? null,
    round: combat?.round ?? 0,
  });
  // No `rolls` on the card: every client holds a whisper, and one with rolls shows the players a "rolled privately"
  // line for each suggestion (contract M2/M4). The GM reads every die in the card's own dice list.
  const message = await ChatMessage.create({
    content: await content(worked),
    whisper: ChatMessage.getWhisperRecipients("GM").map((user) => user.id),
    speaker: ChatMessage.getSpeaker({ token }),
    // The AI table's decision, for the battle summary (chat/battle-summary-card.ts).
    flags: { [MODULE_ID]: { ...aiSuggestionFlags(flags)[MODULE_ID], aiDecision: decisionFlag(worked) } } as never,
  });
  if (message) drawSuggestion(message.id!, flags, worked.targetAt);
  return message ?? null;
}

/** Reroll: a new decision with new dice for the same enemy; the card shows it and its plan replaces the old one. */
export async function rerollSuggestion(message: ChatMessage.Implementation, flags: SuggestionFlags): Promise<void> {
  const token = foundry.utils.fromUuidSync(flags.tokenUuid as never) as TokenDocument.Implementation | null;
  if (!(token instanceof TokenDocument)) {
    warn("FPB.Ai.Notify.TokenGone");
    return;
  }
  const worked = await work(token);
  if (!worked) return;
  const next: SuggestionFlags = {
    ...suggestionFlagsFor(worked.suggestion, {
      tokenUuid: flags.tokenUuid,
      combatId: flags.combatId,
      round: flags.round,
    }),
  };
  const flagsNow = { [MODULE_ID]: { aiSuggestion: next, aiDecision: decisionFlag(worked) } };
  await message.update({ content: await content(worked), flags: flagsNow as never });
  drawSuggestion(message.id!, next, worked.targetAt);
}
