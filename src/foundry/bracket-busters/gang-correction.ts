import {
  correctionFormView,
  readCorrectionForm,
  type CorrectionTarget,
} from "../../views/bracket-busters/correction-form";
import { GANG_TEMPLATES } from "../../views/template-paths";
import { waitDialog } from "../generation/dialog-window";
import { foundryLocalizer } from "../i18n/localizer";
import { warn } from "../i18n/notify";
import { gangBattleOf } from "./gang-battle-store";
import { requestGang } from "./gang-service";

/** The submitted values of the dialog's form. */
function formValues(button: HTMLButtonElement): unknown {
  const form = button.form;
  if (!form) return {};
  return foundry.utils.expandObject(new foundry.applications.ux.FormDataExtended(form).object);
}

/**
 * Ruling 7 at the table: the GM's form for a fighter or a gang, as the battle has it now; the GM changes what is wrong,
 * gives a reason, and the round is asked for the `correct` input (the rules' and the request check's to refuse). True
 * when it was asked; false (the GM told why, or the form cancelled) when not.
 */
export async function openGangCorrection(combat: Combat.Implementation, target: CorrectionTarget): Promise<boolean> {
  const state = gangBattleOf(combat)?.battle;
  if (!game.user?.isGM || !state) return false;
  const form = correctionFormView(state, target, foundryLocalizer());
  if (!form) return false;
  const content = await foundry.applications.handlebars.renderTemplate(GANG_TEMPLATES.correction, { form });
  const result = await waitDialog(
    {
      window: { title: form.title },
      content,
      buttons: [
        {
          action: "apply",
          label: "FPB.BracketBusters.Correct.apply",
          icon: "fa-solid fa-check",
          default: true,
          callback: (_event, button) => formValues(button),
        },
        { action: "cancel", label: "FPB.Dialog.Cancel", icon: "fa-solid fa-xmark" },
      ],
      rejectClose: false,
    },
    ui.combat ?? null,
  );
  if (typeof result !== "object" || result === null) return false;
  // Read against the battle as it is once the GM answers: the form says what the table should show now.
  const now = gangBattleOf(combat)?.battle ?? state;
  const read = readCorrectionForm(result, now, target);
  if (!read.ok) {
    warn(`FPB.BracketBusters.Correct.Problem.${read.problem}`);
    return false;
  }
  requestGang(combat, { type: "correct", correction: read.correction, reason: read.reason });
  return true;
}
