import type { Figure } from "../figures/figure";

/**
 * "Wounded" (Humanoid Combatants): "Reduce their Combat Skill by 1 (this can potentially reduce you to -1)". Not
 * floored: a Combat Skill of +0 becomes -1, as the text allows.
 */
export const effectiveCombatSkill = (figure: Figure): number =>
  figure.condition.wounded ? figure.combatSkill - 1 : figure.combatSkill;

/**
 * "Wounded": "The character moves at half speed". The rules give no rounding; our reading rounds down (Speed 5 moves
 * 2”), the less generous choice, so a Wounded figure never moves further than half.
 */
export const effectiveSpeed = (figure: Figure): number =>
  figure.condition.wounded ? Math.floor(figure.speed / 2) : figure.speed;
