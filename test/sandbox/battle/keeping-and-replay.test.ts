// Issue 15 items 1, 2, 3, 18 and "Beyond", below the page: the Reaction Roll's offer stored as shown, the quiet tracker
// inputs' cards, refusals true for the phase, and a battle rebuilt from its seed and inputs (reload, import, steps).
import { afterEach, describe, expect, it, vi } from "vitest";
import { trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { defaultSetupForm } from "../../../src/views/five-parsecs/round/setup-form";
import { battleLog, readBattleLog } from "../../../src/sandbox/battle/export-log";
import { forgetBattle, keepBattle, keptBattle } from "../../../src/sandbox/battle/persistence";
import { describeInput, Replay } from "../../../src/sandbox/battle/replay";
import { BattleStore } from "../../../src/sandbox/battle/store";
import type { SandboxInput } from "../../../src/sandbox/battle/sandbox-input";
import type { SandboxState } from "../../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../../fixtures/english-localizer";

const GM = { isGM: true, owns: () => true };
const i18n = englishLocalizer();
const setup: SandboxInput = { type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: false } };
const round = (input: Extract<SandboxInput, { type: "round" }>["input"]): SandboxInput => ({ type: "round", input });

/** Setup (no Seize), the Reaction Roll and Lock: the clicks of issue 15's seed `alpha`, and no die assigned by hand. */
async function rolledAndLocked(seed: string): Promise<BattleStore> {
  const store = new BattleStore(seed, i18n);
  for (const input of [setup, round({ type: "rollReactions" }), round({ type: "lockReactions" })]) {
    await store.dispatch(input);
    expect(store.state.notice).toBeNull();
  }
  return store;
}

/** Plays on, ending every activation and applying every AI suggestion, until `done`. */
async function playUntil(store: BattleStore, done: (s: SandboxState) => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(store.state); i++) {
    const { battle, suggestion } = store.state;
    const view = trackerView(battle!, GM);
    const input: SandboxInput | null = suggestion
      ? { type: "applySuggestion" }
      : view.reaction?.canRoll
        ? round({ type: "rollReactions" })
        : view.reaction?.canLock
          ? round({ type: "lockReactions" })
          : battle!.active
            ? round({ type: "endActivation", figureId: battle!.active.figureId })
            : view.ready[0]
              ? round({ type: "startActivation", figureId: view.ready[0].figureId })
              : view.canEndPhase
                ? round({ type: "runEndPhase" })
                : null;
    if (!input) break;
    await store.dispatch(input);
  }
  expect(done(store.state)).toBe(true);
}

describe("item 1: the Reaction Roll's dropdowns show what is stored", () => {
  it("stores the most-Quick offer with the roll, so every row's die is the stored one and Lock takes it", async () => {
    const store = new BattleStore("alpha", i18n);
    await store.dispatch(setup);
    await store.dispatch(round({ type: "rollReactions" }));
    const battle = store.state.battle!;
    const stored = battle.reaction!.assignment!;
    expect(stored).not.toBeNull();
    for (const row of trackerView(battle, GM).reaction!.rows) {
      expect(row.die).toBe(battle.reaction!.dice![stored[row.figureId]!]);
      expect(row.options.find((o) => o.selected)?.index).toBe(stored[row.figureId]);
    }
    await store.dispatch(round({ type: "lockReactions" }));
    expect(store.state.notice).toBeNull();
    expect(store.state.battle!.phase).not.toBe("reaction");
  });

  it("a die picked by hand swaps with its holder and stays stored", async () => {
    const store = new BattleStore("alpha", i18n);
    await store.dispatch(setup);
    await store.dispatch(round({ type: "rollReactions" }));
    const [first, second] = store.state.battle!.reaction!.reactors;
    const before = store.state.battle!.reaction!.assignment!;
    await store.dispatch(round({ type: "assignDie", figureId: first!.id, dieIndex: before[second!.id]! }));
    expect(store.state.battle!.reaction!.assignment).toMatchObject({
      [first!.id]: before[second!.id],
      [second!.id]: before[first!.id],
    });
  });
});

describe("item 2: the tracker's quiet buttons say what they recorded", () => {
  it("an objective reached and the Win condition each post a card, and say so again when pressed twice", async () => {
    const store = await rolledAndLocked("alpha");
    const cards = () => store.state.chat.map((c) => c.card.notes.join(" "));
    await store.dispatch(round({ type: "reachObjective" }));
    expect(store.state.battle!.objectiveReachedThisRound).toBe(true);
    expect(cards().at(-1)).toContain("reached an objective this round");
    await store.dispatch(round({ type: "reachObjective" }));
    expect(cards().at(-1)).toContain("Already recorded");
    await store.dispatch(round({ type: "achieveWinCondition" }));
    expect(store.state.battle!.winConditionAchieved).toBe(true);
    expect(cards().at(-1)).toMatch(/Win condition is achieved.*rolls (each round )?to withdraw/);
    expect(store.state.chat.at(-1)!.card.title).toMatch(/^Round 1: Win condition$/);
  });
});

