import type { Figure } from "../../../rules";
import { tableScale } from "../../table/settings/settings";
import { inchesBetween, neighboursWithin, type ScenePoint } from "../../../views/common/canvas/table-inches";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import { measureTargets, withMeasurements, type MeasuredTarget } from "../../../views/common/battlefield/measure";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { figureOf } from "../mapping/figure-of";
import type { Candidate } from "../../../views/five-parsecs/attack/fire-form";
import { figureLevelOf } from "../../table/battlefield/figure-level";
import { firerLevelHint, levelNote } from "../../../views/common/battlefield/level-note";
import type { Localizer } from "../../../views/common/i18n/describe-violation";

/** Distance within which extra Shots may go ("Target Selection": targets within 3" of the initial one). */
const EXTRA_SHOT_INCHES = 3;

/** A figure read from a token on the canvas. */
export interface FigureOnCanvas {
  readonly figure: Figure;
  readonly token: Token.Implementation | null;
}

/** The token that stands for an actor on the current scene: a controlled one first, then any of its tokens. */
export function tokenOf(actor: Actor.Implementation): Token.Implementation | null {
  const tokens = actor.getActiveTokens();
  return tokens.find((token) => token.controlled) ?? tokens[0] ?? null;
}

/** The figure a user means when nothing is named: the one token they control, or their assigned character. */
export function actingActor(): Actor.Implementation | null {
  const controlled = canvas?.tokens?.controlled ?? [];
  if (controlled.length === 1) return controlled[0]!.actor ?? null;
  return game.user?.character ?? null;
}

/** The figures of the tokens the user targets (Foundry targets), skipping tokens that are not this module's. */
export function targetedFigures(): FigureOnCanvas[] {
  return [...(game.user?.targets ?? [])].flatMap((token) => {
    const figure = token.actor ? figureOf(token.actor) : null;
    return figure ? [{ figure, token }] : [];
  });
}

const centreOf = (token: Token.Implementation | null): ScenePoint | null => (token ? token.center : null);

/**
 * The battlefield's answers for these targets, when the firer and they stand on the canvas scene's battlefield; null
 * otherwise. Never throws: a failure is logged and the dialog falls back to measuring by hand.
 */
function measuredOnScene(firer: Figure, targets: readonly Figure[]): Map<string, MeasuredTarget> | null {
  try {
    const field = sceneBattlefield();
    if (!field?.battlefield) return null;
    return measureTargets(field.battlefield, firer, targets, field.names, foundryLocalizer());
  } catch (error) {
    console.warn("five-parsecs-battle | the battlefield could not measure this shot", error);
    return null;
  }
}

/**
 * What the dialog says of the v14 Levels: a target off the battle's level is left out of the battlefield (so measured
 * by hand, silently otherwise), and so is a firer off it. Nothing on v13 or on a scene without levels.
 */
function withLevels(
  candidates: readonly Candidate[],
  firer: FigureOnCanvas,
  targets: readonly FigureOnCanvas[],
  i18n: Localizer,
): Candidate[] {
  const firerAt = figureLevelOf(firer.token?.document);
  const firerNote = firerAt ? firerLevelHint(firer.figure.name, firerAt.level, firerAt.battle, i18n) : null;
  const notes = new Map(
    targets.flatMap(({ figure, token }) => {
      const at = figureLevelOf(token?.document);
      const note = at ? levelNote(at.level, at.battle, i18n)?.note : null;
      return note ? [[figure.id, note] as const] : [];
    }),
  );
  if (!firerNote && notes.size === 0) return [...candidates];
  return candidates.map((candidate) => {
    const note = notes.get(candidate.figure.id);
    return { ...candidate, ...(note ? { levelNote: note } : {}), ...(firerNote ? { firerLevelNote: firerNote } : {}) };
  });
}

/**
 * The candidates a firer may shoot at. On a scene whose battlefield holds the firer and a target, that target's
 * distance (base to base), Line of Sight, Cover, arcs, Good Shot and Crouching come from the geometry, with reasons.
 * Otherwise the distance is measured centre to centre (tabletop inches, docs/rulings.md, ruling 5), and without a token
 * or a scene it is 0 and the dialog asks for it. On v14, a firer or target off the battle's Level says so.
 */
export function candidatesFor(firer: FigureOnCanvas, targets: readonly FigureOnCanvas[]): Candidate[] {
  const scale = tableScale();
  const from = centreOf(firer.token);
  const opposing = targets.filter(({ figure }) => figure.side !== firer.figure.side);
  const placed = opposing.flatMap(({ figure, token }) => {
    const at = centreOf(token);
    return at ? [{ id: figure.id, at }] : [];
  });
  const near = scale ? neighboursWithin(placed, EXTRA_SHOT_INCHES, scale) : new Map<string, string[]>();
  const byHand = opposing.map(({ figure, token }) => {
    const at = centreOf(token);
    return {
      figure,
      distance: scale && from && at ? inchesBetween(from, at, scale) : 0,
      withinThreeInchesOf: near.get(figure.id) ?? [],
    };
  });
  const measured = withMeasurements(
    byHand,
    measuredOnScene(
      firer.figure,
      opposing.map(({ figure }) => figure),
    ),
  );
  return withLevels(measured, firer, opposing, foundryLocalizer());
}
