import type { Localizer } from "../../common/i18n/describe-violation";

/*
 * The one way the tracker, the sandbox's banner and the round cards name a round. Seizing the Initiative happens
 * "before the first round of the battle" (round 0 in the state), so it reads "Before round 1" everywhere.
 */

/** The lang key of a round's name; `{round}` fills it. */
export const roundTitleKey = (round: number): string => (round <= 0 ? "FPB.Round.BeforeFirst" : "FPB.Round.Title");

export const roundLabel = (round: number, i18n: Localizer): string =>
  i18n.format(roundTitleKey(round), { round: String(round) });

/**
 * A round card's title: the round the input was made in (the state before it), then what it did. An End Phase card
 * names the round it ends and a Seize card the time before round 1, whatever round the input leads into.
 */
export const roundCardTitle = (round: number, inputType: string, i18n: Localizer): string =>
  i18n.format("FPB.Round.Card.Title", {
    round: roundLabel(round, i18n),
    what: i18n.localize(`FPB.Round.Card.${inputType}`),
  });
