import Handlebars from "handlebars";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import { MODULE_ID } from "../../views/common/module-id";
import { registerFoundryHelpers } from "./helpers";

/** `templates/actor/crew-sheet.hbs` from any of the forms a template is named by (module path, glob key, plain). */
export function templateKey(path: string): string {
  const at = path.lastIndexOf("templates/");
  if (at < 0 || !path.endsWith(".hbs")) throw new Error(`Not a template path: ${path}`);
  return path.slice(at);
}

/** Where Foundry serves the template from, the name partials are included by. */
export const modulePath = (key: string): string => `modules/${MODULE_ID}/${templateKey(key)}`;

export type RenderTemplate = (path: string, data: object) => string;

/**
 * Foundry's `renderTemplate` over template sources held in memory: every template is also a partial under its
 * module path, as `loadTemplates` registers them.
 */
export function createTemplateRenderer(sources: Readonly<Record<string, string>>, i18n: Localizer): RenderTemplate {
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, i18n);
  const byKey = new Map(Object.entries(sources).map(([path, source]) => [templateKey(path), source]));
  for (const [key, source] of byKey) hbs.registerPartial(modulePath(key), source);
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  return (path, data) => {
    const key = templateKey(path);
    let template = compiled.get(key);
    if (!template) {
      const source = byKey.get(key);
      if (source === undefined) throw new Error(`No template ${key} (known: ${[...byKey.keys()].join(", ")})`);
      template = hbs.compile(source);
      compiled.set(key, template);
    }
    return template(data);
  };
}
