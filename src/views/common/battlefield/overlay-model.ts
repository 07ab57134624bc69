import {
  coverFrom,
  inArc,
  isRanged,
  lineOfSightBetween,
  type Battlefield,
  type FigurePlacement,
  type Figure,
  type Point,
  type ReachPoint,
} from "../../../rules";
import type { Localizer } from "../i18n/describe-violation";
import { describeReasons } from "./measure";

/*
 * What the canvas overlays show, worked out as plain data in tabletop inches: which colour a line of sight gets and
 * why, the outline of an Arc of Fire, the rows of a figure's reach. The drawing code only converts to pixels and draws.
 */

export type SightLineState = "clear" | "cover" | "blocked";

/** Clear green, Cover amber, blocked red: the usual traffic-light reading. */
export const SIGHT_LINE_COLOURS: Readonly<Record<SightLineState, number>> = {
  clear: 0x2e9e4f,
  cover: 0xe0a020,
  blocked: 0xd03030,
};
export const REACH_COLOURS = { move: 0x3a7bd5, dash: 0x8fb8ee } as const;
export const ARC_COLOUR = 0xf5f5dc;

/** One line from the firer to a target, with its verdict and the reasons for the hover text. */
export interface SightLineView {
  readonly from: Point;
  readonly to: Point;
  readonly state: SightLineState;
  readonly colour: number;
  /** "Clear shot", "Target in Cover", "No Line of Sight", plus "outside the Arc of Fire" when it is. */
  readonly label: string;
  /** The label, then one line per reason. */
  readonly tooltip: string;
  readonly inArc: boolean | null;
}

/**
 * "Lines of Sight" and "Cover" from a firer to a target, as a line to draw: blocked when the firer cannot see the
 * target, Cover when it can and the target is in Cover, clear otherwise. `arcDegrees` is the firer's Arc of Fire when
 * its rules figure is known (the label then says when the target is outside it), null otherwise.
 */
/**
 * The hover names the first reasons met along the line, at most this many: a line across a crowded table meets hundreds
 * of walls, a list of them helps nobody, and wording each one was most of the hover's time (issue 37).
 */
export const TOOLTIP_REASONS = 12;

export function sightLineView(
  battlefield: Battlefield,
  firer: FigurePlacement,
  target: FigurePlacement,
  arcDegrees: number | null,
  names: ReadonlyMap<string, string>,
  i18n: Localizer,
): SightLineView {
  const sight = lineOfSightBetween(battlefield, firer, target);
  const cover = sight.visible ? coverFrom(battlefield, firer, target, sight) : null;
  const state: SightLineState = !sight.visible ? "blocked" : cover?.inCover ? "cover" : "clear";
  const reasons = !sight.visible ? sight.blockedBy : (cover?.reasons ?? []);
  const arc = arcDegrees === null ? null : inArc(firer, arcDegrees, target.centre);
  const label = [
    i18n.localize(`FPB.Battlefield.Line.${state}`),
    ...(arc === false ? [i18n.localize("FPB.Battlefield.Line.outOfArc")] : []),
  ].join(" · ");
  const tooltip = [label, ...describeReasons(reasons.slice(0, TOOLTIP_REASONS), names, i18n)].join("\n");
  return {
    from: firer.centre,
    to: target.centre,
    state,
    colour: SIGHT_LINE_COLOURS[state],
    label,
    tooltip,
    inArc: arc,
  };
}

/** How far the Arc of Fire is drawn: the longest ranged weapon's range, or 12" for a figure without one. */
export function arcRadius(figure: Figure | null, fallback = 12): number {
  const ranges = (figure?.weapons ?? []).filter(isRanged).map((weapon) => weapon.range);
  return ranges.length > 0 ? Math.max(...ranges) : fallback;
}

/**
 * The outline of an Arc of Fire ("Arc of Fire": the wedge of `degrees` centred on the facing) out to `radius`
 * inches: the figure's centre, then the arc from one edge to the other. A 360° arc is a full circle.
 */
export function arcWedge(figure: FigurePlacement, degrees: number, radius: number, segmentsPerQuarter = 8): Point[] {
  const width = Math.min(360, Math.max(0, degrees));
  const steps = Math.max(2, Math.ceil((width / 90) * segmentsPerQuarter));
  const start = figure.facing - width / 2;
  const rim = Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((start + (width * i) / steps) * Math.PI) / 180;
    return { x: figure.centre.x + radius * Math.cos(angle), y: figure.centre.y + radius * Math.sin(angle) };
  });
  return width >= 360 ? rim.slice(0, -1) : [figure.centre, ...rim];
}

/** A horizontal run of reachable lattice points, drawn as one rectangle `step` high. */
export interface ReachRun {
  readonly x0: number;
  readonly x1: number;
  readonly y: number;
  readonly withDash: boolean;
}

/**
 * "Movement Action" and "Dash": the reach as rectangles. Lattice points `step` apart in a row with the same allowance
 * (move or Dash) merge into one run from the left edge of the first cell to the right edge of the last.
 */
export function reachRuns(points: readonly ReachPoint[], step: number): ReachRun[] {
  const rows = new Map<number, ReachPoint[]>();
  for (const point of points) {
    const key = Math.round(point.y / step);
    const row = rows.get(key);
    if (row) row.push(point);
    else rows.set(key, [point]);
  }
  const runs: ReachRun[] = [];
  for (const row of [...rows.values()]) {
    row.sort((a, b) => a.x - b.x);
    let first = row[0]!,
      last = first;
    for (const point of row.slice(1)) {
      if (point.withDash === last.withDash && Math.abs(point.x - last.x - step) < step / 4) {
        last = point;
        continue;
      }
      runs.push({ x0: first.x - step / 2, x1: last.x + step / 2, y: first.y, withDash: first.withDash });
      first = last = point;
    }
    runs.push({ x0: first.x - step / 2, x1: last.x + step / 2, y: first.y, withDash: first.withDash });
  }
  return runs.sort((a, b) => a.y - b.y || a.x0 - b.x0);
}
