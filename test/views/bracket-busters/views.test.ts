// The Bracket Busters view builders (src/views/bracket-busters): what the tracker, the activation panel, the End Phase
// panel, the cards and the after-battle summary show, as plain data and lang/en.json strings, from real battles.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import {
  activationView,
  afterBattleView,
  announcementLine,
  endPhaseView,
  groupNomination,
  rollLine,
  trackerView,
  transitionCardView,
} from "../../../src/views/bracket-busters";
import { at, fighter, gang, step, toActionPhase, withFighters } from "../../rules/bracket-busters/helpers";
import { en, missing } from "./lang";

const none = new ScriptedDice([]);

const battle = (): BB.NewBattle => ({
  gangs: [
    gang("a", [
      fighter("a1", "a", {
        name: "Vex",
        type: "leader",
        groupActivation: { radius: 3, extraFighters: 1, restriction: "Gangers only", allowedTypes: [] },
      }),
      fighter("a2", "a", { name: "Iska" }),
    ]),
    gang("b", [fighter("b1", "b", { name: "Quell" }), fighter("b2", "b", { name: "Rue" })]),
  ],
});

describe("trackerView: Priority, whose turn, Ready markers", () => {
  it("before the roll: roster order, no places; after it: the order, the rolls and the gang with the turn", async () => {
    const s = BB.createBattle(battle());
    const before = trackerView(s, en);
    expect(before.title).toBe("Round 1 · Priority Phase: Roll For Priority");
    expect(before.gangs.map((g) => [g.id, g.place, g.roll])).toEqual([
      ["a", null, null],
      ["b", null, null],
    ]);
    const rolled = (await step(s, { type: "rollPriority" }, new ScriptedDice([2, 5]))).state;
    const ready = (await step(rolled, { type: "readyFighters" }, none)).state;
    const view = trackerView(ready, en);
    expect(view.gangs.map((g) => [g.id, g.place, g.roll, g.hasTurn, g.readyCount])).toEqual([
      ["b", 1, 5, true, 2],
      ["a", 2, 2, false, 2],
    ]);
    expect(view.priorityText).toBe("Round 1 Priority rolls: a 2, b 5");
    expect(view.prompt).toBe("b's turn: activate one Ready fighter, or start a Group Activation.");
    expect(view.gangs[0]?.fighters[0]).toMatchObject({
      name: "Quell",
      statusLabel: "Active",
      ready: true,
      canActivate: true,
      marks: ["Ready"],
    });
    expect(view.gangs[1]?.fighters[0]).toMatchObject({ canActivate: false, canLeadGroup: false });
  });

  it("marks beside the status: Flesh Wounds with the Toughness left, Aim, Focus, Entrench, Out of Ammo", async () => {
    const s = withFighters(await toActionPhase(battle()), {
      a2: { fleshWounds: 1, aim: true, focus: true, entrench: true, outOfAmmo: ["gun"], status: "pinned" },
    });
    const row = trackerView(s, en).gangs[0]!.fighters[1]!;
    expect(row.statusLabel).toBe("Pinned");
    expect(row.marks).toEqual([
      "Ready",
      "Flesh Wounds ×1 (T 2)",
      "Aim +1",
      "Focus +1",
      "Entrenched",
      "Autopistol Out of Ammo",
    ]);
    expect(trackerView(s, en).gangs[0]!.fighters[0]!.canLeadGroup).toBe(true);
  });
});

