import { CHAT_TEMPLATES, ROUND_TEMPLATES } from "../../views/common/template-paths";
import { trackerView, type Viewer } from "../../views/five-parsecs/round/tracker-view";
import { defaultSetupForm, readSetupForm, setupDialogContext } from "../../views/five-parsecs/round/setup-form";
import { localizer, renderTemplate } from "../common";
import type { SandboxInput } from "./sandbox-input";
import type { SandboxState } from "./store-state";

/** The sandbox's one user is the GM and owns every figure, as a solo player at the table. */
const SOLO: Viewer = { isGM: true, owns: () => true };

/** Stable test ids on the template's controls: `round-<input>[-<act>][-<figure>]`. */
function tagControls(panel: HTMLElement): void {
  for (const control of panel.querySelectorAll<HTMLElement>("[data-fpb-round]")) {
    const d = control.dataset;
    // An action's button names the activating figure for its request only; its id stays `round-act-<act>`.
    const figure = d["fpbRound"] === "act" ? undefined : d["fpbFigure"];
    control.dataset["testid"] = ["round", d["fpbRound"], d["fpbAct"], d["fpbAttack"], d["fpbPhase"], figure]
      .filter(Boolean)
      .join("-");
  }
  panel.querySelectorAll<HTMLElement>(".fpb-dice-pool .fpb-die").forEach((die, index) => {
    die.dataset["dieIndex"] = String(index);
    die.dataset["testid"] = `reaction-die-${index}`;
    die.setAttribute("role", "button");
    die.draggable = true;
    die.title = localizer.localize("FPB.Sandbox.Battle.Tracker.PickDie");
  });
  for (const select of panel.querySelectorAll<HTMLSelectElement>("select[data-fpb-round='assignDie']")) {
    const row = select.closest("li");
    if (!row) continue;
    row.dataset["fpbFigure"] = select.dataset["fpbFigure"] ?? "";
    row.dataset["testid"] = `reaction-row-${select.dataset["fpbFigure"]}`;
    row.classList.add("fpb-sandbox-assignable");
  }
}

/**
 * The sandbox's own words on controls whose Foundry tooltip says nothing here (the page shows `title`), and no
 * "Reinforcements / AI": Foundry's battle controls add combatants waiting off the table, and the sandbox's table has
 * none (its enemies' main AI type comes from the rules at setup).
 */
function fitToSandbox(panel: HTMLElement): void {
  panel.querySelector('[data-fpb-round="battleControls"]')?.remove();
  const hints: Record<string, string> = {
    '[data-fpb-round="act"][data-fpb-act="freeAction"]': "FPB.Sandbox.Battle.Tracker.FreeActionHint",
    '[data-fpb-round="abandonBattle"]': "FPB.Sandbox.Battle.Tracker.AbandonHint",
  };
  for (const [selector, key] of Object.entries(hints)) {
    const control = panel.querySelector<HTMLElement>(selector);
    if (control) control.title = localizer.localize(key);
  }
}

/**
 * This page plays Five Parsecs only: the setup dialog's choice of rules (Foundry's, where each combat picks) becomes a
 * link to the page that plays Bracket Busters.
 */
function offerOtherRules(holder: HTMLElement): void {
  const choice = holder.querySelector('select[name="ruleset"]')?.closest(".form-group");
  if (!choice) return;
  const line = document.createElement("p");
  line.className = "hint";
  line.dataset["testid"] = "setup-other-rules";
  line.textContent = `${localizer.localize("FPB.Sandbox.Battle.Setup.OtherRules")} `;
  const link = document.createElement("a");
  link.href = "bracket-busters.html";
  link.textContent = localizer.localize("FPB.Sandbox.Battle.Links.bracketBusters");
  line.append(link);
  choice.replaceWith(line);
}

/** The combat tracker's round panel, or the battle setup dialog before the battle exists. */
export function renderTracker(holder: HTMLElement, state: SandboxState, pickedDie: number | null): void {
  if (!state.battle) {
    const dialog = renderTemplate(ROUND_TEMPLATES.setup, setupDialogContext(defaultSetupForm("normal")));
    holder.innerHTML = `<form class="fpb-sandbox-setup" data-testid="setup-dialog"><h3>${localizer.localize("FPB.Round.Setup.Title")}</h3>${dialog}
      <button type="submit" data-testid="setup-start">${localizer.localize("FPB.Round.Setup.Start")}</button></form>`;
    offerOtherRules(holder);
    return;
  }
  holder.innerHTML = renderTemplate(ROUND_TEMPLATES.tracker, { view: trackerView(state.battle, SOLO) });
  tagControls(holder);
  fitToSandbox(holder);
  if (pickedDie !== null) holder.querySelector(`[data-die-index="${pickedDie}"]`)?.classList.add("fpb-sandbox-picked");
}

/** The setup dialog's answers, read as the module reads its submitted form. */
export function setupInputOf(form: HTMLFormElement): SandboxInput {
  const values = Object.fromEntries(new FormData(form).entries());
  // Unchecked boxes are absent from the form data: say so, or the defaults (checked) would win.
  for (const name of ["hiredMuscle", "attemptSeize"]) if (!(name in values)) values[name] = "false";
  return { type: "setup", form: readSetupForm(values, defaultSetupForm("normal")) };
}

export const OUTCOME_TEMPLATE = CHAT_TEMPLATES.outcome;
