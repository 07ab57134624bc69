import {
  CONTACT_INCHES,
  figureById,
  loneFighterGroup,
  rangeBetween,
  type BrawlGroup,
  type Touching,
} from "../../../rules";
import { figuresOnScene } from "../ai/table-figures";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import type { Figure } from "../../../rules";

/**
 * "In contact" measured on the canvas scene's battlefield, base to base, with the quarter inch of slack the module
 * allows for tokens placed by hand (`CONTACT_INCHES`), the way the fire dialog measures its targets. Null when the
 * scene has no battlefield.
 */
function touchingOnScene(): Touching | null {
  try {
    const field = sceneBattlefield()?.battlefield;
    if (!field) return null;
    return (a, b) => {
      const at = figureById(field, a.id);
      const other = figureById(field, b.id);
      return at && other ? rangeBetween(at, other) <= CONTACT_INCHES : null;
    };
  } catch (error) {
    console.warn("five-parsecs-battle | the battlefield could not measure base contact for this brawl", error);
    return null;
  }
}

/** The rules' lone fighter (`loneFighterGroup`) among the canvas scene's figures, measured on its battlefield. */
export function brawlGroupOnScene(attacker: Figure, defender: Figure, targeted: readonly Figure[]): BrawlGroup | null {
  const scene = canvas?.scene ?? null;
  const candidates = scene ? [...figuresOnScene(scene).values()] : [];
  return loneFighterGroup(attacker, defender, candidates, targeted, touchingOnScene());
}
