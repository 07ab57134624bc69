import { BracketBusters as BB } from "../../rules";

/**
 * What the views need of a localizer: Foundry's `game.i18n` and the sandbox's lang/en.json reader both fit, so the
 * builders here serve both adapters without importing either.
 */
export interface Lang {
  localize(key: string): string;
  format(key: string, data: Readonly<Record<string, string>>): string;
}

/** Every Bracket Busters string lives under this key in lang/en.json. */
export const LANG_ROOT = "FPB.BracketBusters";

/**
 * A gang's name is a plural ("Ash Wardens"), whose possessive takes the apostrophe alone: "Ash Wardens' turn", never
 * "Ash Wardens's turn". The lang strings write `{gang}'s`; the name ending in "s" drops the second "s".
 */
const gangPossessive = (text: string, gang: string): string =>
  gang.endsWith("s") ? text.split(`${gang}'s`).join(`${gang}'`) : text;

/** The string under `FPB.BracketBusters.<key>`, filled from `data` when given. */
export const say = (lang: Lang, key: string, data?: Readonly<Record<string, string | number>>): string => {
  if (!data) return lang.localize(`${LANG_ROOT}.${key}`);
  const text = lang.format(
    `${LANG_ROOT}.${key}`,
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
  );
  return typeof data["gang"] === "string" ? gangPossessive(text, data["gang"]) : text;
};

/** A word from a family of keys, or `fallback` when lang has none (a rules string the lang file does not know yet). */
export function sayOr(lang: Lang, key: string, fallback: string): string {
  const full = `${LANG_ROOT}.${key}`;
  const text = lang.localize(full);
  return text === full ? fallback : text;
}

/**
 * A rules refusal's English sentence for a reader: the rules name the input field at fault first ("by: …",
 * "targetId: …"), which means nothing on a page; the sentence after it does.
 */
export function plainRefusal(message: string): string {
  const sentence = message.replace(/^[a-z][A-Za-z]*: /, "");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A rules refusal in words: its lang text, or the rules' own sentence made plain. */
export const refusalReason = (lang: Lang, refusal: { readonly code: string; readonly message: string }): string =>
  sayOr(lang, `Refusal.${refusal.code}`, plainRefusal(refusal.message));

export const fighterName = (state: BB.BattleState, id: string): string => BB.fighterIn(state, id)?.fighter.name ?? id;
export const gangName = (state: BB.BattleState, id: string): string => BB.gangOf(state, id)?.name ?? id;
export const statusLabel = (lang: Lang, status: BB.FighterStatus): string => say(lang, `Status.${status}`);
export const actionLabel = (lang: Lang, id: BB.ActionId): string => sayOr(lang, `Action.${id}`, BB.ACTIONS[id].name);
export const actionTypeLabel = (lang: Lang, type: BB.ActionType): string => say(lang, `ActionType.${type}`);
export const phaseLabel = (lang: Lang, phase: BB.BattlePhase): string => say(lang, `Phase.${phase}`);
export const endStepLabel = (lang: Lang, step: BB.EndPhaseStep): string => say(lang, `EndStep.${step}`);
export const nerveLabel = (lang: Lang, characteristic: BB.NerveCharacteristic): string =>
  say(lang, `Nerve.${characteristic}`);
export const names = (state: BB.BattleState, ids: readonly string[]): string =>
  ids.map((id) => fighterName(state, id)).join(", ");
