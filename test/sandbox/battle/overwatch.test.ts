// "Enemy Overwatch" in the sandbox (issue 15, item 19), played as the Foundry adapter plays it.
import { describe, expect, it } from "vitest";
import { movementTriggers, reachOf, type Point, type ReachPoint } from "../../../src/rules";
import { watchersFor } from "../../../src/views/five-parsecs/ai/watchers";
import { trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { defaultSetupForm } from "../../../src/views/five-parsecs/round/setup-form";
import { BattleStore } from "../../../src/sandbox/battle/store";
import { liveTable } from "../../../src/sandbox/battle/table";
import { battleLog, readBattleLog } from "../../../src/sandbox/battle/export-log";
import type { SandboxInput } from "../../../src/sandbox/battle/sandbox-input";
import type { SandboxState } from "../../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../../fixtures/english-localizer";

const GM = { isGM: true, owns: () => true };
/** A seed whose enemies enter Overwatch in round 1, and whose third crew member can then move through their sight. */
const SEED = "overwatch 1";

/** The next click of a player who applies every AI suggestion and otherwise only starts and ends activations. */
function nextInput(state: SandboxState): SandboxInput | null {
  const battle = state.battle;
  if (!battle || battle.over) return null;
  const view = trackerView(battle, GM);
  if (state.suggestion) return { type: "applySuggestion" };
  if (view.reaction?.canRoll) return { type: "round", input: { type: "rollReactions" } };
  if (view.reaction?.canMostQuick && !battle.reaction?.assignment)
    return { type: "round", input: { type: "assignMostQuick" } };
  if (view.reaction?.canLock) return { type: "round", input: { type: "lockReactions" } };
  if (battle.active) return { type: "round", input: { type: "endActivation", figureId: battle.active.figureId } };
  if (view.ready[0]) return { type: "round", input: { type: "startActivation", figureId: view.ready[0].figureId } };
  if (view.canEndPhase) return { type: "round", input: { type: "runEndPhase" } };
  return null;
}

async function playUntil(store: BattleStore, done: (s: SandboxState) => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(store.state); i++) {
    const input = nextInput(store.state);
    if (!input) break;
    await store.dispatch(input);
    expect(store.state.notice).toBeNull();
  }
  expect(done(store.state)).toBe(true);
}

async function battle(): Promise<BattleStore> {
  const store = new BattleStore(SEED, englishLocalizer());
  await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: false } });
  return store;
}

/** The points within the active crew member's Move whose path enters the Arc of Fire and sight of an enemy on Overwatch. */
function seenMoves(state: SandboxState): { id: string; points: ReachPoint[]; unseen: ReachPoint[] } {
  const battle = state.battle!;
  const id = battle.active!.figureId;
  const live = liveTable(state.table, state.figures, battle);
  const reach = reachOf(live, state.figures[id]!);
  const watchers = watchersFor("crew", live, state.figures, { snapFireHolders: [], overwatchIds: battle.overwatchIds });
  const seen = (p: Point) => movementTriggers(live, id, reach.pathTo(p)!.points, watchers).length > 0;
  const walks = reach.points.filter((p) => !p.withDash && !p.jump && p.cost > 0.5);
  return { id, points: walks.filter(seen), unseen: walks.filter((p) => !seen(p)) };
}

const crewActiveInSight = (s: SandboxState): boolean => {
  const active = s.battle?.active;
  return (
    !!active &&
    s.figures[active.figureId]?.side === "crew" &&
    s.battle!.overwatchIds.length > 0 &&
    seenMoves(s).points.length > 0
  );
};

