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
import { arcRadius, arcWedge, reachRuns } from "../../views/shared/battlefield/overlay-model";
import type { Localizer } from "../../views/shared/i18n/describe-violation";
import { plannedShotNeeded } from "../../views/five-parsecs/chat/needed-text";
import { PAD, placeLabels, type Box, type LabelRun, type LabelWish, type PlacedLabel } from "./label-layout";
import { mayStillMove } from "./still-moves";
import type { SandboxState } from "./store-state";
import { liveTable, standsInBattle } from "./table";
import { drawOverwatchMarks } from "./overwatch-marks";
import { targetLine, type Selection, type TargetLine } from "./target-line";

export type { Selection } from "./target-line";

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
export const ELEVATION_COLOUR = "#80deea";
/** Darker where a normal Move reaches, lighter where only a Dash does. */
export const REACH_STYLE = { move: "rgba(58, 123, 213, 0.30)", dash: "rgba(143, 184, 238, 0.18)" } as const;

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

function path(ctx: CanvasRenderingContext2D, points: readonly Point[], close: boolean): void {
  ctx.beginPath();
  points.forEach((p, i) => {
    if (i === 0) ctx.moveTo(px(p.x), px(p.y));
    else ctx.lineTo(px(p.x), px(p.y));
  });
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
  /** What labels keep off: the token discs and the ring of the AI's planned end. */
  readonly discs: Box[];
}

const wish = (text: string, at: Point, colour = "#fff", size = 12): LabelWish => ({
  text,
  size,
  colour,
  at: { x: px(at.x), y: px(at.y) },
});

const fontOf = (label: LabelWish): string => `${label.italic ? "italic " : ""}bold ${label.size}px sans-serif`;

/** The thin line from a pushed-away label back to what it names, from the nearest edge of the label's box. */
function drawLeader(ctx: CanvasRenderingContext2D, label: PlacedLabel): void {
  if (!label.anchor || !label.displaced) return;
  const { box, anchor } = label;
  const x = Math.min(Math.max(anchor.x, box.x + PAD), box.x + box.w - PAD);
  const y = Math.min(Math.max(anchor.y, box.y + PAD), box.y + box.h - PAD);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(anchor.x, anchor.y);
  ctx.strokeStyle = "rgba(255,255,255,0.6)";
  ctx.lineWidth = 1;
  ctx.stroke();
}

function drawText(ctx: CanvasRenderingContext2D, label: PlacedLabel): void {
  ctx.font = fontOf(label);
  ctx.textBaseline = "middle";
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(0,0,0,0.85)";
  const runs: readonly LabelRun[] = label.runs ?? [{ text: label.text, colour: label.colour }];
  let x = label.centre.x - ctx.measureText(label.text).width / 2;
  ctx.textAlign = "left";
  for (const run of runs) {
    ctx.strokeText(run.text, x, label.centre.y);
    ctx.fillStyle = run.colour;
    ctx.fillText(run.text, x, label.centre.y);
    x += ctx.measureText(run.text).width;
  }
}

/** The smallest a label may be shown at, in screen pixels: a phone shows the 720 px table at about half its size. */
export const MIN_SHOWN_LABEL_PX = 10;

/**
 * Lays the labels out, draws them, and returns where each went (the e2e test reads them from the canvas). `shown` is
 * the table's width on screen over its drawn width: a label that would show smaller than MIN_SHOWN_LABEL_PX is drawn
 * larger, so it reads on a phone.
 */
