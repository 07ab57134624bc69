// Who may ask what of a Bracket Busters battle at a Foundry table (issue 17): a player acts only for their own gang, on
// its turn where the rules make it a turn; the GM acts for all. A request made on a state that has moved on carries
// another stamp: the table's loop refuses it (test/foundry/table/stale-request.test.ts), after who may ask.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import {
  askerOf,
  mayAskGang,
  parseGangMessage,
  stampOf,
  tableInputProblem,
  type GangInput,
  type GangViewer,
} from "../../../src/views/bracket-busters/gang-request";
import { fighter, gang, step, toActionPhase } from "../../rules/bracket-busters/helpers";

const battle = (): BB.NewBattle => ({
  gangs: [gang("a", [fighter("a1", "a"), fighter("a2", "a")]), gang("b", [fighter("b1", "b"), fighter("b2", "b")])],
});
const alice: GangViewer = { isGM: false, ownsGang: (id) => id === "a" };
const gm: GangViewer = { isGM: true, ownsGang: () => false };
const ask = (state: BB.BattleState, input: GangInput, viewer = alice) => mayAskGang(input, state, viewer);

describe("gang requests: the player of a gang, the gang's turn, the GM", () => {
  it("Roll For Priority: each player rolls for their own gang; the GM rolls for all", () => {
    const s = BB.createBattle(battle());
    expect(ask(s, { type: "rollPriorityDie", gangId: "a" })).toEqual({ ok: true });
    expect(ask(s, { type: "rollPriorityDie", gangId: "b" })).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.notYourGang",
      data: { gang: "b" },
    });
    expect(ask(s, { type: "rollPriority" })).toMatchObject({ ok: false, key: "FPB.BracketBusters.Request.gmOnly" });
    expect(ask(s, { type: "rollPriority" }, gm)).toEqual({ ok: true });
  });

  it("Activation: only the gang whose turn it is, and only its own fighters; the GM may act for anyone", async () => {
    // Priority: a 2, b 5, so b has the first turn.
    const s = await toActionPhase(battle(), [2, 5]);
    expect(s.turn?.gangId).toBe("b");
    expect(ask(s, { type: "activate", fighterId: "a1" })).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.notYourTurn",
      data: { gang: "b" },
    });
    expect(ask(s, { type: "activate", fighterId: "b1" })).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.notYourGang",
    });
    expect(ask(s, { type: "activate", fighterId: "b1" }, gm)).toEqual({ ok: true });
    const bob = { isGM: false, ownsGang: (id: string) => id === "b" };
    expect(ask(s, { type: "activate", fighterId: "b1" }, bob)).toEqual({ ok: true });
    expect(ask(s, { type: "endActivation" }, alice)).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.notYourTurn",
    });
  });

  it("a request made before the turn passed has another stamp; a card's attack result keeps it within the phase", async () => {
    const s = await toActionPhase(battle(), [5, 2]);
    const next: GangInput = { type: "activate", fighterId: "a2" };
    const oldStamp = stampOf(s, next);
    const activated = (await step(s, { type: "activate", fighterId: "a1" }, new ScriptedDice([]))).state;
    // Alice may still ask (her gang's turn, her fighter), so the loop's stale check is what refuses it.
    expect(ask(activated, next)).toEqual({ ok: true });
    expect(stampOf(activated, next)).not.toBe(oldStamp);
    const shot = (await step(activated, { type: "takeAction", action: "shoot", targetId: "b1" }, new ScriptedDice([])))
      .state;
    // A result set from the card after another action: the Round and phase are the same, so it stands.
    const result: GangInput = { type: "setResult", targetId: "b1", result: "pinned", by: "a1" };
    expect(stampOf(shot, result)).toBe(stampOf(activated, result));
    expect(stampOf(shot)).not.toBe(stampOf(activated));
    expect(ask(shot, result)).toEqual({ ok: true });
    // Bob, whose fighter was hit, may set it too; a player of neither side may not.
    expect(ask(shot, result, { isGM: false, ownsGang: (id) => id === "b" })).toEqual({ ok: true });
    expect(ask(shot, result, { isGM: false, ownsGang: () => false })).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.notYourGang",
    });
  });

  it("End Phase steps shared by the table go to any player in the battle; Rally to the Broken fighter's player", () => {
    const s = BB.createBattle(battle());
    expect(askerOf({ type: "rollBottleTests" }, s)).toEqual({ kind: "anyGang" });
    expect(askerOf({ type: "rally", fighterId: "b2", positions: {} }, s)).toEqual({
      kind: "gang",
      gangIds: ["b"],
      onTurn: false,
    });
    expect(ask(s, { type: "rollRecovery" }, { isGM: false, ownsGang: () => false })).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.noGang",
    });
    expect(ask(s, { type: "endBattle" })).toMatchObject({ ok: false, key: "FPB.BracketBusters.Request.gmOnly" });
  });

  it("the socket's user is the sender Foundry names, never one in the payload; unknown inputs are dropped", () => {
    const parsed = parseGangMessage(
      { type: "gangInput", combatId: "c", stamp: "s", input: { type: "activate", fighterId: "a1" }, userId: "forged" },
      "sender",
    );
    expect(parsed).toMatchObject({ type: "gangInput", userId: "sender" });
    expect(
      parseGangMessage({ type: "gangInput", combatId: "c", stamp: "s", input: { type: "deleteEverything" } }, "sender"),
    ).toBeNull();
    expect(parseGangMessage("nonsense", "sender")).toBeNull();
    expect(tableInputProblem({ type: "chooseNerve", fighterId: "a1", characteristic: "luck" as never })).toBe(
      'characteristic: expected one of cool, willpower, got "luck"',
    );
    expect(tableInputProblem({ type: "rollPriorityDie", gangId: "" })).toBe('gangId: expected an id, got ""');
  });
});
