// "Actions", "Action Types" and the four "Standard ... Actions" lists: two Actions per Activation unless stated, Double /
// Basic / Simple, exactly the printed list for each status, and each action doing what its text states.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import {
  activate,
  at,
  f,
  fighter,
  refusedBy,
  step,
  toActionPhase,
  twoGangs,
  withFighters,
  type State,
} from "./helpers";
import { rulesText } from "../../fixtures/rules-texts";

const none = new ScriptedDice([]);
const RULES = rulesText("bracket-busters-battle-sequence.md");

/** a1 activating in gang a's turn, with the statuses given. */
async function activating(
  patch: Parameters<typeof withFighters>[1] = {},
  a: Parameters<typeof twoGangs>[0] = 2,
  b: Parameters<typeof twoGangs>[1] = 2,
): Promise<State> {
  const s = withFighters(await toActionPhase(twoGangs(a, b), [6, 1]), patch);
  return activate(s, "a1");
}
const act = async (s: State, input: Omit<BB.TakeAction, "type">, dice = none): Promise<BB.Transition> =>
  step(s, { type: "takeAction", ...input }, dice);
const actionOf = (t: BB.Transition) => t.announcements.find((a) => a.kind === "action");

describe("Standard actions per status (the printed lists)", () => {
  it.skipIf(!RULES.present)(
    "match the rules file: every action of each Standard ... Actions section, with its type",
    () => {
      const text = readFileSync(RULES.path, "utf8");
      const sections = ["Seriously Injured", "Pinned", "Engaged", "Active"] as const;
      const status: Record<(typeof sections)[number], BB.Status> = {
        "Seriously Injured": "seriouslyInjured",
        Pinned: "pinned",
        Engaged: "engaged",
        Active: "active",
      };
      for (const section of sections) {
        const start = text.indexOf(`Standard ${section} Actions`);
        const rest = text.slice(start + 10);
        const stop = rest.search(/Standard \w[\w ]* Actions|End Phase\n/);
        const body = stop >= 0 ? rest.slice(0, stop) : rest;
        const printed = [...body.matchAll(/^([A-Z][A-Za-z ]+?) \((Double|Basic|Simple)\):/gm)].map((m) => [
          m[1]!.trim().toLowerCase(),
          m[2]!.toLowerCase(),
        ]);
        const ours = BB.STATUS_ACTIONS[status[section]].map((id) => [
          BB.ACTIONS[id].name.toLowerCase(),
          BB.ACTIONS[id].type,
        ]);
        expect(ours, section).toEqual(printed);
      }
      expect(BB.STATUS_ACTIONS.broken).toEqual([]);
    },
  );

  it("an activating fighter is offered exactly its status's list, and refused an action of another status", async () => {
    const s = await activating({ a1: { status: "pinned" } });
    expect(s.turn?.activation && BB.allowedActions(s.turn.activation, "pinned")).toEqual([
      "blindfire",
      "crawl",
      "crawlThrough",
      "detect",
      "reload",
      "standUp",
    ]);
    expect((await refusedBy(s, { type: "takeAction", action: "move" })).refusal?.code).toBe("notForStatus");
    const injured = await activating({ a1: { status: "seriouslyInjured" } });
    expect((await refusedBy(injured, { type: "takeAction", action: "shoot" })).refusal?.message).toMatch(
      /Standard Seriously Injured Actions/,
    );
  });
});

