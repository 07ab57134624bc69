import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import { DataModelValidationError } from "../../double/data-model";
import { PermissionError } from "../../double/world";
import { bareWorld, connectAll, MODULE_ID } from "./worlds";

/* Settings, notifications and localization (docs/foundry-contract.md G1, G2, L1). */

type Settings = {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
};
const settings = (client: Client): Settings => client.game["settings"] as Settings;
type Fields = { NumberField: new (options: Record<string, unknown>) => unknown };
const fields = (): Fields => (globalThis as unknown as { foundry: { data: { fields: Fields } } }).foundry.data.fields;
type Notifications = {
  info(message: string, options?: Record<string, unknown>): unknown;
  error(message: string, options?: Record<string, unknown>): unknown;
};

/** Registers a world and a client setting on every client, each recording its onChange values. */
async function setUp() {
  const world = await bareWorld();
  const clients = connectAll(world);
  const all = [clients.gm, clients.alice, clients.bob];
  const changes = all.map((client) => {
    const seen: unknown[] = [];
    client.run(() => {
      settings(client).register(MODULE_ID, "level", {
        scope: "world",
        config: true,
        type: new (fields().NumberField)({ integer: true, min: 0, max: 5, nullable: false }),
        default: 1,
        onChange: (value: unknown) => seen.push(value),
      });
      settings(client).register(MODULE_ID, "mine", {
        scope: "client",
        config: false,
        type: String,
        default: "a",
        onChange: (value: unknown) => seen.push(value),
      });
    });
    return seen;
  });
  return { world, ...clients, all, changes };
}

describe("settings (G1)", () => {
  it("G1: get answers the default until set is called", async () => {
    const { all } = await setUp();
    for (const client of all) {
      expect(settings(client).get(MODULE_ID, "level")).toBe(1);
      expect(settings(client).get(MODULE_ID, "mine")).toBe("a");
    }
  });

  it("G1: a GM's world setting reaches every client, firing onChange on each", async () => {
    const { world, gm, all, changes } = await setUp();
    await gm.run(() => settings(gm).set(MODULE_ID, "level", 3));
    await world.settle();
    for (const client of all) expect(settings(client).get(MODULE_ID, "level")).toBe(3);
    expect(changes).toEqual([[3], [3], [3]]);
  });

  it("G1: a player may not set a world setting", async () => {
    const { world, alice, all } = await setUp();
    await expect(alice.run(() => settings(alice).set(MODULE_ID, "level", 3))).rejects.toThrow(PermissionError);
    await world.settle();
    for (const client of all) expect(settings(client).get(MODULE_ID, "level")).toBe(1);
  });

  it("G1: set validates the value against the setting's type", async () => {
    const { gm } = await setUp();
    await expect(gm.run(() => settings(gm).set(MODULE_ID, "level", 9))).rejects.toThrow(DataModelValidationError);
    expect(settings(gm).get(MODULE_ID, "level")).toBe(1);
  });

  it("G1: a client setting changes on that client only", async () => {
    const { world, alice, bob, changes } = await setUp();
    await alice.run(() => settings(alice).set(MODULE_ID, "mine", "b"));
    await world.settle();
    expect(settings(alice).get(MODULE_ID, "mine")).toBe("b");
    expect(settings(bob).get(MODULE_ID, "mine")).toBe("a");
    expect(changes).toEqual([[], ["b"], []]);
  });

  it("G1/W1: a client setting is kept in the browser across a reload; a world setting is read back from the world", async () => {
    const { world, gm, alice } = await setUp();
    await alice.run(() => settings(alice).set(MODULE_ID, "mine", "b"));
    await gm.run(() => settings(gm).set(MODULE_ID, "level", 4));
    await world.settle();
    const again = await world.reload(alice);
    again.run(() => {
      settings(again).register(MODULE_ID, "level", { scope: "world", type: Number, default: 1 });
      settings(again).register(MODULE_ID, "mine", { scope: "client", type: String, default: "a" });
    });
    expect(settings(again).get(MODULE_ID, "mine")).toBe("b");
    expect(settings(again).get(MODULE_ID, "level")).toBe(4);
  });

  it("G1: an unregistered setting is refused", async () => {
    const { gm } = await setUp();
    expect(() => settings(gm).get(MODULE_ID, "nothing")).toThrow(/not a registered game setting/);
  });
});

describe("notifications and localization (G2, L1)", () => {
  it("G2: ui.notifications records each notification on its client; with localize: true the message is localized first", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    const key = "FPB.Battlefield.Toggled.On";
    const text = gm.game.i18n.localize(key);
    expect(text).not.toBe(key);
    gm.run(() => (gm.ui["notifications"] as Notifications).info(key, { localize: true }));
    gm.run(() => (gm.ui["notifications"] as Notifications).error("plain words"));
    expect(gm.notifications).toEqual([
      { type: "info", message: text },
      { type: "error", message: "plain words" },
    ]);
    expect(alice.notifications).toEqual([]);
  });

  it("L1: the lang file is expanded, so a dotted key and its nested path read the same text", async () => {
    const world = await bareWorld();
    const gm = world.connect("Gamemaster");
    const i18n = gm.game.i18n;
    expect(i18n.localize("TYPES.Actor.five-parsecs-battle.crew")).toBe("Crew Member");
    expect(i18n.has("FPB.Battlefield.Toggled.On")).toBe(true);
    expect(i18n.localize("FPB.Nothing.Here")).toBe("FPB.Nothing.Here");
    expect(i18n.format("FPB.Limits.Refused", { document: "Kit", message: "no" })).toBe("Kit was not changed: no");
  });
});
