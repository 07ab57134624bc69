import { isActiveGM } from "./active-gm";
import { answerHandedOver } from "./pending-requests";
import { warn } from "./i18n/notify";

/*
 * What both rulesets' rounds share on the GM's side of the module socket: one queue, so two clicks never advance the
 * same state twice, and one listener shape, in which the active GM's client handles each request as the user Foundry
 * names as its sender (never a user named inside the payload), and each client shows the refusals a GM sent its own
 * user.
 */

let queue: Promise<void> = Promise.resolve();

/** Runs requests one after another on the GM's client; a request that throws is told as a warning and the next runs. */
export function enqueue(task: () => Promise<void>): Promise<void> {
  queue = queue.then(task).catch((error: unknown) => {
    warn("FPB.Round.Warn.Failed", { error: error instanceof Error ? error.message : String(error) });
  });
  return queue;
}

interface Refusal {
  readonly userId: string;
}

/** Listens on `event` for one ruleset's messages: requests handled in the queue on the active GM's, refusals shown to their user. */
export function listenForRequests<R, F extends Refusal>(
  event: string,
  parse: (raw: unknown, senderId: string) => R | F | null,
  isRefusal: (message: R | F) => message is F,
  handle: (request: R) => Promise<void>,
  show: (refusal: F) => void,
): void {
  // Foundry calls a module socket's handler with the data and the sending user's id; the installed types omit it.
  const on = game.socket?.on.bind(game.socket) as unknown as
    | ((event: string, fn: (raw: unknown, senderId: string) => void) => void)
    | undefined;
  on?.(event, (raw, senderId) => {
    const message = parse(raw, senderId);
    if (!message) return;
    if (isRefusal(message)) {
      // From any GM, not only the one active now: the GM who refused may have handed over while the refusal travelled.
      if (message.userId === game.user?.id && game.users?.get(senderId)?.isGM) show(message);
      return;
    }
    if (isActiveGM()) void enqueue(() => handle(message));
    else if (game.user?.isGM) answerHandedOver(raw, senderId);
  });
}