describe("Action Types", () => {
  it("two Actions by default: a Simple action may be taken twice, then nothing is left", async () => {
    let s = await activating();
    s = (await act(s, { action: "move" })).state;
    s = (await act(s, { action: "move" })).state;
    expect((await refusedBy(s, { type: "takeAction", action: "aim" })).refusal?.code).toBe("noActionsLeft");
  });

  it("Double takes both Actions and may not be taken with one left", async () => {
    let s = await activating();
    s = (await act(s, { action: "move" })).state;
    expect((await refusedBy(s, { type: "takeAction", action: "doubleMove" })).refusal?.code).toBe("doubleNeedsTwo");
    const d = (await act(await activating(), { action: "doubleMove" })).state;
    expect(d.turn?.activation?.actionsLeft).toBe(0);
  });

  it("Basic and Double not more than once per Activation, as the same named action (ruling 16): Shoot then Detect, not two Shoots", async () => {
    const three = [fighter("a1", "a", { actions: 3 }), fighter("a2", "a")];
    let s = await activating({}, three);
    s = (await act(s, { action: "shoot" })).state;
    expect((await refusedBy(s, { type: "takeAction", action: "shoot" })).refusal?.code).toBe("oncePerActivation");
    s = (await act(s, { action: "detect" }, new ScriptedDice([{ results: [4, 4] }]))).state;
    expect(s.turn?.activation?.used).toEqual(["shoot", "detect"]);
  });

  it("unless a profile or an effect says otherwise: a fighter with three Actions, an activation given one", async () => {
    let s = await activating({}, [fighter("a1", "a", { actions: 3 }), fighter("a2", "a")]);
    s = (await act(s, { action: "doubleMove" })).state;
    s = (await act(s, { action: "move" })).state;
    expect(s.turn?.activation?.actionsLeft).toBe(0);
    const one = await toActionPhase(twoGangs(), [6, 1]);
    const t = await step(one, { type: "activate", fighterId: "a1", actions: 1 }, none);
    expect((await refusedBy(t.state, { type: "takeAction", action: "charge" })).refusal?.code).toBe("doubleNeedsTwo");
  });
});

describe("movement actions: how far each may move", () => {
  it("Move M, Double Move 2M, Crawl and Take Cover half rounded up (M 5'' → 3''), Carry M, Carry Heavy S inches", async () => {
    const s = await activating();
    const a1 = f(s, "a1");
    expect(BB.movementAllowance(a1, "move")).toBe(5);
    expect(BB.movementAllowance(a1, "doubleMove")).toBe(10);
    expect(BB.movementAllowance(a1, "crawl")).toBe(3);
    expect(BB.movementAllowance(a1, "takeCover")).toBe(3);
    expect(BB.movementAllowance(a1, "carry")).toBe(5);
    expect(BB.movementAllowance(a1, "carryHeavy")).toBe(3);
    expect(actionOf(await act(s, { action: "doubleMove", distance: 10 }))).toMatchObject({ inches: 10 });
    expect((await refusedBy(s, { type: "takeAction", action: "move", distance: 5.5 })).refusal?.code).toBe(
      "beyondReach",
    );
  });

  it("Take Cover: after the move the fighter becomes Pinned", async () => {
    const t = await act(await activating(), { action: "takeCover", distance: 2 });
    expect(f(t.state, "a1").status).toBe("pinned");
  });

  it("Carry Heavy may take a Seriously Injured fighter, and nothing else that is a fighter", async () => {
    const s = await activating({ a2: { status: "seriouslyInjured" } });
    expect(actionOf(await act(s, { action: "carryHeavy", carriedId: "a2" }))).toMatchObject({
      fighterIds: ["a2"],
      inches: 3,
    });
    expect((await refusedBy(s, { type: "takeAction", action: "carryHeavy", carriedId: "b1" })).refusal?.code).toBe(
      "notSeriouslyInjured",
    );
  });
});

