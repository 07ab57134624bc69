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
];

/** The test title Quench shows: the check name first, so a row of the contract is found by it. */
export const checkTitle = (check: ContractCheck): string =>
  "skip" in check ? `${check.name}: ${check.says} (skipped: ${check.skip})` : `${check.name}: ${check.says}`;

function registerCheck({ it, assert }: QuenchBatchContext, check: ContractCheck): void {
  if ("skip" in check) {
    it.skip(checkTitle(check));
    return;
  }
  const run = check.run;
  it(checkTitle(check), async function () {
    this.timeout(20_000);
    await run(assert);
  });
}

/** "Five Parsecs Battle: Foundry contract": one test per row of docs/foundry-contract.md that one GM client can check. */
export function registerContractBatch(quench: Quench, key: QuenchBatchKey): void {
  quench.registerBatch(
    key,
    (context) => {
      for (const section of CONTRACT_SECTIONS) {
        context.describe(section.title, () => {
          for (const check of section.checks) registerCheck(context, check);
        });
      }
    },
    { displayName: "Five Parsecs Battle: Foundry contract" },
  );
}
