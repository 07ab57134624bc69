/*
 * foundry.applications.handlebars: the module's templates compiled with Handlebars and Foundry's helpers the module
 * uses (src/views/common/handlebars-helpers.ts: `localize` through the client's i18n, `checked`, `eq`, `ne`, `formGroup`,
 * `formInput`), partials by path.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { type FieldRenderer, registerFoundryHelpers } from "../../src/views/common/handlebars-helpers";
import type { Localizer } from "../../src/views/common/i18n/describe-violation";
import { currentClient } from "./context";

const ROOT = resolve(import.meta.dirname, "../..");
const PREFIX = "modules/five-parsecs-battle/";
const hbs = Handlebars.create();
const compiled = new Map<string, Handlebars.TemplateDelegate>();

const fileOf = (path: string) => resolve(ROOT, path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path);

/** `localize` reads the i18n of the client that renders. */
const clientI18n: Localizer = {
  localize: (key) => currentClient().game.i18n.localize(key),
  format: (key, data) => currentClient().game.i18n.format(key, data),
};

/** The parts of a DataField the double draws: its path (or name) and its label. */
type DrawnField = { readonly fieldPath?: string; readonly name?: string; readonly label?: string };
const drawn = (field: unknown): DrawnField => (field ?? {}) as DrawnField;

const input = (field: DrawnField, hash: Readonly<Record<string, unknown>>) => {
  const name = String(hash["name"] ?? field.fieldPath ?? field.name ?? "");
  const value = hash["value"] ?? "";
  return `<input name="${Handlebars.escapeExpression(name)}" value="${Handlebars.escapeExpression(String(value))}">`;
};

/** A DataField drawn as a bare named input (in a labelled form group): what the module's sheet tests read back. */
const FIELDS: FieldRenderer = {
  input: (field, hash) => input(drawn(field), hash),
  group: (field, hash) =>
    `<div class="form-group"><label>${Handlebars.escapeExpression(drawn(field).label ?? "")}</label>${input(drawn(field), hash)}</div>`,
};

registerFoundryHelpers(hbs, clientI18n, FIELDS);

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

/** The partials each template names, read from its file once (templates do not change during a run). */
const partialsNamed = new Map<string, readonly string[]>();

export async function renderTemplate(path: string, data: object): Promise<string> {
  let partials = partialsNamed.get(path);
  if (!partials) {
    partials = [...readFileSync(fileOf(path), "utf8").matchAll(/\{\{>\s*"([^"]+)"/g)].map((match) => match[1]!);
    partialsNamed.set(path, partials);
  }
  for (const partial of partials)
    if (!hbs.partials[partial]) hbs.registerPartial(partial, readFileSync(fileOf(partial), "utf8"));
  return template(path)(data, { allowProtoPropertiesByDefault: true });
}