describe("Charge", () => {
  const positions = (b1: BB.Placement): BB.Positions => ({ a1: at(0, 0), b1, b2: at(20, 20) });

  it("moves up to Movement + D3, then a free Fight against one of the enemies reached; both become Engaged", async () => {
    let t = await act(await activating(), { action: "charge" }, new ScriptedDice([{ results: [2], faces: 3 }]));
    expect(t.steps[0]).toMatchObject({ rule: "Charge", total: 7, result: "chargeDistance" });
    expect(t.state.turn?.activation?.pending).toEqual({ kind: "charge", maxInches: 7 });
    expect((await refusedBy(t.state, { type: "endActivation" })).refusal?.code).toBe("actionPending");
    t = await step(t.state, { type: "completeCharge", contacted: ["b1"], positions: positions(at(1, 0)) }, none);
    expect([f(t.state, "a1").status, f(t.state, "b1").status]).toEqual(["engaged", "engaged"]);
    expect(t.state.turn?.activation).toMatchObject({ actionsLeft: 0, free: ["fight"] });
    t = await act(t.state, { action: "fight", targets: ["b1"] });
    expect(actionOf(t)).toMatchObject({ action: "fight", free: true });
    expect(t.state.turn?.activation?.used).toEqual(["charge", "fight"]);
  });

  it("a Charge that reaches only a Seriously Injured enemy offers a free Coup de Grace", async () => {
    let t = await act(
      await activating({ b1: { status: "seriouslyInjured" } }),
      { action: "charge" },
      new ScriptedDice([1]),
    );
    t = await step(t.state, { type: "completeCharge", contacted: ["b1"], positions: positions(at(1, 0)) }, none);
    expect(t.state.turn?.activation?.free).toEqual(["fight", "coupDeGrace"]);
    expect(f(t.state, "a1").status).toBe("active");
    t = await act(t.state, { action: "coupDeGrace", targetId: "b1", positions: positions(at(1, 0)) });
    expect(f(t.state, "b1").outOfAction).toMatchObject({ cause: "coupDeGrace", by: "a1", lastingInjury: true });
  });

  it("one that reaches no enemy must end at least 1'' away from all enemy fighters; a contact it claims must be base contact", async () => {
    const t = await act(await activating(), { action: "charge" }, new ScriptedDice([3]));
    expect(
      (await refusedBy(t.state, { type: "completeCharge", contacted: [], positions: positions(at(1.8, 0)) })).refusal
        ?.code,
    ).toBe("endAway");
    expect(
      (await refusedBy(t.state, { type: "completeCharge", contacted: ["b1"], positions: positions(at(3, 0)) })).refusal
        ?.code,
    ).toBe("notInBaseContact");
    const away = await step(t.state, { type: "completeCharge", contacted: [], positions: positions(at(2, 0)) }, none);
    expect(away.state.turn?.activation?.free).toEqual([]);
  });
});

describe("Disengage", () => {
  it("each Engaged enemy passing an Initiative check makes a free attack; then the fighter ends exactly 1'' away and is Active", async () => {
    let s = await activating({ a1: { status: "engaged" }, b1: { status: "engaged" }, b2: { status: "engaged" } });
    const dice = new ScriptedDice([
      { results: [4], purpose: "Initiative check for b1" },
      { results: [3], purpose: "Initiative check for b2" },
    ]);
    const touching = { a1: at(0, 0), b1: at(1, 0), b2: at(0, 1), a2: at(20, 20) };
    let t = await act(s, { action: "disengage", enemies: ["b1", "b2"], positions: touching }, dice);
    expect(t.steps.map((x) => x.result)).toEqual(["passed", "failed"]);
    expect(t.announcements).toContainEqual({ kind: "freeAttacks", fighterId: "a1", attackers: ["b1"] });
    s = (await step(t.state, { type: "setResult", targetId: "a1", result: "fleshWound", by: "b1" }, none)).state;
    const positions = { a1: at(0, 0), b1: at(2, 0), b2: at(0, 2.2) };
    expect(
      (await refusedBy(s, { type: "completeDisengage", outcome: "clear", positions: { ...positions, b1: at(3, 0) } }))
        .refusal?.code,
    ).toBe("notExactlyOneInch");
    expect(
      (await refusedBy(s, { type: "completeDisengage", outcome: "clear", positions: { ...positions, b2: at(0, 1.5) } }))
        .refusal?.code,
    ).toBe("tooNear");
    t = await step(s, { type: "completeDisengage", outcome: "clear", positions }, none);
    expect(f(t.state, "a1")).toMatchObject({ status: "active", fleshWounds: 1 });
  });

  it("a fighter the free attacks take Out of Action ends its activation; one that cannot get clear remains Engaged", async () => {
    const s = await activating({ a1: { status: "engaged" } });
    let t = await act(
      s,
      { action: "disengage", enemies: ["b1"], positions: { a1: at(0, 0), b1: at(1, 0), b2: at(9, 9) } },
      new ScriptedDice([6]),
    );
    const out = await step(t.state, { type: "setResult", targetId: "a1", result: "outOfAction", by: "b1" }, none);
    expect(out.state.turn?.gangId).toBe("b");
    expect(out.state.xp).toEqual([{ fighterId: "b1", xp: 1, reason: "outOfAction", round: 1, targetId: "a1" }]);
    t = await step(t.state, { type: "completeDisengage", outcome: "stillEngaged" }, none);
    expect(f(t.state, "a1").status).toBe("engaged");
  });
});

