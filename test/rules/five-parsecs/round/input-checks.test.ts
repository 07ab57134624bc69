// Every `advance` input is checked once on entry (src/rules/five-parsecs/round/input-checks.ts): a malformed one is refused with
// `badInput`, naming the field and the value, and the state is the one given, unchanged. The cases are those an
// outside fuzz found reaching the inside (bare TypeErrors) or stored as garbage (issue #14).
import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED } from "../../../../src/rules";
import { advance, createBattle, type BattleInput, type BattleState } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";
import { step } from "./helpers";

const ada = crewFigure({ id: "ada", reactions: 6 });
const raider = enemyFigure({ id: "raider" });
const none = new ScriptedDice([]);

async function phases(): Promise<Record<"seize" | "reaction" | "quick" | "end", BattleState>> {
  const seize = createBattle({ crew: [ada], enemies: [raider], difficulty: "normal", hiredMuscle: false });
  const reaction = (await step(seize, { type: "declineSeize" }, none)).state;
  let quick = (await step(reaction, { type: "rollReactions" }, new ScriptedDice([{ results: [1] }]))).state;
  quick = (await step(quick, { type: "assignMostQuick" }, none)).state;
  quick = (await step(quick, { type: "lockReactions" }, none)).state;
  const end: BattleState = { ...seize, round: 1, phase: "end", seize: reaction.seize };
  return { seize, reaction, quick, end };
}

const noCondition = { ...ada, condition: undefined };
const CASES: [string, keyof Awaited<ReturnType<typeof phases>>, unknown, RegExp][] = [
  ["a null input", "quick", null, /input must be an object with a type \(got null\)/],
  ["an unknown input type", "quick", { type: "teleport" }, /type must be one of .* \(got "teleport"\)/],
  ["startActivation with no figure", "quick", { type: "startActivation" }, /figure must be a figure \(got undefined\)/],
  [
    "startActivation with a figure without condition",
    "quick",
    { type: "startActivation", figure: noCondition },
    /figure\.condition must be .* \(got undefined\)/,
  ],
  ["endActivation with null", "quick", { type: "endActivation", figure: null }, /figure must be a figure \(got null\)/],
  [
    "runEndPhase with enemies: null",
    "end",
    { type: "runEndPhase", enemies: null },
    /enemies must be a list \(got null\)/,
  ],
  [
    "assignReactions with a null assignment",
    "reaction",
    { type: "assignReactions", assignment: null },
    /assignment must be a record .* \(got null\)/,
  ],
  [
    'act with action "dance"',
    "quick",
    { type: "act", action: "dance" },
    /action must be one of move, combatAction, freeAction \(got "dance"\)/,
  ],
  [
    'removeFigure reason "vaporised"',
    "quick",
    { type: "removeFigure", figureId: "raider", reason: "vaporised" },
    /reason must be one of casualty, bailed, leftTheField \(got "vaporised"\)/,
  ],
  [
    'snapFire effect "vaporised"',
    "quick",
    { type: "snapFire", figureId: "ada", effectOnMover: "vaporised" },
    /effectOnMover must be one of none, stunned, shocked \(got "vaporised"\)/,
  ],
  [
    'setMainAiType("sleepy")',
    "quick",
    { type: "setMainAiType", ai: "sleepy" },
    /ai must be one of .* \(got "sleepy"\)/,
  ],
  [
    "addFigure with crew {id: 42}",
    "quick",
    { type: "addFigure", crew: { id: 42 } },
    /crew\.id must be an id .* \(got 42\)/,
  ],
  [
    "a figure with NaN Combat Skill",
    "quick",
    { type: "startActivation", figure: { ...ada, combatSkill: Number.NaN } },
    /figure\.combatSkill must be a whole number from 0 to 5 \(got NaN\)/,
  ],
  [
    "a figure with NaN Toughness",
    "end",
    { type: "runEndPhase", enemies: [{ figure: { ...raider, toughness: Number.NaN }, distanceToEnemyEdge: 1 }] },
    /enemies\[0\]\.figure\.toughness .* \(got NaN\)/,
  ],
  [
    "a crew figure with NaN Savvy",
    "seize",
    { type: "seizeTheInitiative", crew: [{ ...ada, savvy: Number.NaN }], enemies: [raider] },
    /crew\[0\]\.savvy .* \(got NaN\)/,
  ],
  [
    "a figure with missing weapons",
    "quick",
    { type: "startActivation", figure: { ...ada, weapons: undefined } },
    /figure\.weapons must be a list \(got undefined\)/,
  ],
  [
    "a weapon with NaN Damage",
    "quick",
    {
      type: "enterOverwatch",
      figure: {
        ...raider,
        weapons: [
          { id: "r", name: "Rifle", range: 24, shots: 1, damage: Number.NaN, traits: [], battleState: "ready" },
        ],
      },
    },
    /figure\.weapons\[0\]\.damage .* \(got NaN\)/,
  ],
  [
    "an End Phase distance of Infinity",
    "end",
    { type: "runEndPhase", enemies: [{ figure: raider, distanceToEnemyEdge: Infinity }] },
    /distanceToEnemyEdge must be a finite number/,
  ],
  [
    "an unknown phase choice",
    "reaction",
    { type: "choosePhases", phases: { ada: "soon" } },
    /phases\.ada must be one of quick, slow \(got "soon"\)/,
  ],
];

describe("advance: every input checked once on entry (badInput)", () => {
  it.each(CASES)(
    "refuses %s, naming the field and the value, and leaves the state unchanged",
    async (_name, phase, input, message) => {
      const state = (await phases())[phase];
      const before = structuredClone(state);
      const t = await advance(state, input as BattleInput, none);
      expect(t.refusal?.code).toBe("badInput");
      expect(t.refusal?.message).toMatch(message);
      expect(t.state).toBe(state);
      expect(t.state).toEqual(before);
      expect([t.steps, t.announcements, t.changes]).toEqual([[], [], []]);
    },
  );

  it("accepts the legal forms it checks: optional fields absent, an unharmed figure, a null ward", async () => {
    const { quick } = await phases();
    const t = await advance(quick, { type: "startActivation", figure: { ...ada, condition: UNHARMED } }, none);
    expect(t.refusal).toBeNull();
    const act = await advance(t.state, { type: "act", action: "combatAction" }, none);
    expect(act.refusal).toBeNull();
  });
});
