import { arcOfFire } from "../../rules";
import { arcRadius, arcWedge } from "../../views/common/battlefield/overlay-model";
import type { SandboxState } from "./store-state";
import { standsInBattle } from "./table";

/** The colour of "Enemy Overwatch" on the table and in the legend. */
export const OVERWATCH_COLOUR = "#f48fb1";

/**
 * The enemies on "Enemy Overwatch", marked where a crew move would meet them: the Arc of Fire it watches, out to its
 * weapon's range, a dashed ring and an eye on the token. The ids go on the canvas for tests, as the labels do.
 */
export function drawOverwatchMarks(ctx: CanvasRenderingContext2D, state: SandboxState, pxPerInch: number): void {
  const px = (inches: number): number => inches * pxPerInch;
  const ids = (state.battle && !state.battle.over ? state.battle.overwatchIds : []).filter((id) =>
    standsInBattle(state.figures[id], state.battle),
  );
  ctx.canvas.dataset["overwatch"] = JSON.stringify(ids);
  ctx.save();
  for (const id of ids) {
    const figure = state.figures[id];
    const placement = state.table.figures.find((p) => p.id === id);
    if (!figure || !placement) continue;
    const wedge = arcWedge(placement, arcOfFire(figure), arcRadius(figure));
    ctx.beginPath();
    wedge.forEach((p, i) => {
      if (i === 0) ctx.moveTo(px(p.x), px(p.y));
      else ctx.lineTo(px(p.x), px(p.y));
    });
    ctx.closePath();
    ctx.fillStyle = "rgba(244, 143, 177, 0.08)";
    ctx.fill();
    ctx.setLineDash([8, 5]);
    ctx.strokeStyle = "rgba(244, 143, 177, 0.75)";
    ctx.lineWidth = 1.5;
    ctx.stroke();
    const { x, y } = placement.centre;
    const r = px(placement.radius);
    ctx.beginPath();
    ctx.arc(px(x), px(y), r + 7, 0, Math.PI * 2);
    ctx.strokeStyle = OVERWATCH_COLOUR;
    ctx.lineWidth = 2.5;
    ctx.stroke();
    ctx.setLineDash([]);
    drawEye(ctx, px(x) + r + 4, px(y) - r - 4);
  }
  ctx.restore();
}

/** A small eye: the tracker's Overwatch icon, drawn, so the mark needs no words on the crowded table. */
function drawEye(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.beginPath();
  ctx.ellipse(x, y, 8, 5, 0, 0, Math.PI * 2);
  ctx.fillStyle = "#1b1b1b";
  ctx.fill();
  ctx.strokeStyle = OVERWATCH_COLOUR;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, 2.6, 0, Math.PI * 2);
  ctx.fillStyle = OVERWATCH_COLOUR;
  ctx.fill();
}
