import { localizer as i18n } from "../common";
import { esc } from "./html";
import "./confirm-dialog.css";

/** What the dialog asks: lang keys under `FPB.Sandbox.Battle.Confirm`, and the data their text needs. */
export interface Question {
  readonly title: string;
  readonly text: string;
  readonly data?: Readonly<Record<string, string>>;
  /** The label of the button that goes ahead; "Cancel" keeps things as they are. */
  readonly yes: string;
  /** The lang branch the keys are under (with its own `Cancel`): the Bracket Busters page asks in its own words. */
  readonly branch?: string;
}

const words = (branch: string, key: string, data: Readonly<Record<string, string>> = {}): string =>
  esc(i18n.format(`${branch}.${key}`, { ...data }));

/**
 * Asks before something that cannot be taken back (a battle discarded, a battle ended): a modal dialog in the page's
 * style, resolved true only by its "yes" button. Escape, Cancel or closing it keep things as they are; Cancel has the
 * focus, so a stray Enter never discards anything.
 */
export function confirmFirst(question: Question): Promise<boolean> {
  const branch = question.branch ?? "FPB.Sandbox.Battle.Confirm";
  const dialog = document.createElement("dialog");
  dialog.className = "fpb-sandbox-confirm";
  dialog.dataset["testid"] = "confirm-dialog";
  dialog.setAttribute("aria-labelledby", "fpb-sandbox-confirm-title");
  dialog.innerHTML = `<h2 id="fpb-sandbox-confirm-title">${words(branch, question.title, question.data)}</h2>
    <p data-testid="confirm-text">${words(branch, question.text, question.data)}</p>
    <form method="dialog">
      <button type="submit" value="no" data-testid="confirm-no" autofocus>${words(branch, "Cancel")}</button>
      <button type="submit" value="yes" data-testid="confirm-yes">${words(branch, question.yes, question.data)}</button>
    </form>`;
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      resolve(dialog.returnValue === "yes");
      dialog.remove();
    });
    dialog.showModal();
  });
}
