import type { FigurePlacement, TerrainFeature, Wall } from "../battlefield";
import * as geometry from "../geometry";
import { insideEnd, insideFraction, segmentsIntersect, type Point } from "../geometry";
import type { AreaFeatures, AreaFigures, AreaWalls } from "./move-area";
import {
  climbCost,
  descentCost,
  DOOR_OPENING_INCHES,
  FREE_DROP_INCHES,
  jumpDown,
  WINDOW_CLIMB_INCHES,
} from "./movement-rules";
import * as steps from "./move-step";
import {
  inFeature,
  JUMP_LANDING_INCHES,
  segmentDistanceSquared,
  touchesPolygon,
  type JumpStep,
  type MoveNote,
} from "./move-step";
import type { NearLists } from "./near-lists";

// Plain local constants: the step test reads them for every wall and feature it meets, and a module's own constant is
// the cheapest read there is (a dev server or test runner turns imported names into property reads).
const EPSILON = geometry.EPSILON;
const PAD = steps.PAD,
  WALL_BLOCKS = steps.WALL_BLOCKS,
  WALL_DOOR = steps.WALL_DOOR,
  FEATURE_DIFFICULT = steps.FEATURE_DIFFICULT,
  FEATURE_IMPASSABLE = steps.FEATURE_IMPASSABLE,
  FEATURE_LINEAR = steps.FEATURE_LINEAR;

/** `notes` with `note` added: the list is made only when a step has something to say (most have nothing). */
function noted(notes: MoveNote[] | null, note: MoveNote): MoveNote[] {
  if (!notes) return [note];
  notes.push(note);
  return notes;
}

/**
 * The test of one straight step against what `NearLists` gathered near it ("Movement Action", "Vertical movement,
 * jumping, falling and leaping"), with plain numbers and no allocation; its outcome is kept in its fields until the
 * next step. `MoveGraph` says what a step may and may not do.
 */
export class StepTest {
  readonly #skulker: boolean;
  readonly #leap: number;
  readonly #near: NearLists;
  readonly #walls: readonly Wall[];
  readonly #wallKind: Uint8Array;
  readonly #wallBox: Float64Array;
  readonly #features: readonly TerrainFeature[];
  readonly #featureKind: Uint8Array;
  readonly #featureBox: Float64Array;
  readonly #figures: readonly FigurePlacement[];
  readonly #figureReach: Float64Array;

  /** The last step's outcome: its base and difficult inches, and what it paid for (only when asked for notes). */
  base = 0;
  difficult = 0;
  notes: MoveNote[] | null = null;
  /** Whether the last refused step was refused only for entering impassable ground (a gap a leap may cross). */
  blockedByImpassable = false;
  /** The drop at the step's end, when it may end in a jump (else 0), and the feature dropped from. */
  drop = 0;
  dropId = "";
  /** The step's base cost without the climb down a jump spares, and how many of its notes come before that climb. */
  jumpBase = 0;
  notesBeforeDescent = 0;

  constructor(
    near: NearLists,
    walls: AreaWalls,
    features: AreaFeatures,
    figures: AreaFigures,
    skulker: boolean,
    leap: number,
  ) {
    this.#near = near;
    this.#skulker = skulker;
    this.#leap = leap;
    this.#walls = walls.walls;
    this.#wallKind = walls.kind;
    this.#wallBox = walls.box;
    this.#features = features.features;
    this.#featureKind = features.kind;
    this.#featureBox = features.box;
    this.#figures = figures.figures;
    this.#figureReach = figures.reach;
  }

  /** The last step as a jump down, or null when it drops 1" or less. */
  jumpOutcome(): JumpStep | null {
    if (this.drop <= FREE_DROP_INCHES) return null;
    const drop = this.drop,
      { endsMove, hitDamage } = jumpDown(drop);
    const notes = (this.notes ?? []).slice(0, this.notesBeforeDescent);
    notes.push({ rule: hitDamage === null ? "Jumping" : "Falling", kind: "jump", id: this.dropId, inches: drop });
    return { base: this.jumpBase, difficult: this.difficult, notes, drop, endsMove, hitDamage };
  }

