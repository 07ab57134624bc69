import type { Dice } from "../../core/dice/dice";
import { effectiveCombatSkill } from "../hits/wounds";
import type { Step } from "../../core/outcome/outcome";
import { NATURAL_SIX, neededToHit, type HitMode } from "../shooting/hit-roll";
import { byEase, chooseEnemyTarget, legalTargets } from "../shooting/target-selection";
import type { TargetView } from "../shooting/target-view";
import type { Weapon } from "../figures/weapon";
import type { Spot } from "./situation";
import type { Because, PlannedShot } from "./suggestion";

/** The weapon an enemy fires from a spot: the one whose easiest target is easiest, then more Shots, then Damage. */
function bestWeapon(views: readonly TargetView[], weapons: readonly Weapon[]): Weapon | null {
  let best: { weapon: Weapon; key: number[] } | null = null;
  for (const weapon of weapons) {
    const first = byEase(legalTargets(views, weapon))[0]?.[0];
    if (!first) continue;
    const key = [first.inCover ? 0 : 1, -first.distance, weapon.shots, weapon.damage];
    if (!best || compareKeys(key, best.key) > 0) best = { weapon, key };
  }
  return best?.weapon ?? null;
}

/** Lexicographic comparison of score tuples: positive when `a` is better. */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (Math.abs(d) > 1e-9) return d;
  }
  return 0;
}

export interface ShotPlan {
  readonly shot: PlannedShot | null;
  readonly steps: readonly Step[];
  readonly reasons: readonly Because[];
}

/**
 * "Target Selection" for the enemy at a spot: the easiest target, then the closest, then at random (a die), with the
 * number it needs. `preferTargetId` is the target a Guardian's ward attacks ("attack the same targets"), taken when
 * it is a legal target.
 */
export async function planShot(
  spot: Spot,
  dice: Dice,
  options: { readonly hitMode?: HitMode; readonly preferTargetId?: string | null } = {},
): Promise<ShotPlan> {
  const { me, ranged } = spot.situation;
  if (ranged.length === 0) return { shot: null, steps: [], reasons: [] };
  const views = spot.targetViews(spot.situation.longestRange);
  const hitMode = options.hitMode ?? "normal";
  let chosen: { view: TargetView; weapon: Weapon } | null = null;
  const steps: Step[] = [];
  const reasons: Because[] = [];
  if (options.preferTargetId) {
    for (const weapon of ranged) {
      const view = legalTargets(views, weapon).find((v) => v.target.id === options.preferTargetId);
      if (view) {
        chosen = { view, weapon };
        break;
      }
    }
    if (chosen)
      reasons.push({
        about: "guardian",
        rule: "Guardian",
        text: `Fires at ${chosen.view.target.name}, the target of the figure it guards`,
      });
  }
  if (!chosen) {
    const weapon = bestWeapon(views, ranged);
    if (!weapon) return { shot: null, steps: [], reasons: [] };
    const choice = await chooseEnemyTarget(views, weapon, dice);
    if (!choice.view) return { shot: null, steps: [], reasons: [] };
    steps.push(...choice.steps);
    chosen = { view: choice.view, weapon };
    const where = choice.view.inCover ? "in Cover" : "in the open";
    reasons.push({
      about: "target",
      rule: "Target Selection",
      text:
        choice.steps.length > 0
          ? `${choice.view.target.name} (${where}, ${round(choice.view.distance)}"), picked at random among equally easy and close targets`
          : `${choice.view.target.name} is the easiest target to hit (${where}), then the closest (${round(choice.view.distance)}")`,
    });
  }
  const { view, weapon } = chosen;
  const combatSkill = effectiveCombatSkill(me);
  const needed = hitMode === "naturalSixOnly" ? NATURAL_SIX : neededToHit(view.inCover);
  const dieNeeded = hitMode === "naturalSixOnly" ? NATURAL_SIX : Math.max(1, needed - combatSkill);
  return {
    shot: {
      kind: "shot",
      targetId: view.target.id,
      weaponId: weapon.id,
      distance: view.distance,
      inCover: view.inCover,
      goodShot: view.goodShot,
      hitMode,
      needed,
      combatSkill,
      dieNeeded,
    },
    steps,
    reasons,
  };
}

export const round = (inches: number): string => (Math.round(inches * 10) / 10).toString();
