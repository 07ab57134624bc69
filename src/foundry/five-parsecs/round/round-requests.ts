import { MODULE_ID } from "../../../views/common/module-id";
import { lazyPart } from "../../table/lazy-part";
import type * as Service from "./round-service";

/**
 * The round service (round-service.ts) in a lazy chunk: it runs the round machine, which init does without. Each
 * request runs at once when the chunk has arrived, as before, else when it arrives, in the order asked (issue 37).
 */
const service = lazyPart(() => import("./round-service"));

/** Runs a request on the service; a failure after the wait is logged, as a hook's would be. */
function withService(label: string, work: (loaded: typeof Service) => unknown): void {
  if (service.loaded) {
    work(service.loaded);
    return;
  }
  service
    .load()
    .then(work)
    .catch((error: unknown) => console.error(`${MODULE_ID} | round: ${label} failed`, error));
}

export const requestRound: typeof Service.requestRound = (combat, input) =>
  withService("request", (loaded) => loaded.requestRound(combat, input));

export const runAsGM: typeof Service.runAsGM = (combat, input) =>
  withService("request", (loaded) => loaded.runAsGM(combat, input));

export const lineUpAfterHandOver: typeof Service.lineUpAfterHandOver = (combat) =>
  service.load().then((loaded) => loaded.lineUpAfterHandOver(combat));

// Waits through a failed fetch (lazy-part.ts `use`): a GM whose round socket never registered would answer nobody.
export const registerRoundSocket: typeof Service.registerRoundSocket = () =>
  void service.use((loaded) => loaded.registerRoundSocket());

export const startBattle: typeof Service.startBattle = (combat, flags, first) =>
  service.load().then((loaded) => loaded.startBattle(combat, flags, first));

export const postRoundCard: typeof Service.postRoundCard = (card, rolls, flags) =>
  service.load().then((loaded) => loaded.postRoundCard(card, rolls, flags));
