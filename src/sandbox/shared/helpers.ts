import type HandlebarsNamespace from "handlebars";
import type { Localizer } from "../../views/i18n/describe-violation";
import type { SandboxField } from "./form-fields";
import { formGroup, formInput, type FormInputOptions } from "./form-inputs";

type Hbs = typeof HandlebarsNamespace;

const stringData = (hash: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(hash).map(([name, value]) => [name, String(value)]));

function isField(value: unknown): value is SandboxField {
  return typeof value === "object" && value !== null && "fieldPath" in value && "limit" in value;
}

function fieldOf(value: unknown, helper: string): SandboxField {
  if (!isField(value)) throw new Error(`{{${helper}}} needs a field from systemFields(); got ${JSON.stringify(value)}`);
  return value;
}

/** Foundry's Handlebars helpers the module's templates use, re-created over the sandbox's localizer. */
export function registerFoundryHelpers(hbs: Hbs, i18n: Localizer): void {
  hbs.registerHelper("localize", (key: unknown, options: HandlebarsNamespace.HelperOptions) => {
    const hash = options.hash as Record<string, unknown>;
    return Object.keys(hash).length > 0 ? i18n.format(String(key), stringData(hash)) : i18n.localize(String(key));
  });
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hbs.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hbs.registerHelper("numberFormat", (value: unknown, options: HandlebarsNamespace.HelperOptions) => {
    const hash = options.hash as { decimals?: number; sign?: boolean };
    const number = Number(value);
    const text = number.toFixed(hash.decimals ?? 0);
    return hash.sign && number >= 0 ? `+${text}` : text;
  });
  hbs.registerHelper("formInput", (field: unknown, options: HandlebarsNamespace.HelperOptions) => {
    return new hbs.SafeString(formInput(fieldOf(field, "formInput"), options.hash as FormInputOptions, i18n));
  });
  hbs.registerHelper("formGroup", (field: unknown, options: HandlebarsNamespace.HelperOptions) => {
    return new hbs.SafeString(formGroup(fieldOf(field, "formGroup"), options.hash as FormInputOptions, i18n));
  });
}
