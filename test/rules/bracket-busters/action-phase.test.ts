// "Action Phase", "Activation" and "Group Activation": turns in Priority order, gangs without a Ready fighter passed
// over (ruling 13), one activation per turn, and Group Activation with its nomination, radius, number, types and no
// chaining (ruling 14), including the text's Cawdor Thane and Deacon example.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { activate, at, f, fighter, gang, refusedBy, step, toActionPhase, twoGangs } from "./helpers";

const none = new ScriptedDice([]);

describe("Action Phase: turns", () => {
  it("the gang with Priority takes the first turn, then the next in Priority order; two gangs alternate like chess", async () => {
    let s = await toActionPhase(twoGangs(2, 2), [1, 6]);
    expect(s.turn?.gangId).toBe("b");
    s = await activate(s, "b1");
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect(s.turn?.gangId).toBe("a");
    s = await activate(s, "a2");
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect(s.turn?.gangId).toBe("b");
    expect(s.turnsThisRound).toEqual(["b", "a", "b"]);
  });

  it("ruling 13: a gang with no Ready fighter is passed over; the phase ends when no gang has one", async () => {
    const battle: BB.NewBattle = {
      gangs: [gang("a", [fighter("a1", "a")]), gang("b", [fighter("b1", "b"), fighter("b2", "b"), fighter("b3", "b")])],
    };
    let s = await toActionPhase(battle, [6, 1]);
    s = await activate(s, "a1");
    let t = await step(s, { type: "endActivation" }, none);
    t = await step(t.state, { type: "activate", fighterId: "b1" }, none);
    s = (await step(t.state, { type: "endActivation" }, none)).state;
    // a has no Ready fighter left: passed over, b again.
    expect(s.turn?.gangId).toBe("b");
    s = await activate(s, "b2");
    t = await step(s, { type: "endActivation" }, none);
    expect(t.announcements).toContainEqual({ kind: "passedOver", gangId: "a" });
    s = await activate(t.state, "b3");
    t = await step(s, { type: "endActivation" }, none);
    expect(t.state.phase).toBe("end");
    expect(t.state.end?.step).toBe("bottleTests");
    expect(t.state.turnsThisRound).toEqual(["a", "b", "b", "b"]);
  });

  it("Activation: a single Ready fighter per turn; once Activated it loses Ready and may not be Activated again", async () => {
    let s = await toActionPhase(twoGangs(2, 2), [6, 1]);
    expect((await refusedBy(s, { type: "activate", fighterId: "b1" })).refusal?.code).toBe("notYourTurn");
    s = await activate(s, "a1");
    expect(f(s, "a1").ready).toBe(false);
    expect((await refusedBy(s, { type: "activate", fighterId: "a2" })).refusal?.code).toBe("activationInProgress");
    s = (await step(s, { type: "endActivation" }, none)).state;
    s = await activate(s, "b1");
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect((await refusedBy(s, { type: "activate", fighterId: "a1" })).refusal?.code).toBe("notReady");
  });

  it("ruling 16: a player whose gang has a Ready fighter must activate one: its turn does not pass by itself", async () => {
    const s = await toActionPhase(twoGangs(1, 1), [6, 1]);
    expect((await refusedBy(s, { type: "endActivation" })).refusal?.code).toBe("noActivation");
    expect(s.turn?.gangId).toBe("a");
  });

  it("a turn whose last Ready fighter is taken Out of Action before activating passes on", async () => {
    let s = await toActionPhase(twoGangs(1, 2), [1, 6]);
    s = await activate(s, "b1");
    s = (await step(s, { type: "setResult", targetId: "a1", result: "outOfAction", by: "b1" }, none)).state;
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect(s.turn?.gangId).toBe("b");
  });
});

/** A Cawdor gang: a Thane (Group Activation: 3'', 2 more), a Deacon who has the skill too, two Gangers. */
function cawdor(): BB.NewBattle {
  const skill = (extra: number, allowed: readonly BB.FighterType[] = []): BB.GroupActivation => ({
    radius: 3,
    extraFighters: extra,
    restriction: "Cawdor fighters within 3''",
    allowedTypes: allowed,
  });
  return {
    gangs: [
      gang("cawdor", [
        fighter("thane", "cawdor", { type: "leader", groupActivation: skill(2) }),
        fighter("deacon", "cawdor", { type: "champion", groupActivation: skill(1) }),
        fighter("ganger", "cawdor"),
        fighter("ganger2", "cawdor"),
      ]),
      gang("foes", [fighter("foe", "foes")]),
    ],
  };
}
const near: BB.Positions = {
  thane: at(0, 0),
  deacon: at(2, 0),
  ganger: at(0, 2),
  ganger2: at(0, 4.5),
  foe: at(20, 20),
};

