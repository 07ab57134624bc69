import {
  arcOfFire,
  reachOf,
  type Battlefield,
  type EnemySuggestion,
  type Figure,
  type FigurePlacement,
  type Point,
  type Reach,
  type TerrainKind,
  type Wall,
} from "../../rules";
import { arcRadius, arcWedge, reachRuns } from "../../views/common/battlefield/overlay-model";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import { plannedShotNeeded } from "../../views/five-parsecs/chat/needed-text";
import { drawLabels, wish, type Labels } from "./canvas-labels";
import { discBox, drawToken } from "./canvas-tokens";
import { path, px, PX_PER_INCH } from "./canvas-units";
import { mayStillMove } from "./still-moves";
import type { SandboxState } from "./store-state";
import { liveTable } from "./table";
import { drawOverwatchMarks } from "./overwatch-marks";
import { targetLine, type Selection, type TargetLine } from "./target-line";

export type { Selection } from "./target-line";
// The page, its panels and the tests read the scale and the tokens' words from here, with the rest of the drawing.
export { PX_PER_INCH } from "./canvas-units";
export { discBox, ELEVATION_COLOUR, elevationText, markersOf, tokenLabel } from "./canvas-tokens";

export const FEATURE_STYLE: Readonly<Record<TerrainKind, { fill: string; stroke: string }>> = {
  area: { fill: "rgba(46, 125, 50, 0.45)", stroke: "#66bb6a" },
  individual: { fill: "rgba(141, 110, 99, 0.85)", stroke: "#d7ccc8" },
  linear: { fill: "rgba(188, 170, 120, 0.9)", stroke: "#f0e0a0" },
  difficult: { fill: "rgba(121, 85, 72, 0.35)", stroke: "#a1887f" },
  impassable: { fill: "rgba(124, 77, 255, 0.45)", stroke: "#b388ff" },
};

export const WALL_STYLE = {
  sight: "#e0e0e0",
  movement: "#90a4ae",
  window: "#4fc3f7",
  door: { open: "#81c784", closed: "#ffb74d", locked: "#e57373" },
} as const;

/** Darker where a normal Move reaches, lighter where only a Dash does. */
export const REACH_STYLE = { move: "rgba(58, 123, 213, 0.30)", dash: "rgba(143, 184, 238, 0.18)" } as const;

/** The reach of a figure, computed once per position (a lattice search takes a few milliseconds). */
const reachCache = new Map<string, Reach>();
export function reachFor(table: Battlefield, figure: Figure): Reach {
  const placement = table.figures.find((p) => p.id === figure.id);
  const key = `${figure.id}@${placement?.centre.x},${placement?.centre.y}:${figure.condition.wounded}:${table.figures.map((f) => `${f.centre.x},${f.centre.y}`).join(";")}`;
  let reach = reachCache.get(key);
  if (!reach) {
    if (reachCache.size > 50) reachCache.clear();
    reach = reachOf(table, figure);
    reachCache.set(key, reach);
  }
  return reach;
}

function drawGround(ctx: CanvasRenderingContext2D, table: Battlefield): void {
  ctx.fillStyle = "#3b3a33";
  ctx.fillRect(0, 0, px(table.width), px(table.height));
  for (let i = 0; i <= Math.max(table.width, table.height); i++) {
    ctx.strokeStyle = i % 6 === 0 ? "rgba(255,255,255,0.16)" : "rgba(255,255,255,0.05)";
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(px(i), 0);
    ctx.lineTo(px(i), px(table.height));
    ctx.moveTo(0, px(i));
    ctx.lineTo(px(table.width), px(i));
    ctx.stroke();
  }
}

