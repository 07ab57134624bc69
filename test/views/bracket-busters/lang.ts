// The real lang/en.json as a localizer, so the view tests read the words a player sees (and catch a missing key).
import lang from "../../../lang/en.json";
import type { Lang } from "../../../src/views/bracket-busters";

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

const strings = flatten(lang as Tree);

/** Keys asked for that lang/en.json does not have: a test expects this to stay empty. */
export const missing = new Set<string>();

export const en: Lang = {
  localize(key) {
    const text = strings.get(key);
    if (text === undefined) missing.add(key);
    return text ?? key;
  },
  format(key, data) {
    return en.localize(key).replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
  },
};
