import type { Figure } from "../../../rules";
import { DIALOG_TEMPLATES } from "../../../views/common/template-paths";
import {
  brawlDialogContext,
  readBrawlForm,
  type BrawlForm,
  type BrawlGroup,
} from "../../../views/five-parsecs/attack/brawl-form";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { fireDialogContext } from "../../../views/five-parsecs/attack/dialog-context";
import type { FireForm } from "../../../views/five-parsecs/attack/fire-form";
import { readFireForm } from "../../../views/five-parsecs/attack/read-form";
import { waitDialog } from "../../table/generation/dialog-window";
import { formValues } from "../../table/dialog-form";

/** The application a dialog is asked from (a figure sheet): the dialog opens in its window, even popped out. */
export type AskedFrom = foundry.applications.api.ApplicationV2.Any | null | undefined;

async function ask(
  title: string,
  template: string,
  context: Record<string, unknown>,
  rollLabel: string,
  from: AskedFrom,
): Promise<unknown> {
  const content = await foundry.applications.handlebars.renderTemplate(template, context);
  const result = await waitDialog(
    {
      window: { title },
      position: { width: 720 },
      content,
      buttons: [
        {
          action: "roll",
          label: rollLabel,
          icon: "fa-solid fa-dice-d6",
          default: true,
          callback: (_event, button) => formValues(button),
        },
        { action: "cancel", label: "FPB.Dialog.Cancel", icon: "fa-solid fa-xmark" },
      ],
      rejectClose: false,
    },
    from,
  );
  return typeof result === "object" && result !== null ? result : null;
}

/** Shows the fire dialog with the module's measurements; the confirmed form, or null if the user cancels. */
export async function askFire(firer: Figure, defaults: FireForm, from?: AskedFrom): Promise<FireForm | null> {
  const title = game.i18n?.format("FPB.Fire.Title", { figure: firer.name }) ?? firer.name;
  const context = { ...fireDialogContext(firer, defaults) };
  const values = await ask(title, DIALOG_TEMPLATES.fire, context, "FPB.Fire.Roll", from);
  return values === null ? null : readFireForm(values, defaults);
}

/**
 * Shows the brawl dialog, with the "Multiple Opponents" fight on offer when a group is in base contact; the confirmed
 * form, or null if the user cancels.
 */
export async function askBrawl(
  attacker: Figure,
  defender: Figure,
  defaults: BrawlForm,
  group: BrawlGroup | null = null,
  from?: AskedFrom,
): Promise<BrawlForm | null> {
  const title =
    game.i18n?.format("FPB.Brawl.Title", { attacker: attacker.name, defender: defender.name }) ?? attacker.name;
  const context = { ...brawlDialogContext(attacker, defender, defaults, group, foundryLocalizer()) };
  const values = await ask(title, DIALOG_TEMPLATES.brawl, context, "FPB.Brawl.Roll", from);
  return values === null ? null : readBrawlForm(values, defaults);
}