function drawLabels(ctx: CanvasRenderingContext2D, labels: Labels, table: Battlefield, shown: number): PlacedLabel[] {
  const least = MIN_SHOWN_LABEL_PX / shown;
  const wishes = [...labels.lines, ...labels.tokens, ...labels.features].map((w) =>
    w.size >= least ? w : { ...w, size: Math.ceil(least) },
  );
  const measure = (text: string, _size: number, wish: LabelWish): number => {
    ctx.font = fontOf(wish);
    return ctx.measureText(text).width;
  };
  const placed = placeLabels(wishes, labels.discs, measure, { width: px(table.width), height: px(table.height) });
  for (const label of placed) drawLeader(ctx, label);
  for (const label of placed) drawText(ctx, label);
  return placed;
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

function drawToken(
  ctx: CanvasRenderingContext2D,
  placement: FigurePlacement,
  figure: Figure | undefined,
  state: SandboxState,
  selection: Selection,
  i18n: Localizer,
  labels: Labels,
): void {
  const { x, y } = placement.centre;
  const r = px(placement.radius);
  const standing = standsInBattle(figure, state.battle);
  ctx.globalAlpha = standing ? 1 : 0.45;
  ctx.beginPath();
  ctx.arc(px(x), px(y), r, 0, Math.PI * 2);
  ctx.fillStyle = standing ? SIDE_COLOUR[placement.side] : "#616161";
  ctx.fill();
  if (placement.elevation > 0) {
    // A second ring marks a figure standing above the table, whose line of sight clears what a figure below cannot.
    ctx.beginPath();
    ctx.arc(px(x), px(y), r + 4, 0, Math.PI * 2);
    ctx.strokeStyle = ELEVATION_COLOUR;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  const active = state.battle?.active?.figureId === placement.id;
  ctx.lineWidth = active ? 4 : 2;
  ctx.strokeStyle = active
    ? "#ffd600"
    : selection.selectedId === placement.id
      ? "#ffffff"
      : selection.targetId === placement.id
        ? "#ff1744"
        : "#111";
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
    path(
      ctx,
      [
        { x: x - 0.5, y: y - 0.5 },
        { x: x + 0.5, y: y + 0.5 },
      ],
      false,
    );
    ctx.stroke();
    path(
      ctx,
      [
        { x: x + 0.5, y: y - 0.5 },
        { x: x - 0.5, y: y + 0.5 },
      ],
      false,
    );
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  labels.tokens.push(tokenLabel(placement, figure, standing, i18n));
}

/**
 * A token's one label: its name, its height above the table, its markers, in their colours. One label, not three,
 * so a marker never floats between two tokens with no telling whose it is.
 */
export function tokenLabel(
  placement: FigurePlacement,
  figure: Figure | undefined,
  standing: boolean,
  i18n: Localizer,
): LabelWish {
  const { x, y } = placement.centre;
  const marks = figure ? markersOf(figure, i18n) : [];
  const runs: LabelRun[] = [
    { text: figure?.name ?? placement.id, colour: standing ? "#fff" : "#bdbdbd" },
    ...(placement.elevation > 0
      ? [{ text: ` ${elevationText(placement.elevation, i18n)}`, colour: ELEVATION_COLOUR }]
      : []),
    ...(marks.length > 0 ? [{ text: ` · ${marks.join(" ")}`, colour: "#ffd54f" }] : []),
  ];
  return {
    ...wish(runs.map((run) => run.text).join(""), { x, y: y - 1.05 }, runs[0]!.colour, 11),
    runs,
    anchor: { x: px(x), y: px(y) },
  };
}

/** A figure's height above the table, as its label and the target panel show it: "▲3"". */
export const elevationText = (inches: number, i18n: Localizer): string =>
  i18n.format("FPB.Sandbox.Battle.Canvas.Elevation", { inches: String(Math.round(inches * 10) / 10) });

/** The markers a token carries, as the tracker words them: Stun, Shock, casualty effects, Goner. */
export function markersOf(figure: Figure, i18n: Localizer): string[] {
  const c = figure.condition;
  const keys = [
    ...(c.marker ? [`FPB.Sandbox.Battle.Marker.${c.marker}`] : []),
    ...(["wounded", "dazed", "shutDown", "damaged", "bleeding", "goner"] as const)
      .filter((k) => c[k])
      .map((k) => `FPB.Sandbox.Battle.Marker.${k}`),
  ];
  return keys.map((key) => i18n.localize(key));
}

/** A token's disc as a box labels keep off. */
export const discBox = (p: FigurePlacement): Box => ({
  x: px(p.centre.x - p.radius),
  y: px(p.centre.y - p.radius),
  w: px(2 * p.radius),
  h: px(2 * p.radius),
});

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
