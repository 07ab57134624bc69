import type Handlebars from "handlebars";
import { type FieldRenderer, registerFoundryHelpers as registerHelpers } from "../../views/common/handlebars-helpers";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import type { SandboxField } from "./form-fields";
import { type FormInputOptions, formGroup, formInput } from "./form-inputs";

function isField(value: unknown): value is SandboxField {
  return typeof value === "object" && value !== null && "fieldPath" in value && "limit" in value;
}

function fieldOf(value: unknown, helper: string): SandboxField {
  if (!isField(value)) throw new Error(`{{${helper}}} needs a field from systemFields(); got ${JSON.stringify(value)}`);
  return value;
}

/** The sandbox's fields draw themselves as the DataFields they stand for do in Foundry. */
const sandboxFields = (i18n: Localizer): FieldRenderer => ({
  input: (field, hash) => formInput(fieldOf(field, "formInput"), hash as FormInputOptions, i18n),
  group: (field, hash) => formGroup(fieldOf(field, "formGroup"), hash as FormInputOptions, i18n),
});

/** Foundry's Handlebars helpers the module's templates use, over the sandbox's localizer and fields. */
export function registerFoundryHelpers(hbs: typeof Handlebars, i18n: Localizer): void {
  registerHelpers(hbs, i18n, sandboxFields(i18n));
}
