import type { StateChange, Step } from "../../../rules";
import type { Localizer } from "../../common/i18n/describe-violation";
import { outcomeCard, type OutcomeCardView } from "./outcome-card";
import type { CardReaction } from "./resolution-flags";
import { brawlRollers, hitDetails, isHitStep, type Brawlers, type NameOf, type ShotContext } from "./step-details";

/** A button on the card: which entry of the message's flags it acts on, and its label. */
export interface CardButton {
  readonly action: "firefight" | "lunge" | "push";
  /** The figure whose owner may press it. */
  readonly figureId: string;
  readonly index: number;
  readonly label: string;
}

/** The chat card of a whole resolution: its steps, then what it offers (reactions, pushes) and what follows. */
export type ResolutionCard = OutcomeCardView<CardButton>;

/** What a card needs to know about the figures it names. */
export type { NameOf } from "./step-details";

/**
 * The card's view: every step (see `outcomeCard`) with at whom each Shot was aimed and whose each brawl die is, a
 * button for each reaction and push the resolution offers, and the notes. Pushes are offered rather than made,
 * because the figure's owner moves the token ("pushed 1"").
 */
export function resolutionCard(
  title: string,
  content: {
    readonly steps: readonly Step[];
    readonly changes: readonly StateChange[];
    readonly reactions: readonly CardReaction[];
    readonly notes?: readonly string[];
    /** Headings by the index of the step they stand above (the fights of "Multiple Opponents"). */
    readonly headings?: ReadonlyMap<number, string>;
    /** How the shot hits and why each target needed what it did; without it the card names the targets only. */
    readonly shot?: ShotContext;
    /** The fighters of a brawl, so its two "Brawling Combat" rows say whose roll each is. */
    readonly brawlers?: Brawlers;
  },
  nameOf: NameOf,
  i18n: Localizer,
): ResolutionCard {
  const reactionButtons = content.reactions.map(
    (reaction, index): CardButton => ({
      action: reaction.kind,
      figureId: reaction.figureId,
      index,
      label: i18n.format(`FPB.Card.${reaction.kind === "firefight" ? "Firefight" : "Lunge"}`, {
        figure: nameOf(reaction.figureId),
        firer: nameOf(reaction.againstId),
      }),
    }),
  );
  const pushButtons = content.changes.flatMap((change, index): CardButton[] =>
    change.kind === "push"
      ? [
          {
            action: "push",
            figureId: change.figureId,
            index,
            label: i18n.format("FPB.Card.Push", {
              figure: nameOf(change.figureId),
              inches: String(change.inches),
              from: nameOf(change.awayFromId),
            }),
          },
        ]
      : [],
  );
  const card = outcomeCard(title, content.steps, i18n);
  const { headings, shot, brawlers } = content;
  const rollers = brawlers ? brawlRollers(content.steps, brawlers, nameOf, i18n) : new Map<number, string>();
  return {
    ...card,
    steps: card.steps.map((step, index) => {
      const heading = headings?.get(index);
      const by = rollers.get(index);
      const rules = content.steps[index]!;
      return {
        ...step,
        ...(heading === undefined ? {} : { heading }),
        ...(by === undefined ? {} : { by }),
        ...(isHitStep(rules) ? { details: hitDetails(rules, shot, nameOf, i18n) } : {}),
      };
    }),
    buttons: [...reactionButtons, ...pushButtons],
    notes: content.notes ?? [],
  };
}
