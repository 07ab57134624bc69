import { describeProblem, figureProblem, isRecord, showValue } from "../figures/figure-checks";
import { AI_TYPES, type Side } from "../figures/vocabulary";
import type { NewBattle } from "./new-battle";
import { DIFFICULTY_MODES } from "./difficulty";

/*
 * `createBattle` is a public entry that returns a state, not a refusal, so it refuses the way the other such entries
 * do: a RangeError naming the field and the value. A battle it accepts can be played to its end.
 */

function fail(detail: string): never {
  throw new RangeError(`createBattle: ${detail}`);
}

function checkSide(value: unknown, field: "crew" | "enemies", side: Side): void {
  if (!Array.isArray(value)) fail(`${field} must be a list of ${side} figures (got ${showValue(value)})`);
  for (const [i, figure] of value.entries()) {
    const problem = figureProblem(figure, `${field}[${i}]`, side);
    if (problem) fail(describeProblem(problem));
  }
  // "Ending the Battle": the battle is over once a side has no figure left, so one without a live figure on a side
  // would never begin (and could never end by play).
  if (!value.some((figure) => !figure.condition.goner)) {
    fail(
      `${field} must hold at least one figure that is not a Goner (got ${value.length === 0 ? "none" : `${value.length}, all Goners`})`,
    );
  }
}

export function assertNewBattle(battle: unknown): asserts battle is NewBattle {
  if (!isRecord(battle)) fail(`the new battle must be an object (got ${showValue(battle)})`);
  checkSide(battle["crew"], "crew", "crew");
  checkSide(battle["enemies"], "enemies", "enemy");
  const { difficulty, hiredMuscle, mainAiType } = battle;
  if (!(DIFFICULTY_MODES as readonly unknown[]).includes(difficulty))
    fail(`difficulty must be one of ${DIFFICULTY_MODES.join(", ")} (got ${showValue(difficulty)})`);
  if (typeof hiredMuscle !== "boolean") fail(`hiredMuscle must be true or false (got ${showValue(hiredMuscle)})`);
  if (mainAiType !== undefined && !(AI_TYPES as readonly unknown[]).includes(mainAiType)) {
    fail(`mainAiType must be one of ${AI_TYPES.join(", ")} (got ${showValue(mainAiType)})`);
  }
}
