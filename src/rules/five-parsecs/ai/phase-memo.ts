import type { Battlefield, FigurePlacement } from "../../core/battlefield/battlefield";
import { reachOf } from "../battlefield/figure-movement";
import type { Reach, ReachOptions } from "../../core/battlefield/movement/reach";
import { SearchBuffers } from "../../core/battlefield/movement/search-buffers";
import type { Figure } from "../figures/figure";

/**
 * What one Enemy Actions phase measures once and reuses: an enemy's reach is searched once per table state, whether
 * its group's decision (the Aggressive base condition), its own position selection or a later reroll asks for it.
 * Keyed by the battlefield snapshot itself: a snapshot is never changed, and `withFigureMoved` makes a new one when
 * an enemy moves, so an entry can never describe a table that has changed since.
 */
export class PhaseMemo {
  #reaches = new WeakMap<Battlefield, Map<string, Reach>>();
  /** Where every search of the phase borrows its buffers, lent again to the next activation's searches (`endActivation`). */
  readonly #buffers = new SearchBuffers();
  /** How many reach searches were run and how many answered from the memo (for the benchmark's breakdown). */
  readonly stats = { reachSearches: 0, reachReused: 0 };
  /** The figures object the phase's entry checked already: each activation of a phase checks its figures once. */
  checkedFigures: object | null = null;
  /**
   * With `{ record: true }`, every Line of Sight and Cover measure the phase takes, in order, so a benchmark can time
   * them alone; off by default.
   */
  readonly measures: SightMeasure[] | null;
  /** Every reach search, likewise. */
  readonly searches:
    | {
        readonly battlefield: Battlefield;
        readonly figure: Figure;
        readonly lattice: number;
        readonly withDash: boolean;
        readonly listEvery: number;
        readonly aim?: SearchAim;
      }[]
    | null;

  constructor(options: { readonly record?: boolean } = {}) {
    this.measures = options.record ? [] : null;
    this.searches = options.record ? [] : null;
  }

  /**
   * `withDash: false`: the move allowance only; `listEvery`: the points listed; `aim`: searched only as far as the
   * points it names need (`toward`, `within`: see `reachOf`), unless the full reach is known already.
   */
  reachOf(
    battlefield: Battlefield,
    figure: Figure,
    lattice: number,
    withDash = true,
    listEvery = 1,
    aim?: SearchAim,
  ): Reach {
    let byFigure = this.#reaches.get(battlefield);
    if (!byFigure) {
      byFigure = new Map();
      this.#reaches.set(battlefield, byFigure);
    }
    const full = `${figure.id}@${lattice}/${listEvery}${withDash ? "+dash" : ""}`;
    const key = aim ? `${full}>${aim.key}` : full;
    const known = byFigure.get(full) ?? byFigure.get(key);
    if (known) {
      this.stats.reachReused++;
      return known;
    }
    this.stats.reachSearches++;
    this.searches?.push(
      aim
        ? { battlefield, figure, lattice, withDash, listEvery, aim }
        : { battlefield, figure, lattice, withDash, listEvery },
    );
    const reach = reachOf(battlefield, figure, {
      lattice,
      withDash,
      listEvery,
      buffers: this.#buffers,
      ...aim?.options,
    });
    byFigure.set(key, reach);
    return reach;
  }

  /**
   * An enemy's activation is over: the table it searched has changed (`withFigureMoved` makes a new snapshot), so none
   * of its reaches will be asked for again. They are forgotten and their buffers lent to the next activation's
   * searches; a reach kept from before refuses to be read.
   */
  endActivation(): void {
    this.#reaches = new WeakMap();
    this.#buffers.takeBack();
  }
}

/** Where an aimed search heads (`ReachOptions.toward` or `within`), and a name for it that the memo keys it by. */
export interface SearchAim {
  readonly options: Pick<ReachOptions, "toward" | "within">;
  readonly key: string;
}

/**
 * One measure between the enemy at a candidate point and an opponent: the verdict alone (`canSee`), the full Line of
 * Sight, or Cover with the first figure firing at the second.
 */
export interface SightMeasure {
  readonly kind: "verdict" | "sight" | "cover";
  readonly table: Battlefield;
  readonly a: FigurePlacement;
  readonly b: FigurePlacement;
}
