// What a measured crew move means for the round (views/round/crew-move.ts), on activations the real round machine made.
import { describe, expect, it } from "vitest";
import type { BattleState } from "../../../src/rules";
import {
  askedAfter,
  crewMoveVerdict,
  moveStartAfter,
  moveStartOf,
  readMoveStart,
  withAskedActions,
} from "../../../src/views/five-parsecs/round/crew-move";
import { kara, lockedRound, newBattle, raider, rex, run } from "./fixtures";

const allowance = { move: 4, dash: 6 };

/** Round 1 locked (Rex Quick), Rex activating, with his activation changed as a case needs. */
async function rexActivating(change: Partial<NonNullable<BattleState["active"]>> = {}): Promise<BattleState> {
  const state = await run(await lockedRound(), { type: "startActivation", figure: rex });
  return { ...state, active: { ...state.active!, ...change } };
}

describe("crewMoveVerdict (Player Movement, Dash)", () => {
  it("Movement Action: a move within the Move records the move, the Combat Action still to come", async () => {
    const verdict = crewMoveVerdict(await rexActivating(), rex.id, "Rex", 3.9, allowance);
    expect(verdict).toEqual({ ok: true, kind: "move", inputs: [{ type: "act", action: "move", figureId: rex.id }] });
  });

  it('Dash: beyond the Move and within 2" more, the move and the Combat Action it gives up', async () => {
    const verdict = crewMoveVerdict(await rexActivating(), rex.id, "Rex", 5.5, allowance);
    expect(verdict).toEqual({
      ok: true,
      kind: "dash",
      inputs: [
        { type: "act", action: "move", figureId: rex.id },
        { type: "act", action: "combatAction", figureId: rex.id },
      ],
    });
  });

  it("measures from the start each time: a second drag adds only what the first left unrecorded", async () => {
    const moved = await rexActivating({ moved: true });
    expect(crewMoveVerdict(moved, rex.id, "Rex", 2, allowance)).toEqual({ ok: true, kind: "move", inputs: [] });
    expect(crewMoveVerdict(moved, rex.id, "Rex", 6, allowance)).toEqual({
      ok: true,
      kind: "dash",
      inputs: [{ type: "act", action: "combatAction", figureId: rex.id }],
    });
  });

  it("a second drag before the first is stored: the Move it asked for counts as taken, and is not asked for again", async () => {
    const state = await rexActivating();
    const first = crewMoveVerdict(state, rex.id, "Rex", 3, allowance);
    if (!first.ok) throw new Error(first.message);
    const asked = askedAfter(null, state.round, rex.id, first.inputs);
    const read = withAskedActions(state, asked);
    expect(read.active).toMatchObject({ moved: true, combatAction: false });
    expect(crewMoveVerdict(read, rex.id, "Rex", 3.5, allowance)).toEqual({ ok: true, kind: "move", inputs: [] });
    expect(crewMoveVerdict(read, rex.id, "Rex", 5, allowance)).toEqual({
      ok: true,
      kind: "dash",
      inputs: [{ type: "act", action: "combatAction", figureId: rex.id }],
    });
    // Once stored, nothing is counted twice; another figure's activation or another round is left as it is.
    const stored = await run(state, { type: "act", action: "move", figureId: rex.id });
    expect(withAskedActions(stored, asked)).toBe(stored);
    expect(withAskedActions({ ...state, round: state.round + 1 }, asked).active).toMatchObject({ moved: false });
    expect(withAskedActions(state, askedAfter(null, state.round, kara.id, first.inputs))).toBe(state);
    // The next drag's asks join those of the same activation, and start afresh in a new one.
    const dash = askedAfter(asked, state.round, rex.id, [{ type: "act", action: "combatAction", figureId: rex.id }]);
    expect(withAskedActions(state, dash).active).toMatchObject({ moved: true, combatAction: true });
    expect(askedAfter(dash, state.round + 1, rex.id, []).inputs).toEqual([]);
  });

  it("refuses a move past the Dash, or with no path at all", async () => {
    const state = await rexActivating();
    for (const cost of [6.01, null]) {
      const verdict = crewMoveVerdict(state, rex.id, "Rex", cost, allowance);
      expect(verdict).toMatchObject({
        ok: false,
        key: "FPB.Round.Refusal.outOfDashReach",
        data: { figure: "Rex", dash: "6" },
      });
    }
  });

  it('Player Movement: no move after the Combat Action ("never in reverse order"), even one more drag', async () => {
    for (const moved of [false, true]) {
      const verdict = crewMoveVerdict(await rexActivating({ moved, combatAction: true }), rex.id, "Rex", 1, allowance);
      expect(verdict).toMatchObject({ ok: false, key: "FPB.Round.Refusal.moveAfterCombat" });
    }
  });

  it("Snap Fire: a figure holding for Snap Fire cannot move this round", async () => {
    const verdict = crewMoveVerdict(await rexActivating({ mayMove: false }), rex.id, "Rex", 1, allowance);
    expect(verdict).toMatchObject({ ok: false, key: "FPB.Round.Refusal.snapFireNoMove" });
  });

  it("Stun: a Stunned figure may Move or take a Combat Action, so it may move but not Dash", async () => {
    const stunned = await rexActivating({ marker: "stunned" });
    expect(crewMoveVerdict(stunned, rex.id, "Rex", 4, allowance)).toMatchObject({ ok: true, kind: "move" });
    expect(crewMoveVerdict(stunned, rex.id, "Rex", 5, allowance)).toMatchObject({
      ok: false,
      key: "FPB.Round.Refusal.stunnedMoveOrAct",
    });
  });

  it("Shock: the forced move is allowed, a Dash is not (no Combat Action)", async () => {
    const shocked = await rexActivating({ marker: "shocked" });
    expect(crewMoveVerdict(shocked, rex.id, "Rex", 4, allowance)).toMatchObject({ ok: true, kind: "move" });
    expect(crewMoveVerdict(shocked, rex.id, "Rex", 5, allowance)).toMatchObject({
      ok: false,
      key: "FPB.Round.Refusal.shockedNoCombat",
    });
  });

  it("refuses a figure that is not the activating one", async () => {
    expect(crewMoveVerdict(await rexActivating(), kara.id, "Kara", 1, allowance)).toMatchObject({
      ok: false,
      key: "FPB.Round.Refusal.notActivating",
    });
  });
});

