import type { Step } from "../../../rules";
import { GOOD_SHOT_PURPOSE } from "../../../rules/five-parsecs/shooting/hit-roll";
import type { Localizer } from "../../common/i18n/describe-violation";
import { checkView } from "./needed-text";

/** One step of a resolution as the chat card shows it. */
export interface CardStep {
  /** A line above the step that starts a part of the resolution ("Fight 1: Kara against Raider"), if any. */
  readonly heading?: string;
  readonly rule: string;
  /** Whose roll the step is, when the card has two sides rolling the same rule ("Kara (attacker)"). */
  readonly by?: string;
  /**
   * Each die; `replaced` marks the one a reroll took the place of (the 1 that "Good Shot" rerolled), which no longer
   * counts but stays on the card so the roll can be followed.
   */
  readonly dice: readonly {
    readonly value: number;
    readonly faces: number;
    readonly purpose: string;
    readonly natural: "six" | "one" | null;
    readonly replaced: boolean;
    readonly tooltip: string;
  }[];
  readonly modifiers: readonly { readonly reason: string; readonly value: string }[];
  readonly total: number | null;
  /** The number needed in words (`checkView`): "needs 5+", "Panic range 1–2"; null when the step is no check. */
  readonly needed: string | null;
  /** True or false when the step is a check; null otherwise. */
  readonly success: boolean | null;
  readonly result: string;
  /** Lines under the step that say what it was aimed at and why it needed what it needed. */
  readonly details?: readonly string[];
}

/** A roll table's result as the compendium's table shows it: the table, the range rolled into, the result and its text. */
export interface TableResultView {
  readonly table: string;
  readonly range: string;
  readonly name: string;
  readonly text: string;
}

export interface OutcomeCard {
  readonly title: string;
  readonly steps: readonly CardStep[];
}

/** Everything `templates/chat/outcome-card.hbs` shows: the steps, then lines in the user's words and the buttons. */
export interface OutcomeCardView<Button> extends OutcomeCard {
  readonly notes: readonly string[];
  /** Table results the card's rolls drew (the Escalation table), shown as the compendium shows them. */
  readonly tables?: readonly TableResultView[];
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
      dice: step.dice.map(({ value, faces, purpose }, i) => {
        const replaced = step.dice[i + 1]?.purpose === GOOD_SHOT_PURPOSE;
        return {
          value,
          faces,
          purpose,
          natural: faces === 6 && value === 6 ? "six" : faces === 6 && value === 1 ? "one" : null,
          replaced,
          tooltip: i18n.format(replaced ? "FPB.Card.DieReplaced" : "FPB.Card.Die", { purpose, faces: String(faces) }),
        };
      }),
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
