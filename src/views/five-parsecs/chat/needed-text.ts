import { ENDING_RULE, HIT_RULE, MORALE_RULE, type PlannedShot, type Step } from "../../../rules";
import type { Localizer } from "../../common/i18n/describe-violation";

/*
 * The one way a card, panel or map label states the number a roll needs. A score check reads "needs 5+" (the final
 * score, as "Cover and Rolling to hit" prints it: Combat Skill is a modifier on the card, never folded into the die).
 * Where the rules count low dice, the card says it their way: "Panic range 1–2" for Morale ("Every die that falls
 * within the Panic range ... will Bail"), "a natural 1 withdraws" for the withdrawal roll.
 */

export interface CheckView {
  /** The number needed in words, or null when the step is no check. */
  readonly needed: string | null;
  /** The total shown after the dice, or null when the dice are the whole story. */
  readonly total: number | null;
  /** True or false when the step passed or failed from the side that rolled it; null when it is no check. */
  readonly success: boolean | null;
}

const panicRange = (range: number): string => (range <= 1 ? String(range) : `1–${range}`);

export function checkView(step: Pick<Step, "rule" | "total" | "needed">, i18n: Localizer): CheckView {
  if (step.needed === null) return { needed: null, total: step.total, success: null };
  if (step.rule === MORALE_RULE) {
    // The total is how many dice fell in the range: the dice show that, and no die in range means the enemy holds.
    const needed =
      step.needed <= 0
        ? i18n.localize("FPB.Card.PanicNone")
        : i18n.format("FPB.Card.PanicRange", { range: panicRange(step.needed) });
    return { needed, total: null, success: step.total === null ? null : step.total === 0 };
  }
  if (step.rule === ENDING_RULE)
    return { needed: i18n.localize("FPB.Card.WithdrawsOnOne"), total: step.total, success: null };
  return {
    needed: neededScore(step.needed, i18n),
    total: step.total,
    success: step.total !== null ? step.total >= step.needed : null,
  };
}

/** "needs 5+": a final score against the number needed. */
export const neededScore = (needed: number, i18n: Localizer): string =>
  i18n.format("FPB.Card.Needed", { value: String(needed) });

/** The number an enemy's planned shot needs, stated as its fire card will state the hit roll. */
export const plannedShotNeeded = (shot: Pick<PlannedShot, "needed">, i18n: Localizer): string =>
  checkView({ rule: HIT_RULE, total: null, needed: shot.needed }, i18n).needed ?? "";
