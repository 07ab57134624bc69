// What the canvas draws for the Bracket Busters panel (issue 17): a movement action's reach while it is hovered or
// declared, a pending Charge's rolled distance from where it began, and the Group Activation radius while nominating.
// The drawing itself needs PIXI and a canvas (the double has none: the tracker tests run it drawing nothing); the plan is pure.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { reachPlan } from "../../../src/foundry/bracket-busters/gang-reach-overlay";
import { NO_PANEL_UI } from "../../../src/views/bracket-busters/gang-panel-view";
import { at, fighter, gang, step, toActionPhase } from "../../rules/bracket-busters/helpers";

const battle = (): BB.NewBattle => ({
  gangs: [
    gang("a", [
      fighter("a1", "a", { groupActivation: { radius: 3, extraFighters: 1, restriction: "", allowedTypes: [] } }),
      fighter("a2", "a", { profile: { movement: 4, strength: 3 } }),
    ]),
    gang("b", [fighter("b1", "b"), fighter("b2", "b")]),
  ],
});
const flags = (battle: BB.BattleState, moveFrom: BB.Placement | null = null) => ({
  battle,
  priorityDice: {},
  nerve: {},
  moveFrom,
});

describe("reachPlan", () => {
  it("Move, Double Move, Crawl, Carry Heavy: the hovered or declared action's allowance around the activating fighter", async () => {
    const s = (await step(await toActionPhase(battle()), { type: "activate", fighterId: "a2" }, new ScriptedDice([])))
      .state;
    const plan = (moving: BB.ActionId) => reachPlan(flags(s), { ...NO_PANEL_UI, moving }).reach;
    expect(plan("move")).toEqual({ fighterId: "a2", inches: 4, from: null });
    expect(plan("doubleMove")?.inches).toBe(8);
    expect(plan("crawl")?.inches).toBe(2);
    expect(plan("carryHeavy")?.inches).toBe(3);
    expect(reachPlan(flags(s), NO_PANEL_UI)).toEqual({ reach: null, rings: [] });
  });

  it("Charge: once pending, Movement + D3 from where the Charge was declared, whatever this client hovers", async () => {
    const s = (await step(await toActionPhase(battle()), { type: "activate", fighterId: "a2" }, new ScriptedDice([])))
      .state;
    const charging = (await step(s, { type: "takeAction", action: "charge" }, new ScriptedDice([2]))).state;
    const from = at(3, 4);
    expect(reachPlan(flags(charging, from), NO_PANEL_UI).reach).toEqual({ fighterId: "a2", inches: 6, from });
    expect(reachPlan(flags(charging, from), { ...NO_PANEL_UI, moving: "move" }).reach?.inches).toBe(6);
  });

  it("a declared Move: its allowance from where it began while the token moves; another action hovered shows its own", async () => {
    const s = (await step(await toActionPhase(battle()), { type: "activate", fighterId: "a2" }, new ScriptedDice([])))
      .state;
    const moving = (await step(s, { type: "takeAction", action: "move" }, new ScriptedDice([]))).state;
    const from = at(3, 4);
    expect(reachPlan(flags(moving, from), { ...NO_PANEL_UI, moving: "move" }).reach).toEqual({
      fighterId: "a2",
      inches: 4,
      from,
    });
    expect(reachPlan(flags(moving, from), NO_PANEL_UI).reach).toEqual({ fighterId: "a2", inches: 4, from });
    expect(reachPlan(flags(moving, from), { ...NO_PANEL_UI, moving: "carryHeavy" }).reach).toEqual({
      fighterId: "a2",
      inches: 3,
      from: null,
    });
  });

  it("Group Activation: the leader's radius while this client nominates; nothing outside the Action Phase", async () => {
    const s = await toActionPhase(battle());
    const nominating = { nominating: "a1", nominated: [], moving: null };
    expect(reachPlan(flags(s), nominating).rings).toEqual([expect.objectContaining({ fighterId: "a1", inches: 3 })]);
    expect(reachPlan(flags(BB.createBattle(battle())), nominating)).toEqual({ reach: null, rings: [] });
  });
});
