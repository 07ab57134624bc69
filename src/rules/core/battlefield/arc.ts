import type { FigurePlacement } from "./battlefield";
import { angleBetween, bearing, type Point } from "./geometry";

/**
 * "Arc of Fire": a wedge of `degrees` centred on the figure's facing. The width comes from the rules figure
 * (`arcOfFire` in figures/arc-of-fire: 90, or 180 with only Pistols); this is where on the table it points.
 * A point exactly on the wedge's edge is inside: "generous with Line of Sight" ("Adjudicating Line of Sight and Cover").
 */
export function inArc(figure: FigurePlacement, degrees: number, target: Point): boolean {
  if (target.x === figure.centre.x && target.y === figure.centre.y) return true;
  return angleBetween(figure.facing, bearing(figure.centre, target)) <= degrees / 2 + 1e-9;
}

/** The two edges of the arc, in degrees on the table, for drawing it. */
export const arcEdges = (figure: FigurePlacement, degrees: number): { readonly from: number; readonly to: number } => ({
  from: (((figure.facing - degrees / 2) % 360) + 360) % 360,
  to: (((figure.facing + degrees / 2) % 360) + 360) % 360,
});

/** "Enemies that are able to fire at a target will always turn to face the target": the facing that does it. */
export const facingTowards = (figure: FigurePlacement, target: Point): number => bearing(figure.centre, target);