  /**
   * The straight step u→v (of the given length, inside the box last gathered); true when it may be taken, its outcome
   * then in the fields above. `leaping`: it must cross a gap of impassable ground at most the leap wide.
   */
  test(u: Point, v: Point, length: number, leaping: boolean, withNotes: boolean): boolean {
    const minX = Math.min(u.x, v.x) - PAD,
      minY = Math.min(u.y, v.y) - PAD;
    const maxX = Math.max(u.x, v.x) + PAD,
      maxY = Math.max(u.y, v.y) + PAD;
    let base = length,
      difficult = 0;
    let notes: MoveNote[] | null = null;
    this.blockedByImpassable = false;
    this.drop = 0;
    const near = this.#near;

    const wallBox = this.#wallBox,
      nearWalls = near.walls;
    for (let k = 0; k < near.wallCount; k++) {
      const i = nearWalls[k]!,
        b = 4 * i;
      if (wallBox[b]! > maxX || wallBox[b + 2]! < minX || wallBox[b + 1]! > maxY || wallBox[b + 3]! < minY) continue;
      const wall = this.#walls[i]!;
      if (!segmentsIntersect(u, v, wall.a, wall.b)) continue;
      const kind = this.#wallKind[i]!;
      if (kind === WALL_BLOCKS) return false;
      const inches = kind === WALL_DOOR ? DOOR_OPENING_INCHES : WINDOW_CLIMB_INCHES;
      base += inches;
      if (withNotes)
        notes = noted(notes, {
          rule: "Movement Action",
          kind: kind === WALL_DOOR ? "door" : "window",
          id: wall.id,
          inches,
        });
    }

    const nearFigures = near.figures;
    for (let k = 0; k < near.figureCount; k++) {
      const i = nearFigures[k]!,
        reach = this.#figureReach[i]!,
        centre = this.#figures[i]!.centre;
      if (centre.x - reach > maxX || centre.x + reach < minX || centre.y - reach > maxY || centre.y + reach < minY)
        continue;
      // pointSegmentDistance(centre, u, v) < reach - EPSILON, squared: no square root in the inner loop.
      const clear = reach - EPSILON;
      if (segmentDistanceSquared(centre.x, centre.y, u, v) < clear * clear) return false;
    }

    const featureBox = this.#featureBox,
      nearFeatures = near.features;
    let groundU = 0,
      groundV = 0,
      peak = 0,
      peakId = "",
      gap = 0,
      gapId = "";
    let peakPolygon: readonly Point[] | null = null;
    for (let k = 0; k < near.featureCount; k++) {
      const i = nearFeatures[k]!,
        b = 4 * i;
      if (featureBox[b]! > maxX || featureBox[b + 2]! < minX || featureBox[b + 1]! > maxY || featureBox[b + 3]! < minY)
        continue;
      const feature = this.#features[i]!,
        kind = this.#featureKind[i]!,
        around = near.featureAround[k] === 1;
      if (kind === FEATURE_IMPASSABLE) {
        if (
          !touchesPolygon(
            u,
            v,
            feature.polygon,
            inFeature(u, feature.polygon, featureBox, i),
            inFeature(v, feature.polygon, featureBox, i),
          )
        )
          continue;
        if (!leaping) {
          this.blockedByImpassable = true;
          return false;
        }
        gap += insideFraction(u, v, feature.polygon) * length;
        if (gapId === "") gapId = feature.id;
      } else if (kind === FEATURE_DIFFICULT) {
        // Wholly inside, `insideFraction` is exactly 1 (no crossing, the middle inside).
        const inside = around ? length : insideFraction(u, v, feature.polygon) * length;
        if (inside > 0) {
          difficult += inside;
          if (withNotes)
            notes = noted(notes, { rule: "Movement Action", kind: "difficult", id: feature.id, inches: inside });
        }
      } else if (kind === FEATURE_LINEAR) {
        // "Vertical obstacles can be traversed by simply paying the height of the obstacle": paid on the way in.
        if (inFeature(u, feature.polygon, featureBox, i)) continue;
        if (!touchesPolygon(u, v, feature.polygon, false, inFeature(v, feature.polygon, featureBox, i))) continue;
        const climb = climbCost(feature.height, this.#skulker);
        base += climb;
        if (withNotes)
          notes = noted(notes, { rule: "Moving Up and Down", kind: "climb", id: feature.id, inches: climb });
      } else {
        // An individual feature is ground to stand on: the step goes up to the highest top it touches, then down.
        const h = feature.height;
        if (h <= peak && h <= groundU && h <= groundV) continue;
        const inU = inFeature(u, feature.polygon, featureBox, i),
          inV = inFeature(v, feature.polygon, featureBox, i);
        if (!touchesPolygon(u, v, feature.polygon, inU, inV)) continue;
        if (inU && h > groundU) groundU = h;
        if (inV && h > groundV) groundV = h;
        if (h > peak) {
          peak = h;
          peakId = feature.id;
          peakPolygon = feature.polygon;
        }
      }
    }
    if (leaping && (gap <= 0 || gap > this.#leap + 1e-9)) return false;
    if (gap > 0 && withNotes) notes = noted(notes, { rule: "Leaping", kind: "leap", id: gapId, inches: gap });
    if (peak > groundU) {
      // "Vertical obstacles can be traversed by simply paying the height of the obstacle in inches."
      const climb = climbCost(peak - groundU, this.#skulker);
      base += climb;
      if (withNotes) notes = noted(notes, { rule: "Moving Up and Down", kind: "climb", id: peakId, inches: climb });
    }
    this.jumpBase = base;
    this.notesBeforeDescent = notes?.length ?? 0;
    const drop = peak - groundV;
    if (drop > FREE_DROP_INCHES) {
      // "Any longer drop requires the character to either climb down (with the same cost as climbing up), or Jump."
      const climbDown = descentCost(drop, this.#skulker);
      base += climbDown;
      if (withNotes)
        notes = noted(notes, { rule: "Moving Up and Down", kind: "descent", id: peakId, inches: climbDown });
      // "A character can move to an edge and Jump down": only when the step ends at the foot of the drop, as the
      // jump ends the move; a step that goes on past the foot must climb down.
      const leaves = insideEnd(u, v, peakPolygon!);
      if ((1 - leaves) * length <= JUMP_LANDING_INCHES + 1e-9) {
        this.drop = drop;
        this.dropId = peakId;
      }
    }
    this.base = base;
    this.difficult = difficult;
    this.notes = notes;
    return true;
  }
}
