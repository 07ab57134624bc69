/*
 * DialogV2 on the double: the content rendered into a real form (happy-dom), which the test fills and submits like
 * a person: `fill` sets inputs by name, `press` clicks a button, whose callback gets the button (with its `form`),
 * as in Foundry. `FormDataExtended` reads the form the documented way: checkboxes as booleans, number inputs and
 * `data-dtype="Number"` as numbers, names kept as written (dotted names are for `expandObject`).
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
  [key: string]: unknown;
}

export class OpenDialog {
  readonly form: HTMLFormElement;
  readonly title: string;
  #done = false;

  constructor(
    private readonly client: Client,
    readonly config: DialogConfig,
    private readonly resolve: (value: unknown) => void,
  ) {
    this.title = client.game.i18n.localize(config.window?.title ?? "");
    this.form = document.createElement("form");
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

  /** Clicks a button: its callback's answer (or the action's name) resolves the dialog. */
  async press(action: string): Promise<void> {
    if (this.#done) throw new Error(`Foundry double: dialog "${this.title}" is closed`);
    const button = (this.config.buttons ?? []).find((b) => b.action === action);
    if (!button)
      throw new Error(
        `Foundry double: dialog "${this.title}" has no button ${action} (it has ${this.actions.join(", ")})`,
      );
    const element = this.form.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
    this.#done = true;
    const result = await this.client.run(async () =>
      button.callback ? button.callback(new Event("submit"), element, this) : action,
    );
    this.resolve(result);
  }

  /** Closes the window without a button (null with `rejectClose: false`). */
  close(): void {
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
