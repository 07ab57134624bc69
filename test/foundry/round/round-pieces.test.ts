import { describe, expect, it } from "vitest";
import { inchesToEdge } from "../../../src/foundry/five-parsecs/round/edge-distance";
import { initiativesFor, phaseOfInitiative } from "../../../src/views/five-parsecs/round/initiative";
import {
  checkRoundRequest,
  parseRoundInput,
  parseSocketMessage,
  assignmentAfter,
} from "../../../src/views/five-parsecs/round/round-request";
import { defaultSetupForm, newBattleOf, readSetupForm } from "../../../src/views/five-parsecs/round/setup-form";
import { figureMarks, phaseGroups, trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { boss, kara, lockedRound, newBattle, raider, rex, rolledRound, run } from "./fixtures";

const gm = { isGM: true, owns: () => true };
const karasPlayer = { isGM: false, owns: (id: string) => id === kara.id };
const stranger = { isGM: false, owns: () => false };

describe("Quick Actions go first. Enemy Actions go second. Slow Actions go last: initiative from the schedule", () => {
  it("puts Quick above Enemy above Slow, each phase in roster order", async () => {
    const state = await lockedRound();
    const initiative = initiativesFor(state);
    expect(phaseOfInitiative(initiative.get(rex.id)!)).toBe("quick");
    expect(phaseOfInitiative(initiative.get(raider.id)!)).toBe("enemy");
    expect(phaseOfInitiative(initiative.get(kara.id)!)).toBe("slow");
    expect(initiative.get(raider.id)!).toBeGreaterThan(initiative.get(boss.id)!);
    const order = [...initiative].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    expect(order).toEqual([rex.id, raider.id, boss.id, kara.id]);
  });

  it("Snap Fire: a held figure moves to the Slow band", async () => {
    const state = await run(await lockedRound(), { type: "holdForSnapFire", figureId: rex.id });
    expect(phaseOfInitiative(initiativesFor(state).get(rex.id)!)).toBe("slow");
    expect(figureMarks(state, rex.id)).toMatchObject({ phase: "slow", holding: true, acted: false });
  });

  it("before the Reaction Roll is locked, crew sit above the enemies", () => {
    const initiative = initiativesFor(newBattle());
    expect(initiative.get(kara.id)!).toBeGreaterThan(initiative.get(raider.id)!);
  });
});

describe("Enemy Running Away: distance to the enemy edge", () => {
  const rect = { x: 100, y: 100, width: 2400, height: 2400 };
  const scale = { pixelsPerUnit: 100, unitsPerInch: 1 };
  it("measures in tabletop inches from the figure's centre to each edge", () => {
    const point = { x: 350, y: 600 };
    expect(inchesToEdge(point, rect, "north", scale)).toBe(5);
    expect(inchesToEdge(point, rect, "south", scale)).toBe(19);
    expect(inchesToEdge(point, rect, "west", scale)).toBe(2.5);
    expect(inchesToEdge(point, rect, "east", scale)).toBe(21.5);
  });
  it("is 0 for a figure beyond the edge, and follows the units-per-inch setting", () => {
    expect(inchesToEdge({ x: 50, y: 600 }, rect, "west", scale)).toBe(0);
    expect(inchesToEdge({ x: 350, y: 600 }, rect, "north", { pixelsPerUnit: 100, unitsPerInch: 2 })).toBe(2.5);
  });
});

describe("Multiplayer: players act only for figures they own; the GM for everything", () => {
  it("lets the GM ask anything, and refuses a player the GM's inputs", async () => {
    const state = await lockedRound();
    expect(checkRoundRequest({ type: "runEndPhase" }, state, gm)).toEqual({ ok: true });
    expect(checkRoundRequest({ type: "runEndPhase" }, state, karasPlayer)).toEqual({
      ok: false,
      key: "FPB.Round.Request.gmOnly",
      data: {},
    });
    expect(
      checkRoundRequest({ type: "removeFigure", figureId: kara.id, reason: "casualty" }, state, karasPlayer).ok,
    ).toBe(false);
  });

  it("a player activates, holds or acts only for a figure they own", async () => {
    const state = await lockedRound();
    expect(checkRoundRequest({ type: "startActivation", figureId: kara.id }, state, karasPlayer)).toEqual({ ok: true });
    expect(checkRoundRequest({ type: "holdForSnapFire", figureId: rex.id }, state, karasPlayer)).toEqual({
      ok: false,
      key: "FPB.Round.Request.notOwner",
      data: { figure: "Rex" },
    });
    expect(checkRoundRequest({ type: "startActivation", figureId: raider.id }, state, karasPlayer).ok).toBe(false);
    const active = await run(state, { type: "startActivation", figure: rex });
    expect(checkRoundRequest({ type: "act", action: "move" }, active, karasPlayer).ok).toBe(false);
    expect(
      checkRoundRequest({ type: "act", action: "move" }, active, { isGM: false, owns: (id) => id === rex.id }),
    ).toEqual({ ok: true });
  });

  it("The Reaction Roll: a die swap needs both figures' owner; crew-wide inputs need a crew figure", async () => {
    const state = await rolledRound();
    // The pool starts from the most-Quick assignment: Rex holds the 1 (die 0), Kara the 5 (die 1).
    expect(assignmentAfter(state.reaction!, kara.id, 0)).toEqual({ [kara.id]: 0, [rex.id]: 1 });
    expect(checkRoundRequest({ type: "assignDie", figureId: kara.id, dieIndex: 0 }, state, karasPlayer)).toMatchObject({
      ok: false,
      data: { figure: "Rex" },
    });
    expect(checkRoundRequest({ type: "assignDie", figureId: kara.id, dieIndex: 1 }, state, karasPlayer)).toEqual({
      ok: true,
    });
    expect(checkRoundRequest({ type: "lockReactions" }, state, karasPlayer)).toEqual({ ok: true });
    expect(checkRoundRequest({ type: "lockReactions" }, state, stranger)).toEqual({
      ok: false,
      key: "FPB.Round.Request.noCrewOwned",
      data: {},
    });
    expect(checkRoundRequest({ type: "rollReactions" }, null, gm)).toMatchObject({
      ok: false,
      key: "FPB.Round.Request.noBattle",
    });
  });

  it("accepts only well-formed socket messages", () => {
    expect(parseRoundInput({ type: "assignDie", figureId: "Actor.a", dieIndex: 2 })).toEqual({
      type: "assignDie",
      figureId: "Actor.a",
      dieIndex: 2,
    });
    expect(parseRoundInput({ type: "assignDie", figureId: "Actor.a", dieIndex: -1 })).toBeNull();
    expect(parseRoundInput({ type: "startActivation" })).toBeNull();
    expect(parseRoundInput({ type: "act", action: "move", figureId: "Actor.a" })).toEqual({
      type: "act",
      action: "move",
      figureId: "Actor.a",
    });
    expect(parseRoundInput({ type: "act", action: "combatAction", fired: true, figureId: "Actor.a" })).toEqual({
      type: "act",
      action: "combatAction",
      fired: true,
      figureId: "Actor.a",
    });
    expect(parseRoundInput({ type: "act", action: "move", figureId: 7 })).toBeNull();
    expect(parseRoundInput({ type: "runEndPhase", enemies: "forged" })).toEqual({ type: "runEndPhase" });
    expect(parseRoundInput({ type: "deleteEverything" })).toBeNull();
    expect(
      parseSocketMessage(
        { type: "roundInput", userId: "u", combatId: "c", input: { type: "act", action: "combatAction" } },
        "u",
      ),
    ).not.toBeNull();
    expect(parseSocketMessage({ type: "roundInput", userId: "u", input: { type: "lockReactions" } }, "u")).toBeNull();
    expect(
      parseSocketMessage({ type: "roundRefused", userId: "u", key: "k", data: { a: "b", n: 1 }, message: "m" }, "u"),
    ).toEqual({ type: "roundRefused", userId: "u", key: "k", data: { a: "b" }, message: "m" });
  });
});

describe("the tracker's view of the round", () => {
  it("The Reaction Roll: the dice pool, the Feral die, and each row's control for its owner only", async () => {
    const view = trackerView(await rolledRound(), karasPlayer);
    expect(view.reaction?.dice).toEqual([
      { index: 0, value: 1, feral: true },
      { index: 1, value: 5, feral: false },
    ]);
    const [karaRow, rexRow] = view.reaction!.rows;
    expect(karaRow).toMatchObject({ name: "Kara", die: 5, phase: "slow", canAssign: true });
    expect(rexRow).toMatchObject({ name: "Rex", die: 1, phase: "quick", canAssign: false });
    expect(view.reaction).toMatchObject({ canRoll: false, canMostQuick: true, canLock: true });
    expect(trackerView(await rolledRound(), stranger).reaction).toMatchObject({ canLock: false, canMostQuick: false });
  });

  it("Snap Fire: Quick-eligible figures get hold / delay for their owner; the ready list shows who may activate", async () => {
    const state = await lockedRound();
    expect(trackerView(state, gm).snapFire.map((s) => s.figureId)).toEqual([rex.id]);
    expect(trackerView(state, karasPlayer).snapFire).toEqual([]);
    expect(trackerView(state, gm).ready.map((r) => r.figureId)).toEqual([rex.id]);
  });

  it("Actions: the active figure's allowed actions, buttons for its owner", async () => {
    const state = await run(await lockedRound(), {
      type: "startActivation",
      figure: { ...rex, condition: { ...rex.condition, marker: "stunned" } },
    });
    const view = trackerView(state, { isGM: false, owns: (id) => id === rex.id });
    expect(view.activation).toMatchObject({
      name: "Rex",
      marker: "stunned",
      mine: true,
      allowed: { move: true, combatAction: true, freeAction: true },
    });
    expect(trackerView(state, karasPlayer).activation?.mine).toBe(false);
    expect(view.ready).toEqual([]);
  });

  it("phase headers group consecutive rows of one phase; figures that acted are marked", async () => {
    let state = await lockedRound();
    state = await run(state, { type: "startActivation", figure: rex });
    state = await run(state, { type: "endActivation", figure: rex });
    expect(state.phase).toBe("enemy");
    const groups = phaseGroups(state, [rex.id, raider.id, boss.id, null, kara.id]);
    expect(groups.map((g) => [g.phase, g.startRow])).toEqual([
      ["quick", 0],
      ["enemy", 1],
      ["slow", 4],
    ]);
    expect(groups[0]!.labelKey).toBe("FPB.Round.PhaseHeader.quick");
    expect(figureMarks(state, rex.id).acted).toBe(true);
    expect(figureMarks(state, kara.id).acted).toBe(false);
  });

  it("End Phase: only the GM gets the button", async () => {
    let state = await lockedRound();
    for (const figure of [rex, raider, boss, kara]) {
      state = await run(state, { type: "startActivation", figure });
      state = await run(state, { type: "endActivation", figure });
    }
    expect(state.phase).toBe("end");
    expect(trackerView(state, gm).canEndPhase).toBe(true);
    expect(trackerView(state, karasPlayer).canEndPhase).toBe(false);
  });
});

describe("Battle setup", () => {
  it("reads the dialog, falling back to the defaults", () => {
    const defaults = defaultSetupForm("hardcore");
    expect(
      readSetupForm({ difficulty: "insanity", hiredMuscle: true, enemyEdge: "west", attemptSeize: false }, defaults),
    ).toEqual({
      difficulty: "insanity",
      hiredMuscle: true,
      enemyEdge: "west",
      attemptSeize: false,
    });
    expect(readSetupForm({ difficulty: "easy", enemyEdge: "up" }, defaults)).toEqual(defaults);
  });
  it("splits the combatants' figures by side, each once, and needs both sides", () => {
    const battle = newBattleOf([kara, raider, kara, rex], defaultSetupForm("normal"));
    expect(battle?.crew.map((f) => f.id)).toEqual([kara.id, rex.id]);
    expect(battle?.enemies.map((f) => f.id)).toEqual([raider.id]);
    expect(newBattleOf([kara, rex], defaultSetupForm("normal"))).toBeNull();
  });
  it("leaves Goners out, so a crew of Goners gives no battle instead of one createBattle refuses", () => {
    const gone = { ...rex, condition: { ...rex.condition, goner: true } };
    expect(newBattleOf([kara, gone, raider], defaultSetupForm("normal"))?.crew.map((f) => f.id)).toEqual([kara.id]);
    expect(newBattleOf([gone, raider], defaultSetupForm("normal"))).toBeNull();
  });
});
