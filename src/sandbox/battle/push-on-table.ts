import type { Battlefield, StateChange } from "../../rules";
import { footingAt } from "../../rules/core/battlefield/movement/footing";
import type { CardButton, ResolutionCard } from "../../views/five-parsecs/chat/resolution-card";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import { movedOnTable } from "./table";

/** How finely a push is walked: a base crosses no wall between two checks a tenth of an inch apart. */
const STEP_INCHES = 0.1;

/** A push the sandbox made: how far of the rules' distance the figure went, and what stopped it short. */
export interface PushMade {
  readonly figureId: string;
  readonly awayFromId: string;
  readonly inches: number;
  readonly moved: number;
  /** The wall or terrain feature the base met (its id), or null when the push went its whole distance. */
  readonly stoppedBy: string | null;
}

/**
 * "Pushes the target 1" directly away from the attacker": the sandbox's table is the rules' own, so the push is made
 * at once (Foundry offers it to the token's owner instead). The rules do not say what a wall does to a push; a base
 * never ends over a wall or inside solid terrain (`footingAt`), so the push stops where the base meets one.
 */
export function pushOnTable(
  table: Battlefield,
  change: Extract<StateChange, { kind: "push" }>,
): { table: Battlefield; made: PushMade } {
  const pushed = table.figures.find((p) => p.id === change.figureId);
  const from = table.figures.find((p) => p.id === change.awayFromId);
  const made = { figureId: change.figureId, awayFromId: change.awayFromId, inches: change.inches };
  if (!pushed || !from) return { table, made: { ...made, moved: 0, stoppedBy: null } };
  const dx = pushed.centre.x - from.centre.x;
  const dy = pushed.centre.y - from.centre.y;
  const length = Math.hypot(dx, dy);
  // Two figures on one spot give no direction "away": the push cannot be made.
  if (length === 0) return { table, made: { ...made, moved: 0, stoppedBy: null } };
  const at = (d: number) => ({ x: pushed.centre.x + (dx / length) * d, y: pushed.centre.y + (dy / length) * d });
  let moved = 0;
  let stoppedBy: string | null = null;
  const steps = Math.ceil(change.inches / STEP_INCHES - 1e-9);
  for (let i = 1; i <= steps; i++) {
    const d = Math.min(i * STEP_INCHES, change.inches);
    const footing = footingAt(table, at(d), pushed.radius);
    if (!footing.fits) {
      stoppedBy = footing.clash;
      break;
    }
    moved = d;
  }
  const facing = pushed.facing;
  return {
    table: moved > 0 ? movedOnTable(table, change.figureId, at(moved), facing) : table,
    made: { ...made, moved: Math.round(moved * 10) / 10, stoppedBy },
  };
}

/**
 * The card of a resolution whose pushes the sandbox made: each push button, which would have asked the owner to
 * move the token, becomes a line saying where the push left the figure.
 */
export function withPushesMade(
  card: ResolutionCard,
  made: readonly PushMade[],
  names: (id: string) => string,
  table: Battlefield,
  i18n: Localizer,
): ResolutionCard {
  if (!card.buttons.some((b) => b.action === "push")) return card;
  const left = [...made];
  const said: string[] = [];
  const buttons = card.buttons.filter((button: CardButton) => {
    if (button.action !== "push") return true;
    const at = left.findIndex((m) => m.figureId === button.figureId);
    if (at < 0) return true;
    const [push] = left.splice(at, 1);
    said.push(pushSentence(push!, names, table, i18n));
    return false;
  });
  return { ...card, notes: [...card.notes, ...said], buttons };
}

function pushSentence(push: PushMade, names: (id: string) => string, table: Battlefield, i18n: Localizer): string {
  const data = {
    figure: names(push.figureId),
    from: names(push.awayFromId),
    inches: String(push.inches),
    moved: String(push.moved),
  };
  if (push.stoppedBy === null) return i18n.format("FPB.Card.Pushed", data);
  const what = table.features.find((f) => f.id === push.stoppedBy)?.name ?? i18n.localize("FPB.Card.PushStopWall");
  return i18n.format(push.moved > 0 ? "FPB.Card.PushedShort" : "FPB.Card.PushedNot", { ...data, what });
}
