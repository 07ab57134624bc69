import {
  arcOfFire,
  figureById,
  reachOf,
  withFigureMoved,
  LATTICE_INCHES,
  type Figure,
  type Point,
} from "../../../rules";
import { moveStartOf } from "../../../views/five-parsecs/round/crew-move";
import { viewedCombat } from "../../table/documents/combat";
import { battleOf } from "../round/battle-model";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { figureOf } from "../mapping/figure-of";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import {
  ARC_COLOUR,
  REACH_COLOURS,
  arcRadius,
  arcWedge,
  reachRuns,
  sightLineView,
  type SightLineView,
} from "../../../views/common/battlefield/overlay-model";
import { toPixels, type SceneScale } from "../../table/battlefield/scene-to-battlefield";

/*
 * The canvas overlays: thin drawing over the pure overlay model. A line from the controlled token to each target
 * (clear / Cover / blocked, the reasons on hover), and the controlled figure's reach (move and Dash) and Arc of Fire.
 */

let shown = true;
let container: PIXI.Container | null = null;
let anchor: HTMLElement | null = null;

/** Shows or hides the overlays (the keybinding); returns the new state. */
export function toggleOverlays(): boolean {
  shown = !shown;
  drawOverlays();
  return shown;
}

/** The overlay's container on the controls layer (above tokens, like rulers), made again after each canvas draw. */
function layer(): PIXI.Container | null {
  // The installed types (foundry-vtt-types 13.345) lose the PIXI.Container base of the canvas layers through their
  // mixins; a v13 ControlsLayer is a PIXI.Container (the documented CanvasLayer base), so it is named as one here.
  const parent = (canvas?.controls ?? null) as unknown as PIXI.Container | null;
  if (!parent) return null;
  if (!container || container.destroyed || container.parent !== parent) {
    container = new PIXI.Container();
    container.eventMode = "passive";
    parent.addChild(container);
  }
  return container;
}

const polygon = (points: readonly Point[], scale: SceneScale): number[] =>
  points.flatMap((p) => {
    const at = toPixels(p, scale);
    return [at.x, at.y];
  });

/** A small invisible element under the pointer, for Foundry's tooltip to point at. */
function tooltipAnchor(x: number, y: number): HTMLElement {
  if (!anchor) {
    anchor = document.createElement("div");
    anchor.className = "fpb-battlefield-anchor";
    document.body.append(anchor);
  }
  anchor.style.left = `${x}px`;
  anchor.style.top = `${y}px`;
  return anchor;
}

function drawSightLine(view: SightLineView, scale: SceneScale, into: PIXI.Container): void {
  const from = toPixels(view.from, scale),
    to = toPixels(view.to, scale);
  const line = new PIXI.Graphics();
  const width = Math.max(3, scale.pixelsPerInch * 0.06);
  line.lineStyle({ width, color: view.colour, alpha: 0.9 });
  line.moveTo(from.x, from.y).lineTo(to.x, to.y);
  line
    .beginFill(view.colour, 0.9)
    .drawCircle(to.x, to.y, width * 1.5)
    .endFill();
  // A band around the line catches the pointer for the hover text.
  const dx = to.x - from.x,
    dy = to.y - from.y,
    length = Math.hypot(dx, dy) || 1;
  const nx = (-dy / length) * width * 3,
    ny = (dx / length) * width * 3;
  line.hitArea = new PIXI.Polygon([
    from.x + nx,
    from.y + ny,
    to.x + nx,
    to.y + ny,
    to.x - nx,
    to.y - ny,
    from.x - nx,
    from.y - ny,
  ]);
  line.eventMode = "static";
  line.cursor = "help";
  line.on("pointerover", (event: PIXI.FederatedPointerEvent) => {
    game.tooltip?.activate(tooltipAnchor(event.clientX, event.clientY), {
      text: view.tooltip,
      cssClass: "fpb-battlefield-tooltip",
    });
  });
  line.on("pointerout", () => game.tooltip?.deactivate());
  into.addChild(line);
}

function drawReachAndArc(figure: Figure, scale: SceneScale, into: PIXI.Container): void {
  const field = sceneBattlefield();
  const battlefield = field?.battlefield;
  const placement = battlefield ? figureById(battlefield, figure.id) : undefined;
  if (!battlefield || !placement) return;
  // The activating crew figure's move is measured from where its activation began (crew-move-guard.ts): its reach too.
  const combat = viewedCombat();
  const flags = combat ? battleOf(combat) : null;
  const start = flags ? moveStartOf(flags.battle, flags.moveStart, figure.id) : null;
  const from = start
    ? withFigureMoved(battlefield, figure.id, { x: start.x, y: start.y }, placement.facing)
    : battlefield;
  const reach = new PIXI.Graphics();
  const step = LATTICE_INCHES;
  for (const run of reachRuns(reachOf(from, figure).points, step)) {
    const topLeft = toPixels({ x: run.x0, y: run.y - step / 2 }, scale);
    reach.beginFill(run.withDash ? REACH_COLOURS.dash : REACH_COLOURS.move, 0.18);
    reach.drawRect(topLeft.x, topLeft.y, (run.x1 - run.x0) * scale.pixelsPerInch, step * scale.pixelsPerInch);
    reach.endFill();
  }
  into.addChild(reach);
  const arc = new PIXI.Graphics();
  arc.lineStyle({ width: 2, color: ARC_COLOUR, alpha: 0.8 });
  arc.beginFill(ARC_COLOUR, 0.06);
  arc.drawPolygon(polygon(arcWedge(placement, arcOfFire(figure), arcRadius(figure)), scale));
  arc.endFill();
  into.addChild(arc);
}

/** Redraws every overlay from the current battlefield. Never throws: a failure is logged and nothing is drawn. */
export function drawOverlays(): void {
  try {
    const into = layer();
    if (!into) return;
    for (const child of into.removeChildren()) child.destroy({ children: true });
    game.tooltip?.deactivate();
    if (!shown) return;
    const field = sceneBattlefield();
    const battlefield = field?.battlefield;
    const scale = field?.scale;
    if (!field || !battlefield || !scale) return;
    const controlled = canvas?.tokens?.controlled ?? [];
    if (controlled.length !== 1) return;
    const token = controlled[0]!;
    const figure = token.actor ? figureOf(token.actor) : null;
    const firerId = figure?.id ?? token.actor?.uuid ?? token.document.uuid;
    const firer = figureById(battlefield, firerId);
    if (!firer) return;
    if (figure) drawReachAndArc(figure, scale, into);
    const i18n = foundryLocalizer();
    for (const target of game.user?.targets ?? []) {
      const targetId = target.actor?.uuid ?? target.document.uuid;
      const placement = figureById(battlefield, targetId);
      if (!placement || placement.id === firer.id) continue;
      drawSightLine(
        sightLineView(battlefield, firer, placement, figure ? arcOfFire(figure) : null, field.names, i18n),
        scale,
        into,
      );
    }
  } catch (error) {
    console.warn("five-parsecs-battle | the battlefield overlays could not be drawn", error);
  }
}
