import type { BracketBusters as BB } from "../../rules";
import { say, type Lang } from "../../views/bracket-busters";
import {
  correctionFormView,
  readCorrectionForm,
  type CorrectionTarget,
} from "../../views/bracket-busters/correction-form";
import { button, esc } from "./html";
import type { PageInput } from "./page-input";

/*
 * Ruling 7 in the sandbox, where the one person at the page is the GM: the same correction the Foundry panel offers,
 * a fighter's status, marks and Flesh Wounds or a gang's Bottled Out, with a reason, sent through the rules.
 */

/** The correction box for a fighter or a gang as the battle has it now; empty when it is not in the battle. */
export function correctionBoxHtml(state: BB.BattleState, target: CorrectionTarget, lang: Lang): string {
  const form = correctionFormView(state, target, lang);
  if (!form) return "";
  const fields =
    form.kind === "fighter"
      ? `<label>${esc(say(lang, "Correct.status"))} <select name="status">${form.statuses
          .map((s) => `<option value="${s.value}"${s.selected ? " selected" : ""}>${esc(s.label)}</option>`)
          .join("")}</select></label>
        <div>${form.marks
          .map(
            (m) =>
              `<label><input type="checkbox" name="${m.name}"${m.checked ? " checked" : ""}> ${esc(m.label)}</label>`,
          )
          .join(" ")}</div>
        <label>${esc(say(lang, "Correct.fleshWoundsLabel"))} <input type="number" name="fleshWounds" min="0" max="${form.maxFleshWounds}" value="${form.fleshWounds}"></label>`
      : `<label><input type="checkbox" name="bottledOut"${form.bottledOut ? " checked" : ""}> ${esc(say(lang, "Correct.bottledOut"))}</label>`;
  return `<form class="bb-correction" data-testid="bb-correction-form" data-kind="${form.kind}" data-target="${esc(form.id)}">
    <h3>${esc(form.title)}</h3>${fields}
    <label>${esc(say(lang, "Correct.reason"))} <input type="text" name="reason" required></label>
    ${button("applyCorrection", esc(say(lang, "Correct.apply")), {}, { testid: "bb-correction-apply" })}
    ${button("cancelCorrection", esc(say(lang, "Button.cancel")), {}, { testid: "bb-correction-cancel" })}
  </form>`;
}

/** The form's values as Foundry's FormDataExtended reads them: ticks as booleans, numbers as numbers. */
export function correctionValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[name]")) {
    if (field instanceof HTMLInputElement && field.type === "checkbox") values[field.name] = field.checked;
    else if (field instanceof HTMLInputElement && field.type === "number") values[field.name] = Number(field.value);
    else values[field.name] = field.value;
  }
  return values;
}

/** The page's `correct` input from the box, or the notice that says why there is none. */
export function correctionInput(
  values: unknown,
  state: BB.BattleState,
  target: CorrectionTarget,
  lang: Lang,
): PageInput | { readonly notice: string } {
  const read = readCorrectionForm(values, state, target);
  if (!read.ok) return { notice: say(lang, `Correct.Problem.${read.problem}`) };
  return { type: "rules", input: { type: "correct", correction: read.correction, reason: read.reason } };
}
