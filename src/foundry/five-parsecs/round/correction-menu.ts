import type { BattleState, Figure } from "../../../rules";
import { correctionFormView, readCorrectionForm } from "../../../views/five-parsecs/round/correction-form";
import { DIALOG_TEMPLATES } from "../../../views/common/template-paths";
import { actorAt } from "../../table/documents/by-uuid";
import { isV14 } from "../../table/generation/release";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { askCorrection } from "../../table/correction-dialog";
import { warn } from "../../table/i18n/notify";
import { figureOf } from "../mapping/figure-of";
import { battleOf } from "./battle-model";
import { viewedBy } from "../../table/documents/combat";
import { requestRound } from "./round-requests";

/*
 * Ruling 7 at a Five Parsecs table: the GM corrects a figure's marks from its row in core's combat tracker, and may
 * take the latest correction back. Both go through the round like any input (`correctFigure`, `undoCorrection`), so the
 * GM's client reads the figure from its document and the rules refuse what they must.
 */

/** A context menu entry as this generation writes it: v13's `{name, icon, condition, callback}`, v14's `{label, icon, visible, onClick}`. */
interface MenuEntry {
  name?: string;
  label?: string;
  icon?: string;
  condition?: (target: HTMLElement) => boolean;
  visible?: (target: HTMLElement) => boolean;
  callback?: (target: HTMLElement) => void;
  onClick?: (event: Event | null, target: HTMLElement) => void;
}

/** Core's row menu entry for this generation (v14 still takes v13's keys, but with a deprecation warning). */
function rowEntry(
  key: string,
  icon: string,
  shows: (target: HTMLElement) => boolean,
  act: (target: HTMLElement) => void,
): MenuEntry {
  return isV14()
    ? { label: key, icon, visible: shows, onClick: (_event, target) => act(target) }
    : { name: key, icon, condition: shows, callback: act };
}

interface RowFigure {
  readonly combat: Combat.Implementation;
  readonly battle: BattleState;
  readonly figureId: string;
}

/** The battle figure of the row the menu opened on, for the GM, while the battle runs; null otherwise. */
function rowFigure(app: unknown, target: HTMLElement): RowFigure | null {
  if (!game.user?.isGM) return null;
  const combat = viewedBy(app);
  const battle = combat ? battleOf(combat)?.battle : undefined;
  if (!combat || !battle || battle.over) return null;
  // The row is core's `li.combatant`, carrying its combatant's id.
  const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
  const figureId = combatantId ? combat.combatants.get(combatantId)?.actor?.uuid : undefined;
  if (!figureId || ![...battle.crew, ...battle.enemies].some((f) => f.id === figureId)) return null;
  return { combat, battle, figureId };
}

/** Whether the latest correction still standing is of this row's figure (what `undoCorrection` takes back). */
function lastCorrectionIsOf(row: RowFigure): boolean {
  return row.battle.corrections?.findLast((c) => !c.undone)?.figureId === row.figureId;
}

/** The figure as its document stands now; null (the GM told) when it cannot be read. */
function figureNow(figureId: string): Figure | null {
  const actor = actorAt(figureId);
  try {
    const figure = actor ? figureOf(actor) : null;
    if (figure) return figure;
  } catch {
    // The sheet shows what breaks the limits; the warning below names the figure.
  }
  warn("FPB.Round.Request.figureMissing", { figure: actor?.name ?? figureId });
  return null;
}

/** The GM's form for the figure as it stands; on an answer, the round is asked for the marks the GM changed. */
async function openCorrection(row: RowFigure): Promise<void> {
  const figure = figureNow(row.figureId);
  const view = figure ? correctionFormView(row.battle, figure, foundryLocalizer()) : null;
  if (!view) return;
  const result = await askCorrection(DIALOG_TEMPLATES.correction, view, "FPB.Round.Correct.apply");
  if (!result) return;
  const read = readCorrectionForm(result, view);
  if (!read.ok) return warn(`FPB.Round.Correct.Problem.${read.problem}`);
  requestRound(row.combat, { type: "correctFigure", figureId: row.figureId, marks: read.marks, reason: read.reason });
}

/** "Correct marks…" and "Undo last correction" on core's combatant row menu, for the GM in a Five Parsecs battle. */
function correctionEntries(app: unknown): MenuEntry[] {
  return [
    rowEntry(
      "FPB.Round.Correct.Menu.correct",
      '<i class="fa-solid fa-pen-to-square"></i>',
      (target) => rowFigure(app, target) !== null,
      (target) => {
        const row = rowFigure(app, target);
        if (row) void openCorrection(row);
      },
    ),
    rowEntry(
      "FPB.Round.Correct.Menu.undo",
      '<i class="fa-solid fa-rotate-left"></i>',
      (target) => {
        const row = rowFigure(app, target);
        return row !== null && lastCorrectionIsOf(row);
      },
      (target) => {
        const row = rowFigure(app, target);
        if (row) requestRound(row.combat, { type: "undoCorrection", figureId: row.figureId });
      },
    ),
  ];
}

export function registerCorrectionMenu(): void {
  // Core builds the row menu once, at the tracker's first render (contract C9), so the entries ask on each opening.
  const on = Hooks.on as unknown as (hook: string, fn: (app: unknown, entries: MenuEntry[]) => void) => number;
  on("getCombatTrackerContextOptions", (app, entries) => {
    entries.push(...correctionEntries(app));
  });
}
