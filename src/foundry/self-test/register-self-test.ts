import { registerContractBatch } from "./contract/contract-batch";
import { registerFirstSessionBatch } from "./first-session/first-session-batch";
import { registerGangSessionBatch } from "./bracket-busters-session/gang-session-batch";
import type { Quench } from "./quench-types";

/** The batches' keys, as Quench lists them. */
export const SELF_TEST_BATCHES = {
  contract: "five-parsecs-battle.contract",
  firstSession: "five-parsecs-battle.first-session",
  gangSession: "five-parsecs-battle.bracket-busters-session",
} as const;

/** Registers the module's Quench batches with a `quench` that is ready for them. */
export function registerBatches(quench: Quench): void {
  registerContractBatch(quench, SELF_TEST_BATCHES.contract);
  registerFirstSessionBatch(quench, SELF_TEST_BATCHES.firstSession);
  registerGangSessionBatch(quench, SELF_TEST_BATCHES.gangSession);
}

/**
 * The in-world self-test: when the Quench module is active it fires `quenchReady` (in its `setup` hook, after `init`),
 * and the module's batches are registered for a GM to run in a throwaway world. Without Quench nothing happens.
 */
export function registerSelfTest(): void {
  Hooks.on("quenchReady", registerBatches);
}
