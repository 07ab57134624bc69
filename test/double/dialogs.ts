/*
 * DialogV2 on the double: the content rendered into a real form (happy-dom), which the test fills and submits like
 * a person: `fill` sets inputs by name, `press` clicks a button, whose callback gets the button (with its `form`),
 * as in Foundry. `FormDataExtended` reads the form the documented way: checkboxes as booleans, number inputs and
 * `data-dtype="Number"` as numbers, names kept as written (dotted names are for `expandObject`).
 * A constructed DialogV2 rendered on a client opens here too, in the window it was rendered into: a press calls the
 * button's callback, then the config's `submit(result, dialog)`, then closes the dialog (its "close" event).
 */
import type { Client } from "./client";

export interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: unknown) => unknown;
}

export interface DialogConfig {
  window?: { title?: string };
  content?: string;
  buttons?: DialogButton[];
  rejectClose?: boolean;
  yes?: Partial<DialogButton>;
  no?: Partial<DialogButton>;
  /** Called with the pressed button's callback result; not when the dialog is dismissed. */
  submit?: (result: unknown, dialog: unknown) => unknown;
  [key: string]: unknown;
}

/** Where a constructed and rendered DialogV2 is shown (a `wait` dialog has none: the main window). */
export interface DialogPlace {
  /** The DialogV2 itself: its buttons' callbacks and `submit` get it, and a press closes it. */
  readonly app?: { close(): Promise<unknown> };
  /** The detached window it was rendered into (v14); none for the main window. */
  readonly windowId?: string;
  /** The app's element, in its window's document: the form goes inside. */
  readonly element?: HTMLElement;
  /** Told of the open dialog, so the app can dismiss it when closed. */
  readonly shown?: (dialog: OpenDialog) => void;
}

export class OpenDialog {
  readonly form: HTMLFormElement;
  readonly title: string;
  /** The id of the detached window it opened in (v14), undefined for the main window. */
  readonly windowId: string | undefined;
  #done = false;

  constructor(
    private readonly client: Client,
    readonly config: DialogConfig,
    private readonly resolve: (value: unknown) => void,
    private readonly place: DialogPlace = {},
  ) {
    this.title = client.game.i18n.localize(config.window?.title ?? "");
    this.windowId = place.windowId;
    this.form = (place.element?.ownerDocument ?? document).createElement("form");
    place.element?.append(this.form);
    this.form.classList.add("dialog-form");
    this.form.innerHTML = `<div class="dialog-content">${config.content ?? ""}</div><footer class="form-footer"></footer>`;
    const footer = this.form.querySelector("footer")!;
    for (const button of config.buttons ?? []) {
      const element = document.createElement("button");
      element.type = "submit";
      element.dataset["action"] = button.action;
      element.textContent = client.game.i18n.localize(button.label ?? button.action);
      footer.append(element);
    }
  }

  get actions(): string[] {
    return (this.config.buttons ?? []).map((b) => b.action);
  }

  /** Sets form fields by name, as a person would type, tick or choose. */
  fill(values: Record<string, string | number | boolean>): this {
    for (const [name, value] of Object.entries(values)) {
      const fields = [
        ...this.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`),
      ];
      if (fields.length === 0) throw new Error(`Foundry double: dialog "${this.title}" has no field named ${name}`);
      for (const field of fields) {
        if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = Boolean(value);
        else if (field instanceof HTMLInputElement && field.type === "radio")
          field.checked = field.value === String(value);
        else {
          if (field instanceof HTMLSelectElement && ![...field.options].some((o) => o.value === String(value))) {
            throw new Error(`Foundry double: ${name} offers no option ${String(value)}`);
          }
          field.value = String(value);
        }
      }
    }
    return this;
  }

  /**
   * Clicks a button: its callback's answer (or the action's name) resolves the dialog; a constructed one then gets
   * `submit(answer, dialog)` and closes.
   */
  async press(action: string): Promise<void> {
    if (this.#done) throw new Error(`Foundry double: dialog "${this.title}" is closed`);
    const button = (this.config.buttons ?? []).find((b) => b.action === action);
    if (!button)
      throw new Error(
        `Foundry double: dialog "${this.title}" has no button ${action} (it has ${this.actions.join(", ")})`,
      );
    const element = this.form.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
    this.#done = true;
    const dialog = this.place.app ?? this;
    const result = await this.client.run(async () =>
      button.callback ? button.callback(new Event("submit"), element, dialog) : action,
    );
    const submit = this.config.submit;
    if (submit) await this.client.run(async () => submit(result, dialog));
    this.resolve(result);
    const app = this.place.app;
    if (app) await this.client.run(() => app.close());
  }

  /** Closes the window without a button (null with `rejectClose: false`; a constructed one's "close" event). */
  close(): void {
    const app = this.place.app;
    if (app) void this.client.run(() => app.close());
    else this.dismiss();
  }

  /** Ends the dialog unanswered (its app was closed); nothing once it is answered. */
  dismiss(): void {
    if (this.#done) return;
    this.#done = true;
    this.resolve(null);
  }
}

export class FormDataExtended {
  readonly object: Record<string, unknown> = {};
  constructor(form: HTMLFormElement) {
    for (const element of [...form.elements] as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
      const name = element.getAttribute("name");
      if (!name || element.disabled) continue;
      const dtype = element.dataset["dtype"];
      if (element instanceof HTMLInputElement && element.type === "checkbox") {
        this.object[name] = element.checked;
      } else if (element instanceof HTMLInputElement && element.type === "radio") {
        if (element.checked) this.object[name] = dtype === "Number" ? Number(element.value) : element.value;
      } else if (
        (element instanceof HTMLInputElement && (element.type === "number" || element.type === "range")) ||
        dtype === "Number"
      ) {
        this.object[name] = element.value === "" ? null : Number(element.value);
      } else if (dtype === "Boolean") {
        this.object[name] = element.value === "true";
      } else {
        this.object[name] = element.value;
      }
    }
  }
}
