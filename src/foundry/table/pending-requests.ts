import { warn } from "./i18n/notify";
import { perPage } from "./per-page";
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

/**
 * The message the active GM sends its asker once a request is handled, accepted or refused; or, with `handedOver`, the
 * message of the GM the request was sent to, who was no longer the active GM when it arrived.
 */
export interface AnswerMessage {
  readonly type: typeof ANSWERED;
  readonly userId: string;
  readonly requestId: string;
  readonly handedOver?: true;
}

const ANSWERED = "tableAnswered";
const MAX_ID = 64;

const askerHere = perPage((): Asker => ({ sent: 0, pending: [] }));

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

/** The GM a request was sent to, as its payload names it (the asker's active GM when it asked), or undefined. */
export const addresseeIn = (raw: unknown): string | undefined => {
  const to = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)["to"] : undefined;
  return typeof to === "string" && to.length > 0 && to.length <= MAX_ID ? to : undefined;
};

/**
 * On the client of a GM who is no longer the active GM, a request sent to this GM: it arrived after the hand-over. This
 * client may not decide it, and the GM active now may never have had it (away when it was sent), so the asker is told
 * to ask again rather than left waiting until this GM leaves.
 */
export function answerHandedOver(raw: unknown, senderId: string): void {
  const requestId = requestIdIn(raw);
  if (!requestId || addresseeIn(raw) !== game.user?.id || senderId === game.user?.id) return;
  const message: AnswerMessage = { type: ANSWERED, userId: senderId, requestId, handedOver: true };
  game.socket?.emit(SOCKET, message);
}

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
  const gm = game.users?.get(senderId);
  if (userId !== game.user?.id || !requestId || !gm?.isGM) return;
  const asker = askerHere();
  const waiting = asker.pending.some((p) => p.requestId === requestId);
  asker.pending = asker.pending.filter((p) => p.requestId !== requestId);
  if (waiting && (raw as Record<string, unknown>)["handedOver"] === true)
    warn("FPB.Table.Warn.HandedOver", { gm: gm.name ?? "" });
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
