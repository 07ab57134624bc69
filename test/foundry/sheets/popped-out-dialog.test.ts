// Issue 39 (v14): a figure sheet popped out into its own browser window opens its Fire and Brawl dialogs in that
// window, where its user looks, not in the main window (`DialogV2.wait` always renders there). Attached sheets and v13
// open them in the main window as before. On the double: Kara (Alice's) and a Raider on a small scene.
import { describe, expect, it } from "vitest";
import { FigureSheet } from "../../../src/foundry/five-parsecs/sheets/figure-sheet";
import { CrewSheet } from "../../../src/foundry/five-parsecs/sheets/crew-sheet";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { createWorld, type Client, type World } from "../../double";
import type { Generation } from "../../double/generation";

const INCH = 100;

interface Table {
  readonly world: World;
  readonly alice: Client;
  readonly karaId: string;
  readonly rifleId: string;
}

/** Kara with a Colony Rifle at (4, 20) facing north, a Raider at (6, 6) whom Alice targets; every document made by the GM. */
async function table(generation: Generation): Promise<Table> {
  const world = await createWorld({ generation });
  const gm = world.connect("Gamemaster");
  const alice = world.connect("Alice");
  const kara = await gm.create("Actor", {
    name: "Kara",
    type: `${MODULE_ID}.crew`,
    ownership: { default: 0, [alice.userId]: 3 },
    system: { reactions: 2, speed: 4, combatSkill: 1, toughness: 4, savvy: 0, luck: { value: 1, max: 1 } },
    items: [
      {
        name: "Colony Rifle",
        type: `${MODULE_ID}.weapon`,
        system: { range: 18, shots: 1, damage: 0, traits: [], battleState: "ready" },
      },
    ],
  });
  const raider = await gm.create("Actor", {
    name: "Raider",
    type: `${MODULE_ID}.enemy`,
    system: { speed: 4, combatSkill: 0, toughness: 3, ai: "aggressive", panic: 1, rank: "regular" },
  });
  const token = (actor: { id: string; name: string }, x: number, y: number, rotation: number) => ({
    name: actor.name,
    actorId: actor.id,
    actorLink: true,
    x: x * INCH,
    y: y * INCH,
    rotation,
  });
  const scene = await gm.create("Scene", {
    name: "Small battle",
    width: 24 * INCH,
    height: 24 * INCH,
    padding: 0,
    grid: { type: 1, size: INCH, distance: 1, units: "in" },
    tokens: [token(kara, 4, 20, 180), token(raider, 6, 6, 0)],
  });
  await world.settle();
  alice.viewScene(alice.game.scenes.get(scene.id)!);
  const raiderToken = [
    ...(alice.game.scenes.get(scene.id) as unknown as { tokens: Iterable<{ actorId: string }> }).tokens,
  ].find((t) => t.actorId === raider.id)!;
  alice.target(raiderToken as never);
  const rifle = (kara as unknown as { items: Iterable<{ id: string }> }).items;
  return { world, alice, karaId: kara.id, rifleId: [...rifle][0]!.id };
}

/** What the double's sheets expose to this test: v14's window members are absent on v13. */
interface Sheet {
  readonly window: { readonly windowId?: string };
  render(options: object): Promise<unknown>;
  detachWindow?: () => Promise<unknown>;
  renderChild?: unknown;
}
type SheetAction = (this: Sheet, event: PointerEvent, target: HTMLElement) => Promise<void>;
const action = (name: "fire" | "brawl") =>
  (FigureSheet.DEFAULT_OPTIONS.actions as unknown as Record<string, SheetAction>)[name]!;

/** Alice opens Kara's sheet (popped out when asked) and presses the rifle's Fire button on it. */
async function fireFromSheet(
  { alice, karaId, rifleId }: Table,
  { poppedOut }: { poppedOut: boolean },
): Promise<{ sheet: Sheet; shot: Promise<void> }> {
  const sheet = alice.run(
    () => new CrewSheet({ document: alice.game.actors.get(karaId) } as never) as unknown as Sheet,
  );
  await alice.run(() => sheet.render({ force: true }));
  if (poppedOut) await alice.run(() => sheet.detachWindow!());
  const row = document.createElement("li");
  row.dataset["itemId"] = rifleId;
  const button = row.appendChild(document.createElement("button"));
  button.dataset["action"] = "fire";
  const shot = alice.run(() => action("fire").call(sheet, new PointerEvent("click"), button));
  return { sheet, shot };
}

