import { actorAt } from "../../table/documents/by-uuid";
import { warn } from "../../table/i18n/notify";
import { tableScale } from "../../table/settings/settings";
import { tokenOf } from "../attack/figures-on-canvas";
import { pushedTo } from "../../../views/common/canvas/table-inches";
import { placementOptions } from "../../table/table-write";

/**
 * Makes an offered push: moves the figure's token `inches` directly away from the figure that pushed it. Only the
 * token's owner (or the GM) may; walls are not checked until the battlefield geometry lands, so the owner sees the
 * move and can drag it back.
 */
export async function pushToken(figureId: string, awayFromId: string, inches: number): Promise<boolean> {
  const pushed = actorAt(figureId);
  const pusher = actorAt(awayFromId);
  const token = pushed ? tokenOf(pushed) : null;
  const from = pusher ? tokenOf(pusher) : null;
  const scale = tableScale();
  if (!token || !from || !scale) {
    warn("FPB.Notify.PushNoTokens");
    return false;
  }
  if (!token.document.isOwner) {
    warn("FPB.Notify.NotYourFigure", { actor: token.name });
    return false;
  }
  const centre = pushedTo(token.center, from.center, inches, scale);
  if (!centre) {
    warn("FPB.Notify.PushNoDirection", { actor: token.name });
    return false;
  }
  // The document's x and y are the token's top-left corner; keep the same offset to its centre.
  const x = token.document.x + (centre.x - token.center.x);
  const y = token.document.y + (centre.y - token.center.y);
  // Marked as a placement: a pushed figure is not making its own move (crew-move-guard.ts).
  await token.document.update({ x: Math.round(x), y: Math.round(y) }, placementOptions() as never);
  return true;
}
