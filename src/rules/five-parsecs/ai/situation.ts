import { isCrew, isEnemy, usableRangedWeapons, type EnemyFigure } from "../figures/figure";
import type { Weapon } from "../figures/weapon";
import type { Battlefield, FigurePlacement } from "../../core/battlefield/battlefield";
import { ADJACENT_INCHES } from "../../core/battlefield/cover";
import { distanceToPolygon, type Point } from "../../core/battlefield/geometry";
import { withJoinedWalls } from "../../core/battlefield/sight-walls";
import { baseElevation, groundUnder } from "../../core/battlefield/movement/footing";
import { moveAllowance } from "../battlefield/figure-movement";
import { LATTICE_INCHES, type MovePath, type Reach, type ReachPoint } from "../../core/battlefield/movement/reach";
import { rangeBetween, rangeFrom } from "../../core/battlefield/range";
import { lookupFigure, type FiguresById } from "../battlefield/target-views";
import { PhaseMemo, type SearchAim } from "./phase-memo";
import { Spot, type Opponent, type ShotEase } from "./spot";
import { TABLE_EDGES, type TableEdge } from "./table-edges";

export type { TableEdge } from "./table-edges";

/** The AI's movement lattice by default (see `AiOptions.lattice`). */
export const AI_LATTICE_INCHES = LATTICE_INCHES;
/** The spacing of the AI's candidate end points by default (see `AiOptions.candidateSpacing`). */
export const AI_CANDIDATE_INCHES = 1;

/** Choices the GM (or a test) may make about how the AI reads the table. */
export interface AiOptions {
  /**
   * The player's side, for "next forward position" ("closer to the player's side"). By default the edge the crew
   * stand nearest to, on average: the battlefield snapshot does not record deployment zones.
   */
  readonly playerEdge?: TableEdge;
  /** Lattice of the movement search in inches (default `AI_LATTICE_INCHES`); coarser is faster. */
  readonly lattice?: number;
  /**
   * Spacing in inches of the end points the AI considers (default `AI_CANDIDATE_INCHES`): every candidate costs a Line
   * of Sight per opponent.
   */
  readonly candidateSpacing?: number;
}

/** The AI's callers look figures up here; the lookup itself is the battlefield's. */
export { lookupFigure };

/** Distance from a point to a table edge. */
export function edgeDistance(battlefield: Battlefield, edge: TableEdge, p: Point): number {
  switch (edge) {
    case "north":
      return p.y;
    case "south":
      return battlefield.height - p.y;
    case "west":
      return p.x;
    case "east":
      return battlefield.width - p.x;
  }
}

/** The edge the crew stand nearest to on average: where the player deployed, as far as a snapshot can tell. */
export function inferPlayerEdge(battlefield: Battlefield, crew: readonly FigurePlacement[]): TableEdge {
  if (crew.length === 0) return "west";
  let best: TableEdge = "west",
    bestMean = Infinity;
  for (const edge of TABLE_EDGES) {
    const mean = crew.reduce((sum, c) => sum + edgeDistance(battlefield, edge, c.centre), 0) / crew.length;
    if (mean < bestMean - 1e-9) {
      best = edge;
      bestMean = mean;
    }
  }
  return best;
}

/** Kinds of terrain a figure can be in or behind for Cover; flat ground hides nothing. */
const givesCover = (kind: string, height: number): boolean =>
  kind === "area" || ((kind === "individual" || kind === "linear") && height > 0);

/** The candidates of an aimed search (`Situation.towards`, `Situation.atFeatures`), and the reach for their paths. */
export interface Aimed {
  readonly candidates: readonly ReachPoint[];
  readonly reach: Reach;
}

/**
 * Everything the AI needs to know about one enemy's activation: the table, the enemy, its opponents and friends, where
 * it can move, and what each point it might end on looks like. Points are measured lazily and remembered, because
 * Line of Sight and Cover are the costly part and most candidates are ruled out by cheaper tests first.
 */
