import { warn } from "./i18n/notify";
import { isApplier } from "./active-gm";
import type { Answer } from "./refusal";
import { showRefusal } from "./refusal";
import { remember, requestIdIn, sendAnswer } from "./pending-requests";
import { enqueue, listenForRequests } from "./request-queue";
import { SOCKET } from "./socket";

/*
 * The GM-decides loop, written once for every ruleset: each client asks, the active GM's client decides. A request
 * names the user Foundry says sent it (never a user in its payload) and carries the stamp of the state it was made
 * on. On the GM's client, one request at a time: the input's shape, the battle, who may ask, the stale check (a
 * request made on a state that has moved on is refused, with nothing changed, and its asker alone is told), then the
 * ruleset decides: it reads the table into the rules' input, advances, stores and presents.
 */

/** A request as the GM's client handles it: the message and the user Foundry's socket names as its sender. */
export interface TableRequest<I> {
  readonly userId: string;
  readonly combatId: string;
  readonly input: I;
  /** Where the battle stood on the asking client (the ruleset's `stampOf`). */
  readonly stamp: string;
  /** The asker's own id for the request, echoed in the answer (pending-requests.ts); nothing else reads it. */
  readonly requestId?: string | undefined;
}

/** The answer the active GM sends back to the one user who asked. */
export interface RefusalMessage extends Answer {
  readonly type: string;
  readonly userId: string;
}

/** What the ruleset is handed to decide a request the loop has let through. */
export interface Decision<I, F> {
  readonly combat: Combat.Implementation;
  readonly user: User.Implementation;
  readonly flags: F;
  readonly input: I;
}

/** What a ruleset plugs into the loop: its messages, its stored battle, who may ask, its stamp, and its decision. */
export interface RequestRuleset<I, F, S> {
  /** The socket message types of its requests and its refusals. */
  readonly requestType: string;
  readonly refusalType: string;
  /** A socket message of the ruleset, checked, or null; a request's user is `senderId`, whatever the payload says. */
  readonly parse: (raw: unknown, senderId: string) => TableRequest<I> | RefusalMessage | null;
  /** Why an input cannot be read (the inputs the rules do not check themselves), or null. */
  readonly shapeProblem: (input: I) => Answer | null;
  /** The battle stored in a combat, checked; null when there is none. */
  readonly read: (combat: Combat.Implementation) => F | null;
  readonly stateOf: (flags: F) => S;
  readonly noBattle: Answer;
  /** Why this user may not ask for this input now (before the rules see it), or null when they may. */
  readonly mayAsk: (input: I, state: S, user: User.Implementation, combat: Combat.Implementation) => Answer | null;
  /** Where the battle stands for an input, as text: a request made on another stamp is stale. */
  readonly stampOf: (state: S, input: I) => string;
  readonly stale: Answer;
  /** Reads the table, advances, stores and presents; an Answer is a refusal (nothing stored). */
  readonly decide: (decision: Decision<I, F>) => Promise<Answer | undefined>;
}

function reply<I, F, S>(ruleset: RequestRuleset<I, F, S>, userId: string, refused: Answer): void {
  if (userId === game.user?.id) return showRefusal(refused);
  const message: RefusalMessage = { type: ruleset.refusalType, userId, ...refused };
  game.socket?.emit(SOCKET, message);
}

async function verdictOn<I, F, S>(
  ruleset: RequestRuleset<I, F, S>,
  request: TableRequest<I>,
  combat: Combat.Implementation,
  user: User.Implementation,
): Promise<Answer | undefined> {
  const shape = ruleset.shapeProblem(request.input);
  if (shape) return shape;
  const flags = ruleset.read(combat);
  if (!flags) return ruleset.noBattle;
  const state = ruleset.stateOf(flags);
  const notAllowed = ruleset.mayAsk(request.input, state, user, combat);
  if (notAllowed) return notAllowed;
  if (request.stamp !== ruleset.stampOf(state, request.input)) return ruleset.stale;
  return ruleset.decide({ combat, user, flags, input: request.input });
}

/** One request on the active GM's client: refused to its asker alone, or decided by the ruleset. */
async function handle<I, F, S>(ruleset: RequestRuleset<I, F, S>, request: TableRequest<I>): Promise<void> {
  try {
    const combat = (game.combats?.get(request.combatId) ?? null) as unknown as Combat.Implementation | null;
    const user = game.users?.get(request.userId);
    if (!combat || !user) return;
    const refused = await verdictOn(ruleset, request, combat, user);
    if (refused) reply(ruleset, request.userId, refused);
  } finally {
    // Behind the request's writes and refusal on this connection: the asker stops waiting once they have arrived.
    sendAnswer(request.userId, request.requestId);
  }
}

/**
 * Asks for an input on the state this client shows: decided here on the active GM's client, otherwise sent to it.
 * Without a GM connected nothing can change the battle, and the user is told so.
 */
export function ask<I, F, S>(ruleset: RequestRuleset<I, F, S>, combat: Combat.Implementation, input: I): void {
  const user = game.user;
  const userId = user?.id;
  const combatId = combat.id;
  if (!user || !userId || !combatId) return;
  const flags = ruleset.read(combat);
  const stamp = flags ? ruleset.stampOf(ruleset.stateOf(flags), input) : "";
  if (isApplier(user)) {
    if (!user.isGM) return warn("FPB.Round.Warn.NoGM");
    void enqueue(() => handle(ruleset, { userId, combatId, input, stamp }));
    return;
  }
  // Not the applier, so a GM other than this user is active: the one whose leaving would lose the request.
  const to = game.users?.activeGM?.id ?? "";
  const requestId = remember(to);
  game.socket?.emit(SOCKET, { type: ruleset.requestType, combatId, input, stamp, requestId, to });
}

/** Opens a ruleset's requests on the module socket: decided on the active GM's client; refusals shown to their user. */
export function listen<I, F, S>(ruleset: RequestRuleset<I, F, S>): void {
  const isRefusal = (message: TableRequest<I> | RefusalMessage): message is RefusalMessage =>
    "type" in message && message.type === ruleset.refusalType;
  listenForRequests<TableRequest<I>, RefusalMessage>(
    SOCKET,
    (raw, senderId) => {
      const message = ruleset.parse(raw, senderId);
      return message && !isRefusal(message) ? { ...message, requestId: requestIdIn(raw) } : message;
    },
    isRefusal,
    (request) => handle(ruleset, request),
    showRefusal,
  );
}
