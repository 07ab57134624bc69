import type { Dice } from "../../core/dice/dice";
import type { Weapon } from "../figures/weapon";
import type { Modifier, Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { effectiveCombatSkill } from "../hits/wounds";
import { rollCrouching } from "./crouching";
import { canFire, type FireRefusal } from "./eligibility";
import { firefightAfter } from "./firefight";
import { checkGunSlinging, type GunSlingingRefusal } from "./gun-slinging";
import { rollToHit, type HitStep } from "./hit-roll";
import { lungesAfter } from "./lunge";
import { afterFiring, canPanicFire, shotsFired } from "./panic-fire";
import type { FiredUpon, Reaction } from "./reaction";
import { allocateEnemyShots, checkAllocation, type Allocation, type AllocationRefusal } from "./shot-allocation";
import { chooseEnemyTarget, forcedTargets, isPlayerControlled, legalTargets } from "./target-selection";
import { viewOf, type TargetView } from "./target-view";
import { assertShotRequest } from "./shot-request-checks";
import type { ShotRequest } from "./shot-request";

export type { ShotRequest } from "./shot-request";

export type ShotRefusal =
  | FireRefusal
  | GunSlingingRefusal
  | AllocationRefusal
  | "panicFireNeedsPistol"
  | "noTarget"
  | "chooseTarget";

/** A hit that survived Crouching; damage is resolved elsewhere ("Resolving Hits"), which needs the natural roll. */
export interface ShotHit {
  readonly targetId: string;
  /** The weapon whose Shot hit: with Gun Slinging, each Pistol's Damage counts for its own Shots. */
  readonly weaponId: string;
  readonly naturalRoll: number;
}

export interface ShotOutcome {
  /** Why the shot could not be taken (no dice rolled), or null. */
  readonly refusal: ShotRefusal | null;
  /** In order: Target Selection picks, one hit roll per Shot, Crouching rolls. */
  readonly steps: readonly Step[];
  readonly hits: readonly ShotHit[];
  /** What firing did to the weapons (Panic Fire, Ammo fault). */
  readonly changes: readonly StateChange[];
  /** The one figure that may fire back at once ("Firefights"), or null. */
  readonly firefight: Reaction | null;
  /** Every target that may Lunge at the firer ("Lunging"). */
  readonly lunges: readonly Reaction[];
}

const refused = (refusal: ShotRefusal): ShotOutcome => ({
  refusal,
  steps: [],
  hits: [],
  changes: [],
  firefight: null,
  lunges: [],
});

/**
 * "Ranged Combat": one Combat Action of firing, from eligibility through Target Selection, the hit rolls with Good
 * Shot, and Crouching, to the Firefight or Lunges it may provoke. Returns the hits for the hit resolution.
 */
export async function resolveShot(request: ShotRequest, dice: Dice): Promise<ShotOutcome> {
  assertShotRequest(request, "resolveShot");
  const { firer, weapon, secondPistol, views, mode, hasMoved } = request;
  const panicFire = request.panicFire ?? false;

  const eligibility = secondPistol
    ? checkGunSlinging(firer, [weapon, secondPistol], hasMoved)
    : canFire({ firer, weapon, hasMoved });
  if (!eligibility.allowed) return refused(eligibility.reason);
  if (panicFire && !canPanicFire(weapon)) return refused("panicFireNeedsPistol");

  const weapons = secondPistol ? [weapon, secondPistol] : [weapon];
  const shots = weapons.reduce((sum, fired) => sum + shotsFired(fired, panicFire), 0);
  // Every Shot must reach its target, so Gun Slinging is limited by the shorter Pistol.
  const reach = weapons.reduce((shortest, fired) => (fired.range < shortest.range ? fired : shortest));
  const steps: Step[] = [];

  const chosen = await allocate(request, reach, shots, dice);
  if ("refusal" in chosen) return refused(chosen.refusal);
  steps.push(...chosen.steps);

  // "Combat Skill is not added to the hit rolls when Gun Slinging."
  const skill: Modifier[] = secondPistol ? [] : [{ value: effectiveCombatSkill(firer), reason: "Combat Skill" }];
  const hitSteps = await rollToHit(
    {
      shots: chosen.allocation.map((targetId) => {
        const view = viewOf(views, targetId)!;
        return { targetId, inCover: view.inCover, goodShot: view.goodShot };
      }),
      modifiers: [...skill, ...(request.modifiers ?? [])],
      mode,
    },
    dice,
  );
  steps.push(...hitSteps);

  const firingWeapon = shotOwners(weapons, panicFire);
  const hits: ShotHit[] = [];
  for (const [shot, hit] of hitSteps.entries()) {
    if (hit.result !== "hit") continue;
    if (viewOf(views, hit.targetId)!.crouching) {
      const crouch = await rollCrouching(dice);
      steps.push(crouch.step);
      if (crouch.negated) continue;
    }
    hits.push({ targetId: hit.targetId, weaponId: firingWeapon[shot]!.id, naturalRoll: hit.natural });
  }

  const firedUpon = firedUponFrom(views, hitSteps);
  return {
    refusal: null,
    steps,
    hits,
    changes: weapons.flatMap((fired) => afterFiring(firer, fired, panicFire)),
    firefight: firefightAfter(firedUpon),
    lunges: lungesAfter(firedUpon),
  };
}

type Allocated =
  | { readonly allocation: Allocation; readonly steps: readonly Step[] }
  | { readonly refusal: ShotRefusal };

async function allocate(request: ShotRequest, reach: Weapon, shots: number, dice: Dice): Promise<Allocated> {
  const { firer, views } = request;
  const sameTarget = request.secondPistol !== undefined;
  const playerControlled = isPlayerControlled(firer);
  if (request.allocation) {
    const refusal = checkAllocation(views, reach, shots, request.allocation, { playerControlled, sameTarget });
    return refusal ? { refusal } : { allocation: request.allocation, steps: [] };
  }
  const all = (targetId: string): Allocation => Array.from({ length: shots }, () => targetId);
  if (playerControlled) {
    // Without a choice, the player's only possible target takes every Shot: the forced closest, or the only one.
    const forced = forcedTargets(views, reach);
    const legal = legalTargets(views, reach);
    if (legal.length === 0) return { refusal: "noTarget" };
    const only = forced.length === 1 ? forced[0] : legal.length === 1 ? legal[0] : undefined;
    return only ? { allocation: all(only.target.id), steps: [] } : { refusal: "chooseTarget" };
  }
  const choice = await chooseEnemyTarget(views, reach, dice);
  if (!choice.view) return { refusal: "noTarget" };
  if (sameTarget) return { allocation: all(choice.view.target.id), steps: choice.steps };
  const spread = await allocateEnemyShots(choice.view, views, reach, shots, dice);
  return { allocation: spread.allocation, steps: [...choice.steps, ...spread.steps] };
}

/** The weapon behind each Shot, in the order the Shots are rolled: the first weapon's Shots, then the second's. */
const shotOwners = (weapons: readonly Weapon[], panicFire: boolean): Weapon[] =>
  weapons.flatMap((weapon) => Array.from({ length: shotsFired(weapon, panicFire) }, () => weapon));

/** Each target fired upon, in the order first shot at, with the hit rolls aimed at it. */
function firedUponFrom(views: readonly TargetView[], hitSteps: readonly HitStep[]): FiredUpon[] {
  const ids = [...new Set(hitSteps.map((step) => step.targetId))];
  return ids.map((id) => ({ view: viewOf(views, id)!, shots: hitSteps.filter((step) => step.targetId === id) }));
}
