import { watchFlagsOf } from "../../../views/five-parsecs/ai/suggestion-flags";
import { chatMessages } from "./latest-suggestion";

/*
 * The Snap Fire and Overwatch cards no one has answered yet, by combat and mover: the autopilot asks on every card hook
 * whether the active enemy's move waits for a watcher, and a lookup here replaces a scan of the whole chat log. Kept
 * per user, as a test world runs several clients on this one module; filled from the log once, then by the chat hooks.
 */

/** Per user: each open card's key (combat and mover) by message id. */
const openCards = new Map<string, Map<string, string>>();
/** Per user: how many open cards each key has. */
const counts = new Map<string, Map<string, number>>();

const keyOf = (combatId: string, moverId: string): string => `${combatId}.${moverId}`;

function tablesOf(userId: string): { cards: Map<string, string>; count: Map<string, number> } {
  let cards = openCards.get(userId);
  let count = counts.get(userId);
  if (!cards || !count) {
    cards = new Map();
    count = new Map();
    openCards.set(userId, cards);
    counts.set(userId, count);
    for (const message of chatMessages()) note(cards, count, message.id, message.flags);
  }
  return { cards, count };
}

function note(cards: Map<string, string>, count: Map<string, number>, messageId: string | null, flags: unknown): void {
  if (!messageId) return;
  const before = cards.get(messageId);
  if (before !== undefined) {
    cards.delete(messageId);
    const left = (count.get(before) ?? 1) - 1;
    if (left > 0) count.set(before, left);
    else count.delete(before);
  }
  const watch = flags === null ? null : watchFlagsOf(flags);
  if (watch?.state !== "offered" || !watch.combatId) return;
  const key = keyOf(watch.combatId, watch.moverId);
  cards.set(messageId, key);
  count.set(key, (count.get(key) ?? 0) + 1);
}

/** A chat message was created or changed (flags as they are now) or deleted (null). */
export function noteWatchCard(message: ChatMessage.Implementation, deleted = false): void {
  const userId = game.user?.id;
  if (!userId) return;
  const { cards, count } = tablesOf(userId);
  note(cards, count, message.id, deleted ? null : message.flags);
}

/** Whether a watcher's card for this mover's move waits for an answer. */
export function watchOpenFor(combatId: string, moverId: string): boolean {
  const userId = game.user?.id;
  return userId ? (tablesOf(userId).count.get(keyOf(combatId, moverId)) ?? 0) > 0 : false;
}
