import { waitDialog } from "./generation/dialog-window";

/**
 * The submitted values of a DialogV2's form, from its button's callback: the form's fields read as core reads them
 * (`FormDataExtended`), dotted names expanded into objects.
 */
export function formValues(button: HTMLButtonElement): unknown {
  const form = button.form;
  if (!form) return {};
  return foundry.utils.expandObject(new foundry.applications.ux.FormDataExtended(form).object);
}

/** A form dialog's submitting button: its action, label and icon (Cancel is always beside it). */
export interface SubmitButton {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
}

/**
 * Shows a form in a dialog with its submitting button and Cancel, and answers the submitted values (dotted names
 * expanded), or null when cancelled or closed. `app`: the application it belongs beside (a v14 detached window).
 */
export async function askForm(
  title: string,
  content: string,
  submit: SubmitButton,
  app?: foundry.applications.api.ApplicationV2.Any | null,
): Promise<object | null> {
  const result = await waitDialog(
    {
      window: { title },
      content,
      buttons: [
        { ...submit, default: true, callback: (_event, button) => formValues(button) },
        { action: "cancel", label: "FPB.Dialog.Cancel", icon: "fa-solid fa-xmark" },
      ],
      rejectClose: false,
    },
    app,
  );
  return typeof result === "object" && result !== null ? result : null;
}
