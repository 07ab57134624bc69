import { MODULE_ID } from "../../../views/common/module-id";
import type { TableScale } from "../../../views/common/canvas/table-inches";
import { DIFFICULTY_MODES, type DifficultyMode } from "../../../rules";

/** The world settings of the module, by key. */
export const SETTINGS = {
  unitsPerInch: "unitsPerInch",
  difficulty: "difficulty",
  aiSuggestions: "aiSuggestions",
  autopilot: "autopilot",
  autopilotDelay: "autopilotDelay",
} as const;

/** "off", "suggest" (a card at each enemy's turn), or "wait" (the combat waits for the GM to apply or dismiss it). */
export const AI_SUGGESTION_MODES = ["off", "suggest", "wait"] as const;
export type AiSuggestionMode = (typeof AI_SUGGESTION_MODES)[number];
const AI_SUGGESTION_CHOICES: Record<AiSuggestionMode, string> = {
  off: "FPB.Ai.Setting.off",
  suggest: "FPB.Ai.Setting.suggest",
  wait: "FPB.Ai.Setting.wait",
};

/** Registers the world settings. Call from the `init` hook. */
export function registerSettings(): void {
  game.settings?.register(MODULE_ID, SETTINGS.unitsPerInch, {
    name: "FPB.Settings.UnitsPerInch.Name",
    hint: "FPB.Settings.UnitsPerInch.Hint",
    scope: "world",
    config: true,
    type: new foundry.data.fields.NumberField({ required: true, nullable: false, min: 0.01, initial: 1 }),
    default: 1,
  });
  // The campaign's difficulty mode: the default of each battle's setup (it changes the Seize the Initiative roll).
  game.settings?.register(MODULE_ID, SETTINGS.difficulty, {
    name: "FPB.Settings.Difficulty.Name",
    hint: "FPB.Settings.Difficulty.Hint",
    scope: "world",
    config: true,
    type: new foundry.data.fields.StringField({
      required: true,
      blank: false,
      choices: DIFFICULTY_CHOICES,
      initial: "normal",
    }),
    default: "normal",
  });
  // The enemy AI's suggestions (issue #6): nothing moves without the GM in any mode.
  game.settings?.register(MODULE_ID, SETTINGS.aiSuggestions, {
    name: "FPB.Ai.Setting.Name",
    hint: "FPB.Ai.Setting.Hint",
    scope: "world",
    config: true,
    type: new foundry.data.fields.StringField({
      required: true,
      blank: false,
      choices: AI_SUGGESTION_CHOICES,
      initial: "suggest",
    }),
    default: "suggest",
  });
  // The autopilot (issue #38): the default of each battle's toggle on the tracker.
  game.settings?.register(MODULE_ID, SETTINGS.autopilot, {
    name: "FPB.Autopilot.Setting.Name",
    hint: "FPB.Autopilot.Setting.Hint",
    scope: "world",
    config: true,
    type: new foundry.data.fields.BooleanField({ initial: false }),
    default: false,
  });
  game.settings?.register(MODULE_ID, SETTINGS.autopilotDelay, {
    name: "FPB.Autopilot.Delay.Name",
    hint: "FPB.Autopilot.Delay.Hint",
    scope: "world",
    config: true,
    type: new foundry.data.fields.NumberField({ required: true, nullable: false, min: 0, max: 10, initial: 1 }),
    default: 1,
  });
}

/** The world's default for a battle's autopilot. */
export const autopilotByDefault = (): boolean => game.settings?.get(MODULE_ID, SETTINGS.autopilot) === true;

/** The pause between two enemies' activations under the autopilot, in milliseconds (0: none). */
export function autopilotDelayMs(): number {
  const seconds = Number(game.settings?.get(MODULE_ID, SETTINGS.autopilotDelay) ?? 1);
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}

/** The world's AI suggestion mode; "suggest" when the stored value is not one of the modes. */
export function aiSuggestionMode(): AiSuggestionMode {
  const value: unknown = game.settings?.get(MODULE_ID, SETTINGS.aiSuggestions);
  return AI_SUGGESTION_MODES.find((mode) => mode === value) ?? "suggest";
}

const DIFFICULTY_CHOICES: Record<DifficultyMode, string> = {
  normal: "FPB.Settings.Difficulty.normal",
  hardcore: "FPB.Settings.Difficulty.hardcore",
  insanity: "FPB.Settings.Difficulty.insanity",
};

/** The world's difficulty mode; Normal when the stored value is not one of the modes. */
export function worldDifficulty(): DifficultyMode {
  const value: unknown = game.settings?.get(MODULE_ID, SETTINGS.difficulty);
  return DIFFICULTY_MODES.find((mode) => mode === value) ?? "normal";
}

/** The current scene's scale from pixels to tabletop inches, or null without a scene on the canvas. */
export function tableScale(): TableScale | null {
  const scene = canvas?.scene;
  if (!scene) return null;
  const unitsPerInch = Number(game.settings?.get(MODULE_ID, SETTINGS.unitsPerInch) ?? 1);
  return { pixelsPerUnit: scene.grid.size / scene.grid.distance, unitsPerInch: unitsPerInch > 0 ? unitsPerInch : 1 };
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "five-parsecs-battle.unitsPerInch": foundry.data.fields.NumberField<{
      required: true;
      nullable: false;
      min: 0.01;
      initial: 1;
    }>;
    "five-parsecs-battle.difficulty": foundry.data.fields.StringField<{
      required: true;
      blank: false;
      choices: Record<DifficultyMode, string>;
      initial: "normal";
    }>;
    "five-parsecs-battle.aiSuggestions": foundry.data.fields.StringField<{
      required: true;
      blank: false;
      choices: Record<AiSuggestionMode, string>;
      initial: "suggest";
    }>;
    "five-parsecs-battle.autopilot": foundry.data.fields.BooleanField<{ initial: false }>;
    "five-parsecs-battle.autopilotDelay": foundry.data.fields.NumberField<{
      required: true;
      nullable: false;
      min: 0;
      max: 10;
      initial: 1;
    }>;
  }
}
