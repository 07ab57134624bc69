import { MODULE_ID } from "../../views/common/module-id";
import { BracketBusters as BB, checkLimits } from "../../rules";

/** The world setting of ruling 11: how many faces of the D6 show each Injury dice result, written "2/3/1". */
export const INJURY_DICE_SETTING = "bracketBustersInjuryDice";

/** The stored form of faces: Flesh Wound / Serious Injury / Out of Action. */
export const injuryDiceText = (faces: BB.InjuryDiceFaces): string =>
  `${faces.fleshWound}/${faces.seriousInjury}/${faces.outOfAction}`;

const DEFAULT_TEXT = injuryDiceText(BB.DEFAULT_INJURY_DICE);
const FORM = /^\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/;

/**
 * The faces a setting value names, or null: three whole numbers within the limits table (0-6 each) adding up to the six
 * faces of a D6 (ruling 11; the same check as a battle's `injuryDice`).
 */
export function parseInjuryDiceFaces(value: unknown): BB.InjuryDiceFaces | null {
  if (typeof value !== "string") return null;
  const match = FORM.exec(value);
  if (!match) return null;
  const faces: BB.InjuryDiceFaces = {
    fleshWound: Number(match[1]),
    seriousInjury: Number(match[2]),
    outOfAction: Number(match[3]),
  };
  if (checkLimits("bracketBustersInjuryDice", faces).length > 0) return null;
  return faces.fleshWound + faces.seriousInjury + faces.outOfAction === 6 ? faces : null;
}

/** The message a refused value gets, localized when it is shown (the lang is not loaded at `init`). */
export const invalidInjuryDiceMessage = (value: unknown): string =>
  game.i18n?.format("FPB.BracketBusters.InjuryDie.Setting.Invalid", { value: String(value) }) ??
  `Invalid Injury dice faces: ${String(value)}`;

/**
 * Registers the world setting. Foundry validates a setting's value against its field on `set` (contract G1); the
 * field's `validate` (contract G6) refuses a value that is not three faces adding up to 6, with the lang message.
 */
export function registerInjuryDiceSetting(): void {
  game.settings?.register(MODULE_ID, INJURY_DICE_SETTING, {
    name: "FPB.BracketBusters.InjuryDie.Setting.Name",
    hint: "FPB.BracketBusters.InjuryDie.Setting.Hint",
    scope: "world",
    config: true,
    type: new foundry.data.fields.StringField({
      required: true,
      blank: false,
      initial: DEFAULT_TEXT,
      validate: (value: unknown) => {
        if (parseInjuryDiceFaces(value) === null) throw new Error(invalidInjuryDiceMessage(value));
        return true;
      },
    }),
    default: DEFAULT_TEXT,
  });
}

/** The world's Injury dice faces; the default 2/3/1 when the setting is missing or unreadable. */
export function worldInjuryDiceFaces(): BB.InjuryDiceFaces {
  let value: unknown;
  try {
    value = game.settings?.get(MODULE_ID, INJURY_DICE_SETTING);
  } catch {
    value = undefined; // not registered (a world without this module's init): the rules' default
  }
  return parseInjuryDiceFaces(value) ?? BB.DEFAULT_INJURY_DICE;
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "five-parsecs-battle.bracketBustersInjuryDice": foundry.data.fields.StringField<{
      required: true;
      blank: false;
      initial: string;
    }>;
  }
}
