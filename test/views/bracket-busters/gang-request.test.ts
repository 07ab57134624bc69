// Who may ask what of a Bracket Busters battle at a Foundry table (issue 17): a player acts only for their own gang, on
// its turn where the rules make it a turn; a request made on a state that has moved on is stale; the GM acts for all.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import {
  askerOf,
  checkGangRequest,
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
const ask = (state: BB.BattleState, input: GangInput, viewer = alice, stamp = stampOf(state, input)) =>
  checkGangRequest({ input, stamp }, state, viewer);

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

  it("a stale request (made before the turn passed) is refused; a card's attack result is not, within the phase", async () => {
    const s = await toActionPhase(battle(), [5, 2]);
    const oldStamp = stampOf(s);
    const activated = (await step(s, { type: "activate", fighterId: "a1" }, new ScriptedDice([]))).state;
    expect(ask(activated, { type: "activate", fighterId: "a2" }, alice, oldStamp)).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.stale",
    });
    expect(ask(activated, { type: "activate", fighterId: "a2" }, gm, oldStamp)).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.stale",
    });
    const shot = (await step(activated, { type: "takeAction", action: "shoot", targetId: "b1" }, new ScriptedDice([])))
      .state;
    // A result set from the card after another action: the Round and phase are the same, so it stands.
    const result: GangInput = { type: "setResult", targetId: "b1", result: "pinned", by: "a1" };
    expect(ask(shot, result, alice, stampOf(activated, result))).toEqual({ ok: true });
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

  it("no battle: refused; the socket's user is the sender Foundry names, never one in the payload", () => {
    expect(checkGangRequest({ input: { type: "rollPriority" }, stamp: "" }, null, gm)).toMatchObject({
      ok: false,
      key: "FPB.BracketBusters.Request.noBattle",
    });
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
      "characteristic: expected cool or willpower",
    );
    expect(tableInputProblem({ type: "rollPriorityDie", gangId: "" })).toBe("gangId: expected a gang id");
  });
});
