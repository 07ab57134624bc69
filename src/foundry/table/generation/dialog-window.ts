import type { V14DetachedWindows } from "./v14";

type ApplicationV2 = foundry.applications.api.ApplicationV2.Any;
type WaitOptions = foundry.applications.api.DialogV2.WaitOptions;

/** An application popped out into its own browser window (v14), with the member that renders beside it. */
type Detached = ApplicationV2 &
  V14DetachedWindows & { readonly renderChild: NonNullable<V14DetachedWindows["renderChild"]> };

/** Whether the app sits in a detached window (v14) and can render a child there; never on v13, which has neither. */
function detached(app: ApplicationV2 | null | undefined): app is Detached {
  const windows = app as (ApplicationV2 & V14DetachedWindows) | null | undefined;
  return typeof windows?.renderChild === "function" && typeof windows.window?.windowId === "string";
}

/**
 * Waits for a DialogV2's answer, shown where the user is looking: beside `app` when it is popped out into its own
 * browser window (v14), since `DialogV2.wait` always renders in the main window, where that user would not see it;
 * otherwise `DialogV2.wait` as it is. Resolves with the pressed button's callback result, or null when the dialog is
 * closed without one (rejects then instead if `rejectClose`).
 */
export function waitDialog(config: WaitOptions, app?: ApplicationV2 | null): Promise<unknown> {
  const { DialogV2 } = foundry.applications.api;
  if (!detached(app)) return DialogV2.wait(config);
  return new Promise((resolve, reject) => {
    // `wait` takes the constructor's configuration, each field also allowed `undefined` (which the types keep apart).
    const dialog = new DialogV2({
      ...config,
      // Called with the pressed button's callback result, never when the dialog is dismissed.
      submit: async (result: unknown, shown: foundry.applications.api.DialogV2.Any) => {
        await config.submit?.(result, shown);
        resolve(result);
      },
    } as foundry.applications.api.DialogV2.Configuration);
    // "close" follows every submit too; by then the answer is settled and this changes nothing.
    dialog.addEventListener("close", () => {
      if (config.rejectClose) reject(new Error("The dialog was closed without an answer."));
      else resolve(null);
    });
    app.renderChild(dialog, { force: true }).catch(reject);
  });
}
