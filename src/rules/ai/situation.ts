import { arcOfFire } from "../figures/arc-of-fire";
import { isCrew, isEnemy, usableRangedWeapons, type CrewFigure, type EnemyFigure, type Figure } from "../figures/figure";
import type { Weapon } from "../figures/weapon";
import type { Battlefield, FigurePlacement } from "../battlefield/battlefield";
import { coverFrom, ADJACENT_INCHES } from "../battlefield/cover";
import { crouchingBehind } from "../battlefield/crouch";
import { distance, distanceToPolygon, type Point } from "../battlefield/geometry";
import { goodShotOf } from "../battlefield/good-shot";
import { lineOfSightBetween, type LineOfSight } from "../battlefield/line-of-sight";
import { reachOf, LATTICE_INCHES, type Reach, type ReachPoint } from "../battlefield/movement/reach";
import { inArc } from "../battlefield/arc";
import { rangeBetween } from "../battlefield/range";
import type { FiguresById } from "../battlefield/target-views";
import { TARGET_SELECTION_INCHES, type TargetView } from "../shooting/target-view";

/** The four edges of the table; "north" is y = 0, "west" is x = 0 (the table's own axes). */
export const TABLE_EDGES = ["north", "south", "east", "west"] as const;
export type TableEdge = (typeof TABLE_EDGES)[number];

/** Choices the GM (or a test) may make about how the AI reads the table. */
export interface AiOptions {
  /**
   * The player's side, for "next forward position" ("closer to the player's side"). By default the edge the crew
   * stand nearest to, on average: the battlefield snapshot does not record deployment zones.
   */
  readonly playerEdge?: TableEdge;
  /** Lattice of the movement search in inches (default `LATTICE_INCHES`); coarser is faster. */
  readonly lattice?: number;
  /**
   * Spacing in inches of the end points the AI considers (default 1"): a player measures to about an inch, and every
   * candidate costs a Line of Sight per opponent.
   */
  readonly candidateSpacing?: number;
}

/** An opponent on the table: its rules figure and where it stands. */
export interface Opponent {
  readonly figure: CrewFigure;
  readonly placement: FigurePlacement;
}

export const lookupFigure = (figures: FiguresById, id: string): Figure | undefined =>
  figures instanceof Map ? figures.get(id) : (figures as Readonly<Record<string, Figure>>)[id];

/** Distance from a point to a table edge. */
export function edgeDistance(battlefield: Battlefield, edge: TableEdge, p: Point): number {
  switch (edge) {
    case "north": return p.y;
    case "south": return battlefield.height - p.y;
    case "west": return p.x;
    case "east": return battlefield.width - p.x;
  }
}

/** The edge the crew stand nearest to on average: where the player deployed, as far as a snapshot can tell. */
export function inferPlayerEdge(battlefield: Battlefield, crew: readonly FigurePlacement[]): TableEdge {
  if (crew.length === 0) return "west";
  let best: TableEdge = "west", bestMean = Infinity;
  for (const edge of TABLE_EDGES) {
    const mean = crew.reduce((sum, c) => sum + edgeDistance(battlefield, edge, c.centre), 0) / crew.length;
    if (mean < bestMean - 1e-9) { best = edge; bestMean = mean; }
  }
  return best;
}