export class Situation {
  readonly battlefield: Battlefield;
  readonly figures: FiguresById;
  readonly me: EnemyFigure;
  readonly placement: FigurePlacement;
  readonly opponents: readonly Opponent[];
  /** The other enemies on the table (not Goners). */
  readonly friends: readonly FigurePlacement[];
  readonly playerEdge: TableEdge;
  readonly options: AiOptions;
  readonly ranged: readonly Weapon[];
  /** The longest range among its ranged weapons (-Infinity without one): no target lies beyond it. */
  readonly longestRange: number;
  readonly memo: PhaseMemo;
  #reach: Reach | null = null;
  #sightTable: Battlefield | null = null;
  #candidates: ReachPoint[] | null = null;
  #moveOnly: Reach | null = null;
  #moveCandidates: readonly ReachPoint[] | null = null;
  /** The level the enemy walks on: its elevation less any feature it has climbed (`baseElevation`). */
  #level: number | undefined;
  /** See `Surroundings.exposer`. */
  exposer = 0;
  /** By x, then y: number keys, as writing each point out as a string cost more than measuring some of them. */
  readonly #spots = new Map<number, Map<number, Spot>>();

  /** `memo`: shared by the situations of one phase, so each enemy's reach is searched once per table state. */
  constructor(
    battlefield: Battlefield,
    figures: FiguresById,
    enemyId: string,
    options: AiOptions = {},
    memo: PhaseMemo = new PhaseMemo(),
  ) {
    const figure = lookupFigure(figures, enemyId);
    if (!figure || !isEnemy(figure)) throw new RangeError(`Enemy Movement: "${enemyId}" is not an enemy figure`);
    const placement = battlefield.figures.find((f) => f.id === enemyId);
    if (!placement) throw new RangeError(`Enemy Movement: "${enemyId}" is not on the battlefield`);
    this.battlefield = battlefield;
    this.figures = figures;
    this.me = figure;
    this.placement = placement;
    this.options = options;
    this.memo = memo;
    const opponents: Opponent[] = [];
    const friends: FigurePlacement[] = [];
    for (const p of battlefield.figures) {
      const other = lookupFigure(figures, p.id);
      if (!other || other.condition.goner || p.id === enemyId) continue;
      if (isCrew(other)) opponents.push({ figure: other, placement: p });
      else friends.push(p);
    }
    this.opponents = opponents;
    this.friends = friends;
    this.playerEdge =
      options.playerEdge ??
      inferPlayerEdge(
        battlefield,
        opponents.map((o) => o.placement),
      );
    this.ranged = usableRangedWeapons(figure);
    this.longestRange = this.ranged.reduce((longest, w) => Math.max(longest, w.range), -Infinity);
  }

  /** The lattice of the movement search, in inches. */
  get lattice(): number {
    return this.options.lattice ?? AI_LATTICE_INCHES;
  }

  /**
   * The table as Line of Sight and Cover are measured on for candidate end points: the same verdicts, from straight
   * runs of wall instead of a traced scene's short pieces (`withJoinedWalls`). The AI shows verdicts, never their
   * reasons.
   */
  get sightTable(): Battlefield {
    this.#sightTable ??= withJoinedWalls(this.battlefield);
    return this.#sightTable;
  }

  /** "Movement Action": the enemy's move allowance, known without searching where it leads. */
  get move(): number {
    return moveAllowance(this.me);
  }

  /** "Dash": the furthest the enemy can get this activation; no point of its reach lies further from where it stands. */
  get dash(): number {
    return moveAllowance(this.me, true);
  }

  /** "Movement Action" and "Dash": where the enemy can get this activation. Searched once, when first asked. */
  get reach(): Reach {
    this.#reach ??= this.memo.reachOf(this.battlefield, this.me, this.lattice, true, this.#every);
    return this.#reach;
  }

