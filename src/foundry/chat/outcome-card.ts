import type { Step } from "../../rules";
import type { Localizer } from "../i18n/describe-violation";
import { checkView } from "./needed-text";

/** One step of a resolution as the chat card shows it. */
export interface CardStep {
  /** A line above the step that starts a part of the resolution ("Fight 1: Kara against Raider"), if any. */
  readonly heading?: string;
  readonly rule: string;
  readonly dice: readonly { readonly value: number; readonly faces: number; readonly purpose: string; readonly natural: "six" | "one" | null }[];
  readonly modifiers: readonly { readonly reason: string; readonly value: string }[];
  readonly total: number | null;
  /** The number needed in words (`checkView`): "needs 5+", "Panic range 1–2"; null when the step is no check. */
  readonly needed: string | null;
  /** True or false when the step is a check; null otherwise. */
  readonly success: boolean | null;
  readonly result: string;
}

export interface OutcomeCard {
  readonly title: string;
  readonly steps: readonly CardStep[];
}

/** Everything `templates/chat/outcome-card.hbs` shows: the steps, then lines in the user's words and the buttons. */
export interface OutcomeCardView<Button> extends OutcomeCard {
  readonly notes: readonly string[];
  readonly buttons: readonly Button[];
}

/**
 * The chat card's view of a resolution: every die with its purpose, each modifier with its reason, the total against
 * the number needed, and the result in the user's words (`FPB.Result.<key>`, or the key when there is no text).
 */
export function outcomeCard(title: string, steps: readonly Step[], i18n: Localizer): OutcomeCard {
  return {
    title,
    steps: steps.map((step) => ({
      ...checkView(step, i18n),
      rule: step.rule,
      dice: step.dice.map(({ value, faces, purpose }) => ({
        value,
        faces,
        purpose,
        natural: faces === 6 && value === 6 ? "six" : faces === 6 && value === 1 ? "one" : null,
      })),
      modifiers: step.modifiers.map(({ reason, value }) => ({ reason, value: value < 0 ? `${value}` : `+${value}` })),
      result: resultText(step.result, i18n),
    })),
  };
}

/** A step's result in the user's words: `FPB.Result.<key>`, or the key when there is no text. */
export function resultText(key: string, i18n: Localizer): string {
  const langKey = `FPB.Result.${key}`;
  const text = i18n.localize(langKey);
  return text === langKey ? key : text;
}
