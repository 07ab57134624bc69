import { describe, expect, it } from "vitest";
import { isCrew, targetViewsFrom } from "../../../src/rules";
import { trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { defaultSetupForm } from "../../../src/views/five-parsecs/round/setup-form";
import { BattleStore } from "../../../src/sandbox/battle/store";
import { liveTable } from "../../../src/sandbox/battle/table";
import { autopilotStep } from "../../../src/sandbox/battle/autopilot";
import { AutopilotLoop } from "../../../src/sandbox/battle/autopilot-loop";
import type { SandboxInput } from "../../../src/sandbox/battle/sandbox-input";
import type { SandboxState } from "../../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../../fixtures/english-localizer";

const GM = { isGM: true, owns: () => true };

/** What the player does for the crew: the Reaction Roll, each crew activation (a shot when one is in reach). */
function crewInput(state: SandboxState, hold: boolean): SandboxInput | null {
  const battle = state.battle;
  if (!battle) return { type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: hold } };
  if (battle.over || battle.phase === "enemy" || battle.phase === "end") return null;
  const view = trackerView(battle, GM);
  if (view.seize) return { type: "round", input: { type: "endSeize" } };
  if (view.reaction?.canRoll) return { type: "round", input: { type: "rollReactions" } };
  if (view.reaction?.canMostQuick && !battle.reaction?.assignment)
    return { type: "round", input: { type: "assignMostQuick" } };
  if (view.reaction?.canLock) return { type: "round", input: { type: "lockReactions" } };
  const holder = view.snapFire.find((f) => f.canHold);
  if (hold && holder) return { type: "round", input: { type: "holdForSnapFire", figureId: holder.figureId } };
  const active = battle.active;
  if (active) {
    const figure = state.figures[active.figureId]!;
    // A refused shot (out of reach after all) is not tried again: the figure ends its activation.
    if (isCrew(figure) && view.activation?.allowed.combatAction && !state.notice) {
      const live = liveTable(state.table, state.figures, battle);
      const target = targetViewsFrom(live, figure.id, state.figures).find(
        (v) => v.visible && v.inFirersArc && v.distance <= 18,
      );
      if (target) return { type: "fire", firerId: figure.id, targetId: target.target.id };
    }
    return { type: "round", input: { type: "endActivation", figureId: active.figureId } };
  }
  const ready = view.ready[0];
  return ready ? { type: "round", input: { type: "startActivation", figureId: ready.figureId } } : null;
}

/** The same player pressing the enemy's buttons too: each enemy's tracker button, Apply, and Run the End Phase. */
function pressingApply(state: SandboxState): SandboxInput | null {
  const crew = crewInput(state, false);
  if (crew || !state.battle || state.battle.over) return crew;
  if (state.suggestion) return { type: "applySuggestion" };
  const battle = state.battle;
  if (battle.phase === "end") return { type: "round", input: { type: "runEndPhase" } };
  if (battle.active) return { type: "round", input: { type: "endActivation", figureId: battle.active.figureId } };
  const ready = trackerView(battle, GM).ready[0];
  return ready ? { type: "round", input: { type: "startActivation", figureId: ready.figureId } } : null;
}

const untilRound = (rounds: number) => (s: SandboxState) => (s.battle?.round ?? 0) > rounds || !!s.battle?.over;

/** Every button pressed by hand, the autopilot off, until `done`. */
async function pressedUntil(seed: string, done: (s: SandboxState) => boolean): Promise<BattleStore> {
  const store = new BattleStore(seed, englishLocalizer());
  for (let i = 0; i < 400 && !done(store.state); i++) {
    const input = pressingApply(store.state);
    if (!input) break;
    await store.dispatch(input);
  }
  expect(done(store.state)).toBe(true);
  return store;
}

/** The crew played by hand, the enemy and End Phase by the autopilot, until `done` or the autopilot pauses. */
async function withAutopilot(
  seed: string,
  done: (s: SandboxState) => boolean,
  hold = false,
): Promise<{ store: BattleStore; loop: AutopilotLoop }> {
  const store = new BattleStore(seed, englishLocalizer());
  const loop = new AutopilotLoop(store);
  await loop.setOn(true);
  for (let i = 0; i < 400; i++) {
    await loop.kick();
    if (done(store.state) || loop.status.pause) break;
    const input = crewInput(store.state, hold);
    if (!input) break;
    await store.dispatch(input);
  }
  await loop.kick();
  return { store, loop };
}

