// The fuzz's oracle must see what it is there to see: an oracle that flags nothing would make "no illegal input
// accepted" empty. Each case is a moment of a real battle and an input the rules' text forbids there.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, SeededDice } from "../../../src/rules";
import { rngOf } from "../../fixtures/fuzz-rng";
import { battleOf } from "../../rules/bracket-busters/fuzz/gangs";
import { illegalKinds } from "./illegal-inputs";
import { huddle, pair, scatter } from "./layouts";

async function step(state: BB.BattleState, input: BB.BattleInput): Promise<BB.BattleState> {
  const t = await BB.advance(state, input, new SeededDice(`oracle:${input.type}`));
  if (t.refusal) throw new Error(`${input.type} refused: ${t.refusal.message}`);
  return t.state;
}

/** Two gangs of at least two fighters each, so a fighter can be Engaged with more than one enemy. */
function twoGangs(): BB.NewBattle {
  for (let seed = 1; ; seed++) {
    const battle = battleOf(rngOf(seed), 2);
    if (battle.gangs.every((g) => g.fighters.length >= 2)) return battle;
  }
}

/** A two-gang battle in its Action Phase, with the turn's first Ready fighter activated and Engaged. */
async function engagedActor(): Promise<{ state: BB.BattleState; actor: string; enemy: string; ids: string[] }> {
  let state = BB.createBattle(twoGangs());
  state = await step(state, { type: "rollPriority" });
  state = await step(state, { type: "readyFighters" });
  const actor = BB.readyFightersOf(state, state.turn!.gangId)[0]!.fighter.id;
  state = await step(state, { type: "activate", fighterId: actor, actions: 2 });
  state = await step(state, { type: "setStatus", fighterId: actor, status: "engaged" });
  const enemy = state.fighters.find((f) => f.fighter.gangId !== state.turn!.gangId)!.fighter.id;
  return { state, actor, enemy, ids: state.fighters.map((f) => f.fighter.id) };
}

describe("The Bracket Busters fuzz's illegal-input oracle", () => {
  it('Disengage (Standard Engaged Actions): "from all fighters they are currently Engaged with", and only those', async () => {
    const { state, actor, enemy, ids } = await engagedActor();
    const rng = rngOf(1);
    const apart = { type: "takeAction", action: "disengage", enemies: [enemy], positions: scatter(ids, rng) };
    const touching = { ...apart, positions: pair(ids, actor, enemy, 0, rng) };
    expect(illegalKinds(state, apart)).toContain("disengageFromNotEngaged");
    expect(illegalKinds(state, touching)).toEqual([]);
    const huddled = { ...apart, positions: huddle(ids) };
    expect(illegalKinds(state, huddled)).toContain("disengageNotFromAll");
  });

  it("Action Types and status lists: a Pinned action for an Engaged fighter, a Double with one Action left", async () => {
    const { state } = await engagedActor();
    expect(illegalKinds(state, { type: "takeAction", action: "standUp", facing: 0 })).toContain("notForStatus");
    const oneLeft = { ...state, turn: { ...state.turn!, activation: { ...state.turn!.activation!, actionsLeft: 1 } } };
    expect(illegalKinds(oneLeft, { type: "takeAction", action: "charge" })).toContain("notEnoughActions");
  });

  it("Battle Sequence: an input outside its phase, a second activation, an action needing a missing field", async () => {
    const { state, ids } = await engagedActor();
    expect(illegalKinds(state, { type: "rollPriority" })).toEqual(["wrongPhase"]);
    const other = ids.find((id) => id !== state.turn!.activation!.fighterId)!;
    expect(illegalKinds(state, { type: "activate", fighterId: other })).toContain("activationInProgress");
    expect(illegalKinds(state, { type: "takeAction", action: "disengage" })).toContain("needsMissing");
    expect(illegalKinds(state, { type: "completeCharge", contacted: [], positions: {} })).toContain("noChargePending");
  });
});
