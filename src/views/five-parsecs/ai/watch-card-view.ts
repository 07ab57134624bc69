import type { MovementTrigger } from "../../../rules";
import type { Localizer } from "../../common/i18n/describe-violation";
import type { WatchFlags } from "./suggestion-flags";

/** What `templates/ai/watch-card.hbs` shows: who may fire at whom, why now, and where the card stands. */
export interface WatchCardView {
  readonly title: string;
  readonly text: string;
  readonly watcherId: string;
  readonly stateLabel: string;
}

export function watchCardView(
  trigger: MovementTrigger,
  moverId: string,
  state: WatchFlags["state"],
  names: (id: string) => string,
  i18n: Localizer,
): WatchCardView {
  return {
    title: i18n.format(`FPB.Ai.Watch.Title.${trigger.kind}`, {
      watcher: names(trigger.watcherId),
      mover: names(moverId),
    }),
    text: trigger.text,
    watcherId: trigger.watcherId,
    stateLabel: i18n.localize(`FPB.Ai.Watch.State.${state}`),
  };
}
