// Issue 38: the Quench batch "solo play, two autopilot rounds" run on the double, in a world with only a GM: the
// batch's own session (import, autopilot on, two rounds acting for the crew, its checks, its clean-up), with the
// Demo Battle brought in by the double's Adventure import and the dialogs answered through the double's windows.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { assert, describe, expect, it } from "vitest";
import type { BattleState, RawBattlefield } from "../../../src/rules";
import type { Assert } from "../../../src/foundry/self-test/quench-types";
import { playSoloSession } from "../../../src/foundry/self-test/solo-session/solo-session";
import type { RollDialog, SoloTable } from "../../../src/foundry/self-test/solo-session/solo-table";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { readBattleFlags } from "../../../src/views/five-parsecs/round/battle-flags";
import { type Client, createWorld } from "../../double";
import { importAdventure } from "../../double/adventure";
import { demoAdventure } from "../../packs/figure-sources";

const DEMO = resolve(import.meta.dirname, "../../../data/demo-battlefield.json");

/** The batch's table on the double: the Demo Battle's source imported as a compendium holds it, and viewed. */
function doubleTable(gm: Client): SoloTable & { readonly rolled: string[] } {
  const pressed = new WeakSet<object>();
  const rolled: string[] = [];
  return {
    rolled,
    async stage(scratch) {
      const source = demoAdventure(JSON.parse(readFileSync(DEMO, "utf8")) as RawBattlefield);
      const created = await importAdventure(gm, source as never);
      // Folders first, so that deleting newest first removes their contents before them.
      const kinds = Object.keys(created).sort((a, b) => Number(b === "Folder") - Number(a === "Folder"));
      scratch.keepUuids(kinds.flatMap((kind) => (created[kind] as { uuid: string }[]).map((d) => d.uuid)));
      const scene = gm.game.scenes.contents[0]!;
      gm.viewScene(scene);
      return scene as unknown as Scene.Implementation;
    },
    rollDialogs(): RollDialog[] {
      return gm.openDialogs
        .filter((dialog) => !pressed.has(dialog) && dialog.actions.includes("roll"))
        .map((dialog) => ({
          title: dialog.title,
          roll: async () => {
            pressed.add(dialog);
            rolled.push(dialog.title);
            await dialog.press("roll");
          },
        }));
    },
  };
}

describe("the solo-play Quench batch (issue 38)", () => {
  it("plays two autopilot rounds of the Demo Battle in a GM-only world, its checks passing, and leaves nothing behind", {
    timeout: 120_000,
  }, async () => {
    const world = await createWorld({ users: [{ name: "Gamemaster", role: "gamemaster" }] });
    const gm = world.connect("Gamemaster");
    const table = doubleTable(gm);
    // Round 2's End Phase rolls "Seized the moment" (d100 17-20; the crew fired no shot, so no Morale die comes
    // first): the autopilot pauses for the player to pick a crew member, and the batch must answer it.
    const stored: BattleState[] = [];
    gm.Hooks.on("updateCombat", (combat: { flags: unknown }) => {
      const read = readBattleFlags(combat.flags);
      if (read.status !== "ok") return;
      const battle = read.flags.battle;
      if (battle.round === 2 && battle.phase === "end" && !stored.some((b) => b.round === 2 && b.phase === "end"))
        world.dice.load(18);
      stored.push(battle);
    });
    const checks: string[] = [];
    // Chai's assert, each call counted: the batch's checks ran, and passed.
    const counted = new Proxy(assert, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          checks.push(String(key));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    await gm.run(() => playSoloSession(counted as unknown as Assert, table));
    await world.settle();

    expect(checks.length).toBeGreaterThanOrEqual(12);
    const last = stored.at(-1)!;
    expect(last.battleEvents.find((event) => event.round === 2)?.eventId).toBe("seizedTheMoment");
    expect(
      last.effects.bothPhases.some((both) => both.round === 3),
      "the batch picked a crew member",
    ).toBe(true);
    expect(last).toMatchObject({ round: 3, pendingChoices: [] });
    expect(world.errors).toEqual([]);
    // The batch deletes what it made and puts the settings back.
    for (const kind of ["combats", "scenes", "actors", "messages", "folders"] as const)
      expect(gm.game[kind].size, kind).toBe(0);
    expect(gm.run(() => game.settings!.get(MODULE_ID, "autopilotDelay"))).toBe(1);
    expect(gm.notifications.filter((n) => n.type === "error")).toEqual([]);
  });
});
