import { PROFILE_LIMITS } from "./limits";
import { PLAIN_CHARACTERISTICS, type Characteristic } from "./vocabulary";

/**
 * "Decreased by 1 step": an `N+` target one worse (4+ becomes 5+), a plain number one lower ("Movement is reduced by
 * 1''"). Ruling 16: "never goes past its worst value (a 6+ D6 target, a 12+ 2D6 target, 1 for a plain number)".
 */
export function oneStepWorse(characteristic: Characteristic, value: number): number {
  const limit = PROFILE_LIMITS[characteristic];
  return (PLAIN_CHARACTERISTICS as readonly string[]).includes(characteristic)
    ? Math.max(limit.min, value - 1)
    : Math.min(limit.max, value + 1);
}
