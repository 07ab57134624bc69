import { describe, expect, it } from "vitest";
import { arcOfFire, movementTriggers, reachOf, usableRangedWeapons, type Point } from "../../../src/rules";
import { trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { defaultSetupForm } from "../../../src/views/five-parsecs/round/setup-form";
import { BattleStore } from "../../../src/sandbox/battle/store";
import { liveTable } from "../../../src/sandbox/battle/table";
import { dashAhead } from "../../../src/sandbox/battle/dash-warning";
import type { SandboxInput } from "../../../src/sandbox/battle/sandbox-input";
import type { SandboxState } from "../../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../../fixtures/english-localizer";

const GM = { isGM: true, owns: () => true };

/** The next click of a player who holds every Quick crew figure for Snap Fire and applies every AI suggestion. */
function holdingPlayer(state: SandboxState, hold: boolean): SandboxInput | null {
  const battle = state.battle;
  if (!battle || battle.over) return null;
  const view = trackerView(battle, GM);
  if (state.suggestion) return { type: "applySuggestion" };
  if (view.seize) return { type: "round", input: { type: "endSeize" } };
  if (view.reaction?.canRoll) return { type: "round", input: { type: "rollReactions" } };
  if (view.reaction?.canMostQuick && !battle.reaction?.assignment)
    return { type: "round", input: { type: "assignMostQuick" } };
  if (view.reaction?.canLock) return { type: "round", input: { type: "lockReactions" } };
  const holder = view.snapFire.find((f) => f.canHold);
  if (hold && holder) return { type: "round", input: { type: "holdForSnapFire", figureId: holder.figureId } };
  if (battle.active) return { type: "round", input: { type: "endActivation", figureId: battle.active.figureId } };
  if (view.ready[0]) return { type: "round", input: { type: "startActivation", figureId: view.ready[0].figureId } };
  if (view.canEndPhase) return { type: "round", input: { type: "runEndPhase" } };
  return null;
}

async function playUntil(store: BattleStore, done: (s: SandboxState) => boolean, hold = false): Promise<void> {
  for (let i = 0; i < 200 && !done(store.state); i++) {
    const input = holdingPlayer(store.state, hold);
    if (!input) break;
    await store.dispatch(input);
    expect(store.state.notice).toBeNull();
  }
  expect(done(store.state)).toBe(true);
}

const centreOf = (state: SandboxState, id: string): Point => state.table.figures.find((p) => p.id === id)!.centre;

/** The first crew figure activating in the Quick phase, with its reach. */
async function activeCrew(seed: string) {
  const store = new BattleStore(seed, englishLocalizer());
  await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: false } });
  await playUntil(store, (s) => s.battle?.phase === "quick" && s.battle.active !== null);
  const id = store.state.battle!.active!.figureId;
  const live = liveTable(store.state.table, store.state.figures, store.state.battle);
  return { store, id, reach: reachOf(live, store.state.figures[id]!) };
}

describe("the sandbox's moves (issue 7: Dash, the seize's Move)", () => {
  it("Dash: a point beyond the Move is reached by using the Combat Action, so the figure cannot fire afterwards", async () => {
    const { store, id, reach } = await activeCrew("dash");
    const point = reach.points.find((p) => p.withDash && !p.jump)!;
    expect(point.cost).toBeGreaterThan(reach.move);
    await store.dispatch({ type: "move", figureId: id, to: point });
    expect(store.state.notice).toBeNull();
    expect(centreOf(store.state, id)).toMatchObject({ x: point.x, y: point.y });
    expect(store.state.battle!.active).toMatchObject({ moved: true, combatAction: true });
    expect(trackerView(store.state.battle!, GM).activation?.allowed.combatAction).toBe(false);
  });

  it("Move: a point within the Move leaves the Combat Action", async () => {
    const { store, id, reach } = await activeCrew("dash");
    const point = reach.points.find((p) => !p.withDash && p.cost > 1 && !p.jump)!;
    await store.dispatch({ type: "move", figureId: id, to: point });
    expect(store.state.battle!.active).toMatchObject({ moved: true, combatAction: false });
  });

  it("refuses a point beyond the Dash, leaving the figure where it stood", async () => {
    const { store, id, reach } = await activeCrew("dash");
    const from = centreOf(store.state, id);
    await store.dispatch({ type: "move", figureId: id, to: { x: from.x + reach.dash + 3, y: from.y } });
    expect(store.state.notice).toMatch(/even with a Dash/);
    expect(centreOf(store.state, id)).toEqual(from);
    expect(store.state.battle!.active!.moved).toBe(false);
  });

  it("Seize the Initiative: a seized crew figure's Move places it on the ground clicked, within its normal Move", async () => {
    const store = new BattleStore("snap 1", englishLocalizer());
    await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: true } });
    const battle = store.state.battle!;
    expect(battle.seize?.seized).toBe(true);
    const id = battle.crew[0]!.id;
    const live = liveTable(store.state.table, store.state.figures, battle);
    const reach = reachOf(live, store.state.figures[id]!);
    const dashOnly = reach.points.find((p) => p.withDash)!;
    await store.dispatch({ type: "move", figureId: id, to: dashOnly });
    expect(store.state.notice).toMatch(/normal move/);
    const point = reach.points.find((p) => !p.withDash && p.cost > 2 && !p.jump)!;
    await store.dispatch({ type: "move", figureId: id, to: point });
    expect(store.state.notice).toBeNull();
    expect(centreOf(store.state, id)).toMatchObject({ x: point.x, y: point.y });
    expect(store.state.battle!.seize!.acted).toContainEqual({ figureId: id, action: "move" });
  });
});

