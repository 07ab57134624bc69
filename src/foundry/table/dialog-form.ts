/**
 * The submitted values of a DialogV2's form, from its button's callback: the form's fields read as core reads them
 * (`FormDataExtended`), dotted names expanded into objects.
 */
export function formValues(button: HTMLButtonElement): unknown {
  const form = button.form;
  if (!form) return {};
  return foundry.utils.expandObject(new foundry.applications.ux.FormDataExtended(form).object);
}
