import * as rules from "../rules";
import { suggestEnemy } from "./five-parsecs/ai/suggest-enemy";
import { brawl } from "./five-parsecs/attack/brawl-action";
import { fire } from "./five-parsecs/attack/fire-action";
import { cleanUpAfterBattle } from "./five-parsecs/combat/end-of-battle";
import { FoundryDice, naturalResults } from "./table/dice/foundry-dice";
import { figureOf, snapshotOf } from "./five-parsecs/mapping/figure-of";
import { toFigure, toProtectiveGear, toWeapon } from "./five-parsecs/mapping/to-rules";

/**
 * What macros and other modules reach at `game.modules.get("five-parsecs-battle").api`: the whole rules layer (the
 * same exports as dist/rules.mjs) plus the Foundry bridges to feed it. A lazy chunk that load-api.ts fetches at init
 * (issue 37). Documented in docs/api.md.
 */
export const api = Object.freeze({
  ...rules,
  foundry: Object.freeze({
    FoundryDice,
    naturalResults,
    figureOf,
    snapshotOf,
    toFigure,
    toWeapon,
    toProtectiveGear,
    fire,
    brawl,
    cleanUpAfterBattle,
    suggest: suggestEnemy,
  }),
});

export type FiveParsecsBattleApi = typeof api;
