import type { Battlefield, Point } from "../../rules";
import { PAD, placeLabels, type Box, type LabelRun, type LabelWish, type PlacedLabel } from "./label-layout";
import { px } from "./canvas-units";

/**
 * The table's labels, gathered while drawing and laid out at the end so none covers another: the plan and sight
 * lines' labels first (they matter most), then the tokens', then the terrain's.
 */
export interface Labels {
  readonly lines: LabelWish[];
  readonly tokens: LabelWish[];
  readonly features: LabelWish[];
  /** What labels keep off: the token discs and the ring of the AI's planned end. */
  readonly discs: Box[];
}

export const wish = (text: string, at: Point, colour = "#fff", size = 12): LabelWish => ({
  text,
  size,
  colour,
  at: { x: px(at.x), y: px(at.y) },
});

const fontOf = (label: LabelWish): string => `${label.italic ? "italic " : ""}bold ${label.size}px sans-serif`;

/** The thin line from a pushed-away label back to what it names, from the nearest edge of the label's box. */
function drawLeader(ctx: CanvasRenderingContext2D, label: PlacedLabel): void {
  if (!label.anchor || !label.displaced) return;
  const { box, anchor } = label;
  const x = Math.min(Math.max(anchor.x, box.x + PAD), box.x + box.w - PAD);
  const y = Math.min(Math.max(anchor.y, box.y + PAD), box.y + box.h - PAD);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(anchor.x, anchor.y);
  ctx.strokeStyle = "rgba(255,255,255,0.6)";
  ctx.lineWidth = 1;
  ctx.stroke();
}

function drawText(ctx: CanvasRenderingContext2D, label: PlacedLabel): void {
  ctx.font = fontOf(label);
  ctx.textBaseline = "middle";
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(0,0,0,0.85)";
  const runs: readonly LabelRun[] = label.runs ?? [{ text: label.text, colour: label.colour }];
  let x = label.centre.x - ctx.measureText(label.text).width / 2;
  ctx.textAlign = "left";
  for (const run of runs) {
    ctx.strokeText(run.text, x, label.centre.y);
    ctx.fillStyle = run.colour;
    ctx.fillText(run.text, x, label.centre.y);
    x += ctx.measureText(run.text).width;
  }
}

/** The smallest a label may be shown at, in screen pixels: a phone shows the 720 px table at about half its size. */
export const MIN_SHOWN_LABEL_PX = 10;

/**
 * Lays the labels out, draws them, and returns where each went (the e2e test reads them from the canvas). `shown` is
 * the table's width on screen over its drawn width: a label that would show smaller than MIN_SHOWN_LABEL_PX is drawn
 * larger, so it reads on a phone.
 */
export function drawLabels(
  ctx: CanvasRenderingContext2D,
  labels: Labels,
  table: Battlefield,
  shown: number,
): PlacedLabel[] {
  const least = MIN_SHOWN_LABEL_PX / shown;
  const wishes = [...labels.lines, ...labels.tokens, ...labels.features].map((w) =>
    w.size >= least ? w : { ...w, size: Math.ceil(least) },
  );
  const measure = (text: string, _size: number, wish: LabelWish): number => {
    ctx.font = fontOf(wish);
    return ctx.measureText(text).width;
  };
  const placed = placeLabels(wishes, labels.discs, measure, { width: px(table.width), height: px(table.height) });
  for (const label of placed) drawLeader(ctx, label);
  for (const label of placed) drawText(ctx, label);
  return placed;
}