describe("the other actions do what the text states", () => {
  it("Stand Up: the fighter returns to Active, facing as its player chooses", async () => {
    const t = await act(await activating({ a1: { status: "pinned" } }), { action: "standUp", facing: 90 });
    expect(f(t.state, "a1").status).toBe("active");
    expect(actionOf(t)).toMatchObject({ facing: 90 });
  });

  it("Aim: +1 to hit on the next action if it is a Shoot; any other action in between ends it", async () => {
    let t = await act(await activating(), { action: "aim" });
    t = await act(t.state, { action: "shoot", weaponId: "gun" });
    expect(actionOf(t)?.modifiers).toEqual([BB.AIM_MODIFIER]);
    t = await act(await activating(), { action: "aim" });
    t = await act(t.state, { action: "move" });
    expect(f(t.state, "a1").aim).toBe(false);
  });

  it("Aim survives into the next activation if the fighter does nothing else; turning to face ends it", async () => {
    let s = (await act(await activating(), { action: "aim" })).state;
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect(f(s, "a1").aim).toBe(true);
    const turned = await step(await activating(), { type: "changeFacing", facing: 45 }, none);
    expect(
      f(
        (await step((await act(turned.state, { action: "aim" })).state, { type: "changeFacing", facing: 10 }, none))
          .state,
        "a1",
      ).aim,
    ).toBe(false);
  });

  it("Focus: +1 on the next characteristic check this Round, not cumulative, not to Exert", async () => {
    let s = (await act(await activating(), { action: "focus" })).state;
    s = (await act(s, { action: "focus" })).state;
    expect(f(s, "a1").focus).toBe(true);
    const dice = new ScriptedDice([{ results: [3, 3] }]);
    const t = await act(
      { ...s, turn: { ...s.turn!, activation: { ...s.turn!.activation!, actionsLeft: 1 } } },
      { action: "detect" },
      dice,
    );
    expect(t.steps[0]).toMatchObject({ total: 7, needed: 7, result: "passed", modifiers: [BB.FOCUS_MODIFIER] });
    expect(f(t.state, "a1").focus).toBe(false);
    const exert = await act(
      { ...s, turn: { ...s.turn!, activation: { ...s.turn!.activation!, actionsLeft: 2 } } },
      { action: "exert", object: "door" },
      new ScriptedDice([5]),
    );
    expect(exert.steps[0]).toMatchObject({
      total: 8,
      needed: 9,
      result: "failure",
      modifiers: [{ value: 3, reason: "Strength" }],
    });
    expect(f(exert.state, "a1").focus).toBe(true);
  });

  it("Exert: D6 + Strength, 9 or more: a door is forced open", async () => {
    const t = await act(await activating(), { action: "exert", object: "door" }, new ScriptedDice([6]));
    expect(t.steps[0]?.result).toBe("success");
    expect(actionOf(t)?.notes).toEqual(["doorForcedOpen"]);
  });

  it("Reload: an Ammo check on a D6 for a profile that is Out of Ammo, repeatable", async () => {
    let s = await activating();
    expect((await refusedBy(s, { type: "takeAction", action: "reload", weaponId: "gun" })).refusal?.code).toBe(
      "notOutOfAmmo",
    );
    s = (await step(s, { type: "markOutOfAmmo", fighterId: "a1", weaponId: "gun" }, none)).state;
    expect((await refusedBy(s, { type: "takeAction", action: "shoot", weaponId: "gun" })).refusal?.code).toBe(
      "outOfAmmo",
    );
    let t = await act(s, { action: "reload", weaponId: "gun" }, new ScriptedDice([3]));
    expect(t.steps[0]).toMatchObject({ rule: "Reload", needed: 4, result: "failed" });
    t = await act(t.state, { action: "reload", weaponId: "gun" }, new ScriptedDice([4]));
    expect(f(t.state, "a1").outOfAmmo).toEqual([]);
  });

  it("Coup de Grace: a Seriously Injured enemy within the vision arc and no further than 1'' is taken Out of Action", async () => {
    const s = await activating({ b1: { status: "seriouslyInjured" } }, 2, [
      fighter("b1", "b", { type: "leader" }),
      fighter("b2", "b"),
    ]);
    const refuse = async (positions: BB.Positions): Promise<string | undefined> =>
      (await refusedBy(s, { type: "takeAction", action: "coupDeGrace", targetId: "b1", positions })).refusal?.code;
    expect(await refuse({ a1: at(0, 0, 0), b1: at(2.1, 0) })).toBe("tooFar");
    expect(await refuse({ a1: at(0, 0, 180), b1: at(1.5, 0) })).toBe("notInVisionArc");
    const t = await act(s, { action: "coupDeGrace", targetId: "b1", positions: { a1: at(0, 0, 0), b1: at(2, 0) } });
    expect(f(t.state, "b1").status).toBe("outOfAction");
    expect(t.state.xp).toEqual([{ fighterId: "a1", xp: 3, reason: "outOfAction", round: 1, targetId: "b1" }]);
    expect(
      (
        await refusedBy(s, {
          type: "takeAction",
          action: "coupDeGrace",
          targetId: "b2",
          positions: { a1: at(0, 0), b2: at(1, 0) },
        })
      ).refusal?.code,
    ).toBe("notSeriouslyInjured");
  });

  it("Blindfire: -2 to hit noted, a Blast weapon scatters instead, and a Prone (Pinned) fighter sees 360°", async () => {
    const blast = [
      fighter("a1", "a", {
        weapons: [
          { id: "gun", name: "Gun", ranged: true, ammo: 4, traits: [] },
          { id: "gl", name: "Grenade launcher", ranged: true, ammo: 5, traits: ["blast3"] },
        ],
      }),
      fighter("a2", "a"),
    ];
    const active = await activating({}, blast);
    expect(actionOf(await act(active, { action: "blindfire", weaponId: "gun" }))).toMatchObject({
      modifiers: [BB.BLINDFIRE_MODIFIER],
      notes: ["minusTwoToHit"],
    });
    expect(actionOf(await act(active, { action: "blindfire", weaponId: "gl" }))).toMatchObject({
      modifiers: [],
      notes: ["scatters"],
    });
    const pinned = await activating({ a1: { status: "pinned" } }, blast);
    expect(actionOf(await act(pinned, { action: "blindfire", weaponId: "gun" }))?.notes).toEqual([
      "minusTwoToHit",
      "visionArc360",
    ]);
  });

  it("Fire Through: other weapons hit a selected fighter within 1'' of the other side on a 5+; Blast 3'' hits everyone within 3''", async () => {
    const blast = [
      fighter("a1", "a", {
        weapons: [
          { id: "gun", name: "Gun", ranged: true, ammo: 4, traits: [] },
          { id: "gl", name: "Grenade launcher", ranged: true, ammo: 5, traits: ["blast3"] },
        ],
      }),
      fighter("a2", "a"),
    ];
    const s = await activating({}, blast);
    const positions = { a1: at(0, 0), a2: at(30, 30), b1: at(10, 0.5), b2: at(13, 0) };
    const t = await act(
      s,
      { action: "fireThrough", weaponId: "gun", exit: { x: 10, y: 0 }, targetId: "b1", positions },
      new ScriptedDice([5]),
    );
    expect(t.steps[0]).toMatchObject({ rule: "Fire Through", needed: 5, result: "hit" });
    const g = await act(s, { action: "fireThrough", weaponId: "gl", exit: { x: 10, y: 0 }, positions });
    expect(actionOf(g)).toMatchObject({ fighterIds: ["b1", "b2"], notes: ["hitWithin3"] });
    expect(
      (
        await refusedBy(s, {
          type: "takeAction",
          action: "fireThrough",
          weaponId: "gun",
          exit: { x: 10, y: 0 },
          targetId: "b2",
          positions,
        })
      ).refusal?.code,
    ).toBe("notNearDuctway");
  });

  it("Entrench lasts until the fighter next Activates; Crawl Through sets it up Pinned, not past an enemy at the other side", async () => {
    let s = (await act(await activating(), { action: "entrench", facing: 30 })).state;
    expect(f(s, "a1").entrench).toBe(true);
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect(f(s, "a1").entrench).toBe(true);
    const crawl = await act(await activating(), { action: "crawlThrough" });
    expect(f(crawl.state, "a1").status).toBe("pinned");
    const blocked = await activating();
    expect(
      (
        await refusedBy(blocked, {
          type: "takeAction",
          action: "crawlThrough",
          exit: { x: 5, y: 5 },
          positions: { b1: at(5, 6), b2: at(20, 20) },
        })
      ).refusal?.code,
    ).toBe("enemyAtDuctway");
  });

  it("bad action inputs are refused naming the field", async () => {
    const s = await activating();
    expect((await refusedBy(s, { type: "takeAction", action: "reload" })).refusal?.message).toMatch(
      /weaponId must be given for Reload/,
    );
    expect((await refusedBy(s, { type: "takeAction", action: "move", distance: -1 })).refusal?.message).toMatch(
      /distance must be a number of inches/,
    );
    expect((await refusedBy(s, { type: "takeAction", action: "dance" as never })).refusal?.message).toMatch(
      /action must be one of/,
    );
  });
});

