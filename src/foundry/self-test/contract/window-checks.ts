import { isV14 } from "../../table/generation/release";
import type { V14DetachedWindows } from "../../table/generation/v14";
import { throwawayName } from "../throwaway";
import { messageOf, outcomeOf } from "../wait";
import type { ContractSection } from "./check";

type Shown = foundry.applications.api.DialogV2.Any & V14DetachedWindows;

/** A throwaway dialog: the simplest ApplicationV2 core renders as it is. */
function throwawayDialog(what: string): Shown {
  const { DialogV2 } = foundry.applications.api;
  return new DialogV2({
    window: { title: throwawayName(what) },
    content: `<p>${throwawayName(what)}</p>`,
    buttons: [{ action: "ok", label: "OK" }],
  }) as Shown;
}

export const WINDOW_CHECKS: ContractSection = {
  title: "Foundry v14 (one build, both generations)",
  checks: [
    {
      name: "ui.dialogInDetachedWindow",
      says:
        "v14: a DialogV2 rendered with renderChild beside a popped-out application opens in that application's " +
        "browser window; v13 has no renderChild",
      run: async (assert, skip) => {
        const host = throwawayDialog("popped-out application");
        if (!isV14()) {
          assert.isUndefined(host.renderChild, "an application has renderChild: this is not v13's API");
          assert.isUndefined(host.detachWindow, "an application has detachWindow: this is not v13's API");
          return;
        }
        const child = throwawayDialog("dialog beside it");
        try {
          await host.render({ force: true });
          const detached = await outcomeOf(() => host.detachWindow?.());
          if (detached.status === "rejected") {
            const reason =
              `the browser did not open the pop-out window (${messageOf(detached.error)}); ` +
              "allow pop-ups for this site and run the check again";
            if (skip) skip(reason);
            assert.fail(reason);
          }
          assert.typeOf(host.window.windowId, "string", "the popped-out application has no window.windowId");
          assert.notStrictEqual(host.element.ownerDocument, document, "the application stayed in the main window");
          if (!host.renderChild) return assert.fail("v14 applications have no renderChild");
          await host.renderChild(child, { force: true });
          assert.strictEqual(
            child.element.ownerDocument,
            host.element.ownerDocument,
            "the dialog rendered with renderChild opened outside the popped-out application's window",
          );
        } finally {
          if (child.rendered) await child.close();
          if (host.rendered) await host.close();
        }
      },
    },
  ],
};
