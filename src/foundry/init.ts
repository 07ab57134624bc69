// The sheets first: with foundry-vtt-types 13.345, TypeScript checks the sheet classes against their bases too deeply
// (TS2321) once the fighter mapping's document types were instantiated before them. Import order only; no behaviour.
import { registerSheets } from "./register-sheets";
import { registerBattlefield } from "./table/battlefield/register-battlefield";
import { registerBracketBusters } from "./bracket-busters/register-bracket-busters";
import { registerLimitGuards } from "./table/hooks/limit-guard";
import { registerDataModels } from "./register-models";
import { registerFiveParsecs } from "./five-parsecs/register-five-parsecs";
import { registerSelfTest } from "./self-test/load-self-test";
import { registerSettings } from "./table/settings/settings";
import { registerTable } from "./table/register-table";
import { loadApi } from "./load-api";
import { preloadLazyParts } from "./table/lazy-part";

/**
 * Everything the module registers in Foundry's `init` hook, in order. What init does without (the API, the round and
 * gang services, the tracker panels, the attacks, the enemy AI, the overlays) ships in lazy chunks, fetched from here
 * on while Foundry loads the world; each hook that needs one before it has arrived waits for it (table/lazy-part.ts).
 */
export function initModule(): void {
  registerSettings();
  registerDataModels();
  registerSheets();
  registerLimitGuards();
  registerTable();
  registerBattlefield();
  registerFiveParsecs();
  registerBracketBusters();
  registerSelfTest();
  loadApi();
  preloadLazyParts().catch((error: unknown) => console.error("five-parsecs-battle | a chunk did not load", error));
}
