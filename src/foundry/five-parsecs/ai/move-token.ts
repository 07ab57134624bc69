import { rotationOfFacing, toPixels, type SceneScale } from "../../table/battlefield/scene-to-battlefield";
import type { Point } from "../../../rules";
import type { TokenPlace } from "../../../views/five-parsecs/ai/suggestion-flags";
import { whenMovementEnds } from "../../table/token-movement";

/** Where a token's top-left corner goes for its centre to stand at a table point. */
export function tokenCorner(
  centre: Point,
  scale: SceneScale,
  token: { readonly width: number; readonly height: number },
  gridSize: number,
): { x: number; y: number } {
  const at = toPixels(centre, scale);
  return { x: Math.round(at.x - (token.width * gridSize) / 2), y: Math.round(at.y - (token.height * gridSize) / 2) };
}

export const placeOf = (token: TokenDocument.Implementation): TokenPlace => ({
  x: token.x,
  y: token.y,
  rotation: token.rotation,
  elevation: token.elevation,
});

/**
 * Moves a token through the points of a path (core's movement API since v13: one move with waypoints, animated,
 * walls honoured as for any move), then turns it to `facing` (the rules' degrees). False when Foundry refused or cut
 * the move short: the caller stops there and changes nothing else. A path Foundry cuts into steps (at a region) is
 * waited for to its last step: v13's `move` resolves after the first, v14's after the last (then nothing is pending
 * and the wait ends at once). `elevationAt` (inches) is the figure's elevation at each point: a figure that climbs
 * onto a feature's top ("Moving Up and Down") stands there on the scene too, as the rules measured its sight from.
 */
export async function moveTokenAlong(
  token: TokenDocument.Implementation,
  walk: readonly Point[],
  facing: number | null,
  scale: SceneScale,
  elevationAt?: (point: Point) => number,
): Promise<boolean> {
  const gridSize = token.parent?.grid.size ?? 100;
  const size = { width: Number(token.width ?? 1), height: Number(token.height ?? 1) };
  // A step shorter than half a pixel lands on the corner it starts from (a figure already in base contact walks a
  // hair's breadth): it is no move, not a refused one. Asked of Foundry, it would change nothing and read as refused.
  const waypoints: { x: number; y: number; elevation: number }[] = [];
  let at = { x: token.x, y: token.y, elevation: token.elevation };
  for (const point of walk.slice(1)) {
    const corner = tokenCorner(point, scale, size, gridSize);
    const elevation = elevationAt ? elevationAt(point) * scale.unitsPerInch : at.elevation;
    if (corner.x === at.x && corner.y === at.y && elevation === at.elevation) continue;
    at = { ...corner, elevation };
    waypoints.push(at);
  }
  if (waypoints.length > 0) {
    const moved = await token.move(waypoints, { autoRotate: false, showRuler: true });
    if (moved === false || !(await whenMovementEnds(token))) return false;
    const last = waypoints[waypoints.length - 1]!;
    if (Math.abs(token.x - last.x) > 1 || Math.abs(token.y - last.y) > 1) return false;
  }
  if (facing !== null) await token.update({ rotation: rotationOfFacing(facing) });
  return true;
}

/** Undo: the token back where it stood, at its elevation, and as it faced, without animation. */
export async function restoreToken(token: TokenDocument.Implementation, place: TokenPlace): Promise<void> {
  const elevation = place.elevation === undefined ? {} : { elevation: place.elevation };
  await token.update({ x: place.x, y: place.y, rotation: place.rotation, ...elevation }, { animate: false });
}
