import { BracketBusters as BB } from "../../rules";
import { actionInput as ruledInput, needsMore, type NeedsMore } from "../../views/bracket-busters/action-input";
import { ARENA_MARKERS } from "./arena";
import type { PageInput } from "./page-input";
import type { PageState } from "./store";
import { livePositions } from "./table-geometry";
import type { UiState } from "./ui-state";

export type { NeedsMore };

export const activeFighterOf = (battle: BB.BattleState): BB.BattleFighter | undefined => {
  const id = battle.turn?.activation?.fighterId;
  return id ? BB.fighterIn(battle, id) : undefined;
};

/**
 * An action button's page input (views/bracket-busters/action-input.ts) from the panel's choices and the arena, or
 * what is missing. Crawl Through is the page's own move through the ductway, which the store turns into that same
 * rules input.
 */
export function actionInput(state: PageState, id: BB.ActionId, ui: UiState): PageInput | NeedsMore {
  const input = ruledInput(
    state.battle,
    id,
    { targetId: ui.targetId, weaponId: ui.weaponId, facing: ui.facing, exertObject: ui.exertObject },
    { positions: livePositions(state.battle, state.positions), markers: ARENA_MARKERS },
  );
  if (needsMore(input)) return input;
  return input.action === "crawlThrough" ? { type: "crawlThrough" } : { type: "rules", input };
}
