import type { ActionId } from "./actions";
import type { BattleFighter } from "./battle-state";
import { reachFor, type Battlefield, type Reach } from "./core";

/**
 * How far each movement action may take the fighter, in inches, as printed: Move and Carry "a Standard Move ... up to
 * their current Movement characteristic"; Double Move "double"; Crawl and Take Cover "a Half Move ... half their
 * current Movement characteristic in inches (rounded up)"; Carry Heavy "up to their current Strength characteristic".
 * A Charge's "current Movement characteristic plus D3''" is rolled (charge.ts). Null: not a movement action.
 */
export function movementAllowance(f: BattleFighter, action: ActionId): number | null {
  const { movement, strength } = f.fighter.profile;
  switch (action) {
    case "move":
    case "carry":
      return movement;
    case "doubleMove":
      return 2 * movement;
    case "crawl":
    case "takeCover":
      return Math.ceil(movement / 2);
    case "carryHeavy":
      return strength;
    default:
      return null;
  }
}

/**
 * Where a movement action can take the fighter on the shared battlefield: its reach within `inches` (a movement
 * action's allowance, or a Charge's rolled distance). The battlefield's own movement costs apply (walls, doors,
 * impassable ground); these rules print no leaping, so none. Throws a TableLimitError naming the field for a battlefield
 * or distance outside the table's limits, as the battlefield's other entries do.
 */
export function movementReach(battlefield: Battlefield, fighterId: string, inches: number): Reach {
  return reachFor(battlefield, { id: fighterId, move: inches, dash: inches, skulker: false, leap: 0 }, { withDash: false }, "movementReach");
}