describe("activationView: the actions printed for the status, Double/Basic/Simple, Actions left", () => {
  it("an Active fighter: every Standard Active Action, typed, movement reach in inches; a Double greyed with one Action left", async () => {
    let s = (await step(await toActionPhase(battle()), { type: "activate", fighterId: "a2" }, none)).state;
    let view = activationView(s, en)!;
    expect(view.actions.map((a) => a.id)).toEqual(BB.STATUS_ACTIONS.active);
    expect(view.actionsLeftText).toBe("2 Action(s) left");
    expect(view.actions.find((a) => a.id === "move")).toMatchObject({
      label: "Move",
      type: "simple",
      inches: 5,
      allowed: true,
    });
    expect(view.actions.find((a) => a.id === "takeCover")).toMatchObject({ type: "basic", inches: 3 });
    expect(view.actions.find((a) => a.id === "doubleMove")).toMatchObject({
      type: "double",
      typeLabel: "Double: two Actions, once per Activation",
      inches: 10,
    });
    s = (await step(s, { type: "takeAction", action: "shoot" }, none)).state;
    view = activationView(s, en)!;
    expect(view.used).toEqual(["Shoot"]);
    expect(view.actions.find((a) => a.id === "doubleMove")).toMatchObject({
      allowed: false,
      why: "A Double action needs two Actions.",
    });
    expect(view.actions.find((a) => a.id === "shoot")).toMatchObject({
      allowed: false,
      why: "Already taken this Activation (Basic and Double actions are taken once).",
    });
    expect(view.actions.find((a) => a.id === "move")?.allowed).toBe(true);
  });

  it("a Pinned fighter sees the Standard Pinned Actions only; a Charge waits for its move with its rolled reach", async () => {
    const pinned = withFighters(await toActionPhase(battle()), { a2: { status: "pinned" } });
    const view = activationView((await step(pinned, { type: "activate", fighterId: "a2" }, none)).state, en)!;
    expect(view.actions.map((a) => a.label)).toEqual([
      "Blindfire",
      "Crawl",
      "Crawl Through",
      "Detect",
      "Reload",
      "Stand Up",
    ]);
    const charging = (
      await step(
        (
          await step(await toActionPhase(battle()), { type: "activate", fighterId: "a2" }, none)
        ).state,
        { type: "takeAction", action: "charge" },
        new ScriptedDice([2]),
      )
    ).state;
    expect(activationView(charging, en)!.pending).toMatchObject({ kind: "charge", inches: 7 });
    expect(activationView(charging, en)!.pending?.text).toContain("up to 7''");
  });

  it("groupNomination: the skill's radius, count and restriction, and the Ready friends within it", async () => {
    const s = await toActionPhase(battle());
    const nomination = groupNomination(s, "a1", { a1: at(0, 0), a2: at(3, 0), b1: at(2, 2), b2: at(1, 1) }, en)!;
    expect(nomination).toMatchObject({
      restriction: "Gangers only",
      extraFighters: 1,
      radius: 3,
      candidates: [{ id: "a2", name: "Iska" }],
    });
    expect(nomination.rule).toContain("up to 1 more Ready fighter(s) within 3''");
    expect(groupNomination(s, "a1", { a1: at(0, 0), a2: at(10, 0) }, en)!.candidates).toEqual([]);
  });
});

describe("cards: every roll with why", () => {
  it("a Bottle test's card: the rule, the die, the fighters standing as a modifier, the total against 7+, and why", async () => {
    const base = BB.createBattle({
      gangs: [
        gang("a", [fighter("a1", "a", { name: "Vex" }), fighter("a2", "a"), fighter("a3", "a")]),
        gang("b", [fighter("b1", "b")]),
      ],
    });
    const s = withFighters(
      {
        ...base,
        phase: "end",
        priority: { round: 1, rolls: [], order: ["a", "b"] },
        end: { step: "bottleTests", recoveryChoices: [], rallyGang: null, rallied: [] },
      },
      { a3: { status: "outOfAction" } },
    );
    const t = await step(s, { type: "rollBottleTests" }, new ScriptedDice([3]));
    const card = transitionCardView({ type: "rollBottleTests" }, s, t, en);
    expect(card.title).toBe("Bottle Tests (round 1)");
    expect(card.rolls[0]).toMatchObject({
      rule: "Bottle test",
      dice: "3",
      modifiers: ["+2 Active, Pinned or Engaged fighters"],
      total: 5,
      needed: "needs 7+",
      result: "Bottled Out",
      passed: false,
      purpose: "Bottle test: a",
    });
    expect(card.rolls[0]?.why).toMatch(/fewer than six Active, Pinned or Engaged/);
    expect(card.lines).toContain("a has Bottled Out.");
  });

  it("a Rally roll line: 2D6 with the friendly Active fighters' bonus, passed, and the XP line", async () => {
    const line = rollLine(
      {
        rule: "Rally",
        dice: [
          { purpose: "Nerve test (Cool) for Rue", faces: 6, value: 3 },
          { purpose: "Nerve test (Cool) for Rue", faces: 6, value: 3 },
        ],
        modifiers: [{ value: 1, reason: "Friendly Active fighters within 3''" }],
        total: 7,
        needed: 7,
        result: "passed",
      },
      en,
    );
    expect(line).toMatchObject({
      rule: "Rally: Nerve test",
      dice: "3 + 3",
      modifiers: ["+1 friendly Active fighters within 3''"],
      total: 7,
      needed: "needs 7+",
      result: "Passed",
      passed: true,
      purpose: "Nerve test (Cool) for Rue",
    });
    const s = BB.createBattle(battle());
    expect(announcementLine({ kind: "xp", fighterId: "b2", xp: 1, reason: "rally" }, s, en)).toBe(
      "Rue gains 1 XP (Rallied).",
    );
    expect(
      announcementLine({ kind: "status", fighterId: "a2", from: "active", to: "pinned", reason: "takeCover" }, s, en),
    ).toBe("Iska: Active → Pinned (Take Cover).");
  });

  it("setting an attack's result names the target, the result and who made it", async () => {
    const s = await toActionPhase(battle());
    const input: BB.BattleInput = { type: "setResult", targetId: "b1", result: "outOfAction", by: "a2" };
    const t = await step(s, input, none);
    const card = transitionCardView(input, s, t, en);
    expect(card.title).toBe("Quell: Out of Action (by Iska)");
    expect(card.lines).toContain("Quell: Active → Out of Action (an attack's result).");
    expect(card.lines).toContain("Iska gains 1 XP (Took an enemy Out of Action).");
  });
});

