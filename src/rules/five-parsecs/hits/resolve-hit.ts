import type { Dice } from "../../core/dice/dice";
import type { FigureCondition } from "../figures/condition";
import type { Figure } from "../figures/figure";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { applyCasualty, rollCasualty } from "./casualty";
import { rollDamage } from "./damage";
import { rollLuck } from "./luck";
import { rollSavingThrow } from "./saving-throw";
import { assertFigure, isRecord, showValue } from "../figures/figure-checks";

/** The natural result that makes a hit a Critical Hit ("If the Hit roll was a natural 6"). */
export const CRITICAL_HIT_ROLL = 6;

export interface HitInput {
  /** The firer or attacker: pushes go "directly away" from it. */
  readonly attackerId: string;
  readonly target: Figure;
  /** The weapon's Damage rating. */
  readonly damage: number;
  /** The natural D6 of the Hit roll, or null for a hit with no Hit roll (an Environmental hazard). */
  readonly naturalHitRoll: number | null;
  /** Hits the whole attack inflicted, for "Knock down / Drive off" (2” per hit). Defaults to 1. */
  readonly hitsInAttack?: number;
  /** "Environmental hazard": "ignoring any Armor Saving Throws". */
  readonly ignoreArmourSaves?: boolean;
}

export interface HitOutcome {
  /** Every roll in order: Luck, Saving Throws, Rolling for damage, the casualty table, and any follow-up. */
  readonly steps: readonly Step[];
  /** Luck spent, pushes, and at most one "condition" change for the target (its final condition). */
  readonly changes: readonly StateChange[];
  /** True when Luck or a Saving Throw negated the hit. */
  readonly negated: boolean;
  /** The casualty table result rolled ("dazed", "wounded", ... "goner"), or null when no casualty roll was made. */
  readonly casualty: string | null;
}

/**
 * "Resolving Hits" for one hit: Luck ("done before making Saving Throws"), then the Saving Throw, then "Rolling for
 * damage", then the casualty table; stops as soon as the hit is negated. Pure: returns the changes, applies nothing.
 */
export async function resolveHit(input: HitInput, dice: Dice): Promise<HitOutcome> {
  assertHitInput(input);
  const { attackerId, target, damage, naturalHitRoll, hitsInAttack = 1, ignoreArmourSaves = false } = input;
  if (target.condition.goner) throw new Error(`${target.name} (${target.id}) is a Goner and cannot be hit again`);
  if (naturalHitRoll !== null && (!Number.isInteger(naturalHitRoll) || naturalHitRoll < 1 || naturalHitRoll > 6)) {
    throw new RangeError(`Resolving Hits: a natural Hit roll must be 1-6, got ${naturalHitRoll}`);
  }
  if (!Number.isInteger(hitsInAttack) || hitsInAttack < 1) {
    throw new RangeError(`Resolving Hits: hitsInAttack must be a whole number of at least 1, got ${hitsInAttack}`);
  }

  const steps: Step[] = [];
  const changes: StateChange[] = [];
  const negatedBy = (step: Step): HitOutcome => ({ steps: [...steps, step], changes, negated: true, casualty: null });

  const luck = await rollLuck(target, dice);
  if (luck) {
    changes.push(...luck.changes);
    if (luck.negated) return negatedBy(luck.step);
    steps.push(luck.step);
  }

  const save = await rollSavingThrow(target, dice, { ignoreArmourSaves });
  if (save) {
    if (save.negated) return negatedBy(save.step);
    steps.push(save.step);
  }

  const damageRoll = await rollDamage({ attackerId, target, damage }, dice);
  steps.push(damageRoll.step);
  changes.push(...damageRoll.changes);
  if (damageRoll.result !== "casualty") return finish(steps, changes, target, damageRoll.condition, null);

  const casualtyRoll = await rollCasualty(target, naturalHitRoll === CRITICAL_HIT_ROLL, dice);
  steps.push(casualtyRoll.step);
  const effect = applyCasualty(damageRoll.condition, casualtyRoll.result.id, {
    figureId: target.id,
    attackerId,
    hitsInAttack,
  });
  steps.push(...effect.steps);
  changes.push(...effect.changes);
  return finish(steps, changes, target, effect.condition, casualtyRoll.result.id);
}

/** Adds the one final condition change, when the hit changed the target's condition at all. */
function finish(
  steps: Step[],
  changes: StateChange[],
  target: Figure,
  condition: FigureCondition,
  casualty: string | null,
): HitOutcome {
  const changed = (Object.keys(condition) as (keyof FigureCondition)[]).some(
    (key) => condition[key] !== target.condition[key],
  );
  const all: StateChange[] = changed ? [...changes, { kind: "condition", figureId: target.id, condition }] : changes;
  return { steps, changes: all, negated: false, casualty };
}

/** "Resolving Hits" is a public entry: the target and the numbers are checked once, with the field and the value. */
function assertHitInput(input: unknown): asserts input is HitInput {
  if (!isRecord(input)) throw new RangeError(`resolveHit: input must be a hit (got ${showValue(input)})`);
  assertFigure(input["target"], "resolveHit", "input.target");
  if (typeof input["attackerId"] !== "string")
    throw new RangeError(`resolveHit: input.attackerId must be a figure id (got ${showValue(input["attackerId"])})`);
  const damage = input["damage"];
  if (typeof damage !== "number" || !Number.isInteger(damage) || damage < 0)
    throw new RangeError(`resolveHit: input.damage must be a whole number, 0 or more (got ${showValue(damage)})`);
  const roll = input["naturalHitRoll"];
  if (roll !== null && !(typeof roll === "number" && Number.isInteger(roll) && roll >= 1 && roll <= 6)) {
    throw new RangeError(
      `resolveHit: input.naturalHitRoll must be a die from 1 to 6, or null (got ${showValue(roll)})`,
    );
  }
  const hits = input["hitsInAttack"];
  if (hits !== undefined && !(typeof hits === "number" && Number.isInteger(hits) && hits >= 1)) {
    throw new RangeError(`resolveHit: input.hitsInAttack must be a whole number, 1 or more (got ${showValue(hits)})`);
  }
}