describe("the sandbox's autopilot (issue 38, solo play)", () => {
  it("plays three rounds for the enemy exactly as pressing Apply on each enemy does, on the same seed", async () => {
    const { store, loop } = await withAutopilot("solo three", untilRound(3));
    expect(loop.status.pause).toBeNull();
    const auto = store.state;
    expect(auto.battle!.round > 3 || auto.battle!.over).toBeTruthy();

    const pressed = new BattleStore("solo three", englishLocalizer());
    while (pressed.state.log.length < auto.log.length) {
      const input = pressingApply(pressed.state);
      if (!input) break;
      await pressed.dispatch(input);
    }
    expect(pressed.state.log.map((e) => e.input)).toEqual(auto.log.map((e) => e.input));
    expect(pressed.state.log).toEqual(auto.log);
    expect(pressed.state.battle).toEqual(auto.battle);
    expect(pressed.state.table.figures).toEqual(auto.table.figures);
    expect(pressed.state.chat).toEqual(auto.chat);
    // Every enemy activation was the autopilot's: each applied suggestion is kept for the battle summary.
    const enemyActivations = auto.log.filter((e) => e.input.type === "applySuggestion" && e.refusal === null);
    expect(auto.decisions.length).toBeGreaterThan(0);
    expect(auto.decisions.length).toBeLessThanOrEqual(enemyActivations.length);
    expect(auto.log.some((e) => e.input.type === "round" && e.input.input.type === "runEndPhase")).toBe(true);
  });

  it("pauses where a crew member held for Snap Fire may fire, says who at whom, and Resume lets the shot pass", async () => {
    const { store, loop } = await withAutopilot("snap 3", () => false, true);
    const pause = loop.status.pause;
    expect(pause?.reason).toBe("snapFire");
    const offer = store.state.suggestionMove!.offer!;
    expect(pause?.data).toEqual({
      watcher: store.state.figures[offer.watcherId]!.name,
      mover: store.state.figures[store.state.suggestion!.figureId]!.name,
    });
    // Paused: nothing moves by itself while it waits.
    const waiting = store.state.log.length;
    await loop.kick();
    expect(store.state.log.length).toBe(waiting);

    // The same as pressing Continue without firing.
    const pressed = new BattleStore("snap 3", englishLocalizer());
    for (const entry of store.state.log) await pressed.dispatch(entry.input);
    await pressed.dispatch({ type: "applySuggestion" });
    await loop.resume();
    const next = store.state.log[waiting];
    expect(next?.input).toEqual({ type: "applySuggestion" });
    expect(store.state.log[waiting]).toEqual(pressed.state.log[waiting]);
  });

  it("Step gives one input and holds; Pause keeps it from going on", async () => {
    const store = await pressedUntil("solo three", (s) => s.battle?.phase === "enemy" && s.suggestion !== null);
    const loop = new AutopilotLoop(store);
    loop.pauseNow();
    await loop.setOn(true);
    const before = store.state.log.length;
    expect(store.state.log.length).toBe(before);
    await loop.step();
    expect(store.state.log[before]?.input).toEqual({ type: "applySuggestion" });
    expect(store.state.log.length).toBe(before + 1);
    await loop.kick();
    expect(store.state.log.length).toBe(before + 1);
    expect(loop.status.held).toBe(true);
    await loop.resume();
    expect(store.state.log.length).toBeGreaterThan(before + 1);
  });

  it("waits for the player's figure where a Battle Event asks for one (Seized the moment), instead of rolling on", async () => {
    const store = await pressedUntil("solo three", (s) => s.battle?.phase === "end");
    const battle = store.state.battle!;
    const asking: SandboxState = {
      ...store.state,
      battle: { ...battle, pendingChoices: [{ eventId: "seizedTheMoment", round: battle.round + 1, excluded: [] }] },
    };
    expect(autopilotStep(asking)).toEqual({ pause: { reason: "eventChoice", data: { event: "seizedTheMoment" } } });
    expect(autopilotStep(store.state)).toEqual({ input: { type: "round", input: { type: "runEndPhase" } } });
  });
});
