import type { AfterBrawl } from "../../rules";
import type { NameOf } from "../chat/resolution-card";
import type { Localizer } from "../i18n/describe-violation";

/** "Following Up" and "Multiple Opponents" in the user's words; nothing when the figure simply stays. */
export function afterBrawlNote(after: AfterBrawl, names: NameOf, i18n: Localizer): string[] {
  switch (after.kind) {
    case "followUp":
      return [i18n.format("FPB.Card.FollowUp", { figure: names(after.figureId), inches: String(after.inches) })];
    case "fightRemaining":
      return [i18n.format("FPB.Card.FightRemaining", { figure: names(after.figureId), opponent: names(after.opponentId) })];
    case "none":
      return [];
  }
}
