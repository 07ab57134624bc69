import type { MovementTrigger } from "../../../rules";
import { fire } from "../attack/attacks";
import { tokenOf } from "../attack/figures-on-canvas";
import { resolutionFlagsOf } from "../../../views/five-parsecs/chat/resolution-flags";
import { actorAt } from "../../table/documents/by-uuid";
import { viewedCombat } from "../../table/documents/combat";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { figureOf } from "../mapping/figure-of";
import { sendOverwatch } from "../round/overwatch-service";
import { requestRound } from "../round/round-requests";
import { AI_TEMPLATES } from "../../../views/common/template-paths";
import { aiWatchFlags, type WatchFlags } from "../../../views/five-parsecs/ai/suggestion-flags";
import { watchCardView } from "../../../views/five-parsecs/ai/watch-card-view";
import { askWatchAnswer } from "./watch-answers";

/*
 * A Snap Fire or Overwatch trigger as a card for whoever may fire: the watcher's owners and the GMs. Its Fire button
 * opens the fire dialog at the mover ("Overwatch fire is resolved normally but hits only on a natural 6"); a Snap Fire
 * shot is then recorded in the round with its effect on the mover.
 */

/** The users who own a figure, and the GMs: who the watch card is whispered to. */
function ownersOf(figureId: string): string[] {
  const actor = actorAt(figureId);
  const users = game.users?.contents ?? [];
  return users
    .filter((user) => user.isGM || (actor?.testUserPermission(user, "OWNER") ?? false))
    .map((user) => user.id!);
}

export async function postWatchCard(
  trigger: MovementTrigger,
  moverId: string,
  names: (id: string) => string,
): Promise<void> {
  const i18n = foundryLocalizer();
  const watch: WatchFlags = {
    watcherId: trigger.watcherId,
    moverId,
    kind: trigger.kind,
    combatId: viewedCombat()?.id ?? null,
    state: "offered",
  };
  const content = await foundry.applications.handlebars.renderTemplate(AI_TEMPLATES.watch, {
    ...watchCardView(trigger, moverId, watch.state, names, i18n),
  });
  await ChatMessage.create({ content, whisper: ownersOf(trigger.watcherId), flags: aiWatchFlags(watch) as never });
}

/** The watcher fires at the mover (or holds fire); the active GM's client records which on the card. */
export async function answerWatch(
  message: ChatMessage.Implementation,
  watch: WatchFlags,
  answer: "fire" | "decline",
): Promise<void> {
  if (answer === "fire") {
    const mover = actorAt(watch.moverId);
    const figure = mover ? figureOf(mover) : null;
    if (!mover || !figure) return;
    const shot = await fire({
      actor: actorAt(watch.watcherId),
      targets: [{ figure, token: tokenOf(mover) }],
      ...(watch.kind === "overwatch" ? { mode: "naturalSixOnly" as const } : {}),
    });
    if (!shot) return;
    const combat = viewedCombat();
    if (watch.kind === "snapFire" && combat) {
      const change = resolutionFlagsOf(shot.flags)?.changes.find(
        (c) => c.kind === "condition" && c.figureId === watch.moverId,
      );
      const marker = change?.kind === "condition" ? change.condition.marker : null;
      requestRound(combat, { type: "snapFire", figureId: watch.watcherId, effectOnMover: marker ?? "none" });
    }
    // "Enemy Overwatch": it fires "the first time a target becomes visible", and only then.
    if (watch.kind === "overwatch") sendOverwatch(watch.watcherId, "fired");
  }
  // The card is the GM's message (contract P6): the active GM's client records the answer, whoever gave it. Asked of
  // the card's own combat, which the GM's client checks, whichever combat this client's tracker shows.
  const combat = watch.combatId ? (game.combats?.get(watch.combatId) as Combat.Implementation | undefined) : undefined;
  if (message.id && combat)
    askWatchAnswer(combat, { messageId: message.id, answer: answer === "fire" ? "fired" : "declined" });
}