/** Kinds of terrain a figure can be in or behind for Cover; flat ground hides nothing. */
const givesCover = (kind: string, height: number): boolean =>
  kind === "area" || ((kind === "individual" || kind === "linear") && height > 0);

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
  #reach: Reach | null = null;
  #candidates: ReachPoint[] | null = null;
  readonly #spots = new Map<string, Spot>();

  constructor(battlefield: Battlefield, figures: FiguresById, enemyId: string, options: AiOptions = {}) {
    const figure = lookupFigure(figures, enemyId);
    if (!figure || !isEnemy(figure)) throw new RangeError(`Enemy Movement: "${enemyId}" is not an enemy figure`);
    const placement = battlefield.figures.find((f) => f.id === enemyId);
    if (!placement) throw new RangeError(`Enemy Movement: "${enemyId}" is not on the battlefield`);
    this.battlefield = battlefield;
    this.figures = figures;
    this.me = figure;
    this.placement = placement;
    this.options = options;
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
    this.playerEdge = options.playerEdge ?? inferPlayerEdge(battlefield, opponents.map((o) => o.placement));
    this.ranged = usableRangedWeapons(figure);
  }

  /** "Movement Action" and "Dash": where the enemy can get this activation. Searched once, when first asked. */
  get reach(): Reach {
    this.#reach ??= reachOf(this.battlefield, this.me, { lattice: this.options.lattice ?? LATTICE_INCHES });
    return this.#reach;
  }

  /**
   * The end points considered: the reachable lattice thinned to `candidateSpacing`, plus where the figure stands.
   * Sorted by cost, then position, so every choice between equals is the same every time.
   */
  get candidates(): readonly ReachPoint[] {
    if (this.#candidates) return this.#candidates;
    const lattice = this.options.lattice ?? LATTICE_INCHES;
    const every = Math.max(1, Math.round((this.options.candidateSpacing ?? 1) / lattice));
    const kept: ReachPoint[] = [{ x: this.placement.centre.x, y: this.placement.centre.y, cost: 0, withDash: false }];
    for (const p of this.reach.points) {
      const i = Math.round(p.x / lattice - 0.5), j = Math.round(p.y / lattice - 0.5);
      if (i % every === 0 && j % every === 0) kept.push(p);
    }
    kept.sort((a, b) => a.cost - b.cost || a.y - b.y || a.x - b.x);
    this.#candidates = kept;
    return kept;
  }

  /** What the table looks like from a point the enemy might stand on. */
  spot(point: Point): Spot {
    const key = `${point.x},${point.y}`;
    let spot = this.#spots.get(key);
    if (!spot) {
      spot = new Spot(this, point);
      this.#spots.set(key, spot);
    }
    return spot;
  }

  get here(): Spot {
    return this.spot(this.placement.centre);
  }

  /** The placement the enemy would have at a point. */
  placedAt(point: Point, facing = this.placement.facing): FigurePlacement {
    return { ...this.placement, centre: point, facing };
  }

  /** "the nearest enemy": the closest opponent to a point, base to base (ties: table order). */
  nearestOpponent(from: Point = this.placement.centre): Opponent | null {
    let best: Opponent | null = null, bestDistance = Infinity;
    const me = this.placedAt(from);
    for (const o of this.opponents) {
      const d = rangeBetween(me, o.placement);
      if (d < bestDistance - 1e-9) { best = o; bestDistance = d; }
    }
    return best;
  }

  distanceToNearest(point: Point): number {
    const me = this.placedAt(point);
    return this.opponents.reduce((best, o) => Math.min(best, rangeBetween(me, o.placement)), Infinity);
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

  /** Terrain features that give Cover, each once: the candidates of "next forward position" and Skulking. */
  coverFeatures(): number[] {
    const out: number[] = [];
    this.battlefield.features.forEach((feature, i) => {
      if (givesCover(feature.kind, feature.height)) out.push(i);
    });
    return out;
  }
}

/** How easy the best shot from a point is: 2 a target in the open, 1 only targets in Cover, 0 none. */
export type ShotEase = 0 | 1 | 2;

/**
 * One point the enemy might end its move on, seen from the table: who sees it there, whether it is in Cover from
 * each of them, and what it could shoot. Each answer is measured when first asked.
 */
export class Spot {
  readonly situation: Situation;
  readonly point: Point;
  readonly placement: FigurePlacement;
  readonly #sights: (LineOfSight | undefined)[] = [];
  readonly #coverMe: (boolean | undefined)[] = [];
  readonly #coverThem: (boolean | undefined)[] = [];
  #terrain: boolean | undefined;

  constructor(situation: Situation, point: Point) {
    this.situation = situation;
    this.point = point;
    this.placement = situation.placedAt(point);
  }

  /** "Lines of Sight" between the enemy here and opponent `i` (mutual). */
  sight(i: number): LineOfSight {
    let sight = this.#sights[i];
    if (!sight) {
      sight = lineOfSightBetween(this.situation.battlefield, this.placement, this.situation.opponents[i]!.placement);
      this.#sights[i] = sight;
    }
    return sight;
  }

  sees(i: number): boolean {
    return this.sight(i).visible;
  }

  /** Indices of the opponents that can see the enemy here. */
  seenBy(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.situation.opponents.length; i++) if (this.sees(i)) out.push(i);
    return out;
  }

  /** Whether anyone sees it here; stops at the first. */
  get seen(): boolean {
    for (let i = 0; i < this.situation.opponents.length; i++) if (this.sees(i)) return true;
    return false;
  }

  /** "Cover": opponent `i` firing at the enemy here would need a 6+. */
  coveredFrom(i: number): boolean {
    let covered = this.#coverMe[i];
    if (covered === undefined) {
      covered = coverFrom(this.situation.battlefield, this.situation.opponents[i]!.placement, this.placement, this.sight(i)).inCover;
      this.#coverMe[i] = covered;
    }
    return covered;
  }

  /** "Cover": the enemy here firing at opponent `i` would need a 6+. */
  targetInCover(i: number): boolean {
    let covered = this.#coverThem[i];
    if (covered === undefined) {
      covered = coverFrom(this.situation.battlefield, this.placement, this.situation.opponents[i]!.placement, this.sight(i)).inCover;
      this.#coverThem[i] = covered;
    }
    return covered;
  }

  /** In or touching a terrain feature that gives Cover. */
  get atTerrain(): boolean {
    this.#terrain ??= this.situation.coverFeaturesAt(this.point).length > 0;
    return this.#terrain;
  }

  /**
   * "Use Cover": "remain in Cover or out of sight": every opponent who can see the enemy here sees it in Cover.
   */
  get safe(): boolean {
    for (let i = 0; i < this.situation.opponents.length; i++) if (this.sees(i) && !this.coveredFrom(i)) return false;
    return true;
  }

  /**
   * "In Cover": in Cover from every opponent who sees it; when nobody sees it, at a terrain feature that would give
   * Cover (a figure in the middle of an empty field out of sight is not "in Cover").
   */
  get covered(): boolean {
    return this.seen ? this.safe : this.atTerrain;
  }

  /** Range from here to opponent `i`, base to base. */
  range(i: number): number {
    return rangeBetween(this.placement, this.situation.opponents[i]!.placement);
  }

  /** Opponent `i` is a legal target for one of the enemy's weapons from here (turning to face it: "Arc of Fire"). */
  canShoot(i: number, weapons: readonly Weapon[] = this.situation.ranged): boolean {
    if (weapons.length === 0) return false;
    const range = this.range(i);
    if (!weapons.some((w) => range <= w.range)) return false;
    return this.sees(i);
  }

  /** The targets the enemy could fire at from here. */
  targets(weapons: readonly Weapon[] = this.situation.ranged): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.situation.opponents.length; i++) if (this.canShoot(i, weapons)) out.push(i);
    return out;
  }

  /** "Target Selection": the easiest target from here decides the shot: in the open, in Cover, or none. */
  shotEase(weapons: readonly Weapon[] = this.situation.ranged): ShotEase {
    let ease: ShotEase = 0;
    for (const i of this.targets(weapons)) {
      if (!this.targetInCover(i)) return 2;
      ease = 1;
    }
    return ease;
  }

  /**
   * What the enemy here sees of each opponent, as "Target Selection" reads it. `inFirersArc` is true for every
   * target: "Enemies that are able to fire at a target will always turn to face the target" ("Arc of Fire").
   */
  targetViews(): TargetView[] {
    const { battlefield, opponents } = this.situation;
    return opponents.map((o, i) => {
      const sight = this.sight(i);
      const inCover = sight.visible ? this.targetInCover(i) : false;
      const targetArc = arcOfFire(o.figure);
      return {
        target: o.figure,
        distance: this.range(i),
        inCover,
        visible: sight.visible,
        inFirersArc: true,
        firerInTargetsArc: inArc(o.placement, targetArc, this.point),
        goodShot: sight.visible && goodShotOf(this.placement, o.placement, inCover, targetArc).goodShot,
        crouching: sight.visible && crouchingBehind(battlefield, o.placement, sight) !== null,
        withinThreeInchesOf: opponents.filter((other, j) => j !== i && rangeBetween(o.placement, other.placement) <= TARGET_SELECTION_INCHES).map((other) => other.figure.id),
      };
    });
  }

  /** Within 2" of a friendly figure (Beast: "remain within 2" of a friendly figure"). */
  nearFriend(inches = 2): boolean {
    return this.situation.friends.some((f) => rangeBetween(this.placement, f) <= inches + 1e-9);
  }

  distanceTo(p: Point): number {
    return distance(this.point, p);
  }
}