describe("Snap Fire in the sandbox (issue 7: movementTriggers stop an applied AI move)", () => {
  it("stops the enemy where the held figure first sees it, offers its shot, then Continue finishes the move", async () => {
    const store = new BattleStore("snap 3", englishLocalizer());
    await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: true } });
    /** The first Snap Fire trigger along the waiting suggestion's path, by the rules alone. */
    const firstTrigger = (state: SandboxState) => {
      const live = liveTable(state.table, state.figures, state.battle);
      const watchers = trackerView(state.battle!, GM).snapShots.map(({ figureId: id }) => {
        const f = state.figures[id]!;
        return {
          id,
          kind: "snapFire" as const,
          arcDegrees: arcOfFire(f),
          range: Math.max(...usableRangedWeapons(f).map((w) => w.range)),
        };
      });
      return movementTriggers(live, state.suggestion!.figureId, state.suggestion!.path, watchers)[0];
    };
    await playUntil(store, (s) => s.suggestion !== null && firstTrigger(s) !== undefined, true);
    const suggestion = store.state.suggestion!;
    const first = firstTrigger(store.state);

    await store.dispatch({ type: "applySuggestion" });
    const stopped = store.state;
    expect(stopped.suggestion).toBe(suggestion);
    expect(stopped.suggestionMove?.offer?.watcherId).toBe(first!.watcherId);
    const at = centreOf(stopped, suggestion.figureId);
    expect(Math.hypot(at.x - first!.at.x, at.y - first!.at.y)).toBeLessThan(0.01);

    const chatBefore = stopped.chat.length;
    await store.dispatch({
      type: "round",
      input: { type: "snapFire", figureId: first!.watcherId, effectOnMover: "none" },
    });
    expect(store.state.notice).toBeNull();
    expect(store.state.suggestionMove?.offer).toBeNull();
    expect(store.state.chat.slice(chatBefore).some((c) => c.kind === "attack")).toBe(true);

    const effect = store.state.battle!.snapFireEffects.find((e) => e.figureId === suggestion.figureId);
    const standing = centreOf(store.state, suggestion.figureId);
    await store.dispatch({ type: "applySuggestion" });
    expect(store.state.notice).toBeNull();
    expect(store.state.suggestionMove).toBeNull();
    const end = centreOf(store.state, suggestion.figureId);
    // "If Shocked they stop immediately": otherwise the move runs on to the suggested end.
    expect(end).toEqual(effect?.stopped ? standing : (suggestion.skulking?.placedAt ?? suggestion.end));
  });
});

