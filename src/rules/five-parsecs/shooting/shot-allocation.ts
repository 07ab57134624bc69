import type { Weapon } from "../figures/weapon";
import type { Dice } from "../../core/dice/dice";
import type { Step } from "../../core/outcome/outcome";
import { pickRandomly } from "./random-pick";
import { byEase, checkPlayerTarget, legalTargets, targetRefusal, type TargetRefusal } from "./target-selection";
import type { TargetView } from "./target-view";

/** Why an allocation of Shots is refused. */
export type AllocationRefusal = TargetRefusal | "wrongShotCount" | "notNearInitialTarget" | "gunSlingingSameTarget";

/** Target ids, one per Shot in the order rolled; the first is the initial target. */
export type Allocation = readonly string[];

export interface AllocationRules {
  /** Player characters must take the closest target within 3" as their initial target. */
  readonly playerControlled: boolean;
  /** "Gun Slinging": both Pistols "are fired at the same target". */
  readonly sameTarget: boolean;
}

/**
 * "Target Selection": "Weapons with multiple Shots select an initial target and may then allocate additional Shots to
 * that target or to targets within 3"." Checks a chosen allocation; null when it is allowed.
 */
export function checkAllocation(
  views: readonly TargetView[],
  weapon: Weapon,
  shots: number,
  allocation: Allocation,
  rules: AllocationRules,
): AllocationRefusal | null {
  if (allocation.length !== shots || shots < 1) return "wrongShotCount";
  const initialId = allocation[0]!;
  const initialRefusal = rules.playerControlled
    ? checkPlayerTarget(views, weapon, initialId)
    : checkTarget(views, weapon, initialId);
  if (initialRefusal) return initialRefusal;
  const initial = views.find((view) => view.target.id === initialId)!;
  for (const targetId of allocation.slice(1)) {
    if (targetId === initialId) continue;
    if (rules.sameTarget) return "gunSlingingSameTarget";
    const refusal = checkTarget(views, weapon, targetId);
    if (refusal) return refusal;
    if (!initial.withinThreeInchesOf.includes(targetId)) return "notNearInitialTarget";
  }
  return null;
}

function checkTarget(views: readonly TargetView[], weapon: Weapon, targetId: string): TargetRefusal | null {
  const view = views.find((candidate) => candidate.target.id === targetId);
  return view ? targetRefusal(view, weapon) : "unknownTarget";
}

/** An enemy's allocation and the dice rolled to pick among equal targets. */
export interface EnemyAllocation {
  readonly allocation: Allocation;
  readonly steps: readonly Step[];
}

/**
 * "Enemies will always try to hit the most targets possible and allocate excess shots to the initial target": one
 * Shot at the initial target, one at each other legal target within 3" of it while Shots last, the rest at the
 * initial target. When there are more such targets than Shots, the extra Shots go by the same order as the initial
 * choice (easiest, then closest, then randomly) — a reading: the rules name no order for this case.
 */
export async function allocateEnemyShots(
  initial: TargetView,
  views: readonly TargetView[],
  weapon: Weapon,
  shots: number,
  dice: Dice,
): Promise<EnemyAllocation> {
  const nearby = legalTargets(views, weapon).filter(
    (view) => view !== initial && initial.withinThreeInchesOf.includes(view.target.id),
  );
  const extra: string[] = [];
  const steps: Step[] = [];
  for (const group of byEase(nearby)) {
    const room = shots - 1 - extra.length;
    if (room <= 0) break;
    if (group.length <= room) {
      extra.push(...group.map((view) => view.target.id));
      continue;
    }
    // Only a tie that Shots cannot cover needs the dice.
    const left = [...group];
    while (extra.length < shots - 1) {
      const pick = await pickRandomly(left, dice);
      steps.push(pick.step);
      extra.push(pick.chosen.target.id);
      left.splice(left.indexOf(pick.chosen), 1);
    }
  }
  const excess = Array.from({ length: shots - 1 - extra.length }, () => initial.target.id);
  return { allocation: [initial.target.id, ...extra, ...excess], steps };
}
