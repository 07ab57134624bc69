import { isActiveGM } from "../../table/active-gm";
import { viewedCombat } from "../../table/documents/combat";
import { MODULE_ID } from "../../../views/common/module-id";
import { applyLeftPending } from "../apply/apply-resolutions";
import { drive } from "../ai/autopilot";
import { suggestForTurn } from "../ai/register-enemy-ai";
import { battleOf } from "./battle-model";
import { lineUpAfterHandOver } from "./round-requests";

/**
 * What a client that has just become the active GM takes over: its own load, the last active GM gone, or it preferred
 * over the one that was (core's `ready` and `userConnected`, contract N4). The last GM may have left with work half
 * done, and no later change may come to ask for it again while the table waits on it:
 * - the resolution cards it left pending are applied;
 * - the tracker is lined up with the stored battle (it stored an activation, then left before the enemy got the turn);
 * - the enemy whose turn it is gets the suggestion card it lacks (after the line-up, so the card is for the right turn);
 * - the autopilot drives on from here.
 */
async function takeOver(): Promise<void> {
  if (!isActiveGM()) return;
  applyLeftPending();
  const combat = viewedCombat();
  if (!combat || !battleOf(combat)) return;
  await lineUpAfterHandOver(combat);
  await suggestForTurn(combat, true);
  drive(combat);
}

const takeOverSafely = (): void =>
  void takeOver().catch((error: unknown) => console.warn(`${MODULE_ID} | taking over the table failed`, error));

/** Registered with the tracker's part, which may arrive after this client's `ready`: then it looks at once. */
export function registerHandOver(): void {
  Hooks.once("ready", takeOverSafely);
  Hooks.on("userConnected", takeOverSafely);
  takeOverSafely();
}
