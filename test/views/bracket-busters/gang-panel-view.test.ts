// The Bracket Busters tracker panel as data (issue 17): what each user may press. A player, their own gang's controls
// only, and turn controls only on its turn; the GM everything.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { gangPanelView } from "../../../src/views/bracket-busters/gang-panel-view";
import type { GangViewer } from "../../../src/views/bracket-busters/gang-request";
import { fighter, gang, step, toActionPhase, withFighters } from "../../rules/bracket-busters/helpers";
import { ScriptedDice } from "../../../src/rules";
import { en, missing } from "./lang";

const battle = (): BB.NewBattle => ({
  gangs: [
    gang("a", [
      fighter("a1", "a", { groupActivation: { radius: 3, extraFighters: 1, restriction: "", allowedTypes: [] } }),
      fighter("a2", "a"),
    ]),
    gang("b", [fighter("b1", "b"), fighter("b2", "b")]),
  ],
});
const alice: GangViewer = { isGM: false, ownsGang: (id) => id === "a" };
const bob: GangViewer = { isGM: false, ownsGang: (id) => id === "b" };
const gm: GangViewer = { isGM: true, ownsGang: () => false };
const flags = (
  battle: BB.BattleState,
  extra: { priorityDice?: Record<string, number>; nerve?: Record<string, BB.NerveCharacteristic> } = {},
) => ({ battle, priorityDice: extra.priorityDice ?? {}, nerve: extra.nerve ?? {} });

