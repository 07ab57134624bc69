import { registerResolutionApplier } from "../apply/apply-resolutions";
import { registerCardActions } from "../chat/card-actions";
import { registerEndOfBattle } from "../combat/end-of-battle";
import { registerTokenHud } from "../hud/token-hud";

/**
 * Fire and Brawl from the sheets and the token HUD, the chat cards' buttons, the client that applies each
 * resolution, and the cleanup when a battle's combat ends. Call from the `init` hook.
 */
export function registerAttacks(): void {
  registerTokenHud();
  registerCardActions();
  registerResolutionApplier();
  registerEndOfBattle();
}
