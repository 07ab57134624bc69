import { MODULE_ID } from "../../views/common/module-id";
import { lazyPart } from "../table/lazy-part";
import type * as Service from "./gang-service";

/**
 * The gang service (gang-service.ts) in a lazy chunk: it runs the Bracket Busters machine, which init does without.
 * Each request runs at once when the chunk has arrived, as before, else when it arrives, in the order asked (issue 37).
 */
const service = lazyPart(() => import("./gang-service"));

export const requestGang: typeof Service.requestGang = (combat, input) => {
  if (service.loaded) return service.loaded.requestGang(combat, input);
  service
    .load()
    .then((loaded) => loaded.requestGang(combat, input))
    .catch((error: unknown) => console.error(`${MODULE_ID} | gang: request failed`, error));
};

// Waits through a failed fetch (lazy-part.ts `use`): a GM whose gang socket never registered would answer nobody.
export const registerGangSocket: typeof Service.registerGangSocket = () =>
  void service.use((loaded) => loaded.registerGangSocket());

export const startGangBattle: typeof Service.startGangBattle = (combat, flags) =>
  service.load().then((loaded) => loaded.startGangBattle(combat, flags));