describe("attack results set on the target (ruling 15)", () => {
  it("Pinned, a Flesh Wound (Toughness −1), Seriously Injured, Broken and Out of Action, with who did it", async () => {
    let s = await activating({}, 2, [
      fighter("b1", "b", { type: "champion", profile: { toughness: 1 } }),
      fighter("b2", "b"),
    ]);
    s = (await step(s, { type: "setResult", targetId: "b2", result: "pinned", by: "a1" }, none)).state;
    expect(f(s, "b2")).toMatchObject({ status: "pinned", lastAttackBy: "a1" });
    const t = await step(s, { type: "setResult", targetId: "b1", result: "fleshWound", by: "a1" }, none);
    expect(BB.modifiedToughness(f(t.state, "b1"))).toBe(0);
    expect(t.announcements).toContainEqual({ kind: "toughnessBelowOne", fighterId: "b1" });
    s = (await step(t.state, { type: "setResult", targetId: "b2", result: "seriouslyInjured", by: "a1" }, none)).state;
    expect(f(s, "b2").status).toBe("seriouslyInjured");
    s = (await step(s, { type: "setResult", targetId: "b1", result: "outOfAction", by: "a1" }, none)).state;
    expect(s.xp).toEqual([{ fighterId: "a1", xp: 2, reason: "outOfAction", round: 1, targetId: "b1" }]);
    expect((await refusedBy(s, { type: "setResult", targetId: "b1", result: "broken", by: null })).refusal?.code).toBe(
      "outOfAction",
    );
  });

  it("no XP for taking a friend Out of Action; ruling 12: the GM overrides a status", async () => {
    let s = await activating();
    s = (await step(s, { type: "setResult", targetId: "a2", result: "outOfAction", by: "a1" }, none)).state;
    expect(s.xp).toEqual([]);
    s = (await step(s, { type: "setStatus", fighterId: "b1", status: "engaged" }, none)).state;
    expect(f(s, "b1").status).toBe("engaged");
  });
});
