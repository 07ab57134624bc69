// A crew member's measured move read by the rules (crew-movement.ts): "Movement Action", "Dash", "Seizing the
// Initiative", and the difference between a move measured from the activation's start and from where it stands.
import { describe, expect, it } from "vitest";
import {
  advance,
  createBattle,
  crewMovement,
  ScriptedDice,
  type BattleInput,
  type BattleState,
} from "../../../../src/rules";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";

const rex = crewFigure({ id: "Actor.rex", name: "Rex", reactions: 1 });
const raider = enemyFigure({ id: "Actor.raider", name: "Raider" });
const allowance = { move: 4, dash: 6 };

async function run(state: BattleState, input: BattleInput, dice: readonly number[] = []): Promise<BattleState> {
  const transition = await advance(state, input, new ScriptedDice(dice));
  if (transition.refusal) throw new Error(transition.refusal.message);
  return transition.state;
}

/** Rex Quick (a 1 on his Reaction die), his activation started, then changed as a case needs. */
async function rexActivating(change: Partial<NonNullable<BattleState["active"]>> = {}): Promise<BattleState> {
  let state = createBattle({ crew: [rex], enemies: [raider], difficulty: "normal", hiredMuscle: false });
  state = await run(state, { type: "declineSeize" });
  state = await run(state, { type: "rollReactions" }, [1]);
  state = await run(state, { type: "assignMostQuick" });
  state = await run(state, { type: "lockReactions" });
  state = await run(state, { type: "startActivation", figure: rex });
  return { ...state, active: { ...state.active!, ...change } };
}

describe("crewMovement", () => {
  it('Movement Action: within the Move, the move action; Dash: up to 2" further, the move and the Combat Action', async () => {
    const state = await rexActivating();
    for (const from of ["activationStart", "whereItStands"] as const) {
      expect(crewMovement(state, rex.id, 4, allowance, from)).toEqual({
        kind: "move",
        inputs: [{ type: "act", action: "move", figureId: rex.id }],
      });
      expect(crewMovement(state, rex.id, 6, allowance, from)).toEqual({
        kind: "dash",
        inputs: [
          { type: "act", action: "move", figureId: rex.id },
          { type: "act", action: "combatAction", figureId: rex.id },
        ],
      });
      expect(crewMovement(state, rex.id, 6.01, allowance, from)).toMatchObject({ refusal: { code: "outOfDashReach" } });
      expect(crewMovement(state, rex.id, null, allowance, from)).toMatchObject({ refusal: { code: "outOfDashReach" } });
    }
  });

  it("each action names its figure: recorded after the activation ended, it is refused, never given to the next figure", async () => {
    const state = await rexActivating();
    const move = crewMovement(state, rex.id, 4, allowance, "activationStart");
    if (!("kind" in move)) throw new Error(move.refusal.message);
    // Rex's activation ends before his Move arrives; a stale request naming him is refused (no figure is his).
    const ended = await run(state, { type: "endActivation", figure: rex });
    expect((await advance(ended, move.inputs[0]!, new ScriptedDice([]))).refusal?.code).toBe("noActivation");
    const other = { ...state, active: { ...state.active!, figureId: raider.id } };
    const refused = await advance(other, move.inputs[0]!, new ScriptedDice([]));
    expect(refused.refusal).toMatchObject({ code: "notActivating" });
    expect(refused.state.active).toEqual(other.active);
    // Named and activating, or not named at all: the action is taken.
    expect((await run(state, move.inputs[0]!)).active?.moved).toBe(true);
    expect((await run(state, { type: "act", action: "move" })).active?.moved).toBe(true);
  });

  it("a moved figure: from the activation's start its one move goes on; from where it stands it has moved", async () => {
    const moved = await rexActivating({ moved: true });
    expect(crewMovement(moved, rex.id, 3, allowance, "activationStart")).toEqual({ kind: "move", inputs: [] });
    expect(crewMovement(moved, rex.id, 5, allowance, "activationStart")).toEqual({
      kind: "dash",
      inputs: [{ type: "act", action: "combatAction", figureId: rex.id }],
    });
    expect(crewMovement(moved, rex.id, 3, allowance, "whereItStands")).toMatchObject({
      refusal: { code: "alreadyMoved" },
    });
  });

  it("Player Movement: never a move after the Combat Action", async () => {
    for (const moved of [false, true]) {
      const acted = await rexActivating({ moved, combatAction: true });
      expect(crewMovement(acted, rex.id, 1, allowance, "activationStart")).toMatchObject({
        refusal: { code: "moveAfterCombat" },
      });
    }
  });

  it("Stun: a Stunned figure may Move or take a Combat Action, so it may not Dash", async () => {
    const stunned = await rexActivating({ marker: "stunned" });
    expect(crewMovement(stunned, rex.id, 5, allowance, "whereItStands")).toMatchObject({
      refusal: { code: "stunnedMoveOrAct" },
    });
  });

  it("Seizing the Initiative: a normal Move, once, no Dash; a figure that is not activating may not move", async () => {
    const base = await rexActivating();
    const seizing = (acted: { figureId: string; action: "move" | "fire" }[]): BattleState => ({
      ...base,
      phase: "seize",
      active: null,
      seize: { step: null, seized: true, acted },
    });
    expect(crewMovement(seizing([]), rex.id, 4, allowance, "whereItStands")).toEqual({
      kind: "seize",
      inputs: [{ type: "seizeAction", figureId: rex.id, action: "move" }],
    });
    expect(crewMovement(seizing([]), rex.id, 4.5, allowance, "whereItStands")).toMatchObject({
      refusal: { code: "outOfSeizeReach" },
    });
    expect(
      crewMovement(seizing([{ figureId: rex.id, action: "fire" }]), rex.id, 1, allowance, "whereItStands"),
    ).toMatchObject({ refusal: { code: "seizeOnce" } });
    expect(crewMovement({ ...base, active: null }, rex.id, 1, allowance, "whereItStands")).toMatchObject({
      refusal: { code: "notActivating" },
    });
  });
});
