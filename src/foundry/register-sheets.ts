import { MODULE_ID } from "../views/common/module-id";
import { TEMPLATE_PATHS } from "../views/common/template-paths";
import { BRACKET_BUSTERS_SHEETS } from "./bracket-busters/document-types";
import { FIVE_PARSECS_SHEETS } from "./five-parsecs/document-types";

/**
 * Makes each ruleset's sheet the default for its sub-type and starts loading the templates (and their partials), so
 * the first sheet opens without waiting. Call from the `init` hook.
 */
export function registerSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  for (const { Actor, Item } of [FIVE_PARSECS_SHEETS, BRACKET_BUSTERS_SHEETS]) {
    for (const { sheet, type, label } of Actor)
      Actors.registerSheet(MODULE_ID, sheet, { types: [type], makeDefault: true, label });
    for (const { sheet, type, label } of Item)
      Items.registerSheet(MODULE_ID, sheet, { types: [type], makeDefault: true, label });
  }
  void foundry.applications.handlebars.loadTemplates([...TEMPLATE_PATHS]);
}
