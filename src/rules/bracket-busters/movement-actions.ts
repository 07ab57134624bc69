import type { ActionId } from "./actions";
import type { BattleFighter } from "./battle-state";
import { cheapestPathFor, LATTICE_INCHES, reachFor, type Battlefield, type Point, type Reach } from "./core";

/** The actions that move the fighter: a Charge's distance is rolled, every other one's is `movementAllowance`. */
export const MOVEMENT_ACTIONS = [
  "move",
  "carry",
  "doubleMove",
  "crawl",
  "takeCover",
  "carryHeavy",
  "charge",
] as const satisfies readonly ActionId[];

export const isMovementAction = (action: ActionId): boolean =>
  (MOVEMENT_ACTIONS as readonly ActionId[]).includes(action);

/** One fighter as the movement search moves it: these rules print no leaping and no Skulker. */
const moverOf = (fighterId: string, inches: number) => ({
  id: fighterId,
  move: inches,
  dash: inches,
  skulker: false,
  leap: 0,
});

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
  return reachFor(battlefield, moverOf(fighterId, inches), { withDash: false }, "movementReach");
}

/**
 * Whether a movement action of `inches` takes the fighter from where it stands on `battlefield` to `to`: a path around
 * walls, doors, terrain and the other fighters no longer than the action allows, within one lattice step (the movement
 * search's grain, so a token placed by hand a hair past its reach still counts).
 */
export function movementEndsWithin(battlefield: Battlefield, fighterId: string, to: Point, inches: number): boolean {
  return (
    cheapestPathFor(
      battlefield,
      moverOf(fighterId, inches),
      { x: to.x, y: to.y },
      { maxCost: inches + LATTICE_INCHES },
      "movementEndsWithin",
    ) !== null
  );
}
