import { arcOfFire } from "../figures/arc-of-fire";
import type { Weapon } from "../figures/weapon";
import type { FigurePlacement } from "../../core/battlefield/battlefield";
import { isInCover } from "../../core/battlefield/cover";
import { crouchingBehind } from "../battlefield/crouch";
import { distance, type Point } from "../../core/battlefield/geometry";
import { goodShotOf } from "../battlefield/good-shot";
import { HIDDEN, SEEN_ACROSS_OPEN_GROUND, sightVerdict, type SightVerdict } from "../../core/battlefield/sight-verdict";
import { lineOfSightBetween, type LineOfSight } from "../../core/battlefield/line-of-sight";
import { inArc } from "../../core/battlefield/arc";
import { rangeBetween } from "../../core/battlefield/range";
import { TARGET_SELECTION_INCHES, type TargetView } from "../shooting/target-view";
import type { Battlefield } from "../../core/battlefield/battlefield";
import type { CrewFigure, EnemyFigure } from "../figures/figure";
import type { PhaseMemo } from "./phase-memo";

/** A crew figure the enemy weighs, and where it stands. */
export interface Opponent {
  readonly figure: CrewFigure;
  readonly placement: FigurePlacement;
}

/** What a spot needs of the enemy's situation (`Situation` is one): the table, the enemy, who is where, its guns. */
export interface Surroundings {
  readonly battlefield: Battlefield;
  /** The battlefield with touching walls joined, which sight is measured on. */
  readonly sightTable: Battlefield;
  /** What the phase remembers across enemies (and, when asked, every measure taken). */
  readonly memo: PhaseMemo;
  readonly me: EnemyFigure;
  readonly opponents: readonly Opponent[];
  readonly friends: readonly FigurePlacement[];
  readonly ranged: readonly Weapon[];
  /** The longest range among `ranged` (-Infinity without one). */
  readonly longestRange: number;
  placedAt(point: Point): FigurePlacement;
  coverFeaturesAt(point: Point): number[];
  /**
   * The opponent who last saw a spot out of Cover: asked first at the next spot, as neighbouring spots are mostly
   * exposed to the same opponent. Only the order of the measures depends on it, never a verdict.
   */
  exposer: number;
}

/** How easy the best shot from a point is: 2 a target in the open, 1 only targets in Cover, 0 none. */
export type ShotEase = 0 | 1 | 2;

/**
 * One point the enemy might end its move on, seen from the table: who sees it there, whether it is in Cover from
 * each of them, and what it could shoot. Each answer is measured when first asked.
 */
export class Spot {
  readonly situation: Surroundings;
  readonly point: Point;
  #placement: FigurePlacement | undefined;
  readonly #sights: (LineOfSight | undefined)[] = [];
  /** Per opponent: `sightVerdict` between the enemy here and them, once measured. */
  readonly #verdicts: (SightVerdict | undefined)[] = [];
  readonly #coverMe: (boolean | undefined)[] = [];
  readonly #coverThem: (boolean | undefined)[] = [];
  #terrain: boolean | undefined;

  constructor(situation: Surroundings, point: Point) {
    this.situation = situation;
    this.point = point;
  }

  /**
   * The enemy standing here (its elevation from the ground here): placed when first asked, as most candidates a
   * position search looks at fail a test that needs only the point (within the move, within the current Cover).
   */
  get placement(): FigurePlacement {
    this.#placement ??= this.situation.placedAt(this.point);
    return this.#placement;
  }

  /** "Lines of Sight" between the enemy here and opponent `i` (mutual). */
  sight(i: number): LineOfSight {
    let sight = this.#sights[i];
    if (!sight) {
      const { sightTable, opponents, memo } = this.situation;
      memo.measures?.push({ kind: "sight", table: sightTable, a: this.placement, b: opponents[i]!.placement });
      sight = lineOfSightBetween(sightTable, this.placement, opponents[i]!.placement);
      this.#sights[i] = sight;
    }
    return sight;
  }

  /** Whether the enemy here and opponent `i` see each other: the verdict alone, unless the full measure is known. */
  sees(i: number): boolean {
    const sight = this.#sights[i];
    if (sight) return sight.visible;
    return this.#verdict(i) !== HIDDEN;
  }

