// Issue 37: what init does without arrives in lazy chunks, fetched from init on. Foundry does not await a hook, so a
// world may boot before they arrive: each part is then used once it arrives, in the order asked, and at once after
// that, as a static import would be. The other tests boot after the chunks arrived (test/double/index.ts).
import { describe, expect, it } from "vitest";
import { initModule } from "../../src/foundry/init";
import { lazyPart, preloadLazyParts } from "../../src/foundry/table/lazy-part";
import { MODULE_ID } from "../../src/views/common/module-id";
import { World, type Client } from "../double";

const apiOf = (client: Client) => (client.game["modules"] as Map<string, { api?: unknown }>).get(MODULE_ID)?.api;

describe("the module's lazy chunks", () => {
  it("a world that boots before they arrive gets the API and the tracker panels' hooks when they do", async () => {
    const world = new World({
      users: [{ name: "Gamemaster", role: "gamemaster" }],
      modules: [MODULE_ID],
      seed: 7,
      init: initModule,
    });
    const gm = world.connect("Gamemaster");
    // Booted, init and ready over, and nothing arrived yet: no API, the panels' token hooks not yet registered.
    expect(apiOf(gm)).toBeUndefined();
    const tokenHooks = gm.Hooks.count("updateToken");

    await preloadLazyParts();
    expect(apiOf(gm)).toBeDefined();
    // Both rulesets' tracker panels watch tokens (a level change, a declared move) once their chunks are there.
    expect(gm.Hooks.count("updateToken")).toBe(tokenHooks + 2);
    await world.settle();
    expect(world.errors).toEqual([]);
  });

  it("a part is used in the order asked while it loads, and at once once it has arrived", async () => {
    let arrive: (part: { readonly name: string }) => void = () => undefined;
    const part = lazyPart(() => new Promise<{ readonly name: string }>((resolve) => (arrive = resolve)));
    const used: string[] = [];
    const first = part.use(({ name }) => used.push(`first ${name}`));
    void part.use(({ name }) => used.push(`second ${name}`));
    expect(part.loaded).toBeNull();
    expect(used).toEqual([]);

    arrive({ name: "chunk" });
    await first;
    expect(used).toEqual(["first chunk", "second chunk"]);
    part.use(({ name }) => used.push(`third ${name}`));
    expect(used, "no wait once it has arrived").toEqual(["first chunk", "second chunk", "third chunk"]);
  });

  it("a fetch that failed is tried again at the next use: the user is told once, the waiting work runs on arrival", async () => {
    const world = new World({ users: [{ name: "Gamemaster", role: "gamemaster" }], modules: [MODULE_ID], seed: 7 });
    const gm = world.connect("Gamemaster");
    // A network blip: the first two fetches fail, as a dynamic import does when its chunk cannot be downloaded.
    let fetches = 0;
    const part = lazyPart(() =>
      ++fetches <= 2
        ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
        : Promise.resolve({ name: "chunk" }),
    );
    const used: string[] = [];
    await gm.run(async () => {
      // Work queued at init (a hook's registration) waits through the failures; a request is refused clearly.
      const registered = part.use(({ name }) => used.push(`registered ${name}`));
      await expect(part.load()).rejects.toThrow(/did not arrive; it is fetched again/);
      await expect(part.load(), "the next load fetches again").rejects.toThrow(/did not arrive/);
      expect(fetches).toBe(2);
      expect(used).toEqual([]);
      expect(part.loaded).toBeNull();

      await part.use(({ name }) => used.push(`drawn ${name}`));
      expect(fetches).toBe(3);
      expect(used, "the queued work first, in the order asked").toEqual(["registered chunk", "drawn chunk"]);
      await registered;
    });
    const notice = gm.game.i18n.localize("FPB.Table.LazyPart.NotLoaded");
    expect(notice).not.toBe("FPB.Table.LazyPart.NotLoaded");
    expect(gm.notifications, "told once, in the user's language").toEqual([{ type: "warn", message: notice }]);

    // Another blip, after the part above arrived: told again.
    const other = lazyPart<{ readonly name: string }>(() => Promise.reject(new TypeError("Failed to fetch")));
    await gm.run(() => expect(other.load()).rejects.toThrow(/did not arrive/));
    expect(gm.notifications.map(({ message }) => message)).toEqual([notice, notice]);
  });
});
