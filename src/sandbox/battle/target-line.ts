import {
  arcOfFire,
  goodShotOf,
  rangeBetween,
  seenOver,
  usableRangedWeapons,
  type Point,
  type Reason,
} from "../../rules";
import { describeReason } from "../../views/common/battlefield/measure";
import { sightLineView, type SightLineState } from "../../views/common/battlefield/overlay-model";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import type { SandboxState } from "./store-state";
import { liveTable } from "./table";

/** What the page has chosen to show: the selected figure and its target (not battle state: the store keeps that). */
export interface Selection {
  readonly selectedId: string | null;
  readonly targetId: string | null;
}

/** Beyond the weapon's reach the line is neither a shot nor blocked: its own colour, dotted, whatever the sight. */
export const OUT_OF_RANGE_STYLE = { colour: "#ce93d8", dash: [2, 6] } as const;

/** The reach of the firer's weapon against the distance to its target ("Targets must be within weapon range"). */
export interface WeaponReach {
  readonly weapon: string;
  readonly range: number;
  /** Inches beyond the weapon's range, rounded up to a tenth; 0 when in range. */
  readonly beyond: number;
}

/**
 * The line from the selected figure to its target as the page shows it, on the canvas and in the target panel: Line
 * of Sight and Cover, and also range and height, which decide a shot as much and which the Foundry overlay leaves to
 * the roll dialog.
 */
export interface TargetLine {
  readonly from: Point;
  readonly to: Point;
  readonly sight: SightLineState;
  /** Tabletop inches, base to base. */
  readonly distance: number;
  /** Null when the firer has no usable ranged weapon. */
  readonly reach: WeaponReach | null;
  readonly colour: string;
  readonly dash: readonly number[];
  /** "Clear shot", "Out of range by 3.3"", … with "Outside the firer's Arc of Fire" when it is. */
  readonly label: string;
  /** One line per reason, each said once: two walls give the same words, and the reader needs them once. */
  readonly reasons: readonly string[];
}

const CSS = (n: number): string => `#${n.toString(16).padStart(6, "0")}`;
const tenths = (inches: number): string => inches.toFixed(1);

/** The line from the selected figure to its target, or null when either is not standing on the table. */
export function targetLine(state: SandboxState, selection: Selection, i18n: Localizer): TargetLine | null {
  const { selectedId, targetId } = selection;
  if (!selectedId || !targetId) return null;
  const live = liveTable(state.table, state.figures, state.battle);
  const firer = live.figures.find((p) => p.id === selectedId);
  const target = live.figures.find((p) => p.id === targetId);
  const figure = state.figures[selectedId];
  const targetFigure = state.figures[targetId];
  if (!firer || !target || !figure || !targetFigure) return null;
  const names = new Map(Object.values(state.figures).map((f) => [f.id, f.name] as const));
  for (const f of state.table.features) names.set(f.id, f.name);
  const view = sightLineView(live, firer, target, arcOfFire(figure), names, i18n);
  const distance = rangeBetween(firer, target);
  const weapon = usableRangedWeapons(figure)[0];
  const reach = weapon
    ? {
        weapon: weapon.name,
        range: weapon.range,
        beyond: Math.max(0, Math.ceil((distance - weapon.range) * 10 - 1e-9) / 10),
      }
    : null;
  const outOfRange = reach !== null && reach.beyond > 0;

  const word = (reason: Reason): string => describeReason(reason, names, i18n);
  const higher =
    firer.elevation === target.elevation
      ? null
      : firer.elevation > target.elevation
        ? [figure, targetFigure]
        : [targetFigure, figure];
  const heightAdvantage = goodShotOf(firer, target, view.state === "cover", arcOfFire(targetFigure)).reasons.filter(
    (r) => r.key === "heightAdvantage",
  );
  const reasons = [
    ...(outOfRange
      ? [
          i18n.format("FPB.Sandbox.Battle.Selection.BeyondRange", {
            weapon: reach.weapon,
            range: String(reach.range),
            // The distance as the shortfall rounds it (up, to the tenth): range + too far = away, as a reader checks.
            inches: tenths(reach.range + reach.beyond),
            beyond: tenths(reach.beyond),
          }),
        ]
      : []),
    ...view.tooltip.split("\n").slice(1),
    ...(higher
      ? [
          i18n.format("FPB.Sandbox.Battle.Selection.Higher", {
            higher: higher[0]!.name,
            lower: higher[1]!.name,
            inches: tenths(Math.abs(firer.elevation - target.elevation)),
          }),
        ]
      : []),
    // What height let the line clear explains a shot that is possible; beside a blocked line it would only confuse.
    ...(view.state === "blocked" ? [] : seenOver(live, firer, target).map(word)),
    ...heightAdvantage.map(word),
  ];

  const label = outOfRange
    ? [
        i18n.format("FPB.Sandbox.Battle.Canvas.OutOfRange", { beyond: tenths(reach.beyond) }),
        ...(view.state === "clear" ? [] : [i18n.localize(`FPB.Battlefield.Line.${view.state}`)]),
        ...(view.inArc === false ? [i18n.localize("FPB.Battlefield.Line.outOfArc")] : []),
      ].join(" · ")
    : view.label;
  return {
    from: view.from,
    to: view.to,
    sight: view.state,
    distance,
    reach,
    colour: outOfRange ? OUT_OF_RANGE_STYLE.colour : CSS(view.colour),
    dash: outOfRange ? OUT_OF_RANGE_STYLE.dash : view.state === "blocked" ? [8, 6] : [],
    label,
    reasons: [...new Set(reasons)],
  };
}
