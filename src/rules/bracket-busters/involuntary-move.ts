import { fighterIn, onBattlefield } from "./battle-state";
import { refusal, type Refusal } from "./core";
import type { TransitionBuilder } from "./transition";

/**
 * A fighter moved by something other than its own action (pushed by an attack, carried, set back by the GM). "Aim": "A
 * fighter may Aim at the end of an activation and take a Shoot action at the start of their next activation as long as
 * the fighter does nothing else (including turning to face or being moved involuntarily)", so a pending Aim is lost.
 */
export function movedInvoluntarily(b: TransitionBuilder, fighterId: string): Refusal | null {
  const f = fighterIn(b.state, fighterId);
  if (!f) return refusal("notInBattle", `fighterId: ${fighterId} is not a fighter in this battle.`);
  if (!onBattlefield(f)) return refusal("outOfAction", `fighterId: ${f.fighter.name} is Out of Action.`);
  if (f.aim) b.fighter(fighterId, { aim: false });
  return null;
}
