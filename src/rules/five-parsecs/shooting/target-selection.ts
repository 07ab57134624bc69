import type { Figure } from "../figures/figure";
import type { Weapon } from "../figures/weapon";
import type { Dice } from "../../core/dice/dice";
import type { Step } from "../../core/outcome/outcome";
import { pickRandomly } from "./random-pick";
import { TARGET_SELECTION_INCHES, type TargetView } from "./target-view";

/** Why a figure may not be shot at. */
export type TargetRefusal = "unknownTarget" | "goner" | "notVisible" | "outOfArc" | "outOfRange" | "mustShootClosest";

/** Why this view cannot be a target at all, or null when it can: visible, in the Arc of Fire, within range. */
export function targetRefusal(view: TargetView, weapon: Weapon): TargetRefusal | null {
  if (view.target.condition.goner) return "goner";
  if (!view.visible) return "notVisible";
  if (!view.inFirersArc) return "outOfArc";
  // "Targets must be within weapon range."
  if (view.distance > weapon.range) return "outOfRange";
  return null;
}

/** "Target Selection": every view the weapon may legally be fired at. */
export const legalTargets = (views: readonly TargetView[], weapon: Weapon): TargetView[] =>
  views.filter((view) => targetRefusal(view, weapon) === null);

/**
 * "Player controlled characters must shoot at the closest target within 3"". Returns the closest legal targets
 * within 3" (several only when they are equally close: any of them is "the closest"), or none when the choice is free.
 */
export function forcedTargets(views: readonly TargetView[], weapon: Weapon): TargetView[] {
  const near = legalTargets(views, weapon).filter((view) => view.distance <= TARGET_SELECTION_INCHES);
  if (near.length === 0) return [];
  const closest = Math.min(...near.map((view) => view.distance));
  return near.filter((view) => view.distance === closest);
}

/** Checks the initial target a player chose: legal, and the closest within 3" if any target is that close. */
export function checkPlayerTarget(
  views: readonly TargetView[],
  weapon: Weapon,
  targetId: string,
): TargetRefusal | null {
  const view = views.find((candidate) => candidate.target.id === targetId);
  if (!view) return "unknownTarget";
  const refusal = targetRefusal(view, weapon);
  if (refusal) return refusal;
  const forced = forcedTargets(views, weapon);
  return forced.length > 0 && !forced.includes(view) ? "mustShootClosest" : null;
}

/**
 * "Enemies will always try to target the easiest target to hit, followed by the closest target": targets in the open
 * (hit on 5+) come before targets in Cover (6+), then the closer first. Views that tie stay together in one group.
 */
export function byEase(views: readonly TargetView[]): TargetView[][] {
  const sorted = [...views].sort((a, b) => Number(a.inCover) - Number(b.inCover) || a.distance - b.distance);
  const groups: TargetView[][] = [];
  for (const view of sorted) {
    const last = groups.at(-1)?.[0];
    if (last && last.inCover === view.inCover && last.distance === view.distance) groups.at(-1)!.push(view);
    else groups.push([view]);
  }
  return groups;
}

/** The enemy's initial target and the dice rolled to "Pick randomly if needed"; null when nothing can be shot. */
export interface EnemyTargetChoice {
  readonly view: TargetView | null;
  readonly steps: readonly Step[];
}

/** "Target Selection" for an enemy firer: easiest, then closest, then randomly with a "Target Selection" die. */
export async function chooseEnemyTarget(
  views: readonly TargetView[],
  weapon: Weapon,
  dice: Dice,
): Promise<EnemyTargetChoice> {
  const best = byEase(legalTargets(views, weapon))[0];
  if (!best) return { view: null, steps: [] };
  if (best.length === 1) return { view: best[0]!, steps: [] };
  const pick = await pickRandomly(best, dice);
  return { view: pick.chosen, steps: [pick.step] };
}

/** Whether the firer is player controlled, which decides who chooses the targets. */
export const isPlayerControlled = (firer: Figure): boolean => firer.side === "crew";
