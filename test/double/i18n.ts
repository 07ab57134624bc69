/**
 * game.i18n: the module's lang file loaded and expanded as Foundry expands lang files (so "a.b" keys and nested
 * objects resolve alike); `localize` answers the key itself when it has no text, `format` fills `{name}` slots.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expandObject, getProperty, mergeObject, type Plain } from "./utils";

const LANG = resolve(import.meta.dirname, "../../lang/en.json");
let cached: Plain | null = null;

export class Localization {
  lang = "en";
  translations: Plain = {};

  load(): void {
    cached ??= expandObject(JSON.parse(readFileSync(LANG, "utf8"))) as Plain;
    this.translations = mergeObject({}, cached);
  }
  has(key: string): boolean {
    return typeof getProperty(this.translations, key) === "string";
  }
  localize(key: string): string {
    const text = getProperty(this.translations, key);
    return typeof text === "string" ? text : key;
  }
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/\{([^}]+)\}/g, (slot, name: string) =>
      name in data ? String(data[name]) : slot,
    );
  }
}
