import type { Localizer } from "../../views/common/i18n/describe-violation";
import { aiSamples } from "./samples/ai";
import { bracketBustersSamples } from "./samples/bracket-busters";
import { chatSamples } from "./samples/chat";
import { dialogSamples } from "./samples/dialogs";
import type { SampleCatalog } from "./samples/sample";
import { sheetSamples } from "./samples/sheets";
import { trackerSamples } from "./samples/tracker";

/**
 * Every sample the gallery shows, by template. A group whose data cannot be built is logged (the e2e test fails on
 * console errors) and left out, so the rest of the page still renders.
 */
export async function buildCatalog(i18n: Localizer): Promise<SampleCatalog> {
  const groups = [
    ["sheets", () => sheetSamples(i18n)],
    ["chat", () => chatSamples(i18n)],
    ["dialogs", () => dialogSamples(i18n)],
    ["tracker", () => trackerSamples(i18n)],
    ["ai", () => aiSamples(i18n)],
    ["bracketBusters", () => bracketBustersSamples(i18n)],
  ] as const;
  const catalog: Record<string, SampleCatalog[string]> = {};
  for (const [name, build] of groups) {
    try {
      Object.assign(catalog, await build());
    } catch (error) {
      console.error(`five-parsecs-battle sandbox | gallery samples "${name}" could not be built:`, error);
    }
  }
  return catalog;
}

/** `actor-crew-sheet` for `templates/actor/crew-sheet.hbs`: the section's id and its screenshot's name. */
export const sectionName = (templateKey: string): string =>
  templateKey
    .replace(/^templates\//, "")
    .replace(/\.hbs$/, "")
    .replace(/[^a-zA-Z0-9]+/g, "-");
