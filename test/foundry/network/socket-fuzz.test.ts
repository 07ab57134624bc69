// Issue 35, "nobody acts for someone else": whatever a player's console sends on the module socket (malformed,
// oversized, deep, prototype keys, wrong types, ids of another combat or scene), the GM's client refuses it without a
// throw, without changing the battle and without polluting anything.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SOCKET } from "../../../src/foundry/table/socket";
import type { Client } from "../../double";
import { stateOn as gangStateOn, gangBattleTable } from "../bracket-busters/gang-table";
import { figureId } from "../fixtures/battle-world";
import { complaints, roundTable, stateOn } from "./round-table";

const emit = (client: Client, payload: unknown) =>
  client.run(() => (client.game["socket"] as { emit(e: string, d: unknown): void }).emit(SOCKET, payload));

function deep(levels: number): unknown {
  let value: unknown = { type: "roundInput" };
  for (let i = 0; i < levels; i++) value = { input: value, type: "roundInput" };
  return value;
}

/** Payloads a console could send, shaped like the module's messages or not. */
function crafted(combatId: string, ids: { kara: string; rex: string }, gangId: string): unknown[] {
  const json = (text: string) => JSON.parse(text) as unknown;
  return [
    null,
    undefined,
    42,
    "roundInput",
    [],
    { type: "roundInput" },
    { type: "roundInput", combatId },
    { type: "roundInput", combatId, input: null, stamp: 7 },
    { type: "roundInput", combatId, input: { type: "abandonBattle" } },
    { type: "roundInput", combatId, input: { type: "delayToSlow", figureId: figureId(ids.rex) } },
    { type: "roundInput", combatId, input: { type: "delayToSlow", figureId: ["x"] } },
    { type: "roundInput", combatId, input: { type: "delayToSlow", figureId: "Actor.nobody" } },
    { type: "roundInput", combatId: "Combat.elsewhere", input: { type: "delayToSlow", figureId: figureId(ids.kara) } },
    { type: "roundInput", combatId: { $ne: 1 }, input: { type: "delayToSlow", figureId: figureId(ids.kara) } },
    { type: "roundInput", combatId, input: { type: "assignDie", figureId: figureId(ids.kara), dieIndex: 1e308 } },
    { type: "roundInput", combatId, input: { type: "assignDie", figureId: figureId(ids.kara), dieIndex: -1 } },
    { type: "roundInput", combatId, input: { type: "act", action: "move", figureId: figureId(ids.rex) } },
    { type: "roundInput", combatId, input: { type: "x".repeat(100_000) }, stamp: "y".repeat(1_000_000) },
    { type: "roundInput", combatId, input: { type: "delayToSlow", figureId: figureId(ids.rex) }, userId: "gm" },
    { type: "roundRefused", userId: "someone", key: "FPB.Round.Warn.NoGM", message: "forged", data: {} },
    { type: "tableAnswered", userId: "someone", requestId: "x" },
    { type: "gangInput", combatId, input: { type: "rollPriority" } },
    { type: "gangInput", combatId, input: { type: "rollPriorityDie", gangId } },
    { type: "gangInput", combatId, input: { type: "activate", fighterId: 5 } },
    json(
      `{"type":"roundInput","combatId":"${combatId}","__proto__":{"polluted":true},"input":{"type":"lockReactions"}}`,
    ),
    json(`{"type":"roundInput","combatId":"${combatId}","input":{"__proto__":{"polluted":true},"type":"delayToSlow"}}`),
    json(`{"type":"gangInput","constructor":{"prototype":{"polluted":true}},"combatId":"${combatId}","input":{}}`),
    { type: "roundInput", combatId, input: { type: "delayToSlow", figureId: figureId(ids.kara) }, requestId: {} },
    deep(2000),
    Array.from({ length: 10_000 }, (_, i) => ({ type: "roundInput", i })),
  ];
}

const request = fc.record(
  {
    type: fc.constantFrom("roundInput", "roundRefused", "gangInput", "gangRefused", "tableAnswered", "__proto__"),
    combatId: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    input: fc.oneof(
      fc.anything(),
      fc.record({ type: fc.string(), figureId: fc.anything(), gangId: fc.anything(), dieIndex: fc.anything() }),
    ),
    stamp: fc.anything(),
    userId: fc.anything(),
    requestId: fc.anything(),
  },
  { requiredKeys: [] },
);

function quiet(clients: Client[]): void {
  for (const client of clients) client.notifications.length = 0;
}

describe("socket payloads from a player's console are refused without a throw or a change (issue 35)", () => {
  it("Five Parsecs table: crafted and random payloads from Bob leave the battle as it was", async () => {
    const battle = await roundTable();
    const { world, gm, alice, bob, ids, combatId } = battle;
    world.useNetwork({ seed: 61 });
    const before = stateOn(gm, battle);
    const messages = world.sources.get("ChatMessage")!.size;
    quiet([gm, alice, bob]);
    const random = fc.sample(request, { numRuns: 300, seed: 61 });
    for (const payload of [...crafted(combatId, ids, "gang"), ...random]) emit(bob, payload);
    await world.settle();
    for (const client of [gm, alice, bob]) expect(stateOn(client, battle)).toEqual(before);
    expect(world.errors).toEqual([]);
    for (const client of [gm, alice]) expect(complaints(client)).toEqual([]);
    expect(bob.notifications.filter((n) => n.type === "error")).toEqual([]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(world.sources.get("ChatMessage")!.size).toBe(messages);
  });

  it("Bracket Busters table: the same payloads from Bob leave the battle as it was", async () => {
    const table = await gangBattleTable();
    const { world, gm, alice, bob, aliceGang } = table;
    world.useNetwork({ seed: 62 });
    const before = gangStateOn(gm, table);
    const messages = world.sources.get("ChatMessage")!.size;
    quiet([gm, alice, bob]);
    const ids = { kara: "kara", rex: "rex" };
    const random = fc.sample(request, { numRuns: 300, seed: 62 });
    for (const payload of [...crafted(table.combatId, ids, aliceGang), ...random]) emit(bob, payload);
    await world.settle();
    for (const client of [gm, alice, bob]) expect(gangStateOn(client, table)).toEqual(before);
    expect(world.errors).toEqual([]);
    for (const client of [gm, alice]) expect(complaints(client)).toEqual([]);
    expect(bob.notifications.filter((n) => n.type === "error")).toEqual([]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(world.sources.get("ChatMessage")!.size).toBe(messages);
  });
});
