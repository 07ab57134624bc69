import { registerContractBatch } from "./contract/contract-batch";
import { registerFirstSessionBatch } from "./first-session/first-session-batch";
import { registerGangSessionBatch } from "./bracket-busters-session/gang-session-batch";
import { registerSoloSessionBatch } from "./solo-session/solo-session-batch";
import type { Quench } from "./quench-types";

/** The batches' keys, as Quench lists them. */
export const SELF_TEST_BATCHES = {
  contract: "five-parsecs-battle.contract",
  firstSession: "five-parsecs-battle.first-session",
  gangSession: "five-parsecs-battle.bracket-busters-session",
  soloSession: "five-parsecs-battle.solo-session",
} as const;

/**
 * Registers the module's Quench batches with a `quench` that is ready for them. This file is the self-test chunk's
 * entry: only load-self-test.ts imports it, with `import()`, so the batches stay out of main.js.
 */
export function registerBatches(quench: Quench): void {
  registerContractBatch(quench, SELF_TEST_BATCHES.contract);
  registerFirstSessionBatch(quench, SELF_TEST_BATCHES.firstSession);
  registerGangSessionBatch(quench, SELF_TEST_BATCHES.gangSession);
  registerSoloSessionBatch(quench, SELF_TEST_BATCHES.soloSession);
}
