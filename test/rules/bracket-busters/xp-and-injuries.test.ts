// "Gaining XP" ("Standard Battle Sequence XP Rewards"), "Lasting Injury" and its tables — Permanent Injury (characteristics
// and Rating), Critical Injury, Survivor Critical Injury (ruling 2: D6 − Wounds) — rolled after the battle and
// returned as changes to the fighter cards.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice, TABLES, resultFor, tableCoverageProblems } from "../../../src/rules";
import { f, fighter, refusedBy, step, toActionPhase, twoGangs, withFighters, type State } from "./helpers";
import { rulesText } from "../../fixtures/rules-texts";

const none = new ScriptedDice([]);
const RULES = rulesText("bracket-busters-battle-sequence.md");

describe("Standard Battle Sequence XP Rewards", () => {
  it("Leader and Bounty Hunter 3, Champion, Spyrer and Merc 2, any other kind 1, Rally 1", () => {
    expect(BB.OUT_OF_ACTION_XP).toEqual({ leader: 3, bountyHunter: 3, champion: 2, spyrer: 2, merc: 2, other: 1 });
    expect(BB.RALLY_XP).toBe(1);
  });

  it("Scenario specific rewards: varies — awarded by the GM, until the battle's changes are worked out", async () => {
    let s = await toActionPhase(twoGangs(), [6, 1]);
    s = (await step(s, { type: "awardXp", fighterId: "a1", xp: 2 }, none)).state;
    expect(s.xp).toEqual([{ fighterId: "a1", xp: 2, reason: "scenario", round: 1, targetId: null }]);
    expect((await refusedBy(s, { type: "awardXp", fighterId: "a1", xp: 0 })).refusal?.code).toBe("badInput");
  });
});

/** A battle the GM has ended, with these fighters Out of Action. */
async function ended(patch: Parameters<typeof withFighters>[1], battle = twoGangs()): Promise<State> {
  const s = withFighters(await toActionPhase(battle, [6, 1]), patch);
  return (await step(s, { type: "endBattle" }, none)).state;
}
const outBy = (by: string | null, cause: BB.OutOfAction["cause"] = "attack", lastingInjury = true) => ({
  status: "outOfAction" as const,
  ready: false,
  outOfAction: { round: 1, cause, by, lastingInjury },
});

describe("Lasting Injury after the battle", () => {
  it("is rolled once the GM has ended the battle (ruling 15), once", async () => {
    const s = await toActionPhase(twoGangs(), [6, 1]);
    expect((await refusedBy(s, { type: "rollLastingInjuries" })).refusal?.code).toBe("battleNotOver");
    const over = await ended({});
    expect((await refusedBy(over, { type: "activate", fighterId: "a1" })).refusal?.code).toBe("battleOver");
    const t = await step(over, { type: "rollLastingInjuries" }, none);
    expect(t.state.injuries).toEqual([]);
    expect((await refusedBy(t.state, { type: "rollLastingInjuries" })).refusal?.code).toBe("alreadyRolled");
  });

  it("only for fighters put Out of Action via damage: not one who fled, nor one below Toughness 1 in Recovery", async () => {
    const over = await ended({
      a1: outBy(null, "fled", false),
      a2: outBy(null, "recovery", false),
      b1: outBy("a1"),
      b2: outBy(null, "recovery", true),
    });
    const dice = new ScriptedDice([
      { results: [1], purpose: "Lasting Injury for b1" },
      { results: [3], purpose: "Lasting Injury for b2" },
    ]);
    const t = await step(over, { type: "rollLastingInjuries" }, dice);
    dice.assertAllUsed();
    expect(t.state.injuries?.map((r) => [r.fighterId, r.outcome])).toEqual([
      ["b1", "outCold"],
      ["b2", "grievousInjury"],
    ]);
    expect(t.changes).toContainEqual({
      kind: "injury",
      fighterId: "b2",
      outcome: "grievousInjury",
      recovery: true,
      dead: false,
    });
  });

  it("Permanent Injury: Hobbled reduces Movement by 1'' and Initiative one step, Rating −10", async () => {
    const over = await ended({ b1: outBy("a1") });
    const t = await step(over, { type: "rollLastingInjuries" }, new ScriptedDice([5, 6]));
    expect(t.changes).toEqual([
      { kind: "injury", fighterId: "b1", outcome: "permanentInjury", recovery: true, dead: false },
      { kind: "characteristic", fighterId: "b1", characteristic: "movement", from: 5, to: 4 },
      { kind: "characteristic", fighterId: "b1", characteristic: "initiative", from: 4, to: 5 },
      { kind: "rating", fighterId: "b1", from: 100, to: 90 },
    ]);
  });

  it("Head Injury: Leadership, Cool, Willpower and Intelligence one step worse, never past 12+ (ruling 16)", async () => {
    const battle = twoGangs(1, [fighter("b1", "b", { profile: { cool: 12 } })]);
    const t = await step(
      await ended({ b1: outBy(null) }, battle),
      { type: "rollLastingInjuries" },
      new ScriptedDice([5, 5]),
    );
    const changed = t.changes
      .filter((c) => c.kind === "characteristic")
      .map((c) => c.kind === "characteristic" && c.characteristic);
    expect(changed).toEqual(["leadership", "willpower", "intelligence"]);
  });

  it("Critical Injury table: 1-5 Critical Injury, 6 Memorable Death — the attacker gains an additional 1 XP", async () => {
    const battle = twoGangs(1, [fighter("b1", "b", { type: "leader" })]);
    const over = await ended({ b1: outBy("a1") }, battle);
    const t = await step(
      { ...over, xp: [{ fighterId: "a1", xp: 3, reason: "outOfAction", round: 1, targetId: "b1" }] },
      { type: "rollLastingInjuries" },
      new ScriptedDice([6, 6]),
    );
    expect(t.changes).toEqual([
      { kind: "injury", fighterId: "b1", outcome: "memorableDeath", recovery: false, dead: true },
      { kind: "xp", fighterId: "a1", from: 0, to: 4 },
    ]);
    const critical = await step(over, { type: "rollLastingInjuries" }, new ScriptedDice([6, 3]));
    expect(critical.changes[0]).toMatchObject({ outcome: "criticalInjury", dead: false, recovery: false });
  });

  it("ruling 16: no Memorable Death XP from a failed Recovery", async () => {
    const t = await step(
      await ended({ b1: { ...outBy(null, "recovery", true), lastAttackBy: "a1" } }),
      { type: "rollLastingInjuries" },
      new ScriptedDice([6, 6]),
    );
    expect(t.state.xp).toEqual([]);
  });

  it("ruling 2: a survivor rolls D6 − Wounds on the Survivor Critical Injury table", async () => {
    const battle = twoGangs(1, [fighter("b1", "b", { survivor: true, profile: { wounds: 2 } })]);
    const over = await ended({ b1: outBy("a1") }, battle);
    const grievous = await step(over, { type: "rollLastingInjuries" }, new ScriptedDice([6, 2]));
    expect(grievous.steps[1]).toMatchObject({
      rule: "Survivor Critical Injury Table",
      total: 0,
      modifiers: [{ value: -2, reason: "Wounds" }],
      result: "grievousInjury",
    });
    const permanent = await step(over, { type: "rollLastingInjuries" }, new ScriptedDice([6, 6, 1]));
    expect(permanent.changes).toContainEqual({
      kind: "characteristic",
      fighterId: "b1",
      characteristic: "weaponSkill",
      from: 4,
      to: 5,
    });
    const w1 = await ended({ b1: outBy("a1") }, twoGangs(1, [fighter("b1", "b", { survivor: true })]));
    expect(
      (await step(w1, { type: "rollLastingInjuries" }, new ScriptedDice([6, 6]))).state.injuries?.[0]?.outcome,
    ).toBe("memorableDeath");
  });
});

