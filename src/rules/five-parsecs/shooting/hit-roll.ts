import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { sumOf, type Modifier, type RolledDie, type Step } from "../../core/outcome/outcome";

/**
 * How a Shot hits. "normal": 1D6 plus Combat Skill and modifiers against 5+ or 6+ ("Cover and Rolling to hit").
 * "naturalSixOnly": only a natural 6 hits — fire when Seizing the Initiative, Enemy Overwatch and Firefights.
 */
export type HitMode = "normal" | "naturalSixOnly";

export const HIT_PURPOSE = "Hit";
export const GOOD_SHOT_PURPOSE = "Good Shot reroll";
export const HIT_RULE = "Cover and Rolling to hit";

/** "Targets in the open are hit on a final score of 5+. Targets in cover are hit on a final score of 6+." */
export const OPEN_TO_HIT = 5;
export const COVER_TO_HIT = 6;
export const NATURAL_SIX = 6;

export const neededToHit = (inCover: boolean): number => (inCover ? COVER_TO_HIT : OPEN_TO_HIT);

/** Whether one die hits: a natural 6 in "naturalSixOnly" mode, otherwise die plus modifiers against the cover score. */
export function isHit(natural: number, modifierTotal: number, inCover: boolean, mode: HitMode): boolean {
  if (mode === "naturalSixOnly") return natural === NATURAL_SIX;
  return natural + modifierTotal >= neededToHit(inCover);
}

/** One Shot as the hit roll needs it: where it goes and what that target's position gives. */
export interface ShotAtTarget {
  readonly targetId: string;
  readonly inCover: boolean;
  /** "Good Shot" against this target: a single 1 among the firing dice may be rerolled. */
  readonly goodShot: boolean;
}

/**
 * One Shot's hit roll. `dice` holds the "Hit" die and, when Good Shot rerolled it, the "Good Shot reroll" die after
 * it; `natural` is the die that counts (the last one).
 */
export interface HitStep extends Step {
  readonly targetId: string;
  readonly natural: number;
  /** True when the first die was a 1 replaced by the "Good Shot" reroll. */
  readonly rerolled: boolean;
}

export interface HitRollRequest {
  readonly shots: readonly ShotAtTarget[];
  /** Combat Skill (unless Gun Slinging) and any other hit modifiers, each with its reason. */
  readonly modifiers: readonly Modifier[];
  readonly mode: HitMode;
}

/**
 * "Cover and Rolling to hit": one D6 per Shot, rolled together as the firing dice. "Good Shot": "the firer can
 * reroll a single 1 on the firing dice" — the first 1 that misses at a target giving a Good Shot is rerolled, and
 * a 1 that would hit anyway (high Combat Skill) is kept, so the choice never costs a hit.
 */
export async function rollToHit({ shots, modifiers, mode }: HitRollRequest, dice: Dice): Promise<HitStep[]> {
  if (shots.length === 0) return [];
  const firing = await rollDice(dice, d6(HIT_PURPOSE, shots.length));
  // In natural-six mode modifiers play no part, so the card shows none.
  const counted = mode === "naturalSixOnly" ? [] : modifiers;
  const total = sumOf(counted);
  const misses = (shot: ShotAtTarget, natural: number) => !isHit(natural, total, shot.inCover, mode);
  const rerollAt = shots.findIndex((shot, i) => shot.goodShot && firing[i]!.value === 1 && misses(shot, 1));
  const reroll = rerollAt >= 0 ? await rollDice(dice, d6(GOOD_SHOT_PURPOSE)) : [];

  return shots.map((shot, i) => {
    const rolled: RolledDie[] = i === rerollAt ? [firing[i]!, ...reroll] : [firing[i]!];
    const natural = rolled.at(-1)!.value;
    return {
      rule: HIT_RULE,
      dice: rolled,
      modifiers: counted,
      total: natural + total,
      needed: mode === "naturalSixOnly" ? NATURAL_SIX : neededToHit(shot.inCover),
      result: isHit(natural, total, shot.inCover, mode) ? "hit" : "miss",
      targetId: shot.targetId,
      natural,
      rerolled: i === rerollAt,
    };
  });
}
