import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { withMarker, type FigureCondition } from "../figures/condition";
import type { Figure } from "../figures/figure";
import type { Modifier, Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";

/** "pushes the target 1” directly away from the attacker" on a score equal to or below Toughness. */
export const DAMAGE_PUSH_INCHES = 1;

/** What the damage score did: a casualty roll (above Toughness), Shock (equal, ruling 1) or Stun (below). */
export type DamageResult = "casualty" | "shocked" | "stunned";

export interface DamageInput {
  readonly attackerId: string;
  readonly target: Figure;
  /** The weapon's Damage rating. */
  readonly damage: number;
}

export interface DamageRoll {
  readonly step: Step;
  readonly result: DamageResult;
  /** The target's condition with the Stun or Shock marker added ("Shock takes precedence over stun"). */
  readonly condition: FigureCondition;
  /** The 1" push when the score did not beat Toughness. */
  readonly changes: readonly StateChange[];
}

/** The result of a damage score against a Toughness, in the words of "Rolling for damage". */
export function damageResult(score: number, toughness: number): DamageResult {
  if (score > toughness) return "casualty";
  // Ruling 1 (docs/rulings.md): the missing word for "equal" is Shock; below Toughness is Stun.
  return score === toughness ? "shocked" : "stunned";
}

/**
 * "Rolling for damage": 1D6 + the weapon's Damage against the target's Toughness. Above: a casualty roll (made by the
 * caller). Equal: push 1” directly away and Shock. Below: push 1” directly away and Stun. One marker at most.
 */
export async function rollDamage({ attackerId, target, damage }: DamageInput, dice: Dice): Promise<DamageRoll> {
  const rolled = await rollDice(dice, d6("Damage"));
  const modifiers: Modifier[] = [{ value: damage, reason: "Weapon Damage" }];
  const total = (rolled[0]?.value ?? 0) + damage;
  const result = damageResult(total, target.toughness);
  // "needed" is the score that produces a casualty roll: above Toughness.
  const step: Step = {
    rule: "Rolling for damage",
    dice: rolled,
    modifiers,
    total,
    needed: target.toughness + 1,
    result,
  };
  if (result === "casualty") return { step, result, condition: target.condition, changes: [] };
  return {
    step,
    result,
    condition: withMarker(target.condition, result),
    changes: [{ kind: "push", figureId: target.id, inches: DAMAGE_PUSH_INCHES, awayFromId: attackerId }],
  };
}
