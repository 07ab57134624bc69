import { arcOfFire, reachOf, type Battlefield, type EnemySuggestion, type Figure, type FigurePlacement, type Point, type Reach, type TerrainKind, type Wall } from "../../rules";
import { arcRadius, arcWedge, reachRuns, sightLineView, type SightLineView } from "../../foundry/battlefield/overlay-model";
import type { Localizer } from "../../foundry/i18n/describe-violation";
import { plannedShotNeeded } from "../../foundry/chat/needed-text";
import { placeLabels, type Box, type LabelWish } from "./label-layout";
import type { SandboxState } from "./store-state";
import { liveTable, standsInBattle } from "./table";

/** Pixels per tabletop inch: the 36" demo table is 720 px square. */
export const PX_PER_INCH = 20;

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

const SIDE_COLOUR = { crew: "#1e88e5", enemy: "#e53935" } as const;
const CSS = (n: number): string => `#${n.toString(16).padStart(6, "0")}`;

/** What the page has chosen to show: the selected figure and its target (not battle state: the store keeps that). */
export interface Selection {
  readonly selectedId: string | null;
  readonly targetId: string | null;
}

const px = (inches: number): number => inches * PX_PER_INCH;

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

/** The line from the selected figure to its target, with Line of Sight and Cover, or null. */
export function targetLine(state: SandboxState, selection: Selection, i18n: Localizer): SightLineView | null {
  const { selectedId, targetId } = selection;
  if (!selectedId || !targetId) return null;
  const live = liveTable(state.table, state.figures, state.battle);
  const firer = live.figures.find((p) => p.id === selectedId);
  const target = live.figures.find((p) => p.id === targetId);
  const figure = state.figures[selectedId];
  if (!firer || !target || !figure) return null;
  const names = new Map(Object.values(state.figures).map((f) => [f.id, f.name] as const));
  for (const f of state.table.features) names.set(f.id, f.name);
  return sightLineView(live, firer, target, arcOfFire(figure), names, i18n);
}

function path(ctx: CanvasRenderingContext2D, points: readonly Point[], close: boolean): void {
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(px(p.x), px(p.y)) : ctx.lineTo(px(p.x), px(p.y))));
  if (close) ctx.closePath();
}

/**
 * The table's labels, gathered while drawing and laid out at the end so none covers another: the plan and sight
 * lines' labels first (they matter most), then the tokens', then the terrain's.
 */
interface Labels {
  readonly lines: LabelWish[];
  readonly tokens: LabelWish[];
  readonly features: LabelWish[];
  /** The token discs: labels keep off them. */
  readonly discs: Box[];
}

const wish = (text: string, at: Point, colour = "#fff", size = 12): LabelWish => ({ text, size, colour, at: { x: px(at.x), y: px(at.y) } });

