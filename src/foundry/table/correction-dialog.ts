import { askForm } from "./dialog-form";

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
  return askForm(form.title, content, { action: "apply", label: applyLabel, icon: "fa-solid fa-check" }, ui.combat);
}