  /**
   * The end points considered: the reachable lattice thinned to `candidateSpacing`, plus where the figure stands.
   * Sorted by cost, then position, so every choice between equals is the same every time.
   */
  get candidates(): readonly ReachPoint[] {
    this.#candidates ??= this.#ordered(this.reach.points);
    return this.#candidates;
  }

  /**
   * The candidates within the move allowance (no Dash), in the same order: from the move-only search when nothing has
   * asked for the Dash, a search of about half the area.
   */
  get moveCandidates(): readonly ReachPoint[] {
    if (this.#moveCandidates) return this.#moveCandidates;
    this.#moveCandidates = this.#reach
      ? this.candidates.filter((c) => !c.withDash)
      : this.#ordered(this.#moveReach().points);
    return this.#moveCandidates;
  }

  /**
   * The cheapest path to `end` within `maxCost` inches: from the move-only search when it is enough and the full reach
   * has not been searched.
   */
  pathTo(end: Point, maxCost: number): MovePath | null {
    const path = (!this.#reach && maxCost <= this.move + 1e-9 ? this.#moveReach() : this.reach).pathTo(end);
    return path && path.cost <= maxCost + 1e-9 ? path : null;
  }

  /**
   * "As fast as possible towards" `point`: the candidates, in the order of `candidates`, and the reach they come from
   * (for the path): the full reach when it is known, else a search only as far as the candidate nearest `point` needs
   * (`Reach.toward`: that candidate and any as near are listed at their cost, others may be missing or dearer).
   */
  towards(point: Point): Aimed {
    return this.#aimed({ options: { toward: point }, key: `${point.x},${point.y}` });
  }

  /**
   * Heading for one of some terrain features ("next forward position"): the candidates in Cover at one of them
   * (within 1" of it, as `coverFeaturesAt` counts them), in the order of `candidates`, and the reach they come from:
   * the full reach when it is known, else a search only as far as those points need (`Reach.within`: other candidates
   * may be missing or dearer).
   */
  atFeatures(features: readonly number[], withDash: boolean): Aimed {
    const shapes = features.map((i) => this.battlefield.features[i]!.polygon);
    // A hair past `coverFeaturesAt`'s tolerance, so that no candidate it counts is left out.
    return this.#aimed(
      {
        options: { within: { shapes, inches: this.placement.radius + ADJACENT_INCHES + 1e-5 } },
        key: `at ${features.join(",")}`,
      },
      withDash,
    );
  }

  /** `withDash: false`: the move allowance only, as `moveCandidates`. */
  #aimed(aim: SearchAim, withDash = true): Aimed {
    const known = this.#reach ?? (withDash ? null : this.#moveOnly);
    const reach = known ?? this.memo.reachOf(this.battlefield, this.me, this.lattice, withDash, this.#every, aim);
    if (reach.toward || reach.within) return { candidates: this.#ordered(reach.points), reach };
    if (withDash) this.#reach = reach;
    else if (!this.#reach) this.#moveOnly = reach;
    return { candidates: withDash ? this.candidates : this.moveCandidates, reach };
  }

  #moveReach(): Reach {
    this.#moveOnly ??= this.memo.reachOf(this.battlefield, this.me, this.lattice, false, this.#every);
    return this.#moveOnly;
  }

  /** The candidates' spacing in lattice points: the reach lists only those (`listEvery`), so a search never lists more. */
  get #every(): number {
    return Math.max(1, Math.round((this.options.candidateSpacing ?? AI_CANDIDATE_INCHES) / this.lattice));
  }

  /** The reachable points at `candidateSpacing` (as the reach lists them), plus where the figure stands, by cost then position. */
  #ordered(points: readonly ReachPoint[]): ReachPoint[] {
    const kept: ReachPoint[] = [
      { x: this.placement.centre.x, y: this.placement.centre.y, cost: 0, withDash: false },
      ...points,
    ];
    kept.sort((a, b) => a.cost - b.cost || a.y - b.y || a.x - b.x);
    return kept;
  }

