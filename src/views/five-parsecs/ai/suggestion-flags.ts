import type { EnemySuggestion, HitMode, Point, WatchKind } from "../../../rules";
import { MODULE_ID } from "../../shared/module-id";

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isPoint = (value: unknown): value is Point => isRecord(value) && isNumber(value["x"]) && isNumber(value["y"]);
const HIT_MODES: readonly HitMode[] = ["normal", "naturalSixOnly"];

function ownFlag(flags: unknown, key: string): Record<string, unknown> | null {
  const own = isRecord(flags) ? flags[MODULE_ID] : undefined;
  const value = isRecord(own) ? own[key] : undefined;
  return isRecord(value) ? value : null;
}

function isAttack(value: unknown): value is PlannedAttackFlag | null {
  if (value === null) return true;
  if (!isRecord(value) || !isString(value["targetId"])) return false;
  if (value["kind"] === "brawl") return true;
  return value["kind"] === "shot" && isString(value["weaponId"]) && HIT_MODES.includes(value["hitMode"] as HitMode);
}

function isPlace(value: unknown): value is TokenPlace | null {
  return (
    value === null ||
    (isRecord(value) &&
      isNumber(value["x"]) &&
      isNumber(value["y"]) &&
      isNumber(value["rotation"]) &&
      (value["elevation"] === undefined || isNumber(value["elevation"])))
  );
}

/** A message's suggestion flags, or null when it has none or they are malformed. */
export function suggestionFlagsOf(flags: unknown): SuggestionFlags | null {
  const s = ownFlag(flags, "aiSuggestion");
  if (!s) return null;
  const {
    figureId,
    tokenUuid,
    combatId,
    round,
    path,
    end,
    facing,
    dash,
    attack,
    overwatch,
    state,
    walked,
    triggered,
    before,
  } = s;
  if (!isString(figureId) || !isString(tokenUuid) || !(combatId === null || isString(combatId))) return null;
  if (!Number.isInteger(round) || (round as number) < 0) return null;
  if (!Array.isArray(path) || path.length === 0 || !path.every(isPoint) || !isPoint(end)) return null;
  if (!isNumber(facing) || typeof dash !== "boolean" || typeof overwatch !== "boolean" || !isAttack(attack))
    return null;
  if (!SUGGESTION_STATES.includes(state as SuggestionState) || !isNumber(walked) || walked < 0) return null;
  if (!Array.isArray(triggered) || !triggered.every(isString) || !isPlace(before)) return null;
  return {
    figureId,
    tokenUuid,
    combatId: combatId as string | null,
    round: round as number,
    path,
    end,
    facing,
    dash,
    attack,
    overwatch,
    state: state as SuggestionState,
    walked,
    triggered,
    before,
  };
}

/** A message's watch flags, or null. */
export function watchFlagsOf(flags: unknown): WatchFlags | null {
  const w = ownFlag(flags, "aiWatch");
  if (!w) return null;
  const { watcherId, moverId, kind, combatId, state } = w;
  if (!isString(watcherId) || !isString(moverId) || !(combatId === null || isString(combatId))) return null;
  if (kind !== "snapFire" && kind !== "overwatch") return null;
  if (state !== "offered" && state !== "fired" && state !== "declined") return null;
  return { watcherId, moverId, kind, combatId: combatId as string | null, state };
}

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
