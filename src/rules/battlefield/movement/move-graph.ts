import type { Battlefield, FigurePlacement } from "../battlefield";
import { boxOf, EPSILON, insideIntervals, pointInPolygon, pointSegmentDistance, segmentPolygonDistance, segmentsIntersect, type Box, type Point } from "../geometry";
import { Buckets } from "./buckets";
import { climbCost, DOOR_OPENING_INCHES, WINDOW_CLIMB_INCHES } from "./movement-rules";

/** Something a step of a move paid for, for the path's explanation. */
export interface MoveNote {
  readonly rule: string;
  readonly kind: "door" | "window" | "climb" | "difficult";
  /** The wall or feature. */
  readonly id: string;
  /** Inches of movement it cost (for difficult ground: inches moved in it). */
  readonly inches: number;
}

const NO_NOTES: readonly MoveNote[] = Object.freeze([]);

/** What one straight step costs. */
export interface StepCost {
  /** Its length plus doors, windows and climbing. */
  readonly base: number;
  /** Inches of it in difficult ground (charged per whole move: +1" per full 2"). */
  readonly difficult: number;
  readonly notes: readonly MoveNote[];
}

/**
 * The table as a moving figure meets it, within one area: which straight steps it may take and what each costs
 * ("Movement Action", "Moving Up and Down"). A step may not cross a sight or movement wall or a locked door, enter
 * impassable ground, or pass through another figure ("A figure cannot move directly through another figure at any
 * time"); the figure's centre follows the step, its base must stay clear of other bases.
 */
export class MoveGraph {
  readonly #battlefield: Battlefield;
  readonly #mover: FigurePlacement;
  readonly #skulker: boolean;
  readonly #walls: Buckets;
  readonly #features: Buckets;
  readonly #figures: Buckets;

  /** Whether any difficult ground lies in the area (its per-2" rounding lets a path run up to 1" further). */
  readonly hasDifficultGround: boolean;

  constructor(battlefield: Battlefield, mover: FigurePlacement, skulker: boolean, area: Box) {
    this.#battlefield = battlefield;
    this.#mover = mover;
    this.#skulker = skulker;
    const { walls, features, figures, index } = battlefield;
    this.#walls = new Buckets(area, walls.length);
    for (const i of index.wallsIn(area)) this.#walls.add(i, boxOf([walls[i]!.a, walls[i]!.b]));
    this.#features = new Buckets(area, features.length);
    let difficult = false;
    for (const i of index.featuresIn(area)) {
      const feature = features[i]!;
      // Area features (woods) do not slow a move, and flat features other than difficult or impassable ground do nothing.
      if (feature.kind === "area" || (feature.kind !== "difficult" && feature.kind !== "impassable" && feature.height <= 0)) continue;
      difficult ||= feature.kind === "difficult";
      this.#features.add(i, feature.box);
    }
    this.hasDifficultGround = difficult;
    this.#figures = new Buckets(area, figures.length);
    for (const i of index.figuresIn(boxOf([{ x: area.minX, y: area.minY }, { x: area.maxX, y: area.maxY }], mover.radius))) {
      const other = figures[i]!;
      if (other.id !== mover.id) this.#figures.add(i, boxOf([other.centre], other.radius + mover.radius));
    }
  }

  /** Whether nothing at all (wall, feature, figure) lies within `inches` of p: every step there is plain ground. */
  isOpenAround(p: Point, inches: number): boolean {
    const box = { minX: p.x - inches, minY: p.y - inches, maxX: p.x + inches, maxY: p.y + inches };
    return this.#walls.isEmpty(box) && this.#figures.isEmpty(box) && this.#features.isEmpty(box);
  }

  /** Whether the figure may stand here: on the table, not on impassable ground, its base clear of other bases. */
  canStand(p: Point): boolean {
    const { width, height, features, figures } = this.#battlefield;
    if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) return false;
    const box = { minX: p.x, minY: p.y, maxX: p.x, maxY: p.y };
    let ok = true;
    this.#features.forEach(box, (i) => {
      const feature = features[i]!;
      if (ok && feature.kind === "impassable" && pointInPolygon(p, feature.polygon)) ok = false;
    });
    if (!ok) return false;
    this.#figures.forEach(box, (i) => {
      const other = figures[i]!;
      if (ok && Math.hypot(other.centre.x - p.x, other.centre.y - p.y) < other.radius + this.#mover.radius - EPSILON) ok = false;
    });
    return ok;
  }

  /** The cost of the straight step u→v, or null when it may not be taken. Assumes both ends pass `canStand`. */
  step(u: Point, v: Point): StepCost | null {
    const { walls, features, figures } = this.#battlefield;
    const box = { minX: Math.min(u.x, v.x), minY: Math.min(u.y, v.y), maxX: Math.max(u.x, v.x), maxY: Math.max(u.y, v.y) };
    const length = Math.sqrt((v.x - u.x) ** 2 + (v.y - u.y) ** 2);
    if (this.#walls.isEmpty(box) && this.#figures.isEmpty(box) && this.#features.isEmpty(box)) return { base: length, difficult: 0, notes: NO_NOTES };
    let base = length, difficult = 0, blocked = false;
    const notes: MoveNote[] = [];

    this.#walls.forEach(box, (i) => {
      if (blocked) return;
      const wall = walls[i]!;
      if (!segmentsIntersect(u, v, wall.a, wall.b)) return;
      if (wall.kind === "sight" || wall.kind === "movement" || (wall.kind === "door" && wall.door === "locked")) blocked = true;
      else if (wall.kind === "door" && wall.door === "closed") {
        base += DOOR_OPENING_INCHES;
        notes.push({ rule: "Movement Action", kind: "door", id: wall.id, inches: DOOR_OPENING_INCHES });
      } else if (wall.kind === "window") {
        base += WINDOW_CLIMB_INCHES;
        notes.push({ rule: "Movement Action", kind: "window", id: wall.id, inches: WINDOW_CLIMB_INCHES });
      }
    });
    if (blocked) return null;

    this.#figures.forEach(box, (i) => {
      const other = figures[i]!;
      if (!blocked && pointSegmentDistance(other.centre, u, v) < other.radius + this.#mover.radius - EPSILON) blocked = true;
    });
    if (blocked) return null;

    this.#features.forEach(box, (i) => {
      if (blocked) return;
      const feature = features[i]!;
      if (feature.kind === "impassable") {
        if (segmentPolygonDistance(u, v, feature.polygon) < EPSILON) blocked = true;
      } else if (feature.kind === "difficult") {
        const inside = insideIntervals(u, v, feature.polygon).reduce((sum, [t0, t1]) => sum + (t1 - t0), 0) * length;
        if (inside > 0) {
          difficult += inside;
          notes.push({ rule: "Movement Action", kind: "difficult", id: feature.id, inches: inside });
        }
      } else if ((feature.kind === "linear" || feature.kind === "individual") && feature.height > 0) {
        // "Vertical obstacles can be traversed by simply paying the height of the obstacle": paid on the way in.
        if (pointInPolygon(u, feature.polygon)) return;
        if (!pointInPolygon(v, feature.polygon) && segmentPolygonDistance(u, v, feature.polygon) >= EPSILON) return;
        const climb = climbCost(feature.height, this.#skulker);
        base += climb;
        notes.push({ rule: "Moving Up and Down", kind: "climb", id: feature.id, inches: climb });
      }
    });
    return blocked ? null : { base, difficult, notes };
  }
}
