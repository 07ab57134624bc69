import { id, literal, object, orElse, parseOrNull, text, variant } from "../../common/schema";
import { refusalData } from "../round/round-request";

/*
 * A Snap Fire or Overwatch card's answer on the module socket. The card is the GM's chat message, which only its author
 * or a GM may change (contract P6), so the watcher's owner asks the active GM's client to record the answer.
 */

/** What the watcher did: fired (its shot has a card of its own) or held fire. */
export type WatchAnswer = "fired" | "declined";

export interface WatchAnswerInput {
  readonly messageId: string;
  readonly answer: WatchAnswer;
}

export interface WatchAnswerRequest {
  readonly type: "watchAnswer";
  /** The user Foundry's socket names as the sender, never one the payload names. */
  readonly userId: string;
  readonly combatId: string;
  readonly input: WatchAnswerInput;
  readonly stamp: string;
}

export interface WatchAnswerRefusal {
  readonly type: "watchAnswerRefused";
  readonly userId: string;
  readonly key: string;
  readonly data: Readonly<Record<string, string>>;
  readonly message: string;
}

const socketMessage = variant("type", {
  watchAnswer: object({
    type: literal("watchAnswer"),
    combatId: id(),
    input: object({ messageId: id(), answer: literal("fired", "declined") }),
    stamp: orElse(text(), ""),
  }),
  watchAnswerRefused: object({
    type: literal("watchAnswerRefused"),
    userId: id(),
    key: id(),
    data: refusalData,
    message: text(),
  }),
});

/** A watch answer or its refusal from the socket, checked, or null; a request is `senderId`'s. */
export function parseWatchAnswerMessage(
  value: unknown,
  senderId: string,
): WatchAnswerRequest | WatchAnswerRefusal | null {
  const message = senderId ? parseOrNull(socketMessage, value) : null;
  if (!message) return null;
  return message.type === "watchAnswer" ? { ...message, userId: senderId } : message;
}
