import type { EnemySuggestion, HitMode, Point, WatchKind } from "../../../rules";
import { MODULE_ID } from "../../common/module-id";
import {
  bool,
  id,
  int,
  isRecord,
  list,
  literal,
  nullable,
  num,
  object,
  optional,
  parseOrNull,
  refine,
  type Schema,
  variant,
} from "../../common/schema";

/*
 * What an AI suggestion card's message carries besides its text: the plan the GM's buttons act on, and where the plan
 * stands. Flags are stored data any client (or module) could have written, so they are checked before anything acts.
 */

/** Pending (drawn, waiting), stopped (a Snap Fire or Overwatch trigger interrupted the move), applied, dismissed, undone. */
export const SUGGESTION_STATES = ["pending", "stopped", "applied", "dismissed", "undone"] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

export type PlannedAttackFlag =
  | { readonly kind: "shot"; readonly targetId: string; readonly weaponId: string; readonly hitMode: HitMode }
  | { readonly kind: "brawl"; readonly targetId: string };

/** Where a token stood before Apply moved it: what Undo puts back (canvas pixels, degrees, scene units). */
export interface TokenPlace {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  /** Absent on a card stored before Apply set the elevation of a figure that climbs. */
  readonly elevation?: number;
}

export interface SuggestionFlags {
  /** The enemy's figure id (its actor's UUID). */
  readonly figureId: string;
  readonly tokenUuid: string;
  readonly combatId: string | null;
  readonly round: number;
  /** Table inches. */
  readonly path: readonly Point[];
  readonly end: Point;
  readonly facing: number;
  readonly dash: boolean;
  readonly attack: PlannedAttackFlag | null;
  /** "Enemy Overwatch" entered at the end of the activation: it watches crew moves until it activates next. */
  readonly overwatch: boolean;
  readonly state: SuggestionState;
  /** Inches of the path already walked (a move stopped at a trigger continues from there). */
  readonly walked: number;
  /** Watchers that already had their chance during this move. */
  readonly triggered: readonly string[];
  readonly before: TokenPlace | null;
}

/** The watch card a trigger posts to the watcher's owners: who may fire at whom, and whether it was taken. */
export interface WatchFlags {
  readonly watcherId: string;
  readonly moverId: string;
  readonly kind: WatchKind;
  readonly combatId: string | null;
  readonly state: "offered" | "fired" | "declined";
}

const point = object<Point>({ x: num, y: num });
const attack: Schema<PlannedAttackFlag> = variant("kind", {
  shot: object({ kind: literal("shot"), targetId: id(), weaponId: id(), hitMode: literal("normal", "naturalSixOnly") }),
  brawl: object({ kind: literal("brawl"), targetId: id() }),
});

const suggestionFlags = object<SuggestionFlags>({
  figureId: id(),
  tokenUuid: id(),
  combatId: nullable(id()),
  round: int(0),
  path: list(point, { min: 1 }),
  end: point,
  facing: num,
  dash: bool,
  attack: nullable(attack),
  overwatch: bool,
  state: literal(...SUGGESTION_STATES),
  walked: refine(num, (walked) => (walked >= 0 ? null : "expected no less than 0")),
  triggered: list(id()),
  before: nullable(object<TokenPlace>({ x: num, y: num, rotation: num, elevation: optional(num) })),
});

const watchFlags = object<WatchFlags>({
  watcherId: id(),
  moverId: id(),
  kind: literal("snapFire", "overwatch"),
  combatId: nullable(id()),
  state: literal("offered", "fired", "declined"),
});

/** This module's flag `key` of a message's flags, read by `schema`; null when it has none or it is malformed. */
function ownFlag<T>(flags: unknown, key: string, schema: Schema<T>): T | null {
  const own = isRecord(flags) ? flags[MODULE_ID] : undefined;
  return isRecord(own) ? parseOrNull(schema, own[key]) : null;
}

/** A message's suggestion flags, or null when it has none or they are malformed. */
export const suggestionFlagsOf = (flags: unknown): SuggestionFlags | null =>
  ownFlag(flags, "aiSuggestion", suggestionFlags);

/** A message's watch flags, or null. */
export const watchFlagsOf = (flags: unknown): WatchFlags | null => ownFlag(flags, "aiWatch", watchFlags);

/** The plan of a fresh suggestion, as the card's flags carry it. */
export function suggestionFlagsFor(
  suggestion: EnemySuggestion,
  where: { tokenUuid: string; combatId: string | null; round: number },
): SuggestionFlags {
  const attack = suggestion.attack;
  return {
    figureId: suggestion.figureId,
    ...where,
    path: suggestion.path.map(({ x, y }) => ({ x, y })),
    end: { x: suggestion.end.x, y: suggestion.end.y },
    facing: suggestion.facing,
    dash: suggestion.dash,
    attack:
      attack === null
        ? null
        : attack.kind === "brawl"
          ? { kind: "brawl", targetId: attack.targetId }
          : { kind: "shot", targetId: attack.targetId, weaponId: attack.weaponId, hitMode: attack.hitMode },
    overwatch: suggestion.overwatch?.entered ?? false,
    state: "pending",
    walked: 0,
    triggered: [],
    before: null,
  };
}

/** The flags objects messages are created and updated with. */
export const aiSuggestionFlags = (suggestion: SuggestionFlags) => ({ [MODULE_ID]: { aiSuggestion: suggestion } });
export const aiWatchFlags = (watch: WatchFlags) => ({ [MODULE_ID]: { aiWatch: watch } });
