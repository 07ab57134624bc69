import type { Quench, QuenchBatchContext, QuenchBatchKey } from "../quench-types";
import type { ContractCheck, ContractSection } from "./check";
import { SOCKET_CHECKS } from "./socket-checks";
import { UPDATE_CHECKS } from "./update-checks";
import { MODEL_CHECKS } from "./model-checks";
import { HOOK_CHECKS } from "./hook-checks";
import { COMBAT_CHECKS } from "./combat-checks";
import { PERMISSION_CHECKS } from "./permission-checks";
import { FLAG_CHECKS } from "./flag-checks";
import { CHAT_AND_ROLL_CHECKS } from "./chat-roll-checks";
import { I18N_CHECKS } from "./i18n-checks";
import { CANVAS_CHECKS } from "./canvas-checks";
import { SETTINGS_CHECKS } from "./settings-checks";
import { ADVENTURE_CHECKS } from "./adventure-checks";
import { WINDOW_CHECKS } from "./window-checks";
import { recordMenuHooks } from "./menu-hooks";
import { releaseGeneration } from "../../table/generation/release";

/** The sections of docs/foundry-contract.md, in its order. */
export const CONTRACT_SECTIONS: readonly ContractSection[] = [
  SOCKET_CHECKS,
  UPDATE_CHECKS,
  MODEL_CHECKS,
  HOOK_CHECKS,
  COMBAT_CHECKS,
  PERMISSION_CHECKS,
  FLAG_CHECKS,
  CHAT_AND_ROLL_CHECKS,
  I18N_CHECKS,
  CANVAS_CHECKS,
  SETTINGS_CHECKS,
  ADVENTURE_CHECKS,
  WINDOW_CHECKS,
];

/** Why a check does not run on this generation: its row states another generation's behaviour. */
const otherGeneration = (check: ContractCheck, generation: number): string | null =>
  check.generations && !check.generations.includes(generation)
    ? `holds on v${check.generations.join(" and v")} only`
    : null;

/**
 * The test title Quench shows: the check name first, so a row of the contract is found by it, then the generation
 * whose behaviour it expects (the one the world runs).
 */
export const checkTitle = (check: ContractCheck, generation: number): string => {
  const title = `${check.name}: (expects v${generation}) ${check.says}`;
  const skip = "skip" in check ? check.skip : otherGeneration(check, generation);
  return skip === null ? title : `${title} (skipped: ${skip})`;
};

function registerCheck({ it, assert }: QuenchBatchContext, check: ContractCheck, generation: number): void {
  if ("skip" in check || otherGeneration(check, generation) !== null) {
    it.skip(checkTitle(check, generation));
    return;
  }
  const run = check.run;
  it(checkTitle(check, generation), async function () {
    this.timeout(20_000);
    await run(assert, (reason) => {
      // Mocha's skip takes no reason: the console says why.
      console.warn(`five-parsecs-battle | ${check.name} skipped: ${reason}`);
      return this.skip();
    });
  });
}

/** "Five Parsecs Battle: Foundry contract": one test per row of docs/foundry-contract.md that one GM client can check. */
export function registerContractBatch(quench: Quench, key: QuenchBatchKey): void {
  // Quench registers batches in its `setup` hook, before the tracker's first render builds its menus (C7, C15).
  recordMenuHooks();
  const generation = releaseGeneration();
  quench.registerBatch(
    key,
    (context) => {
      for (const section of CONTRACT_SECTIONS) {
        context.describe(section.title, () => {
          for (const check of section.checks) registerCheck(context, check, generation);
        });
      }
    },
    { displayName: "Five Parsecs Battle: Foundry contract" },
  );
}
