import { d6, rollDice, type Dice } from "../../core/dice/dice";
import type { Figure } from "../figures/figure";
import type { Weapon } from "../figures/weapon";
import { sumOf, type Modifier, type RolledDie, type Step } from "../../core/outcome/outcome";
import { assertBrawlWeapon, brawlBonus, brawlBonusReason } from "./brawl-weapon";
import { effectiveCombatSkill } from "../hits/wounds";
import { assertCanBrawl } from "./engage";
import { assertFigure, describeProblem, isRecord, showValue, weaponProblem } from "../figures/figure-checks";

export const BRAWL_RULE = "Brawling Combat";
/** The purpose of both brawl dice, the attacker's rolled first. */
export const BRAWL_PURPOSE = "Brawl";
/** "Multiple Opponents": "the outnumbering side getting a +1 bonus to the brawl roll". */
export const OUTNUMBERING_BONUS = 1;
/** "Stun and Shock": "A figure moving to engage a stunned or Shocked opponent receives a +1 bonus to the die roll." */
export const ENGAGING_MARKED_OPPONENT_BONUS = 1;

export interface BrawlInput {
  /** The figure that moved into contact. */
  readonly attacker: Figure;
  readonly defender: Figure;
  /** The weapon each selected: one it carries that `isSuitableForBrawl`, or IMPROVISED. */
  readonly attackerWeapon: Weapon;
  readonly defenderWeapon: Weapon;
  /** "Multiple Opponents": the side that outnumbers the other in this fight, if any. */
  readonly outnumbering?: "attacker" | "defender" | null;
  /**
   * Whether the attacker moved to engage, which earns the +1 against a stunned or Shocked defender. Default true;
   * false for the lone fighter's second fight in "Multiple Opponents", where "No bonus applies".
   */
  readonly movingToEngage?: boolean;
}

/** Why a hit landed: the higher total, a draw, a natural 6, or the target's own fumble (natural 1). */
export type BrawlHitReason = "won" | "draw" | "natural6" | "fumble";

/** A hit a brawl inflicts, for the hit resolution (Luck, Saving Throw, damage) to resolve. */
export interface BrawlHit {
  readonly targetId: string;
  /** The figure whose weapon strikes: for a fumble, the fumbler's opponent. */
  readonly attackerId: string;
  readonly weaponId: string;
  /** The striking weapon's Damage rating (0 improvised), added to the damage die. */
  readonly damage: number;
  /**
   * The striker's own natural brawl die, its "Hit roll": a 6 makes every hit it strikes a Critical Hit ("If the Hit
   * roll was a natural 6"), including the win that a natural 6 doubles; a fumble hit carries the opponent's die.
   */
  readonly naturalRoll: number;
  readonly reason: BrawlHitReason;
}

export interface BrawlOutcome {
  /** One step per fighter, attacker first: its die, modifiers and total; result "won", "lost" or "draw". */
  readonly steps: readonly [Step, Step];
  readonly hits: readonly BrawlHit[];
  /** The figure with the higher total; null on a draw. */
  readonly winnerId: string | null;
}

interface Fighter {
  readonly figure: Figure;
  readonly weapon: Weapon;
  readonly die: RolledDie;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
}

/**
 * "Brawling Combat": each rolls 1D6 + Combat Skill + weapon bonus (+1 for the outnumbering side, +1 for an attacker
 * engaging a stunned or Shocked defender). The higher total strikes the other with its weapon, a draw strikes both;
 * a natural 6 strikes the opponent once more and a natural 1 takes one more hit from the opponent, each "in addition"
 * to the others, so a 6 against a 1 lands three hits. Returns the hits; damage is resolved elsewhere.
 */