describe("gangPanelView", () => {
  it("Roll For Priority: each player rolls their own gang's die once; the GM may roll for all", () => {
    const s = BB.createBattle(battle());
    const forAlice = gangPanelView(flags(s, { priorityDice: { b: 3 } }), alice, en, {});
    expect(forAlice.gangs.map((g) => [g.id, g.mine, g.mayRollPriority, g.priorityDie])).toEqual([
      ["a", true, true, null],
      ["b", false, false, 3],
    ]);
    expect(forAlice.mayRollForAll).toBe(false);
    expect(gangPanelView(flags(s), gm, en, {}).mayRollForAll).toBe(true);
  });

  it("Ready Fighters: a Bottled Out gang's Active fighters offer Cool or Willpower to their player, the choice kept", async () => {
    const rolled = (await step(BB.createBattle(battle()), { type: "rollPriority" }, new ScriptedDice([6, 1]))).state;
    const s = { ...rolled, gangs: rolled.gangs.map((g) => (g.id === "a" ? { ...g, bottledOut: true } : g)) };
    const view = gangPanelView(flags(s, { nerve: { a2: "willpower" } }), alice, en, {});
    const [a1, a2] = view.gangs.find((g) => g.id === "a")!.fighters;
    expect(a1?.nerve?.mayChoose).toBe(true);
    expect(a2?.nerve?.choice).toBe("willpower");
    expect(gangPanelView(flags(s), bob, en, {}).gangs.find((g) => g.id === "a")!.fighters[0]?.nerve?.mayChoose).toBe(
      false,
    );
    expect(view.gangs.find((g) => g.id === "b")!.fighters[0]?.nerve).toBeNull();
    expect(view.mayReady).toBe(true);
  });

  it("Activation: Activate and Group Activation for the gang whose turn it is, by its player; actions disabled for the other", async () => {
    const s = await toActionPhase(battle(), [6, 1]);
    const forAlice = gangPanelView(
      flags(s),
      alice,
      en,
      { a1: { x: 0, y: 0, facing: 0, radius: 0.5 }, a2: { x: 2, y: 0, facing: 0, radius: 0.5 } },
      { nominating: "a1", nominated: [], moving: null },
    );
    expect(forAlice.gangs[0]?.fighters.map((f) => [f.id, f.mayActivate, f.mayLeadGroup])).toEqual([
      ["a1", true, true],
      ["a2", true, false],
    ]);
    expect(forAlice.nomination?.candidates.map((c) => c.id)).toEqual(["a2"]);
    const forBob = gangPanelView(flags(s), bob, en, {});
    expect(forBob.gangs.flatMap((g) => g.fighters).some((f) => f.mayActivate)).toBe(false);
    const activated = (await step(s, { type: "activate", fighterId: "a2" }, new ScriptedDice([]))).state;
    expect(gangPanelView(flags(activated), bob, en, {}).activation?.actions.every((a) => a.disabled)).toBe(true);
    const aliceActions = gangPanelView(flags(activated), alice, en, {}).activation!.actions;
    expect(aliceActions.find((a) => a.id === "move")).toMatchObject({ letter: "S", movement: true, disabled: false });
    expect(aliceActions.find((a) => a.id === "doubleMove")).toMatchObject({ letter: "D", inches: 10 });
  });

  it("Group Activation: the candidates within the leader's radius, ticked as this client nominated them, full at the skill's count", async () => {
    const s = await toActionPhase(battle(), [6, 1]);
    const near = { a1: { x: 0, y: 0, facing: 0, radius: 0.5 }, a2: { x: 2, y: 0, facing: 0, radius: 0.5 } };
    const far = { ...near, a2: { x: 20, y: 0, facing: 0, radius: 0.5 } };
    const nominating = { nominating: "a1", nominated: ["a2"], moving: null };
    expect(gangPanelView(flags(s), alice, en, near, nominating).nomination).toMatchObject({
      extraFighters: 1,
      full: true,
      candidates: [{ id: "a2", chosen: true }],
    });
    expect(gangPanelView(flags(s), alice, en, far, nominating).nomination?.candidates).toEqual([]);
    // Nominating is this client's own state: another client (or one with none) shows no nomination.
    expect(gangPanelView(flags(s), alice, en, near).nomination).toBeNull();
  });

  it("Charge: the pending Charge is shown to everyone, its controls work for the charging gang's player and the GM only", async () => {
    const s = await toActionPhase(battle(), [6, 1]);
    const activated = (await step(s, { type: "activate", fighterId: "a2" }, new ScriptedDice([]))).state;
    const charging = (await step(activated, { type: "takeAction", action: "charge" }, new ScriptedDice([2]))).state;
    for (const viewer of [alice, bob, gm])
      expect(gangPanelView(flags(charging), viewer, en, {}).activation?.pending?.kind).toBe("charge");
    expect(gangPanelView(flags(charging), alice, en, {}).activation?.mine).toBe(true);
    expect(gangPanelView(flags(charging), gm, en, {}).activation?.mine).toBe(true);
    expect(gangPanelView(flags(charging), bob, en, {}).activation?.mine).toBe(false);
  });

  it("Recovery: an assisted fighter's two Injury dice are shown to all, and which to keep is its player's (or the GM's)", async () => {
    const s = withFighters(await toActionPhase(battle(), [6, 1]), { b2: { status: "seriouslyInjured" } });
    const end = {
      ...s,
      phase: "end" as const,
      turn: null,
      end: {
        step: "recovery" as const,
        recoveryChoices: [{ fighterId: "b2", dice: [2, 5] as const, offered: 1 as const }],
        rallyGang: null,
        rallied: [],
      },
    };
    const keep = (viewer: GangViewer) =>
      gangPanelView(flags(end), viewer, en, {}).endPhase?.choices.map((c) => [c.fighterId, c.mayKeep, c.dice.length]);
    expect(keep(bob)).toEqual([["b2", true, 2]]);
    expect(keep(gm)).toEqual([["b2", true, 2]]);
    expect(keep(alice)).toEqual([["b2", false, 2]]);
  });

  it("ruling 12: Engaged proposed to the GM from base contact on the scene, and only to the GM", async () => {
    const s = await toActionPhase(battle(), [6, 1]);
    const touching = {
      a1: { x: 0, y: 0, facing: 0, radius: 0.5 },
      b1: { x: 1, y: 0, facing: 180, radius: 0.5 },
      a2: { x: 10, y: 0, facing: 0, radius: 0.5 },
      b2: { x: 20, y: 0, facing: 0, radius: 0.5 },
    };
    const view = gangPanelView(flags(s), gm, en, touching);
    expect(view.proposals.map((p) => [p.fighterId, p.status])).toEqual([
      ["a1", "engaged"],
      ["b1", "engaged"],
    ]);
    expect(view.proposals[0]?.text).toBe("a1: Active → Engaged");
    expect(gangPanelView(flags(s), alice, en, touching).proposals).toEqual([]);
  });

  it("End Phase and after: the shared steps for any player in the battle; Rally's buttons for the Broken fighter's player; the end for the GM", async () => {
    const s = withFighters(await toActionPhase(battle(), [6, 1]), { b2: { status: "broken" } });
    const end = {
      ...s,
      phase: "end" as const,
      turn: null,
      end: { step: "rally" as const, recoveryChoices: [], rallyGang: "b", rallied: [] },
    };
    expect(gangPanelView(flags(end), bob, en, {}).endPhase).toMatchObject({ mayRoll: true, rallyMine: true });
    expect(gangPanelView(flags(end), alice, en, {}).endPhase?.rallyMine).toBe(false);
    expect(gangPanelView(flags(end), { isGM: false, ownsGang: () => false }, en, {}).endPhase?.mayRoll).toBe(false);
    expect(gangPanelView(flags(end), gm, en, {}).mayEndBattle).toBe(true);
    expect(gangPanelView(flags(end), alice, en, {}).mayEndBattle).toBe(false);
    expect(missing).toEqual(new Set());
  });
});