function drawFeatures(ctx: CanvasRenderingContext2D, table: Battlefield, labels: Labels): void {
  for (const feature of table.features) {
    const style = FEATURE_STYLE[feature.kind];
    path(ctx, feature.polygon, true);
    ctx.fillStyle = style.fill;
    ctx.fill();
    ctx.strokeStyle = style.stroke;
    ctx.lineWidth = 2;
    ctx.setLineDash(feature.kind === "difficult" ? [4, 4] : []);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  for (const feature of table.features) {
    if (
      feature.kind === "difficult" &&
      table.features.some((f) => f !== feature && f.kind !== "difficult" && f.polygon === feature.polygon)
    )
      continue;
    const c = feature.polygon.reduce(
      (s, p) => ({ x: s.x + p.x / feature.polygon.length, y: s.y + p.y / feature.polygon.length }),
      { x: 0, y: 0 },
    );
    labels.features.push({ ...wish(feature.name, c, "#e8e2c8", 11), italic: true });
  }
}

function wallColour(wall: Wall): string {
  if (wall.kind === "door") return WALL_STYLE.door[wall.door ?? "closed"];
  return WALL_STYLE[wall.kind];
}

function drawWalls(ctx: CanvasRenderingContext2D, table: Battlefield): void {
  for (const wall of table.walls) {
    ctx.strokeStyle = wallColour(wall);
    ctx.lineWidth = wall.kind === "sight" ? 5 : 4;
    ctx.setLineDash(wall.kind === "movement" ? [6, 4] : wall.kind === "window" ? [3, 3] : []);
    path(ctx, [wall.a, wall.b], false);
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

function drawReachAndArc(ctx: CanvasRenderingContext2D, state: SandboxState, selection: Selection): void {
  const id = selection.selectedId;
  const figure = id ? state.figures[id] : undefined;
  const live = liveTable(state.table, state.figures, state.battle);
  const placement = live.figures.find((p) => p.id === id);
  if (!figure || !placement) return;
  if (mayStillMove(state.battle, figure.id)) {
    for (const run of reachRuns(reachFor(live, figure).points, 0.5)) {
      ctx.fillStyle = run.withDash ? REACH_STYLE.dash : REACH_STYLE.move;
      ctx.fillRect(px(run.x0), px(run.y - 0.25), px(run.x1 - run.x0), px(0.5));
    }
  }
  path(ctx, arcWedge(placement, arcOfFire(figure), arcRadius(figure)), true);
  ctx.fillStyle = "rgba(245, 245, 220, 0.10)";
  ctx.fill();
  ctx.strokeStyle = "rgba(245, 245, 220, 0.7)";
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function drawTargetLine(ctx: CanvasRenderingContext2D, line: TargetLine | null, labels: Labels): void {
  if (!line) return;
  ctx.strokeStyle = line.colour;
  ctx.lineWidth = 4;
  ctx.lineCap = "round";
  ctx.setLineDash([...line.dash]);
  path(ctx, [line.from, line.to], false);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.lineCap = "butt";
  labels.lines.push(
    wish(line.label, { x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2 - 0.8 }, line.colour, 14),
  );
}

function drawSuggestion(
  ctx: CanvasRenderingContext2D,
  state: SandboxState,
  suggestion: EnemySuggestion | null,
  i18n: Localizer,
  labels: Labels,
): void {
  if (!suggestion) return;
  ctx.strokeStyle = "#ff7043";
  ctx.lineWidth = 3;
  ctx.setLineDash([10, 6]);
  path(ctx, suggestion.path, false);
  ctx.stroke();
  ctx.setLineDash([]);
  const end = suggestion.skulking?.placedAt ?? suggestion.end;
  ctx.beginPath();
  ctx.arc(px(end.x), px(end.y), px(0.7), 0, Math.PI * 2);
  ctx.strokeStyle = "#ff7043";
  ctx.lineWidth = 3;
  ctx.stroke();
  labels.discs.push({ x: px(end.x - 0.7) - 2, y: px(end.y - 0.7) - 2, w: px(1.4) + 4, h: px(1.4) + 4 });
  labels.lines.push({
    ...wish(i18n.localize("FPB.Sandbox.Battle.Canvas.PlannedEnd"), { x: end.x, y: end.y + 1.3 }, "#ffab91", 12),
    anchor: { x: px(end.x), y: px(end.y) },
  });
  const attack = suggestion.attack;
  const target = attack ? state.table.figures.find((p) => p.id === attack.targetId) : undefined;
  if (!attack || !target) return;
  ctx.strokeStyle = "#ff1744";
  ctx.lineWidth = 3;
  path(ctx, [end, target.centre], false);
  ctx.stroke();
  const text =
    attack.kind === "shot"
      ? i18n.format("FPB.Sandbox.Battle.Canvas.PlannedShot", { needed: plannedShotNeeded(attack, i18n) })
      : i18n.localize("FPB.Sandbox.Battle.Canvas.PlannedBrawl");
  labels.lines.push(
    wish(text, { x: (end.x + target.centre.x) / 2, y: (end.y + target.centre.y) / 2 + 0.8 }, "#ff8a80", 14),
  );
}

/** Draws the whole table: ground, terrain, walls, the selection's reach and arc, the lines, the AI's plan, the tokens. */
export function drawTable(canvas: HTMLCanvasElement, state: SandboxState, selection: Selection, i18n: Localizer): void {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const table = state.table;
  canvas.width = px(table.width);
  canvas.height = px(table.height);
  const labels: Labels = { lines: [], tokens: [], features: [], discs: table.figures.map(discBox) };
  drawGround(ctx, table);
  drawFeatures(ctx, table, labels);
  drawWalls(ctx, table);
  drawReachAndArc(ctx, state, selection);
  drawSuggestion(ctx, state, state.suggestion, i18n, labels);
  drawTargetLine(ctx, targetLine(state, selection, i18n), labels);
  drawOverwatchMarks(ctx, state, PX_PER_INCH);
  for (const placement of table.figures)
    drawToken(ctx, placement, state.figures[placement.id], state, selection, i18n, labels);
  // Shown at most at the drawn size (the page never blows the table up); 0 while the canvas is not laid out.
  const shown = Math.min(1, canvas.clientWidth / canvas.width || 1);
  const placed = drawLabels(ctx, labels, table, shown);
  // Text on a canvas is pixels: where each label went is kept beside it, for tests to check no two collide.
  canvas.dataset["labels"] = JSON.stringify(
    placed.map(({ text, size, box, anchor, displaced, italic }) => ({
      text,
      size,
      box,
      anchor: anchor ?? null,
      displaced,
      italic: italic === true,
    })),
  );
}

/** The token under a point of the canvas (inches), or null. */
export function tokenAt(state: SandboxState, at: Point): FigurePlacement | null {
  return state.table.figures.find((p) => Math.hypot(p.centre.x - at.x, p.centre.y - at.y) <= p.radius + 0.3) ?? null;
}
