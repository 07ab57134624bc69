/*
 * foundry.applications.handlebars: the module's templates compiled with Handlebars and Foundry's helpers the module
 * uses (`localize` through the client's i18n, `checked`, `eq`, `ne`, `formGroup`, `formInput`), partials by path.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { currentClient } from "./context";

const ROOT = resolve(import.meta.dirname, "../..");
const PREFIX = "modules/five-parsecs-battle/";
const hbs = Handlebars.create();
const compiled = new Map<string, Handlebars.TemplateDelegate>();

const fileOf = (path: string) => resolve(ROOT, path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path);

hbs.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
  const i18n = currentClient().game.i18n;
  const data = options.hash as Record<string, unknown>;
  return Object.keys(data).length > 0 ? i18n.format(String(key), data) : i18n.localize(String(key));
});
hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
hbs.registerHelper("eq", (a: unknown, b: unknown) => a === b);
hbs.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
const input = (field: { fieldPath?: string; name?: string } | undefined, options: Handlebars.HelperOptions) => {
  const hash = options.hash as Record<string, unknown>;
  const name = String(hash["name"] ?? field?.fieldPath ?? field?.name ?? "");
  const value = hash["value"] ?? "";
  return `<input name="${Handlebars.escapeExpression(name)}" value="${Handlebars.escapeExpression(String(value))}">`;
};
hbs.registerHelper(
  "formInput",
  (field: { fieldPath?: string }, options: Handlebars.HelperOptions) =>
    new Handlebars.SafeString(input(field, options)),
);
hbs.registerHelper(
  "formGroup",
  (field: { fieldPath?: string; label?: string }, options: Handlebars.HelperOptions) =>
    new Handlebars.SafeString(
      `<div class="form-group"><label>${Handlebars.escapeExpression(field?.label ?? "")}</label>${input(field, options)}</div>`,
    ),
);

function template(path: string): Handlebars.TemplateDelegate {
  let fn = compiled.get(path);
  if (!fn) {
    fn = hbs.compile(readFileSync(fileOf(path), "utf8"));
    compiled.set(path, fn);
  }
  return fn;
}

export async function loadTemplates(paths: readonly string[] | Record<string, string>): Promise<void> {
  for (const path of Array.isArray(paths) ? paths : Object.values(paths))
    hbs.registerPartial(path, readFileSync(fileOf(path), "utf8"));
}

export async function renderTemplate(path: string, data: object): Promise<string> {
  for (const match of readFileSync(fileOf(path), "utf8").matchAll(/\{\{>\s*"([^"]+)"/g)) {
    if (!hbs.partials[match[1]!]) hbs.registerPartial(match[1]!, readFileSync(fileOf(match[1]!), "utf8"));
  }
  return template(path)(data, { allowProtoPropertiesByDefault: true });
}
