import { waitDialog } from "./generation/dialog-window";
import { formValues } from "./dialog-form";

/**
 * The GM's correction form (ruling 7) as a dialog for either ruleset: its template drawn with the form's view, Apply
 * (with that ruleset's label) and Cancel. The submitted values, or null when the GM cancelled or closed it.
 */
export async function askCorrection(
  template: string,
  form: { readonly title: string },
  applyLabel: string,
): Promise<object | null> {
  const content = await foundry.applications.handlebars.renderTemplate(template, { form });
  const result = await waitDialog(
    {
      window: { title: form.title },
      content,
      buttons: [
        {
          action: "apply",
          label: applyLabel,
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
  return typeof result === "object" && result !== null ? result : null;
}
