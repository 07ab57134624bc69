import type { Figure } from "../figures/figure";
import type { Weapon } from "../figures/weapon";
import type { Modifier } from "../../core/outcome/outcome";
import type { HitMode } from "./hit-roll";
import type { Allocation } from "./shot-allocation";
import type { TargetView } from "./target-view";

/** What `resolveShot` is asked: who fires what, at whom it may, and how ("Shooting"). */
export interface ShotRequest {
  readonly firer: Figure;
  readonly weapon: Weapon;
  /** "Gun Slinging": a second Pistol fired with `weapon`, both at the same target, without Combat Skill. */
  readonly secondPistol?: Weapon;
  /** Every opposing figure the firer might shoot at, as seen from the firer. */
  readonly views: readonly TargetView[];
  /** "naturalSixOnly" for Seizing the Initiative, Enemy Overwatch and Firefight fire. */
  readonly mode: HitMode;
  /** Whether the firer moved this activation ("Stun": Move OR a Combat Action). */
  readonly hasMoved: boolean;
  readonly panicFire?: boolean;
  /**
   * Target id per Shot, the initial target first. A player's choice is checked; without one, a player character
   * fires every Shot at the only target it may pick, and an enemy allocates by "Target Selection".
   */
  readonly allocation?: Allocation;
  /** Other hit modifiers, each with its reason; Combat Skill is added here unless Gun Slinging. */
  readonly modifiers?: readonly Modifier[];
}
