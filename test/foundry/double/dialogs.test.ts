import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import type { DialogConfig, FormDataExtended as DoubleFormData } from "../../double/dialogs";
import { bareWorld } from "./worlds";

/* DialogV2 and FormDataExtended on the double (docs/foundry-contract.md G3, G4). */

type Api = {
  applications: {
    api: {
      DialogV2: { wait(config: DialogConfig): Promise<unknown>; confirm(config: DialogConfig): Promise<unknown> };
    };
    ux: { FormDataExtended: typeof DoubleFormData };
  };
};
const api = (): Api["applications"] => (globalThis as unknown as { foundry: Api }).foundry.applications;

const CONTENT = `
  <input type="checkbox" name="flags.five-parsecs-battle.careful" checked>
  <input type="checkbox" name="quick">
  <input type="number" name="system.shots" value="2">
  <input type="number" name="empty" value="">
  <input type="text" name="label" value="Kit">
  <select name="pick"><option value="a">A</option><option value="b">B</option></select>
  <input type="radio" name="mode" value="fire" checked><input type="radio" name="mode" value="brawl">
  <input type="text" name="level" data-dtype="Number" value="3">
  <input type="text" name="off" value="x" disabled>`;

async function openOn(): Promise<{ client: Client; answer: Promise<unknown> }> {
  const world = await bareWorld();
  const client = world.connect("Alice");
  const answer = client.run(() =>
    api().api.DialogV2.wait({
      window: { title: "Test" },
      content: CONTENT,
      buttons: [
        {
          action: "ok",
          label: "OK",
          callback: (_event, button) => new (api().ux.FormDataExtended)(button.form!).object,
        },
        { action: "cancel", label: "Cancel" },
      ],
    }),
  );
  return { client, answer };
}

describe("dialogs (G3, G4)", () => {
  it("G3: DialogV2.wait opens a dialog; fill() and press() run the button's callback with the form, whose answer resolves wait", async () => {
    const { client, answer } = await openOn();
    const dialog = await client.nextDialog();
    expect(dialog.title).toBe("Test");
    expect(dialog.actions).toEqual(["ok", "cancel"]);
    await dialog
      .fill({ "flags.five-parsecs-battle.careful": false, quick: true, "system.shots": 5, pick: "b", mode: "brawl" })
      .press("ok");
    expect(await answer).toEqual({
      "flags.five-parsecs-battle.careful": false,
      quick: true,
      "system.shots": 5,
      empty: null,
      label: "Kit",
      pick: "b",
      mode: "brawl",
      level: 3,
    });
  });

  it("G4: FormDataExtended gives booleans for checkboxes, numbers for number inputs and data-dtype Number, keeps dotted names, skips disabled", async () => {
    const { client, answer } = await openOn();
    await (await client.nextDialog()).press("ok");
    const data = (await answer) as Record<string, unknown>;
    expect(data["flags.five-parsecs-battle.careful"]).toBe(true);
    expect(data["quick"]).toBe(false);
    expect(data["system.shots"]).toBe(2);
    expect(data["level"]).toBe(3);
    expect("off" in data).toBe(false);
    expect("flags" in data).toBe(false);
  });

  it("G3: a button without a callback resolves its action; closing resolves null", async () => {
    const first = await openOn();
    await (await first.client.nextDialog()).press("cancel");
    expect(await first.answer).toBe("cancel");
    const second = await openOn();
    (await second.client.nextDialog()).close();
    expect(await second.answer).toBeNull();
  });

  it("G3: fill() refuses a field or an option the dialog does not have; press() refuses an unknown button and a closed dialog", async () => {
    const { client } = await openOn();
    const dialog = await client.nextDialog();
    expect(() => dialog.fill({ nothing: 1 })).toThrow(/no field named nothing/);
    expect(() => dialog.fill({ pick: "z" })).toThrow(/offers no option z/);
    await expect(dialog.press("explode")).rejects.toThrow(/has no button explode/);
    await dialog.press("cancel");
    await expect(dialog.press("ok")).rejects.toThrow(/is closed/);
  });

  it("G3: nextDialog() waits for a dialog opened later, on that client only", async () => {
    const world = await bareWorld();
    const alice = world.connect("Alice");
    const bob = world.connect("Bob");
    const next = alice.nextDialog();
    const answer = alice.run(() => api().api.DialogV2.confirm({ window: { title: "Sure?" }, content: "<p>Sure?</p>" }));
    const dialog = await next;
    expect(bob.openDialogs).toHaveLength(0);
    await dialog.press("yes");
    expect(await answer).toBe(true);
  });
});
