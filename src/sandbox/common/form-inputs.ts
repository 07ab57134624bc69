import Handlebars from "handlebars";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import type { SandboxField } from "./form-fields";

/** The hash options the module's templates pass to `{{formInput}}` / `{{formGroup}}`. */
export interface FormInputOptions {
  readonly value?: unknown;
  readonly localize?: boolean;
  readonly placeholder?: string;
  readonly type?: string;
  readonly rootId?: string;
}

const escaped = (value: unknown): string =>
  Handlebars.escapeExpression(value === null || value === undefined ? "" : String(value));

const inputId = (field: SandboxField, options: FormInputOptions): string =>
  options.rootId ? `${options.rootId}-${field.fieldPath}` : "";

const attributes = (pairs: Record<string, unknown>): string =>
  Object.entries(pairs)
    .filter(([, value]) => value !== undefined && value !== null && value !== "" && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${escaped(value)}"`))
    .join(" ");

/** Foundry's `{{formInput field value=...}}`: the input a DataField renders itself as, bounded by its limit. */
export function formInput(field: SandboxField, options: FormInputOptions, i18n: Localizer): string {
  const { limit } = field;
  const id = inputId(field, options);
  const label = (key: string): string => (options.localize ? i18n.localize(key) : key);
  switch (limit.kind) {
    case "integer":
      return `<input ${attributes({ type: "number", name: field.fieldPath, id, value: options.value, min: limit.min, max: limit.max, step: 1, placeholder: options.placeholder })}>`;
    case "text":
      return `<input ${attributes({ type: "text", name: field.fieldPath, id, value: options.value, maxlength: limit.maxLength, placeholder: options.placeholder })}>`;
    case "boolean":
      return `<input ${attributes({ type: "checkbox", name: field.fieldPath, id, checked: options.value === true })}>`;
    case "choice": {
      const choices = Object.entries(field.choices ?? Object.fromEntries(limit.choices.map((c) => [c, c])));
      const rendered = choices.map(
        ([value, key]) =>
          `<option ${attributes({ value, selected: value === options.value })}>${escaped(label(key))}</option>`,
      );
      return `<select ${attributes({ name: field.fieldPath, id })}>${rendered.join("")}</select>`;
    }
    case "set": {
      const chosen = new Set(Array.isArray(options.value) ? options.value.map(String) : []);
      const choices = Object.entries(field.choices ?? Object.fromEntries(limit.choices.map((c) => [c, c])));
      const boxes = choices.map(
        ([value, key]) =>
          `<label class="checkbox"><input ${attributes({ type: "checkbox", value, checked: chosen.has(value) })}> ${escaped(label(key))}</label>`,
      );
      return `<multi-checkbox ${attributes({ name: field.fieldPath, id })}>${boxes.join("")}</multi-checkbox>`;
    }
  }
}

/** Foundry's `{{formGroup field ...}}`: the field's label, its input and its hint. */
export function formGroup(field: SandboxField, options: FormInputOptions, i18n: Localizer): string {
  const id = inputId(field, options);
  const hint = i18n.localize(field.hint);
  return [
    `<div class="form-group${field.limit.kind === "set" ? " stacked" : ""}">`,
    `<label${id ? ` for="${escaped(id)}"` : ""}>${escaped(i18n.localize(field.label))}</label>`,
    `<div class="form-fields">${formInput(field, options, i18n)}</div>`,
    hint && hint !== field.hint ? `<p class="hint">${escaped(hint)}</p>` : "",
    `</div>`,
  ].join("");
}