  #verdict(i: number): SightVerdict {
    let verdict = this.#verdicts[i];
    if (verdict === undefined) {
      const { sightTable, opponents, memo } = this.situation;
      memo.measures?.push({ kind: "verdict", table: sightTable, a: this.placement, b: opponents[i]!.placement });
      verdict = sightVerdict(sightTable, this.placement, opponents[i]!.placement);
      this.#verdicts[i] = verdict;
    }
    return verdict;
  }

  /** Indices of the opponents that can see the enemy here. */
  seenBy(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.situation.opponents.length; i++) if (this.sees(i)) out.push(i);
    return out;
  }

  /** Whether anyone sees it here; stops at the first (the last exposer asked first). */
  get seen(): boolean {
    const n = this.situation.opponents.length,
      first = this.situation.exposer;
    for (let k = 0; k < n; k++) if (this.sees((first + k) % n)) return true;
    return false;
  }

  /** "Cover": opponent `i` firing at the enemy here would need a 6+. */
  coveredFrom(i: number): boolean {
    this.#coverMe[i] ??= this.#cover(i, this.situation.opponents[i]!.placement, this.placement);
    return this.#coverMe[i];
  }

  /** "Cover": the enemy here firing at opponent `i` would need a 6+. */
  targetInCover(i: number): boolean {
    this.#coverThem[i] ??= this.#cover(i, this.placement, this.situation.opponents[i]!.placement);
    return this.#coverThem[i];
  }

  /**
   * Cover from `firer` to `target`, the enemy here and opponent `i` either way round: none when the verdict saw them
   * across open ground (nothing along the lines to hide either), else measured on the full Line of Sight.
   */
  #cover(i: number, firer: FigurePlacement, target: FigurePlacement): boolean {
    if (this.#verdicts[i] === SEEN_ACROSS_OPEN_GROUND) return false;
    const sight = this.sight(i),
      { sightTable, memo } = this.situation;
    memo.measures?.push({ kind: "cover", table: sightTable, a: firer, b: target });
    return isInCover(sightTable, firer, target, sight);
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
    const situation = this.situation,
      n = situation.opponents.length,
      first = situation.exposer;
    for (let k = 0; k < n; k++) {
      const i = (first + k) % n;
      if (this.sees(i) && !this.coveredFrom(i)) {
        situation.exposer = i;
        return false;
      }
    }
    return true;
  }

  /**
   * "In Cover": in Cover from every opponent who sees it; when nobody sees it, at a terrain feature that would give
   * Cover (a figure in the middle of an empty field out of sight is not "in Cover").
   */
  get covered(): boolean {
    // Seen out of Cover by anyone is the usual answer, and settles it without asking who else sees.
    if (!this.safe) return false;
    return this.seen || this.atTerrain;
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
   * What the enemy here sees of each opponent within `inches` (all by default), as "Target Selection" reads it: from
   * the verdict where it settles everything (not seen, or seen across open ground), else from the full Line of Sight.
   * `inFirersArc` is true for every target: "Enemies that are able to fire at a target will always turn to face the
   * target" ("Arc of Fire"). An opponent beyond every weapon's range is no target ("Targets must be within weapon
   * range"), so a shot asks only within the longest and measures no Line of Sight to the rest.
   */
  targetViews(inches = Infinity): TargetView[] {
    const { battlefield, opponents } = this.situation;
    return opponents.flatMap((o, i) => {
      if (this.range(i) > inches) return [];
      const visible = this.sees(i);
      const inCover = visible ? this.targetInCover(i) : false;
      const targetArc = arcOfFire(o.figure);
      return [
        {
          target: o.figure,
          distance: this.range(i),
          inCover,
          visible,
          inFirersArc: true,
          firerInTargetsArc: inArc(o.placement, targetArc, this.point),
          goodShot: visible && goodShotOf(this.placement, o.placement, inCover, targetArc).goodShot,
          // Crouching is behind a feature a line touches: none across open ground.
          crouching:
            visible &&
            this.#verdicts[i] !== SEEN_ACROSS_OPEN_GROUND &&
            crouchingBehind(battlefield, o.placement, this.sight(i)) !== null,
          withinThreeInchesOf: opponents
            .filter((other, j) => j !== i && rangeBetween(o.placement, other.placement) <= TARGET_SELECTION_INCHES)
            .map((other) => other.figure.id),
        },
      ];
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