function drawLabels(ctx: CanvasRenderingContext2D, labels: Labels, table: Battlefield): void {
  const measure = (text: string, size: number): number => {
    ctx.font = `bold ${size}px sans-serif`;
    return ctx.measureText(text).width;
  };
  const placed = placeLabels([...labels.lines, ...labels.tokens, ...labels.features], labels.discs, measure, { width: px(table.width), height: px(table.height) });
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(0,0,0,0.85)";
  for (const label of placed) {
    ctx.font = `bold ${label.size}px sans-serif`;
    ctx.strokeText(label.text, label.centre.x, label.centre.y);
    ctx.fillStyle = label.colour;
    ctx.fillText(label.text, label.centre.x, label.centre.y);
  }
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
    if (feature.kind === "difficult" && table.features.some((f) => f !== feature && f.kind !== "difficult" && f.polygon === feature.polygon)) continue;
    const c = feature.polygon.reduce((s, p) => ({ x: s.x + p.x / feature.polygon.length, y: s.y + p.y / feature.polygon.length }), { x: 0, y: 0 });
    labels.features.push(wish(feature.name, c, "#f5f5f5", 11));
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
  const reach = reachFor(live, figure);
  for (const run of reachRuns(reach.points, 0.5)) {
    ctx.fillStyle = run.withDash ? "rgba(143, 184, 238, 0.18)" : "rgba(58, 123, 213, 0.30)";
    ctx.fillRect(px(run.x0), px(run.y - 0.25), px(run.x1 - run.x0), px(0.5));
  }
  path(ctx, arcWedge(placement, arcOfFire(figure), arcRadius(figure)), true);
  ctx.fillStyle = "rgba(245, 245, 220, 0.10)";
  ctx.fill();
  ctx.strokeStyle = "rgba(245, 245, 220, 0.7)";
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function drawTargetLine(ctx: CanvasRenderingContext2D, line: SightLineView | null, labels: Labels): void {
  if (!line) return;
  ctx.strokeStyle = CSS(line.colour);
  ctx.lineWidth = 4;
  ctx.setLineDash(line.state === "blocked" ? [8, 6] : []);
  path(ctx, [line.from, line.to], false);
  ctx.stroke();
  ctx.setLineDash([]);
  labels.lines.push(wish(line.label, { x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2 - 0.8 }, CSS(line.colour), 14));
}

function drawSuggestion(ctx: CanvasRenderingContext2D, state: SandboxState, suggestion: EnemySuggestion | null, i18n: Localizer, labels: Labels): void {
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
  labels.lines.push(wish(i18n.localize("FPB.Sandbox.Battle.Canvas.PlannedEnd"), { x: end.x, y: end.y + 1.3 }, "#ffab91", 12));
  const attack = suggestion.attack;
  const target = attack ? state.table.figures.find((p) => p.id === attack.targetId) : undefined;
  if (!attack || !target) return;
  ctx.strokeStyle = "#ff1744";
  ctx.lineWidth = 3;
  path(ctx, [end, target.centre], false);
  ctx.stroke();
  const text = attack.kind === "shot"
    ? i18n.format("FPB.Sandbox.Battle.Canvas.PlannedShot", { needed: plannedShotNeeded(attack, i18n) })
    : i18n.localize("FPB.Sandbox.Battle.Canvas.PlannedBrawl");
  labels.lines.push(wish(text, { x: (end.x + target.centre.x) / 2, y: (end.y + target.centre.y) / 2 + 0.8 }, "#ff8a80", 14));
}

function drawToken(ctx: CanvasRenderingContext2D, placement: FigurePlacement, figure: Figure | undefined, state: SandboxState, selection: Selection, i18n: Localizer, labels: Labels): void {
  const { x, y } = placement.centre;
  const r = px(placement.radius);
  const standing = standsInBattle(figure, state.battle);
  ctx.globalAlpha = standing ? 1 : 0.45;
  ctx.beginPath();
  ctx.arc(px(x), px(y), r, 0, Math.PI * 2);
  ctx.fillStyle = standing ? SIDE_COLOUR[placement.side] : "#616161";
  ctx.fill();
  const active = state.battle?.active?.figureId === placement.id;
  ctx.lineWidth = active ? 4 : 2;
  ctx.strokeStyle = active ? "#ffd600" : selection.selectedId === placement.id ? "#ffffff" : selection.targetId === placement.id ? "#ff1744" : "#111";
  ctx.stroke();
  const angle = (placement.facing * Math.PI) / 180;
  ctx.beginPath();
  ctx.moveTo(px(x), px(y));
  ctx.lineTo(px(x) + Math.cos(angle) * r * 1.6, px(y) + Math.sin(angle) * r * 1.6);
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = 2;
  ctx.stroke();
  if (figure?.condition.goner) {
    ctx.strokeStyle = "#ff1744";
    ctx.lineWidth = 3;
    path(ctx, [{ x: x - 0.5, y: y - 0.5 }, { x: x + 0.5, y: y + 0.5 }], false);
    ctx.stroke();
    path(ctx, [{ x: x + 0.5, y: y - 0.5 }, { x: x - 0.5, y: y + 0.5 }], false);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  labels.tokens.push(wish(figure?.name ?? placement.id, { x, y: y - 1.05 }, standing ? "#fff" : "#bdbdbd", 11));
  const marks = figure ? markersOf(figure, i18n) : [];
  if (marks.length > 0) labels.tokens.push(wish(marks.join(" "), { x, y: y + 1.05 }, "#ffd54f", 11));
}

/** The markers a token carries, as the tracker words them: Stun, Shock, casualty effects, Goner. */
export function markersOf(figure: Figure, i18n: Localizer): string[] {
  const c = figure.condition;
  const keys = [
    ...(c.marker ? [`FPB.Sandbox.Battle.Marker.${c.marker}`] : []),
    ...(["wounded", "dazed", "shutDown", "damaged", "bleeding", "goner"] as const).filter((k) => c[k]).map((k) => `FPB.Sandbox.Battle.Marker.${k}`),
  ];
  return keys.map((key) => i18n.localize(key));
}

/** A token's disc as a box labels keep off. */
export const discBox = (p: FigurePlacement): Box => ({ x: px(p.centre.x - p.radius), y: px(p.centre.y - p.radius), w: px(2 * p.radius), h: px(2 * p.radius) });

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
  for (const placement of table.figures) drawToken(ctx, placement, state.figures[placement.id], state, selection, i18n, labels);
  drawLabels(ctx, labels, table);
}

/** The token under a point of the canvas (inches), or null. */
export function tokenAt(state: SandboxState, at: Point): FigurePlacement | null {
  return state.table.figures.find((p) => Math.hypot(p.centre.x - at.x, p.centre.y - at.y) <= p.radius + 0.3) ?? null;
}
