import type { Localizer } from "../../views/common/i18n/describe-violation";

/** A lang file as the module ships it: nested objects whose leaves are the English strings. */
export type LangTree = { readonly [key: string]: string | LangTree };

/** Every string of the lang file under its full dotted key, as Foundry flattens it (`TYPES.Actor.<module>.crew`). */
export function flattenLang(lang: LangTree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(lang)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [inner, text] of flattenLang(value, path)) flat.set(inner, text);
  }
  return flat;
}

/**
 * Foundry's `game.i18n` over one lang file: `localize` looks a dotted key up, `format` fills `{name}` from the data.
 * A missing key comes back as the key itself, as in Foundry, so a gap shows on the page instead of an empty string.
 */
export function createLocalizer(lang: LangTree): Localizer {
  const strings = flattenLang(lang);
  const localize = (key: string): string => strings.get(key) ?? key;
  return {
    localize,
    format: (key, data) => localize(key).replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole),
  };
}