describe("the injury tables as data (TABLES)", () => {
  it("are in TABLES for the compendium, ids unique; the D6 tables cover every face once", () => {
    for (const table of BB.INJURY_TABLE_LIST) expect(TABLES).toContain(table);
    expect(new Set(TABLES.map((t) => t.id)).size).toBe(TABLES.length);
    for (const table of [BB.LASTING_INJURY_TABLE, BB.PERMANENT_INJURY_TABLE, BB.CRITICAL_INJURY_TABLE])
      expect(tableCoverageProblems(table)).toEqual([]);
  });

  it("ruling 2: the Survivor table covers every D6 − Wounds total from 1 − 10 to 5 once: 0 or less, 1-4, 5+", () => {
    for (let total = BB.SURVIVOR_LOWEST_TOTAL; total <= 5; total++) {
      const matches = BB.SURVIVOR_CRITICAL_INJURY_TABLE.results.filter(
        ({ range: [lo, hi] }) => total >= lo && total <= hi,
      );
      expect(matches, `total ${total}`).toHaveLength(1);
    }
    expect([-3, 0, 1, 4, 5].map((t) => resultFor(BB.SURVIVOR_CRITICAL_INJURY_TABLE, t).id)).toEqual([
      "grievousInjury",
      "grievousInjury",
      "permanentInjury",
      "permanentInjury",
      "memorableDeath",
    ]);
  });

  it.skipIf(!RULES.present)(
    "match the rules file: every result's name and text as printed, and the Rating column",
    () => {
      const text = readFileSync(RULES.path, "utf8").replace(/\r/g, "");
      for (const table of BB.INJURY_TABLE_LIST) {
        const start = text.indexOf(`${table.section}\n`);
        expect(start, table.section).toBeGreaterThanOrEqual(0);
        const body = text.slice(start);
        for (const result of table.results) {
          const [printed, rating] = result.text.replace(/\)$/, "").split(" (Rating: ");
          expect(body, `${table.id}.${result.id}`).toContain(`${result.name}: ${printed}`);
          if (rating) expect(body).toContain(`${result.name}: ${printed}\n${rating}\n`);
        }
      }
      for (const [id, effect] of Object.entries(BB.PERMANENT_INJURY_EFFECTS)) {
        expect(BB.PERMANENT_INJURY_TABLE.results.find((r) => r.id === id)?.text).toContain(`Rating: ${effect.rating}`);
      }
    },
  );
});

describe("XP changes after the battle", () => {
  it("the ledger's XP is added to each fighter card", async () => {
    let s = await toActionPhase(twoGangs(1, 1), [6, 1]);
    s = (await step(s, { type: "setResult", targetId: "b1", result: "outOfAction", by: "a1" }, none)).state;
    s = (await step(s, { type: "endBattle" }, none)).state;
    const t = await step(s, { type: "rollLastingInjuries" }, new ScriptedDice([2]));
    expect(t.changes).toContainEqual({ kind: "xp", fighterId: "a1", from: 0, to: 1 });
    expect(f(t.state, "b1").outOfAction?.by).toBe("a1");
  });
});