describe("Enemy Overwatch in the sandbox (issue 15, item 19)", () => {
  it("an applied suggestion whose roll entered Overwatch puts the enemy on it: the round keeps it, the tracker lists it", async () => {
    const store = await battle();
    await playUntil(store, (s) => s.suggestion?.overwatch?.entered === true);
    const enemyId = store.state.suggestion!.figureId;
    const chatBefore = store.state.chat.length;
    await store.dispatch({ type: "applySuggestion" });
    expect(store.state.notice).toBeNull();
    expect(store.state.battle!.overwatchIds).toContain(enemyId);
    expect(trackerView(store.state.battle!, GM).overwatch.map((f) => f.figureId)).toContain(enemyId);
    // The AI card shows the roll that entered it.
    const steps = store.state.chat.slice(chatBefore).flatMap((c) => c.card.steps);
    expect(steps.some((step) => step.rule === "Enemy Overwatch" && step.result === "Overwatch")).toBe(true);
  });

  it("a skipped suggestion enters nothing (Foundry's Dismiss sends nothing either)", async () => {
    const store = await battle();
    await playUntil(store, (s) => s.suggestion?.overwatch?.entered === true);
    const enemyId = store.state.suggestion!.figureId;
    await store.dispatch({ type: "skipSuggestion" });
    expect(store.state.battle!.overwatchIds).not.toContain(enemyId);
  });

  it("a crew move through its sight offers the shot; Fire resolves it on a natural 6 only and ends the Overwatch", async () => {
    const store = await battle();
    await playUntil(store, crewActiveInSight);
    const { id, points } = seenMoves(store.state);
    const chatBefore = store.state.chat.length;
    await store.dispatch({ type: "move", figureId: id, to: points[0]! });
    expect(store.state.notice).toBeNull();
    const offers = store.state.overwatchOffers;
    expect(offers.length).toBeGreaterThan(0);
    const [offer] = offers;
    expect(offer!.moverId).toBe(id);
    const watcher = store.state.figures[offer!.watcherId]!.name;
    const mover = store.state.figures[id]!.name;
    // The watch card, as Foundry posts it after the move.
    const cards = store.state.chat.slice(chatBefore);
    expect(cards.some((c) => c.kind === "ai" && c.card.title === `Overwatch: ${watcher} fires at ${mover}`)).toBe(true);

    const beforeShot = store.state.chat.length;
    await store.dispatch({
      type: "round",
      input: { type: "endOverwatch", figureId: offer!.watcherId, reason: "fired" },
    });
    expect(store.state.notice).toBeNull();
    const shot = store.state.chat.slice(beforeShot).find((c) => c.kind === "ai");
    expect(shot?.card.title).toBe(offer!.title);
    // "Overwatch fire is resolved normally but hits only on a natural 6."
    expect(shot?.card.steps[0]?.needed).toBe("needs 6+");
    expect(shot?.card.notes.join(" ")).toMatch(/hitting only on a natural 6/);
    expect(store.state.battle!.overwatchIds).not.toContain(offer!.watcherId);
    expect(store.state.overwatchOffers.map((o) => o.watcherId)).not.toContain(offer!.watcherId);
  });

  it("the Overwatch shot is kept in the battle log: a reload or an import replays it exactly", async () => {
    const store = await battle();
    await playUntil(store, crewActiveInSight);
    const { id, points } = seenMoves(store.state);
    await store.dispatch({ type: "move", figureId: id, to: points[0]! });
    const [offer] = store.state.overwatchOffers;
    await store.dispatch({
      type: "round",
      input: { type: "endOverwatch", figureId: offer!.watcherId, reason: "fired" },
    });
    const log = readBattleLog(JSON.parse(JSON.stringify(battleLog(store.state))));
    if ("problem" in log) throw new Error(`the log cannot be read back: ${log.problem}`);
    const again = new BattleStore(SEED, englishLocalizer());
    await again.restart(log.seed, log.inputs);
    expect(again.state.battle!.overwatchIds).toEqual(store.state.battle!.overwatchIds);
    expect(again.state.chat.map((c) => c.card)).toEqual(store.state.chat.map((c) => c.card));
  });

  it("the shot is passed by any other input: the enemy stays on Overwatch, and the offer cannot be taken later", async () => {
    const store = await battle();
    await playUntil(store, crewActiveInSight);
    const { id, points } = seenMoves(store.state);
    await store.dispatch({ type: "move", figureId: id, to: points[0]! });
    const [offer] = store.state.overwatchOffers;
    await store.dispatch({ type: "round", input: { type: "endActivation", figureId: id } });
    expect(store.state.overwatchOffers).toEqual([]);
    expect(store.state.battle!.overwatchIds).toContain(offer!.watcherId);
  });

  it("a crew move out of every watcher's sight offers nothing", async () => {
    const store = await battle();
    await playUntil(store, crewActiveInSight);
    const { id, unseen } = seenMoves(store.state);
    expect(unseen.length).toBeGreaterThan(0);
    await store.dispatch({ type: "move", figureId: id, to: unseen[0]! });
    expect(store.state.notice).toBeNull();
    expect(store.state.overwatchOffers).toEqual([]);
  });

  it('a crew shot that hits an enemy on Overwatch ends it ("is hit by an attack")', async () => {
    // Every crew member with a shot at an enemy on Overwatch fires, until one hits it.
    for (const seed of ["overwatch 1", "overwatch 3", "overwatch 15", "overwatch 14"]) {
      const store = new BattleStore(seed, englishLocalizer());
      await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: false } });
      for (let i = 0; i < 200 && !store.state.battle!.over; i++) {
        const s = store.state;
        const active = s.battle!.active;
        if (active && s.figures[active.figureId]?.side === "crew" && !active.combatAction) {
          for (const target of s.battle!.overwatchIds) {
            const before = store.state.chat.length;
            await store.dispatch({ type: "fire", firerId: active.figureId, targetId: target });
            if (store.state.notice) continue;
            const hit = store.state.chat
              .slice(before)
              .some((c) => c.kind !== "move" && c.card.steps.some((step) => step.result === "Hit"));
            if (hit && !store.state.figures[target]!.condition.goner) {
              expect(store.state.battle!.overwatchIds).not.toContain(target);
              return;
            }
            break;
          }
        }
        const input = nextInput(store.state);
        if (!input) break;
        await store.dispatch(input);
      }
    }
    expect.fail("no crew shot hit an enemy on Overwatch in the seeds tried");
  });
});