describe("crewMoveVerdict while Seizing the Initiative", () => {
  const seizing = (acted: { figureId: string; action: "move" | "fire" }[] = []): BattleState => ({
    ...newBattle(),
    phase: "seize",
    seize: { step: null, seized: true, acted },
  });

  it("each character may either take a normal Move or Fire: a move within the Move is its seize action", () => {
    expect(crewMoveVerdict(seizing(), rex.id, "Rex", 4, allowance)).toEqual({
      ok: true,
      kind: "seize",
      inputs: [{ type: "seizeAction", figureId: rex.id, action: "move" }],
    });
  });

  it("allows no Dash, and no second action", () => {
    expect(crewMoveVerdict(seizing(), rex.id, "Rex", 4.5, allowance)).toMatchObject({
      ok: false,
      key: "FPB.Round.Refusal.outOfSeizeReach",
      data: { move: "4" },
    });
    expect(crewMoveVerdict(seizing([{ figureId: rex.id, action: "fire" }]), rex.id, "Rex", 1, allowance)).toMatchObject(
      { ok: false, key: "FPB.Round.Refusal.seizeOnce" },
    );
  });

  it("a second drag before the first seize move is stored is refused: the move asked for is its one action", () => {
    const state = seizing();
    const asked = askedAfter(null, state.round, rex.id, [{ type: "seizeAction", figureId: rex.id, action: "move" }]);
    expect(crewMoveVerdict(withAskedActions(state, asked), rex.id, "Rex", 1, allowance)).toMatchObject({
      ok: false,
      key: "FPB.Round.Refusal.seizeOnce",
    });
    expect(withAskedActions(seizing([{ figureId: rex.id, action: "move" }]), asked).seize?.acted).toHaveLength(1);
    expect(crewMoveVerdict(withAskedActions(state, asked), kara.id, "Kara", 1, allowance)).toMatchObject({
      ok: true,
      kind: "seize",
    });
  });
});

describe("moveStartAfter (where the activating crew figure's move is measured from)", () => {
  const standing = (figureId: string) =>
    figureId === rex.id ? { x: 3, y: 4 } : figureId === raider.id ? { x: 9, y: 9 } : null;

  it("is where the crew figure stands as its activation begins, kept through it and cleared when it ends", async () => {
    const locked = await lockedRound();
    const started = await run(locked, { type: "startActivation", figure: rex });
    const start = moveStartAfter(locked, started, null, standing);
    expect(start).toEqual({ figureId: rex.id, x: 3, y: 4 });
    const moved = await run(started, { type: "act", action: "move", figureId: rex.id });
    // Kept while the activation lasts, wherever the token now stands.
    expect(moveStartAfter(started, moved, start, () => ({ x: 0, y: 0 }))).toBe(start);
    const ended = await run(moved, { type: "endActivation", figure: rex });
    expect(moveStartAfter(moved, ended, start, standing)).toBeNull();
  });

  it("is none for a figure without a token, and none for an enemy (the AI moves enemies)", async () => {
    const locked = await lockedRound();
    const started = await run(locked, { type: "startActivation", figure: rex });
    expect(moveStartAfter(locked, started, null, () => null)).toBeNull();
    const enemyActivating = { ...started, active: { ...started.active!, figureId: raider.id } };
    expect(moveStartAfter(locked, enemyActivating, null, standing)).toBeNull();
  });
});

describe("moveStartOf (the start a figure's move and drawn reach are measured from)", () => {
  it("is the stored start only while that figure is activating", async () => {
    const started = await rexActivating();
    const start = { figureId: rex.id, x: 3, y: 4 };
    expect(moveStartOf(started, start, rex.id)).toBe(start);
    expect(moveStartOf(started, start, kara.id)).toBeNull();
    expect(moveStartOf({ ...started, active: null }, start, rex.id)).toBeNull();
    expect(moveStartOf(started, { ...start, figureId: kara.id }, rex.id)).toBeNull();
  });
});

describe("readMoveStart (a stored move start, checked)", () => {
  it("reads a figure id and a finite point, and nothing else", () => {
    expect(readMoveStart({ figureId: "Actor.rex", x: 1.5, y: 2 })).toEqual({ figureId: "Actor.rex", x: 1.5, y: 2 });
    for (const bad of [
      null,
      undefined,
      "x",
      { figureId: 3, x: 1, y: 1 },
      { figureId: "a", x: Number.NaN, y: 1 },
      { figureId: "a", x: 1 },
    ]) {
      expect(readMoveStart(bad)).toBeNull();
    }
  });
});
