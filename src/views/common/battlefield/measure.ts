import {
  arcOfFire,
  figureById,
  targetViewsFrom,
  type Battlefield,
  type BattlefieldView,
  type Figure,
  type Reason,
  type TargetView,
} from "../../../rules";
import { tenths } from "../canvas/table-inches";
import type { Localizer } from "../i18n/describe-violation";

/** Why each answer of a measured row is what it is: one line per reason, "rule: what", for the dialog's tooltips. */
export interface TargetHints {
  readonly distance: string;
  readonly visible: string;
  readonly inFirersArc: string;
  readonly inCover: string;
  readonly goodShot: string;
  readonly crouching: string;
  readonly firerInTargetsArc: string;
}

/** What the battlefield measured for one target: the `TargetView` answers, rounded for the dialog, and the reasons. */
export interface MeasuredTarget extends Omit<TargetView, "target"> {
  readonly hints: TargetHints;
}

/** A target the module found, with what it measured on the canvas. */
export interface Candidate {
  readonly figure: Figure;
  /** Tabletop inches from the firer. */
  readonly distance: number;
  /** Ids of the other candidates within 3" of this one ("Target Selection"). */
  readonly withinThreeInchesOf: readonly string[];
  /** Line of Sight, Cover, arcs, Good Shot and Crouching measured on the scene's battlefield, when both stand on it. */
  readonly measured?: MeasuredTarget;
}

/** A reason in the user's language: "Cover: the line crosses Boulder". */
export function describeReason(reason: Reason, names: ReadonlyMap<string, string>, i18n: Localizer): string {
  const name = (reason.id && names.get(reason.id)) || i18n.localize("FPB.Battlefield.Unnamed");
  return i18n.format("FPB.Battlefield.ReasonLine", {
    rule: reason.rule,
    text: i18n.format(`FPB.Battlefield.Reason.${reason.key}`, { name }),
  });
}

/**
 * The reasons in words, each said once: two walls (or two pieces of one traced wall) both block the line and read
 * alike, and a hint that repeats itself reads as a bug.
 */
export const describeReasons = (
  reasons: readonly Reason[],
  names: ReadonlyMap<string, string>,
  i18n: Localizer,
): string[] => [...new Set(reasons.map((reason) => describeReason(reason, names, i18n)))];

const lines = (
  reasons: readonly Reason[],
  names: ReadonlyMap<string, string>,
  i18n: Localizer,
  none: string,
): string => (reasons.length === 0 ? i18n.localize(none) : describeReasons(reasons, names, i18n).join("\n"));

/** The tooltips of one measured row. */
export function hintsOf(
  view: BattlefieldView,
  firer: Figure,
  names: ReadonlyMap<string, string>,
  i18n: Localizer,
): TargetHints {
  const sight = view.sight.visible
    ? lines(view.sight.partlyHiddenBy, names, i18n, "FPB.Battlefield.Hint.ClearSight")
    : lines(view.sight.blockedBy, names, i18n, "FPB.Battlefield.Hint.NoSight");
  return {
    distance: i18n.localize("FPB.Battlefield.Hint.Distance"),
    visible: view.sight.visible
      ? `${i18n.localize("FPB.Battlefield.Hint.Seen")}\n${sight}`
      : `${i18n.localize("FPB.Battlefield.Hint.NotSeen")}\n${sight}`,
    inFirersArc: i18n.format(
      view.inFirersArc ? "FPB.Battlefield.Hint.InFirersArc" : "FPB.Battlefield.Hint.OutOfFirersArc",
      { degrees: String(arcOfFire(firer)) },
    ),
    inCover: lines(view.cover.reasons, names, i18n, "FPB.Battlefield.Hint.InTheOpen"),
    goodShot: lines(view.goodShotVerdict.reasons, names, i18n, "FPB.Battlefield.Hint.NoGoodShot"),
    crouching: view.crouchingReason
      ? describeReason(view.crouchingReason, names, i18n)
      : i18n.localize("FPB.Battlefield.Hint.NoCrouching"),
    firerInTargetsArc: i18n.format(
      view.firerInTargetsArc ? "FPB.Battlefield.Hint.FirerInTargetsArc" : "FPB.Battlefield.Hint.FirerOutOfTargetsArc",
      {
        degrees: String(arcOfFire(view.target)),
      },
    ),
  };
}

/**
 * The battlefield's answers for each target that stands on it, by target id; null when the firer is not on it (no
 * token on this scene), so the dialog falls back to measuring by hand. Targets off the battlefield are left out.
 */
export function measureTargets(
  battlefield: Battlefield,
  firer: Figure,
  targets: readonly Figure[],
  names: ReadonlyMap<string, string>,
  i18n: Localizer,
): Map<string, MeasuredTarget> | null {
  if (!figureById(battlefield, firer.id)) return null;
  const figures = new Map<string, Figure>([
    [firer.id, firer],
    ...targets.map((target): [string, Figure] => [target.id, target]),
  ]);
  const measured = new Map<string, MeasuredTarget>();
  for (const view of targetViewsFrom(battlefield, firer.id, figures)) {
    measured.set(view.target.id, {
      distance: tenths(view.distance),
      inCover: view.inCover,
      visible: view.visible,
      inFirersArc: view.inFirersArc,
      firerInTargetsArc: view.firerInTargetsArc,
      goodShot: view.goodShot,
      crouching: view.crouching,
      withinThreeInchesOf: view.withinThreeInchesOf,
      hints: hintsOf(view, firer, names, i18n),
    });
  }
  return measured;
}

/**
 * Candidates with the battlefield's answers where it measured them: the distance and the 3" neighbours from the
 * geometry, and the rest for the dialog. Candidates it did not measure keep the centre-to-centre distance.
 */
export function withMeasurements(
  candidates: readonly Candidate[],
  measured: ReadonlyMap<string, MeasuredTarget> | null,
): Candidate[] {
  if (!measured) return [...candidates];
  return candidates.map((candidate) => {
    const found = measured.get(candidate.figure.id);
    return found
      ? { ...candidate, distance: found.distance, withinThreeInchesOf: found.withinThreeInchesOf, measured: found }
      : candidate;
  });
}