describe("endPhaseView and afterBattleView", () => {
  it("Recovery lists the Seriously Injured with the friends who may assist; Rally the Broken of the gang testing", async () => {
    const base = BB.createBattle(battle());
    const s = withFighters(
      {
        ...base,
        phase: "end",
        priority: { round: 1, rolls: [], order: ["b", "a"] },
        end: { step: "recovery", recoveryChoices: [], rallyGang: null, rallied: [] },
      },
      { a1: { status: "seriouslyInjured" }, b1: { status: "broken" } },
    );
    const positions = { a1: at(0, 0), a2: at(1.5, 0), b1: at(10, 0), b2: at(12, 0) };
    const view = endPhaseView(s, positions, en)!;
    expect(view.stepLabel).toBe("Recovery");
    expect(view.recovery).toEqual([{ fighterId: "a1", name: "Vex", assistants: [{ id: "a2", name: "Iska" }] }]);
    // Past the Bottle tests, their lines say how they ended, never "must test" again (issue 36 item 12).
    expect(view.bottle.map((b) => b.text)).toEqual([
      "not Bottled Out: the Bottle tests are rolled",
      "not Bottled Out: the Bottle tests are rolled",
    ]);
    const rally = (await step(s, { type: "rollRecovery" }, new ScriptedDice([4]))).state;
    expect(endPhaseView(rally, positions, en)!.rally).toEqual({
      gang: "b",
      candidates: [{ fighterId: "b1", name: "Quell", helpers: 1, better: "cool", cool: 7, willpower: 7 }],
    });
  });

  it("after the battle: the XP ledger by fighter with why, the Out of Action roll-call, the Lasting Injuries and card changes", async () => {
    let s = await toActionPhase(battle());
    s = (await step(s, { type: "setResult", targetId: "b1", result: "outOfAction", by: "a2" }, none)).state;
    s = (await step(s, { type: "endBattle" }, none)).state;
    const t = await step(s, { type: "rollLastingInjuries" }, new ScriptedDice([5, 1]));
    const view = afterBattleView(t.state, t.changes, en);
    expect(view.xp).toEqual([
      { fighterId: "a2", name: "Iska", gang: "a", xp: 1, reasons: "Took an enemy Out of Action: Quell (+1)" },
    ]);
    expect(view.outOfAction).toEqual([
      "Quell: taken Out of Action by an attack (by Iska, round 1); a Lasting Injury roll is made.",
    ]);
    expect(view.injuries).toEqual([
      {
        fighterId: "b1",
        name: "Quell",
        outcome: "Permanent Injury (goes into Recovery)",
        permanent: "Hand Injury",
        changes: ["Weapon Skill 4+ → 5+", "Rating 100 → 95"],
        dead: false,
        recovery: true,
      },
    ]);
  });

  it("every key the views asked for is in lang/en.json", () => {
    expect([...missing].filter((key) => !key.includes(".Modifier."))).toEqual([]);
  });
});

describe("rollLine: dice each rolled for their own gang are named, not summed", () => {
  it("Roll For Priority: 'The Iron Jackals 4, Ash Wardens 1'; one roll's dice stay a sum", () => {
    const priority = rollLine(
      {
        rule: "Roll For Priority",
        dice: [
          { purpose: "Priority: a", faces: 6, value: 4 },
          { purpose: "Priority: b", faces: 6, value: 1 },
        ],
        modifiers: [],
        total: null,
        needed: null,
        result: "priority",
      },
      en,
    );
    expect(priority.dice).toBe("a 4, b 1");
    const nerve = rollLine(
      {
        rule: "Ready Fighters",
        dice: [
          { purpose: "Nerve test (Cool) for a1", faces: 6, value: 4 },
          { purpose: "Nerve test (Cool) for a1", faces: 6, value: 3 },
        ],
        modifiers: [],
        total: 7,
        needed: 7,
        result: "passed",
      },
      en,
    );
    expect(nerve.dice).toBe("4 + 3");
  });
});
