import { fightersOf, gangOf, onBattlefield, priorityOrder, type BattleState } from "./battle-state";
import { rollDice, type Dice } from "./core";
import type { TransitionBuilder } from "./transition";
import { BOTTLE_TEST_TARGET, bottleTestOf } from "./bottle-test-rule";

export { BOTTLE_TEST_TARGET, BOTTLE_TEST_BELOW } from "./bottle-test-rule";
export const BOTTLE_TEST_RULE = "Making a Bottle test";

/** "Active, Pinned, or Engaged fighters in the gang who remain on the battlefield". */
export const standingFighters = (state: BattleState, gangId: string): number =>
  fightersOf(state, gangId).filter((f) => f.status === "active" || f.status === "pinned" || f.status === "engaged")
    .length;

/**
 * "A Bottle test must be made now for any gang that has any fighters who are currently Broken, Seriously Injured, or Out
 * of Action, and less than six Active, Pinned, or Engaged fighters remaining on the battlefield." "A gang that has
 * already Bottled Out does not have to keep making Bottle Tests". A scenario may change the six or drop the test.
 */
export function needsBottleTest(state: BattleState, gangId: string): boolean {
  const rule = bottleTestOf(state.setup);
  if (!rule || gangOf(state, gangId)?.bottledOut) return false;
  const hurt = fightersOf(state, gangId).some(
    (f) => !onBattlefield(f) || f.status === "broken" || f.status === "seriouslyInjured",
  );
  return hurt && standingFighters(state, gangId) < rule.below;
}

/**
 * "rolls a D6 and adds the number of Active, Pinned, or Engaged fighters ... 7+ passes" (or the scenario's total);
 * ruling 16: gang by gang in Priority order.
 */
export async function rollBottleTests(b: TransitionBuilder, dice: Dice): Promise<void> {
  const target = bottleTestOf(b.state.setup)?.target ?? BOTTLE_TEST_TARGET;
  for (const gangId of priorityOrder(b.state)) {
    if (!needsBottleTest(b.state, gangId)) continue;
    const gang = gangOf(b.state, gangId);
    const standing = standingFighters(b.state, gangId);
    const [die] = await rollDice(dice, { count: 1, faces: 6, purpose: `Bottle test: ${gang?.name ?? gangId}` });
    const total = (die?.value ?? 0) + standing;
    const passed = total >= target;
    b.steps.push({
      rule: BOTTLE_TEST_RULE,
      dice: die ? [die] : [],
      modifiers: [{ value: standing, reason: "Active, Pinned or Engaged fighters" }],
      total,
      needed: target,
      result: passed ? "passed" : "bottledOut",
    });
    if (!passed) {
      b.update({ gangs: b.state.gangs.map((g) => (g.id === gangId ? { ...g, bottledOut: true } : g)) });
      b.announcements.push({ kind: "bottledOut", gangId });
    }
  }
}
