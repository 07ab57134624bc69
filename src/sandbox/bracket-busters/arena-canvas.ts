import { BracketBusters as BB, LATTICE_INCHES, type Battlefield, type Point, type Reach } from "../../rules";
import { DUCTWAYS, TERMINALS } from "./arena";
import type { Positions } from "./table-geometry";

/** Pixels per tabletop inch: the 24'' arena is 600 px square. */
export const PX_PER_INCH = 25;
export const GANG_COLOURS = ["#1e88e5", "#e53935", "#43a047", "#fb8c00"] as const;
export const READY_COLOUR = "#ffd600";
export const REACH_COLOUR = "rgba(58, 123, 213, 0.32)";
export const DUCTWAY_COLOUR = "#4dd0e1";
export const TERMINAL_COLOUR = "#ba68c8";

const px = (inches: number): number => inches * PX_PER_INCH;

/** What the map shows besides the arena and the fighters. */
export interface Overlay {
  readonly selectedId: string | null;
  readonly reach: Reach | null;
  /** The Group Activation radius being nominated from: its initiator and inches. */
  readonly radius: { readonly fighterId: string; readonly inches: number } | null;
  /** Letters on the map (D for a ductway, T for the terminal), from lang. */
  readonly letters: { readonly ductway: string; readonly terminal: string };
}

function drawArena(ctx: CanvasRenderingContext2D, table: Battlefield): void {
  ctx.fillStyle = "#3b3a33";
  ctx.fillRect(0, 0, px(table.width), px(table.height));
  ctx.strokeStyle = "rgba(255,255,255,0.06)";
  ctx.lineWidth = 1;
  for (let i = 1; i < table.width; i++) {
    ctx.beginPath();
    ctx.moveTo(px(i), 0);
    ctx.lineTo(px(i), px(table.height));
    ctx.moveTo(0, px(i));
    ctx.lineTo(px(table.width), px(i));
    ctx.stroke();
  }
  for (const feature of table.features) {
    ctx.beginPath();
    feature.polygon.forEach((p, i) => {
      if (i === 0) ctx.moveTo(px(p.x), px(p.y));
      else ctx.lineTo(px(p.x), px(p.y));
    });
    ctx.closePath();
    ctx.fillStyle = feature.kind === "linear" ? "rgba(188, 170, 120, 0.9)" : "rgba(141, 110, 99, 0.9)";
    ctx.fill();
    ctx.strokeStyle = "#e0d0b0";
    ctx.stroke();
  }
  for (const wall of table.walls) {
    ctx.beginPath();
    ctx.moveTo(px(wall.a.x), px(wall.a.y));
    ctx.lineTo(px(wall.b.x), px(wall.b.y));
    ctx.strokeStyle = wall.kind === "door" ? "#ffb74d" : "#e0e0e0";
    ctx.lineWidth = wall.kind === "door" ? 4 : 5;
    ctx.stroke();
  }
}

