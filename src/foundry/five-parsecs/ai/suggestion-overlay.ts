import type { Point } from "../../../rules";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import { toPixels, type SceneScale } from "../../table/battlefield/scene-to-battlefield";
import type { SuggestionFlags } from "../../../views/five-parsecs/ai/suggestion-flags";

/*
 * The suggestion on the canvas, for the GM: the path, the end point and the planned shot line. One drawing at a time
 * (the suggestion of the enemy whose turn it is, or the last one asked for), cleared on Apply, Dismiss and turn change.
 */

const PATH_COLOUR = 0xc040c0;
const SHOT_COLOUR = 0xd03030;

let container: PIXI.Container | null = null;
let shownFor: string | null = null;

function layer(): PIXI.Container | null {
  // As in canvas/overlays.ts: the installed types lose the PIXI.Container base of the canvas layers.
  const parent = (canvas?.controls ?? null) as unknown as PIXI.Container | null;
  if (!parent) return null;
  if (!container || container.destroyed || container.parent !== parent) {
    container = new PIXI.Container();
    container.eventMode = "none";
    parent.addChild(container);
  }
  return container;
}

/** Removes the drawing; with a message id, only when it is that message's. */
export function clearSuggestionOverlay(messageId?: string): void {
  if (messageId && shownFor !== messageId) return;
  shownFor = null;
  if (container && !container.destroyed)
    for (const child of container.removeChildren()) child.destroy({ children: true });
}

/** Draws a suggestion's path, end point and shot. Never throws: a canvas failure is logged and nothing is drawn. */
export function drawSuggestion(messageId: string, plan: SuggestionFlags, targetAt: Point | null): void {
  try {
    if (!game.user?.isGM) return;
    const into = layer();
    const scale = sceneBattlefield()?.scale;
    if (!into || !scale) return;
    clearSuggestionOverlay();
    shownFor = messageId;
    into.addChild(pathGraphics(plan.path, plan.end, scale));
    if (targetAt && plan.attack) into.addChild(shotGraphics(plan.end, targetAt, scale));
  } catch (error) {
    console.warn("five-parsecs-battle | the AI suggestion could not be drawn", error);
  }
}

function pathGraphics(path: readonly Point[], end: Point, scale: SceneScale): PIXI.Graphics {
  const g = new PIXI.Graphics();
  const width = Math.max(3, scale.pixelsPerInch * 0.08);
  const points = path.map((p) => toPixels(p, scale));
  g.lineStyle({ width, color: PATH_COLOUR, alpha: 0.85 });
  points.forEach((p, i) => {
    if (i === 0) g.moveTo(p.x, p.y);
    else g.lineTo(p.x, p.y);
  });
  const at = toPixels(end, scale);
  g.lineStyle({ width: width / 2, color: PATH_COLOUR, alpha: 1 });
  g.beginFill(PATH_COLOUR, 0.3)
    .drawCircle(at.x, at.y, scale.pixelsPerInch * 0.5)
    .endFill();
  return g;
}

function shotGraphics(from: Point, to: Point, scale: SceneScale): PIXI.Graphics {
  const g = new PIXI.Graphics();
  const a = toPixels(from, scale),
    b = toPixels(to, scale);
  const width = Math.max(2, scale.pixelsPerInch * 0.05);
  // A dashed line: the shot is planned, not taken.
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const dash = scale.pixelsPerInch * 0.4;
  g.lineStyle({ width, color: SHOT_COLOUR, alpha: 0.9 });
  for (let d = 0; d < length; d += dash * 2) {
    const t0 = d / length,
      t1 = Math.min(1, (d + dash) / length);
    g.moveTo(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0).lineTo(a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1);
  }
  g.beginFill(SHOT_COLOUR, 0.9)
    .drawCircle(b.x, b.y, width * 2)
    .endFill();
  return g;
}