describe("item 18: a crew attack refused in words true for the moment", () => {
  it("in the Enemy Actions phase, says when the crew figure acts instead of asking for its activation", async () => {
    const store = await rolledAndLocked("alpha");
    await playUntil(store, (s) => s.battle!.phase === "enemy");
    const crew = store.state.battle!.crew[0]!.id;
    const enemy = store.state.battle!.enemies[0]!.id;
    await store.dispatch({ type: "fire", firerId: crew, targetId: enemy });
    expect(store.state.notice).toMatch(
      /^It is the Enemy Actions phase: .+ (acts in the (Slow|Quick) Actions phase|does not act now)\.$/,
    );
    expect(store.state.notice).not.toContain("start its activation");
  });

  it("after the Combat Action, a second shot is refused as used, and a Free Action posts its card", async () => {
    const store = await rolledAndLocked("alpha");
    const view = trackerView(store.state.battle!, GM);
    const firer = view.ready[0]!.figureId;
    await store.dispatch(round({ type: "startActivation", figureId: firer }));
    await store.dispatch(round({ type: "act", action: "freeAction" }));
    expect(store.state.chat.at(-1)!.card.notes[0]).toMatch(/takes a Free Action .* the first costs nothing/);
    await store.dispatch(round({ type: "act", action: "combatAction" }));
    await store.dispatch({ type: "fire", firerId: firer, targetId: store.state.battle!.enemies[0]!.id });
    expect(store.state.notice).toMatch(/has used its Combat Action this activation/);
  });
});

describe("item 3 and Beyond: a battle rebuilt from its seed and inputs", () => {
  const storage = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  afterEach(() => storage.clear());

  it("keeps the battle in storage and replays it exactly, as a reload does", async () => {
    const store = await rolledAndLocked("reload me");
    await playUntil(store, (s) => s.chat.length >= 4 && s.battle!.phase === "enemy");
    keepBattle(store.state);
    const kept = keptBattle()!;
    expect(kept.seed).toBe("reload me");
    const reloaded = new BattleStore("five parsecs", i18n);
    await reloaded.restart(kept.seed, kept.inputs);
    expect(reloaded.state.log).toEqual(store.state.log);
    expect(reloaded.state.battle).toEqual(store.state.battle);
    expect(reloaded.state.table.figures).toEqual(store.state.table.figures);
    forgetBattle();
    expect(keptBattle()).toBeNull();
  });

  it("reads an exported log back, and refuses what is not one with the reason", () => {
    const log = JSON.parse(
      JSON.stringify({
        seed: "x",
        inputs: [setup, round({ type: "rollReactions" }), { type: "fire", firerId: "a", targetId: "b" }],
      }),
    );
    expect(readBattleLog(log)).toEqual(log);
    expect(readBattleLog([])).toEqual({ problem: "notLog" });
    expect(readBattleLog({ inputs: [] })).toEqual({ problem: "noSeed" });
    expect(readBattleLog({ seed: "x" })).toEqual({ problem: "noInputs" });
    expect(
      readBattleLog({
        seed: "x",
        inputs: [setup, { type: "round", input: { type: "assignDie", figureId: "a", dieIndex: -1 } }],
      }),
    ).toEqual({ problem: "badInput", at: 2 });
    expect(readBattleLog({ seed: "x", inputs: [{ type: "teleport" }] })).toEqual({ problem: "badInput", at: 1 });
  });

  it("steps an imported log forward and back: each step is the battle after that many inputs", async () => {
    const original = await rolledAndLocked("step me");
    await playUntil(original, (s) => s.log.length >= 12);
    const exported = JSON.parse(JSON.stringify(battleLog(original.state)));
    const log = readBattleLog(exported);
    if ("problem" in log) throw new Error(log.problem);
    const prefix = async (n: number) => {
      const store = new BattleStore(log.seed, i18n);
      await store.restart(log.seed, log.inputs.slice(0, n));
      return store.state;
    };
    const store = new BattleStore("anything", i18n);
    const replay = new Replay("step-me.json", log, store);
    await replay.to(0);
    expect(store.state.battle).toBeNull();
    expect(store.state.seed).toBe("step me");
    for (const n of [1, 2, 3, 4]) {
      await replay.to(n);
      expect(store.state.log).toEqual((await prefix(n)).log);
      expect(replay.follows(store.state)).toBe(true);
    }
    await replay.to(3);
    expect(store.state.log).toEqual((await prefix(3)).log);
    expect(store.state.battle).toEqual((await prefix(3)).battle);
    await replay.to(replay.total);
    expect(store.state.log).toEqual(original.state.log);
    expect(describeInput(log.inputs[0]!, store.state, i18n)).toBe("the battle setup");
    await store.dispatch(round({ type: "reachObjective" }));
    expect(replay.follows(store.state)).toBe(false);
  });
});
