import { describe, expect, it } from "vitest";
import { waitDialog } from "../../../src/foundry/table/generation/dialog-window";
import { WINDOW_CHECKS } from "../../../src/foundry/self-test/contract/window-checks";
import type { Client } from "../../double";
import type { DialogConfig } from "../../double/dialogs";
import type { Generation } from "../../double/generation";
import { passesOnTheDouble } from "./in-world-check";
import { bareWorld } from "./worlds";
import { createWorld } from "../../double";

/* v14's popped-out application windows on the double (docs/foundry-contract.md V11), and v13 without them. */

interface App {
  readonly id: string;
  readonly rendered: boolean;
  readonly element: HTMLElement | null;
  readonly window: { readonly windowId?: string };
  render(options?: object): Promise<App>;
  close(): Promise<App>;
  addEventListener(type: string, listener: () => void): void;
  detachWindow?: (options?: { id?: string }) => Promise<App>;
  attachWindow?: () => Promise<App>;
  renderChild?: (child: App, options?: object) => Promise<App>;
}
type Api = {
  applications: {
    api: { ApplicationV2: new (options?: object) => App; DialogV2: new (config: DialogConfig) => App };
    detached?: { windows: Map<string, { applications: Map<string, App> }> };
  };
};
const api = (): Api["applications"] => (globalThis as unknown as { foundry: Api }).foundry.applications;

async function aliceOn(generation: Generation): Promise<Client> {
  const world = await createWorld({ withModule: false, generation });
  return world.connect("Alice");
}

const buttons = (submitted: unknown[]) => ({
  content: `<input type="text" name="word" value="hello">`,
  buttons: [
    { action: "ok", label: "OK", callback: () => "pressed ok" },
    { action: "cancel", label: "Cancel" },
  ],
  submit: async (result: unknown) => void submitted.push(result),
});

describe("detached application windows (V11)", () => {
  it("V11: v14 detachWindow moves an app into its own window (window.windowId, element in its own document); attachWindow brings it back", async () => {
    const alice = await aliceOn(14);
    await alice.run(async () => {
      const app = new (api().api.ApplicationV2)();
      await app.render({ force: true });
      expect(app.window.windowId).toBeUndefined();
      expect(app.element?.ownerDocument).toBe(document);
      await app.detachWindow!();
      const windowId = app.window.windowId!;
      expect(typeof windowId).toBe("string");
      expect(app.element?.ownerDocument).not.toBe(document);
      expect(api().detached?.windows.get(windowId)?.applications.get(app.id)).toBe(app);
      await app.attachWindow!();
      expect(app.window.windowId).toBeUndefined();
      expect(app.element?.ownerDocument).toBe(document);
      // The window closes with its last application.
      expect(api().detached?.windows.has(windowId)).toBe(false);
    });
  });

  it("V11: v14 renderChild renders a DialogV2 in the parent's window; a press gives submit the callback's result, then the dialog closes", async () => {
    const alice = await aliceOn(14);
    const submitted: unknown[] = [];
    const closes: string[] = [];
    const parent = await alice.run(async () => {
      const app = new (api().api.ApplicationV2)();
      await app.render({ force: true });
      await app.detachWindow!();
      const dialog = new (api().api.DialogV2)({ window: { title: "Beside" }, ...buttons(submitted) });
      dialog.addEventListener("close", () => closes.push("dialog"));
      await app.renderChild!(dialog, { force: true });
      expect(dialog.element?.ownerDocument).toBe(app.element?.ownerDocument);
      return app;
    });
    const shown = await alice.nextDialog();
    expect(shown.windowId).toBe(parent.window.windowId);
    expect(shown.form.ownerDocument).toBe(parent.element?.ownerDocument);
    await shown.press("ok");
    expect(submitted).toEqual(["pressed ok"]);
    expect(closes).toEqual(["dialog"]);
    expect(alice.openDialogs).toEqual([]);
  });

  it("V11: closing the parent closes its child dialog (a close event, no submit); a child follows its parent when it pops out", async () => {
    const alice = await aliceOn(14);
    const submitted: unknown[] = [];
    const closes: string[] = [];
    await alice.run(async () => {
      const app = new (api().api.ApplicationV2)();
      await app.render({ force: true });
      const dialog = new (api().api.DialogV2)({ window: { title: "Child" }, ...buttons(submitted) });
      dialog.addEventListener("close", () => closes.push("dialog"));
      await app.renderChild!(dialog, { force: true });
      expect(dialog.window.windowId).toBeUndefined();
      await app.detachWindow!();
      expect(dialog.window.windowId).toBe(app.window.windowId);
      expect(dialog.element?.ownerDocument).toBe(app.element?.ownerDocument);
      await app.close();
      expect(dialog.rendered).toBe(false);
    });
    expect(submitted).toEqual([]);
    expect(closes).toEqual(["dialog"]);
    expect(alice.openDialogs).toEqual([]);
  });

  it("V11: v13 applications have no detachWindow, attachWindow, renderChild nor window.windowId, and no foundry.applications.detached", async () => {
    const alice = await aliceOn(13);
    await alice.run(async () => {
      const app = new (api().api.ApplicationV2)();
      await app.render({ force: true, window: { windowId: "elsewhere" } });
      expect("detachWindow" in app || "attachWindow" in app || "renderChild" in app).toBe(false);
      expect(app.window.windowId).toBeUndefined();
      expect(api().detached).toBeUndefined();
    });
  });

  it("waitDialog: beside an app in the main window, or with none, it is DialogV2.wait (main window, null when closed)", async () => {
    for (const generation of [13, 14] as const) {
      const alice = await aliceOn(generation);
      const app = alice.run(() => new (api().api.ApplicationV2)());
      const answer = alice.run(() => waitDialog({ window: { title: "Ask" }, ...buttons([]) } as never, app as never));
      const shown = await alice.nextDialog();
      expect(shown.windowId).toBeUndefined();
      shown.close();
      expect(await answer).toBeNull();
    }
  });

  it("waitDialog: beside a popped-out app (v14) it resolves with the pressed button's result, or null when closed", async () => {
    const alice = await aliceOn(14);
    const app = await alice.run(async () => {
      const popped = new (api().api.ApplicationV2)();
      await popped.render({ force: true });
      return popped.detachWindow!();
    });
    const ask = () => alice.run(() => waitDialog({ window: { title: "Ask" }, ...buttons([]) } as never, app as never));
    const pressed = ask();
    const first = await alice.nextDialog();
    expect(first.windowId).toBe(app.window.windowId);
    await first.press("ok");
    expect(await pressed).toBe("pressed ok");
    const closed = ask();
    (await alice.nextDialog()).close();
    expect(await closed).toBeNull();
  });

  it("V11: the in-world check ui.dialogInDetachedWindow passes on the double", async () => {
    await passesOnTheDouble(WINDOW_CHECKS, "ui.dialogInDetachedWindow");
  });

  it("the double's bare world still opens wait dialogs in the main window", async () => {
    const world = await bareWorld();
    const alice = world.connect("Alice");
    const answer = alice.run(() =>
      (
        globalThis as unknown as { foundry: { applications: { api: { DialogV2: { wait(c: object): unknown } } } } }
      ).foundry.applications.api.DialogV2.wait({ ...buttons([]) }),
    );
    const shown = await alice.nextDialog();
    expect(shown.windowId).toBeUndefined();
    await shown.press("cancel");
    expect(await answer).toBe("cancel");
  });
});
