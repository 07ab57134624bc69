import type { BattleState } from "../../rules";
import { nameOf } from "../../views/five-parsecs/attack/name-of";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import {
  correctionFormView,
  readCorrectionForm,
  type CorrectionFormView,
} from "../../views/five-parsecs/round/correction-form";
import { correctionLogView } from "../../views/five-parsecs/round/correction-log";
import { DIALOG_TEMPLATES } from "../../views/common/template-paths";
import { renderTemplate } from "../common";
import { esc } from "./html";
import type { SandboxInput } from "./sandbox-input";
import type { SandboxState } from "./store-state";

/*
 * Ruling 7 on the Five Parsecs page, where the one person at the page is the GM: the same correction Foundry's
 * combatant row menu offers (the Foundry dialog's own template and form reader), sent through the round as
 * `correctFigure`, and the round's log of corrections with the Undo (`undoCorrection`) of the latest one standing.
 */

const t = (i18n: Localizer, key: string, data?: Record<string, string>): string =>
  esc(data ? i18n.format(`FPB.Sandbox.Correction.${key}`, data) : i18n.localize(`FPB.Sandbox.Correction.${key}`));

/** The figures a correction may name: every figure of the battle, crew first, by name. */
function figuresOf(battle: BattleState, state: SandboxState): { id: string; name: string }[] {
  return [...battle.crew, ...battle.enemies].map(({ id }) => ({ id, name: state.figures[id]?.name ?? id }));
}

/** The form's values as Foundry's FormDataExtended reads them: ticks as booleans, the rest as text. */
function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[name]")) {
    values[field.name] = field instanceof HTMLInputElement && field.type === "checkbox" ? field.checked : field.value;
  }
  return values;
}

/** The log of corrections, each with what it changed and why; Undo on the one `undoCorrection` takes back. */
function logHtml(battle: BattleState, state: SandboxState, i18n: Localizer): string {
  const entries = correctionLogView(battle, nameOf(Object.values(state.figures)), i18n);
  if (entries.length === 0) return `<p class="hint">${t(i18n, "None")}</p>`;
  const items = entries.map((e, i) => {
    const text = t(i18n, "Entry", { round: String(e.round), figure: e.figure, changes: e.changes, reason: e.reason });
    const undo = e.undoable
      ? ` <button type="button" data-sandbox-correction="undo" data-figure="${esc(e.figureId)}" data-testid="correction-undo">${t(i18n, "Undo")}</button>`
      : "";
    const undone = e.undone ? ` <em>${t(i18n, "Undone")}</em>` : "";
    return `<li data-testid="correction-entry" data-index="${i}" data-undone="${e.undone}"${e.undone ? ' class="fpb-sandbox-undone"' : ""}>${text}${undone}${undo}</li>`;
  });
  return `<ol class="fpb-sandbox-corrections">${items.join("")}</ol>`;
}

/** What the panel sends: a page input, or a notice in the user's words. */
export interface CorrectionPanelHost {
  readonly dispatch: (input: SandboxInput) => void;
  readonly notice: (text: string) => void;
}

/**
 * The GM's corrections panel: a figure to correct (the table's selection, or one picked here), its form while open, and
 * the log. The open form is kept as drawn until Apply or Cancel, so an input arriving meanwhile (the autopilot) does not
 * wipe what the GM typed; Apply sends only what differs from the form as it was shown.
 */
export class CorrectionPanel {
  #open: CorrectionFormView | null = null;
  #picked: string | null = null;
  #state: SandboxState | null = null;
  #selected: string | null = null;

