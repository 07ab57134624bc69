import { MODULE_ID } from "../../views/shared/module-id";
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

export const registerGangSocket: typeof Service.registerGangSocket = () => {
  if (service.loaded) return service.loaded.registerGangSocket();
  service
    .load()
    .then((loaded) => loaded.registerGangSocket())
    .catch((error: unknown) => console.error(`${MODULE_ID} | gang: socket failed`, error));
};

export const startGangBattle: typeof Service.startGangBattle = (combat, flags) =>
  service.load().then((loaded) => loaded.startGangBattle(combat, flags));
