import { warn } from "./i18n/notify";
import { SOCKET } from "./socket";

/*
 * The asker's side of a request in flight. A request goes to the client of the GM who is active when it is sent. If
 * that browser goes away before it answers, the request goes with it (its queue, its writes not yet stored), and the
 * server hands nothing on to the next GM. So the asker keeps each request until that GM's answer comes back, and when
 * the GM leaves first, tells its user to ask again. The answer travels behind the GM's writes on the GM's own
 * connection, so it arrives after them: a request the GM applied is never reported as lost.
 */

interface Pending {
  readonly requestId: string;
  readonly gmId: string;
}

interface Asker {
  sent: number;
  pending: Pending[];
}

/** The message the active GM sends its asker once a request is handled, accepted or refused. */
export interface AnswerMessage {
  readonly type: typeof ANSWERED;
  readonly userId: string;
  readonly requestId: string;
}

const ANSWERED = "tableAnswered";
const MAX_ID = 64;

// One browser has one `game`; keyed by it, so clients that share one process (the test double's) keep their own.
const askers = new WeakMap<object, Asker>();

function askerHere(): Asker {
  let asker = askers.get(game);
  if (!asker) {
    asker = { sent: 0, pending: [] };
    askers.set(game, asker);
  }
  return asker;
}

/** Notes a request this client sends to the GM `gmId`; answers the id the request carries. */
export function remember(gmId: string): string {
  const asker = askerHere();
  asker.sent += 1;
  const requestId = `${game.user?.id ?? ""}.${asker.sent}`;
  asker.pending.push({ requestId, gmId });
  return requestId;
}

/** A request's id as its payload carries it, or undefined: an id is only ever echoed back, never trusted for more. */
export const requestIdIn = (raw: unknown): string | undefined => {
  const id = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)["requestId"] : undefined;
  return typeof id === "string" && id.length > 0 && id.length <= MAX_ID ? id : undefined;
};

/** On the GM's client: tells the asker its request was handled. */
export function sendAnswer(userId: string, requestId: string | undefined): void {
  if (!requestId || userId === game.user?.id) return;
  const message: AnswerMessage = { type: ANSWERED, userId, requestId };
  game.socket?.emit(SOCKET, message);
}

function onMessage(raw: unknown, senderId: string): void {
  if (typeof raw !== "object" || raw === null || (raw as Record<string, unknown>)["type"] !== ANSWERED) return;
  const { userId } = raw as Record<string, unknown>;
  const requestId = requestIdIn(raw);
  if (userId !== game.user?.id || !requestId || !game.users?.get(senderId)?.isGM) return;
  const asker = askerHere();
  asker.pending = asker.pending.filter((p) => p.requestId !== requestId);
}

function onUserConnected(user: User.Implementation, connected: boolean): void {
  if (connected) return;
  const asker = askerHere();
  const lost = asker.pending.filter((p) => p.gmId === user.id);
  if (lost.length === 0) return;
  asker.pending = asker.pending.filter((p) => p.gmId !== user.id);
  warn("FPB.Table.Warn.AskAgain", { gm: user.name ?? "" });
}

/** Listens, once per client, for the GM's answers and for a GM who leaves with this client's requests unanswered. */
export function watchPendingRequests(): void {
  const on = game.socket?.on.bind(game.socket) as unknown as
    | ((event: string, fn: (raw: unknown, senderId: string) => void) => void)
    | undefined;
  on?.(SOCKET, onMessage);
  Hooks.on("userConnected", onUserConnected);
}
