import type { Figure, FigurePlacement } from "../../rules";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import type { Box, LabelRun, LabelWish } from "./label-layout";
import { path, px } from "./canvas-units";
import { wish, type Labels } from "./canvas-labels";
import type { SandboxState } from "./store-state";
import { standsInBattle } from "./table";
import type { Selection } from "./target-line";

// The tokens on the sandbox's table: each figure's disc and its one label.

const SIDE_COLOUR = { crew: "#1e88e5", enemy: "#e53935" } as const;
/** A figure above the table: the ring around its token and its height in the label. */
export const ELEVATION_COLOUR = "#80deea";

/**
 * A token: its disc in its side's colour (grey once out of the battle), a ring when it stands above the table, its
 * outline (active, selected, target), its facing, a cross on a Goner; its label goes with the others to be laid out.
 */
export function drawToken(
  ctx: CanvasRenderingContext2D,
  placement: FigurePlacement,
  figure: Figure | undefined,
  state: SandboxState,
  selection: Selection,
  i18n: Localizer,
  labels: Labels,
): void {
  const { x, y } = placement.centre;
  const r = px(placement.radius);
  const standing = standsInBattle(figure, state.battle);
  ctx.globalAlpha = standing ? 1 : 0.45;
  ctx.beginPath();
  ctx.arc(px(x), px(y), r, 0, Math.PI * 2);
  ctx.fillStyle = standing ? SIDE_COLOUR[placement.side] : "#616161";
  ctx.fill();
  if (placement.elevation > 0) {
    // A second ring marks a figure standing above the table, whose line of sight clears what a figure below cannot.
    ctx.beginPath();
    ctx.arc(px(x), px(y), r + 4, 0, Math.PI * 2);
    ctx.strokeStyle = ELEVATION_COLOUR;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  const active = state.battle?.active?.figureId === placement.id;
  ctx.lineWidth = active ? 4 : 2;
  ctx.strokeStyle = active
    ? "#ffd600"
    : selection.selectedId === placement.id
      ? "#ffffff"
      : selection.targetId === placement.id
        ? "#ff1744"
        : "#111";
  ctx.stroke();
  const angle = (placement.facing * Math.PI) / 180;
  ctx.beginPath();
  ctx.moveTo(px(x), px(y));
  ctx.lineTo(px(x) + Math.cos(angle) * r * 1.6, px(y) + Math.sin(angle) * r * 1.6);
  ctx.strokeStyle = "#fff";
  ctx.lineWidth = 2;
  ctx.stroke();
  if (figure?.condition.goner) {
    ctx.strokeStyle = "#ff1744";
    ctx.lineWidth = 3;
    path(
      ctx,
      [
        { x: x - 0.5, y: y - 0.5 },
        { x: x + 0.5, y: y + 0.5 },
      ],
      false,
    );
    ctx.stroke();
    path(
      ctx,
      [
        { x: x + 0.5, y: y - 0.5 },
        { x: x - 0.5, y: y + 0.5 },
      ],
      false,
    );
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  labels.tokens.push(tokenLabel(placement, figure, standing, i18n));
}

/**
 * A token's one label: its name, its height above the table, its markers, in their colours. One label, not three,
 * so a marker never floats between two tokens with no telling whose it is.
 */
export function tokenLabel(
  placement: FigurePlacement,
  figure: Figure | undefined,
  standing: boolean,
  i18n: Localizer,
): LabelWish {
  const { x, y } = placement.centre;
  const marks = figure ? markersOf(figure, i18n) : [];
  const runs: LabelRun[] = [
    { text: figure?.name ?? placement.id, colour: standing ? "#fff" : "#bdbdbd" },
    ...(placement.elevation > 0
      ? [{ text: ` ${elevationText(placement.elevation, i18n)}`, colour: ELEVATION_COLOUR }]
      : []),
    ...(marks.length > 0 ? [{ text: ` · ${marks.join(" ")}`, colour: "#ffd54f" }] : []),
  ];
  return {
    ...wish(runs.map((run) => run.text).join(""), { x, y: y - 1.05 }, runs[0]!.colour, 11),
    runs,
    anchor: { x: px(x), y: px(y) },
  };
}

/** A figure's height above the table, as its label and the target panel show it: "▲3"". */
export const elevationText = (inches: number, i18n: Localizer): string =>
  i18n.format("FPB.Sandbox.Battle.Canvas.Elevation", { inches: String(Math.round(inches * 10) / 10) });

/** The markers a token carries, as the tracker words them: Stun, Shock, casualty effects, Goner. */
export function markersOf(figure: Figure, i18n: Localizer): string[] {
  const c = figure.condition;
  const keys = [
    ...(c.marker ? [`FPB.Sandbox.Battle.Marker.${c.marker}`] : []),
    ...(["wounded", "dazed", "shutDown", "damaged", "bleeding", "goner"] as const)
      .filter((k) => c[k])
      .map((k) => `FPB.Sandbox.Battle.Marker.${k}`),
  ];
  return keys.map((key) => i18n.localize(key));
}

/** A token's disc as a box labels keep off. */
export const discBox = (p: FigurePlacement): Box => ({
  x: px(p.centre.x - p.radius),
  y: px(p.centre.y - p.radius),
  w: px(2 * p.radius),
  h: px(2 * p.radius),
});