/** A terminal's or ductway end's marker with its letter, `letterPx` high as drawn (larger where the map is shown small). */
function marker(
  ctx: CanvasRenderingContext2D,
  at: Point,
  colour: string,
  letter: string,
  square: boolean,
  letterPx: number,
): void {
  const half = Math.max(9, Math.round(letterPx * 0.8));
  ctx.beginPath();
  if (square) ctx.rect(px(at.x) - half, px(at.y) - half, half * 2, half * 2);
  else ctx.arc(px(at.x), px(at.y), half + 1, 0, Math.PI * 2);
  ctx.fillStyle = "rgba(0,0,0,0.55)";
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.fillStyle = colour;
  ctx.font = `bold ${letterPx}px sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(letter, px(at.x), px(at.y));
}

function drawFixtures(ctx: CanvasRenderingContext2D, overlay: Overlay, letterPx: number): void {
  for (const duct of DUCTWAYS) {
    const [a, b] = duct.ends;
    ctx.setLineDash([4, 6]);
    ctx.beginPath();
    ctx.moveTo(px(a.x), px(a.y));
    ctx.lineTo(px(b.x), px(b.y));
    ctx.strokeStyle = "rgba(77, 208, 225, 0.45)";
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.setLineDash([]);
    for (const end of duct.ends) marker(ctx, end, DUCTWAY_COLOUR, overlay.letters.ductway, false, letterPx);
  }
  for (const terminal of TERMINALS) marker(ctx, terminal.at, TERMINAL_COLOUR, overlay.letters.terminal, true, letterPx);
}

function drawReach(ctx: CanvasRenderingContext2D, reach: Reach): void {
  ctx.fillStyle = REACH_COLOUR;
  const half = px(LATTICE_INCHES) / 2;
  for (const p of reach.points) ctx.fillRect(px(p.x) - half, px(p.y) - half, half * 2, half * 2);
}

function drawFighter(
  ctx: CanvasRenderingContext2D,
  f: BB.BattleFighter,
  at: BB.Placement,
  colour: string,
  state: BB.BattleState,
  selected: boolean,
): void {
  const x = px(at.x);
  const y = px(at.y);
  const r = px(at.radius);
  const prone = f.status === "pinned" || f.status === "seriouslyInjured";
  // The vision arc (ruling 12): the 90° to the fighter's front.
  const facing = (at.facing * Math.PI) / 180;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.arc(x, y, r * 2.2, facing - Math.PI / 4, facing + Math.PI / 4);
  ctx.closePath();
  ctx.fillStyle = "rgba(255,255,255,0.12)";
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = prone ? `${colour}88` : colour;
  ctx.fill();
  const activating = state.turn?.activation?.fighterId === f.fighter.id;
  ctx.lineWidth = activating || selected ? 3 : 1.5;
  ctx.strokeStyle = activating ? READY_COLOUR : selected ? "#ffffff" : "rgba(0,0,0,0.8)";
  if (prone) ctx.setLineDash([3, 3]);
  ctx.stroke();
  ctx.setLineDash([]);
  if (f.status === "broken" || f.status === "seriouslyInjured") {
    ctx.beginPath();
    ctx.moveTo(x - r * 0.6, y - r * 0.6);
    ctx.lineTo(x + r * 0.6, y + r * 0.6);
    ctx.moveTo(x + r * 0.6, y - r * 0.6);
    ctx.lineTo(x - r * 0.6, y + r * 0.6);
    ctx.strokeStyle = f.status === "broken" ? "#ffffff" : "#ff8a80";
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  if (f.ready) {
    ctx.beginPath();
    ctx.arc(x + r * 0.8, y - r * 0.8, 4, 0, Math.PI * 2);
    ctx.fillStyle = READY_COLOUR;
    ctx.fill();
    ctx.strokeStyle = "#000";
    ctx.lineWidth = 1;
    ctx.stroke();
  }
}

/** A fighter's name under its base, drawn after every base so no token (a charger in contact) covers it. */
function drawLabel(ctx: CanvasRenderingContext2D, f: BB.BattleFighter, at: BB.Placement, labelPx: number): void {
  const x = px(at.x);
  const y = px(at.y) + px(at.radius) + 1;
  ctx.font = `bold ${labelPx}px sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(0,0,0,0.85)";
  const label = f.fighter.name.split(" ")[0] ?? f.fighter.name;
  ctx.strokeText(label, x, y);
  ctx.fillStyle = "#fff";
  ctx.fillText(label, x, y);
}

/** The whole map: arena, ductways and terminal, the reach of the movement asked about, radius, fighters. */
export function drawMap(
  canvas: HTMLCanvasElement,
  table: Battlefield,
  state: BB.BattleState,
  positions: Positions,
  overlay: Overlay,
): void {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  // A name shown smaller than 10 screen pixels (a phone shows the map at about 0.6) is drawn larger to read there.
  const shown = Math.min(1, canvas.clientWidth / canvas.width || 1);
  const labelPx = Math.max(10, Math.ceil(10 / shown));
  drawArena(ctx, table);
  if (overlay.reach) drawReach(ctx, overlay.reach);
  // The T and D letters likewise: 11 drawn pixels at full size, never under 10 on the screen.
  drawFixtures(ctx, overlay, Math.max(11, Math.ceil(10 / shown)));
  const radius = overlay.radius;
  const centre = radius ? positions[radius.fighterId] : undefined;
  if (radius && centre) {
    ctx.beginPath();
    ctx.arc(px(centre.x), px(centre.y), px(radius.inches + centre.radius), 0, Math.PI * 2);
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = READY_COLOUR;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const onField = state.gangs.flatMap((gang, g) =>
    BB.fightersOf(state, gang.id).flatMap((f) => {
      const at = positions[f.fighter.id];
      return at && BB.onBattlefield(f) ? [{ f, at, colour: GANG_COLOURS[g % GANG_COLOURS.length]! }] : [];
    }),
  );
  for (const { f, at, colour } of onField) drawFighter(ctx, f, at, colour, state, overlay.selectedId === f.fighter.id);
  for (const { f, at } of onField) drawLabel(ctx, f, at, labelPx);
}

/** The fighter on the battlefield under a point of the map, if any. */
export function fighterAt(state: BB.BattleState, positions: Positions, at: Point): string | null {
  for (const f of state.fighters) {
    const p = positions[f.fighter.id];
    if (p && BB.onBattlefield(f) && Math.hypot(p.x - at.x, p.y - at.y) <= p.radius + 0.15) return f.fighter.id;
  }
  return null;
}
