/*
 * Foundry's Handlebars helpers that the module's templates use, written once for every place that renders them
 * without Foundry: the sandbox, the Foundry double and the template tests. In Foundry, core registers its own.
 */
import type Handlebars from "handlebars";
import type { Localizer } from "./i18n/describe-violation";

type Hash = Readonly<Record<string, unknown>>;

/**
 * How `{{formInput field ...}}` and `{{formGroup field ...}}` draw a field, given the helper's hash. In Foundry the
 * field draws itself (a DataField's `toInput` and `toFormGroup`); what a field is differs by world (a DataField on the
 * double, a SandboxField in the sandbox), so each world brings its own.
 */
export interface FieldRenderer {
  input(field: unknown, hash: Hash): string;
  group(field: unknown, hash: Hash): string;
}

const hashOf = (options: Handlebars.HelperOptions): Hash => options.hash as Hash;

/** Foundry's `format` data: each slot prints its value as text. */
const formatData = (hash: Hash): Record<string, string> =>
  Object.fromEntries(Object.entries(hash).map(([name, value]) => [name, String(value)]));

/**
 * Registers `localize`, `checked`, `eq`, `ne` and, given a field renderer, `formInput` and `formGroup` on `hbs`, as
 * Foundry's behave: `localize` formats with its hash when it has one and localizes otherwise; `checked` prints
 * "checked" for a truthy value; `eq` and `ne` compare strictly; the form helpers' HTML is not escaped again.
 */
export function registerFoundryHelpers(hbs: typeof Handlebars, i18n: Localizer, fields?: FieldRenderer): void {
  hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = hashOf(options);
    return Object.keys(hash).length > 0 ? i18n.format(String(key), formatData(hash)) : i18n.localize(String(key));
  });
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hbs.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  if (!fields) return;
  hbs.registerHelper(
    "formInput",
    (field: unknown, options: Handlebars.HelperOptions) => new hbs.SafeString(fields.input(field, hashOf(options))),
  );
  hbs.registerHelper(
    "formGroup",
    (field: unknown, options: Handlebars.HelperOptions) => new hbs.SafeString(fields.group(field, hashOf(options))),
  );
}
