import { MODULE_ID } from "../../../views/common/module-id";
import { registerOverlayDrawer, safely } from "../../table/battlefield/overlay-redraw";
import { lazyPart } from "../../table/lazy-part";

/**
 * The overlays (overlays.ts) in a lazy chunk: they read the battlefield's sight and cover, which init does without. A
 * redraw asked before the chunk has arrived is drawn when it arrives (issue 37).
 */
const overlays = lazyPart(() => import("./overlays"));

/** The keybinding that shows or hides the overlays (its id kept from before the ruleset folders: users' bindings). */
export const TOGGLE_OVERLAYS_ACTION = "toggleBattlefieldOverlays";

/** Five Parsecs' canvas overlays (sight lines, reach, Arc of Fire): redrawn by the table, toggled by a key. */
export function registerOverlays(): void {
  registerOverlayDrawer(() => void overlays.use((loaded) => safely("redraw", loaded.drawOverlays)));
  game.keybindings?.register(MODULE_ID, TOGGLE_OVERLAYS_ACTION, {
    name: "FPB.Battlefield.Keybinding.Name",
    hint: "FPB.Battlefield.Keybinding.Hint",
    editable: [{ key: "KeyR" }],
    onDown: () => {
      void overlays.use((loaded) =>
        safely("toggle", () => {
          const on = loaded.toggleOverlays();
          ui.notifications?.info(on ? "FPB.Battlefield.Toggled.On" : "FPB.Battlefield.Toggled.Off", {
            localize: true,
          });
        }),
      );
      return true;
    },
  });
}