describe("every crew move is logged with its cost and what it used up (issue 15, item 12)", () => {
  const moveNotes = (state: SandboxState, from: number): string[] =>
    state.chat
      .slice(from)
      .filter((c) => c.kind === "move")
      .flatMap((c) => c.card.notes);

  it("a Move: its inches, and that the Combat Action is still free", async () => {
    const { store, id, reach } = await activeCrew("dash");
    const point = reach.points.find((p) => !p.withDash && p.cost > 1 && !p.jump)!;
    const path = reach.pathTo(point)!;
    const from = store.state.chat.length;
    await store.dispatch({ type: "move", figureId: id, to: point });
    const [card] = store.state.chat.slice(from).filter((c) => c.kind === "move");
    expect(card?.card.title).toBe(`${store.state.figures[id]!.name} moves`);
    expect(moveNotes(store.state, from)).toEqual([
      `Moved ${Math.round(path.cost * 10) / 10}": a Move within its ${reach.move}", the Combat Action is still free.`,
    ]);
  });

  it("a Dash: that it was a Dash and the Combat Action is used", async () => {
    const { store, id, reach } = await activeCrew("dash");
    const point = reach.points.find((p) => p.withDash && !p.jump)!;
    const from = store.state.chat.length;
    await store.dispatch({ type: "move", figureId: id, to: point });
    const [note] = moveNotes(store.state, from);
    expect(note).toMatch(/^Moved [\d.]+".*: a Dash, beyond its [\d.]+" Move, so the Combat Action is used\.$/);
  });

  it("a move through a window that the window's cost makes a Dash says both: the window and the Dash", async () => {
    const store = new BattleStore("dash", englishLocalizer());
    await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: false } });
    /** A point the active crew member reaches through a window, nearer than its Move, that the window makes a Dash. */
    const windowDash = (s: SandboxState) => {
      const active = s.battle?.active;
      if (!active || s.figures[active.figureId]?.side !== "crew" || active.moved || active.combatAction)
        return undefined;
      const live = liveTable(s.table, s.figures, s.battle);
      const reach = reachOf(live, s.figures[active.figureId]!);
      const at = live.figures.find((p) => p.id === active.figureId)!.centre;
      const point = reach.points.find(
        (p) =>
          p.withDash &&
          Math.hypot(p.x - at.x, p.y - at.y) <= reach.move &&
          reach.pathTo(p)!.notes.some((n) => n.kind === "window"),
      );
      return point ? { id: active.figureId, point, reach } : undefined;
    };
    await playUntil(store, (s) => windowDash(s) !== undefined);
    const { id, point, reach } = windowDash(store.state)!;
    const from = store.state.chat.length;
    await store.dispatch({ type: "move", figureId: id, to: point });
    expect(store.state.battle!.active).toMatchObject({ moved: true, combatAction: true });
    const [note] = moveNotes(store.state, from);
    expect(note).toContain(`through a window (+2")`);
    expect(note).toContain(`a Dash, beyond its ${reach.move}" Move, so the Combat Action is used`);
  });

  it("the seize's normal Move is logged as its one action; a refused move logs nothing", async () => {
    const store = new BattleStore("snap 1", englishLocalizer());
    await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: true } });
    const battle = store.state.battle!;
    const id = battle.crew[0]!.id;
    const reach = reachOf(liveTable(store.state.table, store.state.figures, battle), store.state.figures[id]!);
    const from = store.state.chat.length;
    await store.dispatch({ type: "move", figureId: id, to: reach.points.find((p) => p.withDash)! });
    expect(moveNotes(store.state, from)).toEqual([]);
    await store.dispatch({
      type: "move",
      figureId: id,
      to: reach.points.find((p) => !p.withDash && p.cost > 2 && !p.jump)!,
    });
    expect(moveNotes(store.state, from)).toEqual([
      expect.stringMatching(/: its normal Move while Seizing the Initiative, its one action\.$/),
    ]);
  });

  it("warns before a move that would become a Dash, and only then", async () => {
    const { store, id, reach } = await activeCrew("dash");
    const dash = reach.points.find((p) => p.withDash && !p.jump)!;
    const walk = reach.points.find((p) => !p.withDash && p.cost > 1 && !p.jump)!;
    expect(dashAhead(store.state, id, walk)).toBeNull();
    expect(dashAhead(store.state, id, dash)).toMatchObject({
      figure: store.state.figures[id]!.name,
      allowance: String(reach.move),
    });
    const words = englishLocalizer().format("FPB.Sandbox.Battle.Confirm.Dash.Text", dashAhead(store.state, id, dash)!);
    expect(words).toMatch(/it is a Dash, which uses the Combat Action/);
    // Once the Combat Action is used, a Dash is refused by the rules, so nothing is asked.
    await store.dispatch({ type: "round", input: { type: "act", action: "combatAction" } });
    expect(dashAhead(store.state, id, dash)).toBeNull();
  });
});
