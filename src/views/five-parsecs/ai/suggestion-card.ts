import type { AiActionId, EnemySuggestion, MovementTrigger } from "../../../rules";
import type { Localizer } from "../../common/i18n/describe-violation";
import type { NameOf } from "../chat/resolution-card";
import { resultText } from "../chat/outcome-card";
import { checkView, plannedShotNeeded } from "../chat/needed-text";
import type { SuggestionState } from "./suggestion-flags";

/*
 * The GM's card for one enemy's suggestion, as plain data for `templates/ai/suggestion-card.hbs`: where the decision
 * came from, the action, the move, Dash, facing, the planned attack with the number needed, every die, and one reason
 * per choice (the rules' own words, with the section behind each).
 */

export interface SuggestionCardView {
  readonly title: string;
  readonly source: string;
  /** The action's name from lang (`FPB.Result.<action id>`). */
  readonly action: string;
  /** The rules' printed words for it: the table row, base condition or standing behaviour. */
  readonly actionText: string;
  readonly fallback: boolean;
  readonly move: string;
  readonly dash: string;
  readonly facing: string;
  readonly attack: string;
  readonly extras: readonly string[];
  readonly dice: readonly {
    readonly rule: string;
    readonly values: string;
    readonly needed: string | null;
    readonly result: string;
  }[];
  readonly reasons: readonly { readonly rule: string; readonly text: string }[];
  readonly state: SuggestionState;
  readonly stateLabel: string;
  /** The interruption of a move stopped at a Snap Fire or Overwatch trigger. */
  readonly stopped: string | null;
}

const oneDecimal = (value: number): string => (Math.round(value * 10) / 10).toString();

export function suggestionCardView(
  suggestion: EnemySuggestion,
  nameOf: NameOf,
  i18n: Localizer,
  state: SuggestionState = "pending",
  stoppedBy: MovementTrigger | null = null,
): SuggestionCardView {
  const { decision } = suggestion;
  const ai = i18n.localize(`FPB.AiType.${decision.ai}`);
  const die = decision.steps[0]?.dice[0]?.value;
  const source =
    decision.source === "roll" && die !== undefined
      ? i18n.format("FPB.Ai.Card.Source.roll", { die: String(die), ai })
      : i18n.format(`FPB.Ai.Card.Source.${decision.source === "roll" ? "always" : decision.source}`, { ai });
  const moved = suggestion.path.length > 1 && suggestion.moveCost > 0;
  const move = moved
    ? i18n.format("FPB.Ai.Card.Move", {
        inches: oneDecimal(suggestion.moveCost),
        x: oneDecimal(suggestion.end.x),
        y: oneDecimal(suggestion.end.y),
      })
    : i18n.localize("FPB.Ai.Card.Stays");
  return {
    title: i18n.format("FPB.Ai.Card.Title", { figure: nameOf(suggestion.figureId) }),
    source,
    action: aiActionLabel(decision.action, i18n),
    actionText: decision.text,
    fallback: suggestion.fallback,
    move,
    dash: i18n.localize(suggestion.dash ? "FPB.Ai.Card.Dash.yes" : "FPB.Ai.Card.Dash.no"),
    facing: i18n.format("FPB.Ai.Card.Facing", { degrees: String(Math.round(suggestion.facing) % 360) }),
    attack: attackLine(suggestion, nameOf, i18n),
    extras: [
      ...(suggestion.overwatch?.entered ? [i18n.localize("FPB.Ai.Card.Overwatch")] : []),
      ...(suggestion.skulking?.placedAt
        ? [
            i18n.format("FPB.Ai.Card.Skulking", {
              x: oneDecimal(suggestion.skulking.placedAt.x),
              y: oneDecimal(suggestion.skulking.placedAt.y),
            }),
          ]
        : []),
    ],
    dice: suggestion.steps.map((step) => ({
      rule: step.rule,
      values: step.dice.map((d) => d.value).join(", "),
      needed: checkView(step, i18n).needed,
      result: stepResult(step.result, nameOf, i18n),
    })),
    reasons: suggestion.reasons.map(({ rule, text }) => ({ rule, text })),
    state,
    stateLabel: i18n.localize(`FPB.Ai.Card.State.${state}`),
    stopped: stoppedBy
      ? i18n.format("FPB.Ai.Card.Stopped", { watcher: nameOf(stoppedBy.watcherId), rule: stoppedBy.rule })
      : null,
  };
}

function attackLine(suggestion: EnemySuggestion, nameOf: NameOf, i18n: Localizer): string {
  const attack = suggestion.attack;
  if (!attack) return i18n.localize("FPB.Ai.Card.NoAttack");
  if (attack.kind === "brawl") return i18n.format("FPB.Ai.Card.Brawl", { target: nameOf(attack.targetId) });
  const key = attack.hitMode === "naturalSixOnly" ? "FPB.Ai.Card.ShotNaturalSix" : "FPB.Ai.Card.Shot";
  return i18n.format(key, { target: nameOf(attack.targetId), needed: plannedShotNeeded(attack, i18n) });
}

/** An AI action's name, from lang: every id of `AI_ACTIONS` has one (`FPB.Result.<id>`). */
export const aiActionLabel = (action: AiActionId, i18n: Localizer): string => i18n.localize(`FPB.Result.${action}`);

/** A die's result in words: a figure picked at random by its name, an action or check result from `FPB.Result`. */
export function stepResult(result: string, nameOf: NameOf, i18n: Localizer): string {
  const name = nameOf(result);
  return name !== result ? name : resultText(result, i18n);
}