  /** What the table looks like from a point the enemy might stand on. */
  spot(point: Point): Spot {
    let column = this.#spots.get(point.x);
    if (!column) {
      column = new Map();
      this.#spots.set(point.x, column);
    }
    let spot = column.get(point.y);
    if (!spot) {
      spot = new Spot(this, point);
      column.set(point.y, spot);
    }
    return spot;
  }

  get here(): Spot {
    return this.spot(this.placement.centre);
  }

  /**
   * The placement the enemy would have at a point: on top of an individual feature whose top it climbed onto
   * ("Moving Up and Down"), so that its height counts for sight and Cover, never hidden inside the feature.
   */
  placedAt(point: Point, facing = this.placement.facing): FigurePlacement {
    const here = point.x === this.placement.centre.x && point.y === this.placement.centre.y;
    this.#level ??= baseElevation(this.battlefield, this.placement);
    return {
      ...this.placement,
      centre: point,
      facing,
      elevation: here ? this.placement.elevation : this.#level + groundUnder(this.battlefield, point),
    };
  }

  /** "the nearest enemy": the closest opponent to a point, base to base (ties: table order). */
  nearestOpponent(from: Point = this.placement.centre): Opponent | null {
    let best: Opponent | null = null,
      bestDistance = Infinity;
    const me = this.placedAt(from);
    for (const o of this.opponents) {
      const d = rangeBetween(me, o.placement);
      if (d < bestDistance - 1e-9) {
        best = o;
        bestDistance = d;
      }
    }
    return best;
  }

  /** Range ("base to base") from the enemy standing at `point` to the nearest opponent. */
  distanceToNearest(point: Point): number {
    let nearest = Infinity;
    for (const o of this.opponents) nearest = Math.min(nearest, rangeFrom(point, this.placement.radius, o.placement));
    return nearest;
  }

  /**
   * The best `Spot.shotEase` at `point` could be, from ranges alone: none when no opponent is within range of a
   * weapon there ("Targets must be within weapon range"), else a target in the open. For a position search's bounds.
   */
  shotEaseAtMost(point: Point): ShotEase {
    return this.opponentInRangeAt(point) ? 2 : 0;
  }

  /** Whether an opponent is within range of one of its weapons from `point`, sight aside ("Targets must be within weapon range"). */
  opponentInRangeAt(point: Point): boolean {
    return this.opponents.some((o) => rangeFrom(point, this.placement.radius, o.placement) <= this.longestRange);
  }

  edgeDistance(point: Point): number {
    return edgeDistance(this.battlefield, this.playerEdge, point);
  }

  /** The terrain features giving Cover whose outline the enemy at `point` is within or touching (within 1"). */
  coverFeaturesAt(point: Point): number[] {
    const reach = this.placement.radius + ADJACENT_INCHES;
    const box = { minX: point.x - reach, minY: point.y - reach, maxX: point.x + reach, maxY: point.y + reach };
    const found: number[] = [];
    for (const i of this.battlefield.index.featuresIn(box)) {
      const feature = this.battlefield.features[i]!;
      if (!givesCover(feature.kind, feature.height)) continue;
      // Within the feature (distance 0) or in contact with it: "in contact with a terrain feature" ("Cover").
      if (distanceToPolygon(point, feature.polygon) - this.placement.radius <= ADJACENT_INCHES + 1e-6) found.push(i);
    }
    return found.sort((a, b) => a - b);
  }

  /**
   * Whether terrain feature `i` gives Cover: one of the candidates of "next forward position", Shock and Skulking
   * (found near the figure first, `featuresByDistance`, so that far features cost nothing).
   */
  givesCover(i: number): boolean {
    const feature = this.battlefield.features[i]!;
    return givesCover(feature.kind, feature.height);
  }
}

export { Spot, type ShotEase, type Opponent } from "./spot";
