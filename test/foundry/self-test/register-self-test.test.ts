import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type {
  QuenchBatchContext,
  QuenchRegisterBatchFunction,
  QuenchRegisterBatchOptions,
} from "../../../src/foundry/self-test/quench-types";
import { menuHookCalls } from "../../../src/foundry/self-test/contract/menu-hooks";
import { type Client, createWorld } from "../../double";

/** A recording stand-in for Quench (a third-party module): it keeps every registerBatch call. */
function recordingQuench() {
  const batches: { key: string; fn: QuenchRegisterBatchFunction; options: QuenchRegisterBatchOptions | undefined }[] =
    [];
  return {
    batches,
    registerBatch: (
      key: `${string}.${string}`,
      fn: QuenchRegisterBatchFunction,
      options?: QuenchRegisterBatchOptions,
    ) => void batches.push({ key, fn, options }),
  };
}

/**
 * Fires `quenchReady` as Quench does and waits for the batches: the module fetches them with `import()` first, so
 * they arrive after the hook returns.
 */
async function fireQuenchReady(client: Client, quench: ReturnType<typeof recordingQuench>) {
  client.run(() => client.Hooks.callAll("quenchReady", quench));
  // The first `import()` compiles about 40 files here, on a shared machine: allow for it.
  await vi.waitFor(() => expect(quench.batches.length).toBeGreaterThan(0), { timeout: 25_000 });
}

/** A recording batch context: the titles of the tests a batch registers, run and skipped. */
function recordingContext() {
  const tests: string[] = [];
  const skipped: string[] = [];
  const it = Object.assign((title: string) => void tests.push(title), {
    skip: (title: string) => void skipped.push(title),
  });
  const hook = () => undefined;
  const context = {
    describe: (_title: string, fn: () => void) => fn(),
    it,
    before: hook,
    after: hook,
    beforeEach: hook,
    afterEach: hook,
    assert: (() => undefined) as never,
  } as QuenchBatchContext;
  return { context, tests, skipped };
}

/** Every live check name in docs/foundry-contract.md's tables: `update.dottedNested`, `perm.activeGM`, ... */
function contractCheckNames(): string[] {
  const doc = readFileSync(join(process.cwd(), "docs/foundry-contract.md"), "utf8");
  const rows = doc.split("\n").filter((line) => /^\| [A-Z]\d+ \|/.test(line));
  const names = rows.flatMap((row) =>
    [...(row.split("|").at(-2) ?? "").matchAll(/`([a-z0-9]+\.[A-Za-z0-9]+)`/g)].map((m) => m[1]!),
  );
  return [...new Set(names)];
}

describe("the in-world self-test", () => {
  it("registers the four Quench batches when quenchReady fires on a client with the module", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const quench = recordingQuench();
    await fireQuenchReady(gm, quench);
    expect(quench.batches.map(({ key, options }) => [key, options?.displayName])).toEqual([
      ["five-parsecs-battle.contract", "Five Parsecs Battle: Foundry contract"],
      ["five-parsecs-battle.first-session", "Five Parsecs Battle: first session (GM only)"],
      ["five-parsecs-battle.bracket-busters-session", "Five Parsecs Battle: Bracket Busters first session (GM only)"],
      ["five-parsecs-battle.solo-session", "Five Parsecs Battle: solo play, two autopilot rounds (GM only)"],
    ]);
    expect(world.errors).toEqual([]);
  });

  it("the contract batch has one test per live check of docs/foundry-contract.md, named by the check", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const quench = recordingQuench();
    await fireQuenchReady(gm, quench);
    const { context, tests, skipped } = recordingContext();
    await quench.batches[0]!.fn(context);
    const titled = [...tests, ...skipped].map((title) => title.split(":")[0]);
    const names = contractCheckNames();
    expect(names.length).toBeGreaterThan(60);
    expect([...titled].sort()).toEqual([...names].sort());
    expect(skipped.every((title) => title.includes("(skipped: "))).toBe(true);
    // Each check says which core generation it expects: the one the world runs (issue 39).
    expect([...tests, ...skipped].filter((title) => !title.includes(`: (expects v${world.generation}) `))).toEqual([]);
  });

  it("the first-session batch registers its one session test, not pre-selected", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const quench = recordingQuench();
    await fireQuenchReady(gm, quench);
    const { context, tests } = recordingContext();
    await quench.batches[1]!.fn(context);
    expect(tests).toHaveLength(1);
    expect(quench.batches[1]!.options?.preSelected).toBe(false);
  });

  it("the Bracket Busters first-session batch registers its one session test, not pre-selected (issue 17)", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const quench = recordingQuench();
    await fireQuenchReady(gm, quench);
    const { context, tests } = recordingContext();
    await quench.batches[2]!.fn(context);
    expect(tests).toHaveLength(1);
    expect(quench.batches[2]!.options?.preSelected).toBe(false);
  });

  it("the solo-play batch registers its one session test, not pre-selected (issue 38)", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const quench = recordingQuench();
    await fireQuenchReady(gm, quench);
    const { context, tests } = recordingContext();
    await quench.batches[3]!.fn(context);
    expect(tests).toHaveLength(1);
    expect(quench.batches[3]!.options?.preSelected).toBe(false);
  });

  it("fetches the batches on quenchReady, after recording the tracker's menu hooks (issue 34)", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const quench = recordingQuench();
    gm.run(() => gm.Hooks.callAll("quenchReady", quench));
    // The record cannot wait for the download: the tracker builds its menus at its first render (C7, C15).
    expect(gm.run(() => menuHookCalls())).toEqual([]);
    expect(quench.batches).toEqual([]);
    await vi.waitFor(() => expect(quench.batches).toHaveLength(4), { timeout: 25_000 });
    expect(world.errors).toEqual([]);
  });

  it("without Quench nothing is registered and nothing fails", async () => {
    const world = await createWorld();
    world.connect("Gamemaster");
    expect(world.errors).toEqual([]);
  });
});
