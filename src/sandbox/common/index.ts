// The sandbox's stand-in for Foundry's rendering: the module's own templates, lang strings and CSS in a plain page.
import type { Localizer } from "../../views/common/i18n/describe-violation";
import lang from "../../../lang/en.json";
import { createLocalizer, type LangTree } from "./localizer";
import { createTemplateRenderer, templateKey } from "./templates";

export { systemFields, documentFields } from "./form-fields";
export type { RenderTemplate } from "./templates";
export { loadModuleStyles } from "./styles";

/** Every template the module ships, by its path under the repository (`templates/round/tracker-panel.hbs`). */
export const templateSources: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../../../templates/**/*.hbs", { query: "?raw", import: "default", eager: true }),
  ).map(([path, source]) => [templateKey(path), source]),
);

/** Foundry's `game.i18n` over the module's lang/en.json. */
export const localizer: Localizer = createLocalizer(lang as LangTree);

/** Foundry's `renderTemplate`: a module path (`modules/five-parsecs-battle/templates/...`) or `templates/...`. */
export const renderTemplate: (path: string, data: object) => string = createTemplateRenderer(
  templateSources,
  localizer,
);