  constructor(
    private readonly holder: HTMLElement,
    private readonly host: CorrectionPanelHost,
    private readonly i18n: Localizer,
  ) {
    holder.addEventListener("click", (event) => this.#onClick(event));
    holder.addEventListener("change", (event) => {
      const select = (event.target as HTMLElement).closest<HTMLSelectElement>("select[data-correction-figure]");
      if (select) this.#picked = select.value;
    });
  }

  render(state: SandboxState, selectedId: string | null): void {
    this.#state = state;
    this.#selected = selectedId;
    const battle = state.battle;
    this.holder.hidden = !battle || Boolean(battle.over);
    if (!battle || battle.over) {
      this.#open = null;
      this.holder.innerHTML = "";
      return;
    }
    const figures = figuresOf(battle, state);
    const inBattle = (id: string | null): id is string => id !== null && figures.some((f) => f.id === id);
    if (!inBattle(this.#picked)) this.#picked = null;
    if (this.#open && !inBattle(this.#open.figureId)) this.#open = null;
    const chosen = this.#picked ?? (inBattle(selectedId) ? selectedId : (figures[0]?.id ?? ""));
    const form = this.holder.querySelector<HTMLFormElement>("form[data-correction-form]");
    const keep = this.#open && form?.dataset["figure"] === this.#open.figureId ? form : null;
    this.holder.innerHTML = `<h3>${t(this.i18n, "Title")}</h3>${keep ? "" : this.#body(figures, chosen)}
      <h4>${t(this.i18n, "Log")}</h4><div data-testid="correction-log">${logHtml(battle, state, this.i18n)}</div>`;
    if (keep) this.holder.querySelector("h3")!.after(keep);
  }

  /** The picker, or the open form: the Foundry dialog's template with Apply and Cancel. */
  #body(figures: readonly { id: string; name: string }[], chosen: string): string {
    if (!this.#open) {
      const options = figures
        .map((f) => `<option value="${esc(f.id)}"${f.id === chosen ? " selected" : ""}>${esc(f.name)}</option>`)
        .join("");
      return `<div class="fpb-round-buttons"><label>${t(this.i18n, "Figure")} <select data-correction-figure data-testid="correction-figure">${options}</select></label>
        <button type="button" data-sandbox-correction="open" data-testid="correction-open"><i class="fa-solid fa-pen-to-square"></i> ${t(this.i18n, "Open")}</button></div>`;
    }
    const fields = renderTemplate(DIALOG_TEMPLATES.correction, { form: this.#open });
    return `<form data-correction-form data-figure="${esc(this.#open.figureId)}" data-testid="correction-form">
      <p><strong>${esc(this.#open.title)}</strong></p>${fields}
      <div class="fpb-round-buttons">
        <button type="button" data-sandbox-correction="apply" data-testid="correction-apply"><i class="fa-solid fa-check"></i> ${esc(this.i18n.localize("FPB.Round.Correct.apply"))}</button>
        <button type="button" data-sandbox-correction="cancel" data-testid="correction-cancel">${esc(this.i18n.localize("FPB.Dialog.Cancel"))}</button>
      </div></form>`;
  }

  #onClick(event: Event): void {
    const button = (event.target as HTMLElement).closest<HTMLElement>("button[data-sandbox-correction]");
    const state = this.#state;
    if (!button || !state?.battle) return;
    switch (button.dataset["sandboxCorrection"]) {
      case "open": {
        const id = this.holder.querySelector<HTMLSelectElement>("select[data-correction-figure]")?.value ?? "";
        const figure = state.figures[id];
        this.#open = figure ? correctionFormView(state.battle, figure, this.i18n) : null;
        return this.#redraw();
      }
      case "cancel":
        this.#open = null;
        return this.#redraw();
      case "apply": {
        const form = button.closest("form");
        const view = this.#open;
        if (!form || !view) return;
        const read = readCorrectionForm(formValues(form), view);
        if (!read.ok) return this.host.notice(this.i18n.localize(`FPB.Round.Correct.Problem.${read.problem}`));
        this.#open = null;
        this.#redraw();
        return this.host.dispatch({
          type: "round",
          input: { type: "correctFigure", figureId: view.figureId, marks: read.marks, reason: read.reason },
        });
      }
      case "undo":
        return this.host.dispatch({
          type: "round",
          input: { type: "undoCorrection", figureId: button.dataset["figure"] ?? "" },
        });
    }
  }

  #redraw(): void {
    if (this.#state) this.render(this.#state, this.#selected);
  }
}
