import { describe, expect, it } from "vitest";
import { isCrew, isEnemy, targetViewsFrom } from "../../../src/rules";
import { trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { defaultSetupForm } from "../../../src/views/five-parsecs/round/setup-form";
import { BattleStore } from "../../../src/sandbox/battle/store";
import { liveTable } from "../../../src/sandbox/battle/table";
import type { SandboxInput } from "../../../src/sandbox/battle/sandbox-input";
import type { SandboxState } from "../../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../../fixtures/english-localizer";

const GM = { isGM: true, owns: () => true };

/** The input a player would give next: the tracker's first control, a shot at a visible enemy, the AI's suggestion. */
function nextInput(state: SandboxState): SandboxInput | null {
  const battle = state.battle;
  if (!battle) return { type: "setup", form: defaultSetupForm("normal") };
  if (battle.over) return null;
  if (state.suggestion) return { type: "applySuggestion" };
  const view = trackerView(battle, GM);
  if (view.seize) return { type: "round", input: { type: "endSeize" } };
  if (view.reaction?.canRoll) return { type: "round", input: { type: "rollReactions" } };
  if (view.reaction?.canMostQuick && !battle.reaction?.assignment)
    return { type: "round", input: { type: "assignMostQuick" } };
  if (view.reaction?.canLock) return { type: "round", input: { type: "lockReactions" } };
  const active = battle.active;
  if (active) {
    const figure = state.figures[active.figureId]!;
    if (isCrew(figure) && view.activation?.allowed.combatAction) {
      const live = liveTable(state.table, state.figures, battle);
      const target = targetViewsFrom(live, figure.id, state.figures).find(
        (v) => v.visible && v.inFirersArc && v.distance <= 18,
      );
      if (target) return { type: "fire", firerId: figure.id, targetId: target.target.id };
    }
    return { type: "round", input: { type: "endActivation", figureId: active.figureId } };
  }
  const ready = view.ready[0];
  if (ready) return { type: "round", input: { type: "startActivation", figureId: ready.figureId } };
  if (view.canEndPhase) return { type: "round", input: { type: "runEndPhase" } };
  return null;
}

async function play(seed: string, rounds: number, script?: readonly SandboxInput[]): Promise<BattleStore> {
  const store = new BattleStore(seed, englishLocalizer());
  if (script) {
    for (const input of script) await store.dispatch(input);
    return store;
  }
  for (let i = 0; i < 400; i++) {
    const battle = store.state.battle;
    if (battle && (battle.round > rounds || battle.over)) break;
    const input = nextInput(store.state);
    if (!input) break;
    await store.dispatch(input);
  }
  return store;
}

describe("the sandbox battle store (issue 7: seeded replay)", () => {
  it("plays two rounds of the demo battle through the rules, with cards for the dice", async () => {
    const store = await play("depot ambush", 2);
    const { battle, chat, log } = store.state;
    expect(battle!.round).toBeGreaterThanOrEqual(3);
    expect(log.every((entry) => entry.refusal === null)).toBe(true);
    expect(chat.some((c) => c.kind === "attack")).toBe(true);
    expect(chat.some((c) => c.kind === "ai")).toBe(true);
    expect(chat.some((c) => c.card.title.includes("End Phase"))).toBe(true);
  });

  it("replays: the same seed and the same inputs give the same log, dice and cards", async () => {
    const first = await play("replay me", 2);
    const inputs = first.state.log.map((entry) => entry.input);
    const second = await play("replay me", 2, inputs);
    expect(second.state.log).toEqual(first.state.log);
    expect(second.state.table.figures).toEqual(first.state.table.figures);
  });

  it("another seed rolls other dice", async () => {
    const a = await play("seed A", 1);
    const b = await play("seed B", 1);
    expect(a.state.log.flatMap((e) => e.dice.map((d) => d.value))).not.toEqual(
      b.state.log.flatMap((e) => e.dice.map((d) => d.value)),
    );
  });

  it("refuses an input the rules refuse, leaving the battle as it was and saying why", async () => {
    const store = await play("refusal", 0, [{ type: "setup", form: defaultSetupForm("normal") }]);
    const before = store.state.battle;
    await store.dispatch({ type: "round", input: { type: "runEndPhase" } });
    expect(store.state.battle).toBe(before);
    expect(store.state.notice).toMatch(/not possible/);
    expect(store.state.log.at(-1)!.refusal).toBe(store.state.notice);
  });

  it("moves an applied AI suggestion's token to the suggested end point", async () => {
    const store = new BattleStore("ai moves", englishLocalizer());
    for (let i = 0; i < 200 && !store.state.suggestion; i++) await store.dispatch(nextInput(store.state)!);
    const suggestion = store.state.suggestion!;
    expect(isEnemy(store.state.figures[suggestion.figureId]!)).toBe(true);
    await store.dispatch({ type: "applySuggestion" });
    const placed = store.state.table.figures.find((p) => p.id === suggestion.figureId)!;
    expect(placed.centre).toEqual(suggestion.skulking?.placedAt ?? suggestion.end);
  });
});
