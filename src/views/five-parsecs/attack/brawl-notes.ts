import type { AfterBrawl, MultipleOpponentsAttackOutcome, PlannedFight } from "../../../rules";
import type { NameOf } from "../chat/resolution-card";
import type { Localizer } from "../../common/i18n/describe-violation";

/** "Following Up" and "Multiple Opponents" in the user's words; nothing when the figure simply stays. */
export function afterBrawlNote(after: AfterBrawl, names: NameOf, i18n: Localizer): string[] {
  switch (after.kind) {
    case "followUp":
      return [i18n.format("FPB.Card.FollowUp", { figure: names(after.figureId), inches: String(after.inches) })];
    case "fightRemaining":
      return [
        i18n.format("FPB.Card.FightRemaining", { figure: names(after.figureId), opponent: names(after.opponentId) }),
      ];
    case "none":
      return [];
  }
}

/**
 * The card of a "Multiple Opponents" fight: a title naming the lone fighter and its opponents, a heading above each
 * fight that was fought, and the notes: what each fighter may do after its fight (the lone fighter who won the first
 * "must fight the remaining opponent at once", never a 2" Follow Up), and the second fight that did not happen.
 */
export function multipleOpponentsCard(
  outcome: MultipleOpponentsAttackOutcome,
  names: NameOf,
  i18n: Localizer,
): { readonly title: string; readonly headings: ReadonlyMap<number, string>; readonly notes: readonly string[] } {
  const { plan } = outcome;
  const loneId = plan.loneFighterId;
  const opponentOf = (fight: PlannedFight) => (fight.attackerId === loneId ? fight.defenderId : fight.attackerId);
  const opponents = [
    ...plan.fights.map(opponentOf),
    ...plan.changes.flatMap((change) => (change.kind === "push" ? [change.figureId] : [])),
  ];
  const title = i18n.format("FPB.Card.MultipleOpponentsTitle", {
    lone: names(loneId),
    opponents: opponents.map(names).join(", "),
  });
  const headings = new Map(
    outcome.fights.map(({ fight, firstStep }, index): [number, string] => [
      firstStep,
      i18n.format("FPB.Card.FightHeading", {
        number: String(index + 1),
        attacker: names(fight.attackerId),
        defender: names(fight.defenderId),
      }),
    ]),
  );
  const notes = [
    ...outcome.after.flatMap((after) => afterBrawlNote(after, names, i18n)),
    ...(outcome.notFought
      ? [i18n.format("FPB.Card.NotFought", { figure: names(loneId), opponent: names(opponentOf(outcome.notFought)) })]
      : []),
  ];
  return { title, headings, notes };
}
