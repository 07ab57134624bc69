/** "Movement Action": "Opening doors costs 1" of movement." */
export const DOOR_OPENING_INCHES = 1;
/** "Movement Action": "Climbing through a window or hole costs 2"." */
export const WINDOW_CLIMB_INCHES = 2;
/** "Dash": "allowing them to move an additional 2"". */
export const DASH_INCHES = 2;
/** "Moving Up and Down": "A descent of 1" or less can be performed for free." */
export const FREE_DROP_INCHES = 1;
/** "Leaping": "Characters can leap over a gap up to 2" wide"; "Swift characters may leap over gaps up to 4"". */
export const LEAP_INCHES = 2;
export const SWIFT_LEAP_INCHES = 4;
/** "Falling": a jump down "3" or further inflicts a Damage +0 Hit with +1 Damage added for each additional 2"". */
export const FALL_DAMAGE_FROM_INCHES = 3;

/**
 * "Movement Action": "Difficult terrain will consume an additional 1" of movement allowance for every full 2" moved
 * in it": the extra for a whole move, from the inches moved in difficult ground.
 */
export const difficultGroundExtra = (inchesInDifficult: number): number => Math.floor(inchesInDifficult / 2 + 1e-9);

/**
 * "Moving Up and Down": "Vertical obstacles can be traversed by simply paying the height of the obstacle in inches."
 * Skulkers "may ignore any obstacle up to 1" in height and do not count the first 1" of any climb".
 */
export const climbCost = (height: number, skulker: boolean): number => Math.max(0, skulker ? height - 1 : height);

/** "A descent of 1" or less can be performed for free. Any longer drop requires the character to either climb down (with the same cost as climbing up), or Jump." The cost of climbing down. */
export const descentCost = (drop: number, skulker: boolean): number =>
  drop <= FREE_DROP_INCHES ? 0 : climbCost(drop, skulker);

/** What a jump down does ("Jumping", "Falling"). */
export interface JumpDown {
  /** "Jumping down more than 1" ends the character's round." */
  readonly endsMove: boolean;
  /** The Damage of the Hit taken ("Damage +0", +1 per further 2"), or null when the jump is under 3". */
  readonly hitDamage: number | null;
}

/** "Jumping" and "Falling" ("a fall is just a jump you did not intend!"): jumping needs no movement allowance. */
export function jumpDown(drop: number): JumpDown {
  return {
    endsMove: drop > FREE_DROP_INCHES,
    hitDamage: drop >= FALL_DAMAGE_FROM_INCHES ? Math.floor((drop - FALL_DAMAGE_FROM_INCHES) / 2 + 1e-9) : null,
  };
}