describe("Group Activation", () => {
  it("the Cawdor example: the Thane includes a Ganger and the Deacon; the Deacon cannot use their Group Activation to include one more", async () => {
    let s = await toActionPhase(cawdor(), [6, 1]);
    let t = await step(
      s,
      { type: "groupActivate", initiatorId: "thane", nominated: ["ganger", "deacon"], positions: near },
      none,
    );
    expect(t.announcements).toContainEqual({
      kind: "groupActivation",
      initiatorId: "thane",
      members: ["thane", "ganger", "deacon"],
      restriction: "Cawdor fighters within 3''",
    });
    s = t.state;
    // "The player may then Activate the nominated fighters in any order; the fighter initiating ... does not have to act first."
    s = await activate(s, "deacon");
    expect(
      (await refusedBy(s, { type: "groupActivate", initiatorId: "deacon", nominated: ["ganger2"], positions: near }))
        .refusal?.code,
    ).toBe("noChaining");
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect(
      (await refusedBy(s, { type: "groupActivate", initiatorId: "deacon", nominated: ["ganger2"], positions: near }))
        .refusal?.code,
    ).toBe("noChaining");
    expect((await refusedBy(s, { type: "activate", fighterId: "ganger2" })).refusal?.code).toBe("notNominated");
    s = await activate(s, "thane");
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect(s.turn?.gangId).toBe("cawdor");
    s = await activate(s, "ganger");
    t = await step(s, { type: "endActivation" }, none);
    expect(t.state.turn?.gangId).toBe("foes");
    expect(t.state.activatedThisRound).toEqual(["deacon", "thane", "ganger"]);
  });

  it("each fighter's activation is completed before the next is activated", async () => {
    let s = await toActionPhase(cawdor(), [6, 1]);
    s = (await step(s, { type: "groupActivate", initiatorId: "thane", nominated: ["ganger"], positions: near }, none))
      .state;
    s = await activate(s, "ganger");
    expect((await refusedBy(s, { type: "activate", fighterId: "thane" })).refusal?.code).toBe("activationInProgress");
  });

  it("ruling 14: the radius, the number of extra fighters and the allowed types are checked; nomination comes before any activation", async () => {
    const s = await toActionPhase(cawdor(), [6, 1]);
    const code = async (input: BB.BattleInput): Promise<string | undefined> =>
      (await refusedBy(s, input)).refusal?.code;
    expect(await code({ type: "groupActivate", initiatorId: "thane", nominated: ["ganger2"], positions: near })).toBe(
      "outsideRadius",
    );
    expect(
      await code({
        type: "groupActivate",
        initiatorId: "thane",
        nominated: ["ganger", "deacon", "ganger2"],
        positions: { ...near, ganger2: at(1, 1) },
      }),
    ).toBe("tooManyNominated");
    expect(await code({ type: "groupActivate", initiatorId: "ganger", nominated: ["thane"], positions: near })).toBe(
      "noGroupActivation",
    );
    expect(await code({ type: "groupActivate", initiatorId: "thane", nominated: ["foe"], positions: near })).toBe(
      "notFriendly",
    );
    expect(
      await code({
        type: "groupActivate",
        initiatorId: "thane",
        nominated: ["ganger"],
        positions: { thane: at(0, 0) },
      }),
    ).toBe("positionMissing");
    const typed = cawdor();
    const thane = typed.gangs[0]!.fighters[0]!;
    const restricted: BB.NewBattle = {
      gangs: [
        gang("cawdor", [
          { ...thane, groupActivation: { ...thane.groupActivation!, allowedTypes: ["other"] } },
          ...typed.gangs[0]!.fighters.slice(1),
        ]),
        typed.gangs[1]!,
      ],
    };
    const r = await toActionPhase(restricted, [6, 1]);
    expect(
      (await refusedBy(r, { type: "groupActivate", initiatorId: "thane", nominated: ["deacon"], positions: near }))
        .refusal?.code,
    ).toBe("typeNotAllowed");
    const single = await activate(s, "ganger");
    expect(
      (
        await refusedBy(single, {
          type: "groupActivate",
          initiatorId: "thane",
          nominated: ["ganger2"],
          positions: near,
        })
      ).refusal?.code,
    ).toBe("nominateFirst");
  });

  it("ruling 16: 'within' includes the distance itself (a nominee exactly 3'' away, base to base)", async () => {
    const s = await toActionPhase(cawdor(), [6, 1]);
    await step(
      s,
      {
        type: "groupActivate",
        initiatorId: "thane",
        nominated: ["ganger2"],
        positions: { ...near, ganger2: at(0, 4) },
      },
      none,
    );
    expect(BB.groupActivationCandidates(s, "thane", near)).toEqual(["deacon", "ganger"]);
  });
});
