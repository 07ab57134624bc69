import { lazyPart } from "../../table/lazy-part";
import type { brawl as brawlHere } from "./brawl-action";
import type { fire as fireHere } from "./fire-action";

/** Fire and Brawl in their lazy chunk (attack-actions.ts): the sheets, HUD and cards that start them load at init. */
const actions = lazyPart(() => import("./attack-actions"));

/** Fire (fire-action.ts), run at once when its chunk has arrived, else when it arrives. */
export const fire: typeof fireHere = (options) =>
  actions.loaded ? actions.loaded.fire(options) : actions.load().then((part) => part.fire(options));

/** Brawl (brawl-action.ts), run at once when its chunk has arrived, else when it arrives. */
export const brawl: typeof brawlHere = (options) =>
  actions.loaded ? actions.loaded.brawl(options) : actions.load().then((part) => part.brawl(options));