export async function resolveBrawl(input: BrawlInput, dice: Dice): Promise<BrawlOutcome> {
  assertBrawlInput(input);
  const { attacker, defender, attackerWeapon, defenderWeapon, outnumbering = null, movingToEngage = true } = input;
  assertCanBrawl(attacker);
  assertCanBrawl(defender);
  if (attacker.side === defender.side) {
    throw new RangeError(
      `Brawling Combat is between opposing figures: ${attacker.name} and ${defender.name} are both ${attacker.side}`,
    );
  }
  assertBrawlWeapon(attacker, attackerWeapon);
  assertBrawlWeapon(defender, defenderWeapon);

  const engagingMarked = movingToEngage && defender.condition.marker !== null;
  const attackerSide = await fighter(attacker, attackerWeapon, dice, [
    ...(outnumbering === "attacker" ? [{ value: OUTNUMBERING_BONUS, reason: "Outnumbering" }] : []),
    ...(engagingMarked ? [{ value: ENGAGING_MARKED_OPPONENT_BONUS, reason: markedReason(defender) }] : []),
  ]);
  const defenderSide = await fighter(defender, defenderWeapon, dice, [
    ...(outnumbering === "defender" ? [{ value: OUTNUMBERING_BONUS, reason: "Outnumbering" }] : []),
  ]);

  const hits = [...hitsStruckBy(attackerSide, defenderSide), ...hitsStruckBy(defenderSide, attackerSide)];
  const winner =
    attackerSide.total > defenderSide.total
      ? attackerSide
      : defenderSide.total > attackerSide.total
        ? defenderSide
        : null;
  return {
    steps: [stepOf(attackerSide, winner), stepOf(defenderSide, winner)],
    hits,
    winnerId: winner?.figure.id ?? null,
  };
}

async function fighter(figure: Figure, weapon: Weapon, dice: Dice, bonuses: readonly Modifier[]): Promise<Fighter> {
  const [die] = await rollDice(dice, d6(BRAWL_PURPOSE));
  if (!die) throw new Error(`Brawling Combat: the dice returned no result for ${figure.name}`);
  const modifiers: Modifier[] = [
    { value: effectiveCombatSkill(figure), reason: "Combat Skill" },
    { value: brawlBonus(weapon), reason: brawlBonusReason(weapon) },
    ...bonuses,
  ];
  return { figure, weapon, die, modifiers, total: die.value + sumOf(modifiers) };
}

const markedReason = (defender: Figure): string =>
  defender.condition.marker === "shocked" ? "Engaging a Shocked opponent" : "Engaging a stunned opponent";

/** Every hit `striker` lands on `target`: the win or draw, its natural 6, and the target's fumble. */
function hitsStruckBy(striker: Fighter, target: Fighter): BrawlHit[] {
  const reasons: BrawlHitReason[] = [];
  if (striker.total > target.total) reasons.push("won");
  if (striker.total === target.total) reasons.push("draw");
  if (striker.die.value === 6) reasons.push("natural6");
  if (target.die.value === 1) reasons.push("fumble");
  return reasons.map((reason) => ({
    targetId: target.figure.id,
    attackerId: striker.figure.id,
    weaponId: striker.weapon.id,
    damage: striker.weapon.damage,
    naturalRoll: striker.die.value,
    reason,
  }));
}

function stepOf(side: Fighter, winner: Fighter | null): Step {
  return {
    rule: BRAWL_RULE,
    dice: [side.die],
    modifiers: side.modifiers,
    total: side.total,
    needed: null,
    result: winner === null ? "draw" : winner === side ? "won" : "lost",
  };
}

/** "Brawling Combat" is a public entry: its fighters and weapons are checked once, with the field and the value. */
function assertBrawlInput(input: unknown): asserts input is BrawlInput {
  if (!isRecord(input)) throw new RangeError(`resolveBrawl: input must be a brawl (got ${showValue(input)})`);
  assertFigure(input["attacker"], "resolveBrawl", "input.attacker");
  assertFigure(input["defender"], "resolveBrawl", "input.defender");
  for (const field of ["attackerWeapon", "defenderWeapon"] as const) {
    const found = weaponProblem(input[field], `input.${field}`);
    if (found) throw new RangeError(`resolveBrawl: ${describeProblem(found)}`);
  }
  const outnumbering = input["outnumbering"];
  if (
    outnumbering !== undefined &&
    outnumbering !== null &&
    outnumbering !== "attacker" &&
    outnumbering !== "defender"
  ) {
    throw new RangeError(
      `resolveBrawl: input.outnumbering must be attacker, defender or null (got ${showValue(outnumbering)})`,
    );
  }
}