const resolutionCards = (client: Client) =>
  client.game.messages.contents.filter((message) =>
    (message as unknown as { getFlag(scope: string, key: string): unknown }).getFlag(MODULE_ID, "resolution"),
  );

describe("a popped-out figure sheet's dialogs open in its window (issue 39, v14)", () => {
  it("v14: Fire on a popped-out sheet opens the fire dialog in the sheet's window, and Roll still fires the shot", async () => {
    const here = await table(14);
    const { shot, sheet } = await fireFromSheet(here, { poppedOut: true });
    expect(typeof sheet.window.windowId).toBe("string");
    const dialog = await here.alice.nextDialog();
    expect(dialog.windowId).toBe(sheet.window.windowId);
    expect(dialog.form.ownerDocument).not.toBe(document);
    here.world.dice.load(6, 6, 6, 6);
    await dialog.press("roll");
    await shot;
    await here.world.settle();
    expect(here.alice.notifications).toEqual([]);
    expect(resolutionCards(here.alice)).toHaveLength(1);
    expect(here.alice.openDialogs).toEqual([]);
    expect(here.world.errors).toEqual([]);
  });

  it("v14: cancelling the popped-out sheet's dialog, or closing it, fires nothing", async () => {
    const here = await table(14);
    const cancelled = await fireFromSheet(here, { poppedOut: true });
    await (await here.alice.nextDialog()).press("cancel");
    await cancelled.shot;
    const closed = await fireFromSheet(here, { poppedOut: true });
    const dialog = await here.alice.nextDialog();
    expect(dialog.windowId).toBe(closed.sheet.window.windowId);
    dialog.close();
    await closed.shot;
    await here.world.settle();
    expect(resolutionCards(here.alice)).toEqual([]);
    expect(here.alice.openDialogs).toEqual([]);
    expect(here.world.errors).toEqual([]);
  });

  it("v14: Brawl on a popped-out sheet opens the brawl dialog in the sheet's window", async () => {
    const here = await table(14);
    const { alice, karaId } = here;
    const sheet = alice.run(
      () => new CrewSheet({ document: alice.game.actors.get(karaId) } as never) as unknown as Sheet,
    );
    await alice.run(() => sheet.render({ force: true }));
    await alice.run(() => sheet.detachWindow!());
    const brawl = alice.run(() => action("brawl").call(sheet, new PointerEvent("click"), document.createElement("a")));
    const dialog = await alice.nextDialog();
    expect(dialog.windowId).toBe(sheet.window.windowId);
    await dialog.press("cancel");
    await brawl;
    await here.world.settle();
    expect(here.world.errors).toEqual([]);
  });

  it("v14: Fire on a sheet in the main window opens the dialog in the main window, as before", async () => {
    const here = await table(14);
    const { shot, sheet } = await fireFromSheet(here, { poppedOut: false });
    expect(sheet.window.windowId).toBeUndefined();
    const dialog = await here.alice.nextDialog();
    expect(dialog.windowId).toBeUndefined();
    expect(dialog.form.ownerDocument).toBe(document);
    here.world.dice.load(6, 6, 6, 6);
    await dialog.press("roll");
    await shot;
    await here.world.settle();
    expect(resolutionCards(here.alice)).toHaveLength(1);
  });

  it("v13: a sheet has no detached windows; Fire opens the dialog in the main window", async () => {
    const here = await table(13);
    const { shot, sheet } = await fireFromSheet(here, { poppedOut: false });
    expect(sheet.detachWindow).toBeUndefined();
    expect(sheet.renderChild).toBeUndefined();
    const dialog = await here.alice.nextDialog();
    expect(dialog.windowId).toBeUndefined();
    await dialog.press("cancel");
    await shot;
    await here.world.settle();
    expect(resolutionCards(here.alice)).toEqual([]);
    expect(here.world.errors).toEqual([]);
  });
});
