// The fighter sheet on the Foundry double: its template renders an input for every field of the limits table, writes
// what the user types through the document (refused outside the limits), and toggles the Group Activation skill.
import { describe, expect, it } from "vitest";
import { FighterSheet, fighterSheetContext } from "../../../src/foundry/bracket-busters/sheets/fighter-sheet";
import { foundryLocalizer } from "../../../src/foundry/table/i18n/localizer";
import { ACTOR_TYPES, ITEM_TYPES } from "../../../src/views/common/module-id";
import { SHEET_TEMPLATES } from "../../../src/views/common/template-paths";
import { createWorld, type Client } from "../../double";
import { FOUNDRY } from "../../double/foundry-namespace";
import { autogun, fighterSystem, PROFILE } from "./fixtures";

type Actions = Record<string, (this: FighterSheet, event: unknown, target: HTMLElement) => Promise<void>>;

async function setUp() {
  const world = await createWorld();
  const gm = world.connect("Gamemaster");
  const alice = world.connect("Alice");
  const injuries = [{ outcome: "permanentInjury", permanentInjury: "handInjury", recovery: true, dead: false }];
  const actor = (await gm.run(() =>
    gm.create("Actor", {
      name: "Vex",
      type: ACTOR_TYPES.fighter,
      ownership: { default: 0, [alice.userId]: 3 },
      system: fighterSystem({ injuries }),
      items: [autogun],
    }),
  )) as unknown as Actor.Implementation;
  await world.settle();
  return { world, gm, alice, actor };
}

/** The sheet's template with the context the sheet builds (plus the header's part of DocumentSheetV2's context), as a form. */
async function renderForm(client: Client, actor: Actor.Implementation): Promise<HTMLFormElement> {
  const context = client.run(() => fighterSheetContext(actor, foundryLocalizer()));
  const header = { document: actor, fields: { name: { fieldPath: "name" } }, rootId: "sheet", editable: true };
  const html = await client.run(() =>
    FOUNDRY.applications.handlebars.renderTemplate(SHEET_TEMPLATES.fighter, { ...header, ...context }),
  );
  const form = document.createElement("form");
  form.innerHTML = html;
  return form;
}

describe("the fighter sheet", () => {
  it("renders every profile value, the details, the skill, the weapon profiles and the injury history in the user's words", async () => {
    const { gm, actor } = await setUp();
    const form = await renderForm(gm, actor);
    const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
    for (const [key, stat] of Object.entries(PROFILE)) expect(value(`system.profile.${key}`), key).toBe(String(stat));
    for (const name of ["system.type", "system.actions", "system.xp", "system.rating", "system.survivor"])
      expect(value(name), name).toBeDefined();
    expect(value("system.groupActivation.radius")).toBe("3");
    expect(value("system.groupActivation.extraFighters")).toBe("2");
    expect(form.querySelector(".fpb-weapon-profiles")?.textContent).toMatch(/Autogun[\s\S]*Ranged[\s\S]*Ammo 4\+/);
    expect(form.querySelector(".fpb-injuries")?.textContent).toMatch(
      /Permanent Injury[\s\S]*Hand Injury[\s\S]*Recovery/,
    );
    expect(form.textContent).toContain("Weapon Skill");
    expect(form.textContent).not.toMatch(/FPB\./);
    expect(form.querySelector(".fpb-warning")).toBeNull();
  });

  it("writes what the user types through the document, and the limits refuse a value outside the table", async () => {
    const { world, alice, actor } = await setUp();
    const mine = alice.game.actors.get(actor.id!) as unknown as Actor.Implementation;
    const form = await renderForm(alice, mine);
    form.querySelector<HTMLInputElement>('[name="system.profile.movement"]')!.value = "6";
    form.querySelector<HTMLInputElement>('[name="system.xp"]')!.value = "11";
    // Foundry's formInput draws a NumberField as `type="number"`, which FormDataExtended reads as a number (G4); the
    // double's helper draws a plain input, so the test reads these two as Foundry would.
    const submitted = (data: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(data)
          .filter(([key]) => key === "system.profile.movement" || key === "system.xp")
          .map(([key, value]) => [key, Number(value)]),
      );
    const read = () => new FOUNDRY.applications.ux.FormDataExtended(form).object as Record<string, unknown>;
    await alice.run(() => mine.update(submitted(read()) as Actor.UpdateData));
    await world.settle();
    expect(world.sources.get("Actor")!.get(actor.id!)!["system"]).toMatchObject({ profile: { movement: 6 }, xp: 11 });

    form.querySelector<HTMLInputElement>('[name="system.xp"]')!.value = "1000";
    await alice.run(() => mine.update(submitted(read()) as Actor.UpdateData));
    await world.settle();
    expect(world.sources.get("Actor")!.get(actor.id!)!["system"]).toMatchObject({ xp: 11 });
    expect(alice.notifications.at(-1)).toEqual({
      type: "error",
      message: "Vex was not changed: XP must be at most 999 (got 1000).",
    });
  });

  it("takes the Group Activation skill away and gives it back at the table's initial values; removes an injury", async () => {
    const { world, alice, actor } = await setUp();
    const mine = alice.game.actors.get(actor.id!) as unknown as Actor.Implementation;
    const sheet = new FighterSheet({ document: mine } as never);
    const actions = FighterSheet.DEFAULT_OPTIONS.actions as unknown as Actions;
    await alice.run(() =>
      actions["toggleGroupActivation"]!.call(sheet, new Event("click"), document.createElement("input")),
    );
    await world.settle();
    expect((mine.system as unknown as { groupActivation: unknown }).groupActivation).toBeNull();
    expect((await renderForm(alice, mine)).querySelector('[name="system.groupActivation.radius"]')).toBeNull();
    await alice.run(() =>
      actions["toggleGroupActivation"]!.call(sheet, new Event("click"), document.createElement("input")),
    );
    await world.settle();
    const skill = (mine.system as unknown as { groupActivation: { allowedTypes: Iterable<string> } }).groupActivation;
    expect(skill).toMatchObject({ radius: 3, extraFighters: 1, restriction: "" });
    expect([...skill.allowedTypes]).toEqual([]);

    const form = await renderForm(alice, mine);
    const remove = form.querySelector<HTMLElement>('[data-injury-index="0"] [data-action="deleteInjury"]')!;
    await alice.run(() => actions["deleteInjury"]!.call(sheet, new Event("click"), remove));
    await world.settle();
    expect((mine.system as unknown as { injuries: unknown[] }).injuries).toEqual([]);
  });

  it("shows why stored data would be refused, and refuses to carry an item that is not a weapon profile", async () => {
    const { gm, actor } = await setUp();
    const context = gm.run(() => fighterSheetContext(actor, foundryLocalizer()));
    expect(context?.problem).toBeNull();
    const gear = await gm.run(() =>
      gm.create("Item", { name: "Vest", type: ITEM_TYPES.gear, system: { kind: "armour", savingThrow: 5 } }),
    );
    const sheet = new FighterSheet({ document: actor } as never);
    const dropped = await gm.run(() =>
      (sheet as unknown as { _onDropItem(e: unknown, i: unknown): Promise<unknown> })._onDropItem(
        new Event("drop"),
        gear,
      ),
    );
    expect(dropped).toBeNull();
    expect(gm.notifications.at(-1)?.type).toBe("warn");
    expect(actor.items.size).toBe(1);
  });
});
