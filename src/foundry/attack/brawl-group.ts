import { CONTACT_INCHES, figureById, rangeBetween, type Figure } from "../../rules";
import { sceneBattlefield } from "../battlefield/battlefield-store";
import { figureOf } from "../mapping/figure-of";
import type { BrawlGroup } from "./brawl-form";

/** Whether two figures stand in base contact, or null when the scene's battlefield cannot say. */
export type Touching = (a: Figure, b: Figure) => boolean | null;

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

/** The module's figures standing on the canvas scene, once each; tokens whose actor cannot be read are skipped. */
function figuresOnScene(): Figure[] {
  const figures = new Map<string, Figure>();
  for (const token of canvas?.tokens?.placeables ?? []) {
    const actor = token.actor;
    if (!actor) continue;
    try {
      const figure = figureOf(actor);
      if (figure && !figures.has(figure.id)) figures.set(figure.id, figure);
    } catch {
      // A figure with data outside the limits takes no part; the brawl's own fighters were read with a warning.
    }
  }
  return [...figures.values()];
}

/**
 * "Multiple Opponents" for a brawl between `attacker` and `defender`, as pure data: `others` are the other opponents
 * in base contact with the attacker (and any other opponent the user targeted), which makes the attacker the lone
 * fighter, the rules' case; failing those, the attacker's allies in base contact with the defender, which leaves the
 * defender alone against several. Goners are out of play. Null when each has only the other.
 */
export function brawlGroupAmong(
  attacker: Figure,
  defender: Figure,
  candidates: readonly Figure[],
  targeted: readonly Figure[],
  touching: Touching | null,
): BrawlGroup | null {
  const fighting = (figure: Figure) => !figure.condition.goner && figure.id !== attacker.id && figure.id !== defender.id;
  const touches = (a: Figure, b: Figure) => touching?.(a, b) === true;
  const opponents = new Map<string, Figure>();
  for (const figure of targeted) if (figure.side !== attacker.side && fighting(figure)) opponents.set(figure.id, figure);
  for (const figure of candidates) {
    if (figure.side !== attacker.side && fighting(figure) && touches(attacker, figure)) opponents.set(figure.id, figure);
  }
  if (opponents.size > 0) return { lone: "attacker", others: [...opponents.values()] };
  const allies = candidates.filter((figure) => figure.side === attacker.side && fighting(figure) && touches(defender, figure));
  return allies.length > 0 ? { lone: "defender", others: allies } : null;
}

/** `brawlGroupAmong` on the canvas scene: its figures, measured on its battlefield. */
export function brawlGroupOnScene(attacker: Figure, defender: Figure, targeted: readonly Figure[]): BrawlGroup | null {
  return brawlGroupAmong(attacker, defender, figuresOnScene(), targeted, touchingOnScene());
}
