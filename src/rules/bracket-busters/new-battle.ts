import type { BattleState } from "./battle-state";
import { bottleTestProblem, DEFAULT_BOTTLE_TEST, type BottleTestRule } from "./bottle-test-rule";
import type { Gang } from "./fighter";
import { gangProblem, MAX_GANGS } from "./fighter-checks";
import { checkLimits } from "./core";
import { DEFAULT_INJURY_DICE, type InjuryDiceFaces } from "./injury-dice";
import { describeProblem, fromViolation, isRecord, problem, type Problem } from "./problem";

/**
 * A battle to set up: the gangs with their fighters, the faces of the group's Injury dice (ruling 11), and the
 * scenario's Bottle test (null: "they don't require / allow Bottle tests at all"; absent: the default 7+ below six).
 */
export interface NewBattle {
  readonly gangs: readonly Gang[];
  readonly injuryDice?: InjuryDiceFaces;
  readonly bottleTest?: BottleTestRule | null;
}

/**
 * What is wrong with a new battle, or null: the gangs (2 or more, ids unique across the battle), the Injury dice and
 * the Bottle test.
 */
export function newBattleProblem(value: unknown): Problem | null {
  if (!isRecord(value)) return problem("battle", value, "a new battle { gangs, injuryDice, bottleTest }");
  const gangs = value["gangs"];
  if (!Array.isArray(gangs) || gangs.length < 2 || gangs.length > MAX_GANGS)
    return problem("gangs", gangs, `a list of 2 to ${MAX_GANGS} gangs`);
  const gangIds = new Set<string>();
  const fighterIds = new Set<string>();
  for (const [i, gang] of gangs.entries()) {
    const bad = gangProblem(gang, `gangs[${i}]`);
    if (bad) return bad;
    const { id, fighters } = gang as Gang;
    if (gangIds.has(id)) return problem(`gangs[${i}].id`, id, "an id no other gang has");
    gangIds.add(id);
    for (const [j, f] of fighters.entries()) {
      if (fighterIds.has(f.id))
        return problem(`gangs[${i}].fighters[${j}].id`, f.id, "an id no other fighter in the battle has");
      fighterIds.add(f.id);
    }
  }
  const faces = value["injuryDice"];
  if (faces !== undefined) {
    if (!isRecord(faces))
      return problem("injuryDice", faces, "{ fleshWound, seriousInjury, outOfAction } faces of a D6");
    const [violation] = checkLimits("bracketBustersInjuryDice", faces);
    if (violation) return fromViolation(violation, "injuryDice.");
    const { fleshWound, seriousInjury, outOfAction } = faces as unknown as InjuryDiceFaces;
    if (fleshWound + seriousInjury + outOfAction !== 6)
      return problem("injuryDice", faces, "faces adding up to the six of a D6");
  }
  const bottleTest = value["bottleTest"];
  return bottleTest === undefined ? null : bottleTestProblem(bottleTest, "bottleTest");
}

const bottleTestFor = (option: BottleTestRule | null | undefined): BottleTestRule | null => {
  if (option === null) return null;
  const { target, below } = option ?? DEFAULT_BOTTLE_TEST;
  return { target, below };
};

/**
 * A battle set up and waiting for the first Roll For Priority. Throws a RangeError naming the field for a battle that
 * could not be played, as Five Parsecs' `createBattle` does; `newBattleProblem` answers without throwing.
 */
export function createBattle(battle: NewBattle): BattleState {
  const bad = newBattleProblem(battle);
  if (bad) throw new RangeError(`createBattle: ${describeProblem(bad)}`);
  return {
    version: 1,
    ruleset: "bracketBusters",
    setup: {
      injuryDice: battle.injuryDice ?? DEFAULT_INJURY_DICE,
      bottleTest: bottleTestFor(battle.bottleTest),
    },
    round: 1,
    phase: "priority",
    gangs: battle.gangs.map((g) => ({ id: g.id, name: g.name, bottledOut: false })),
    fighters: battle.gangs.flatMap((g) =>
      g.fighters.map((fighter) => ({
        fighter,
        status: "active" as const,
        ready: false,
        fleshWounds: 0,
        aim: false,
        focus: false,
        entrench: false,
        outOfAmmo: [],
        lastAttackBy: null,
        outOfAction: null,
      })),
    ),
    priority: null,
    turn: null,
    turnsThisRound: [],
    activatedThisRound: [],
    end: null,
    xp: [],
    injuries: null,
    over: null,
  };
}
