import { BracketBusters as BB } from "../../rules";
import { say, type Lang } from "../../views/bracket-busters";
import type { Overlay } from "./arena-canvas";
import type { PageState } from "./store";
import { reachOf } from "./table-geometry";
import type { UiState } from "./ui-state";

/**
 * What the map shows over the fighters: the activating fighter's reach (a Charge's, or the movement action chosen or
 * under the pointer, `preview`), the radius of a Group Activation being nominated, and the words on the map.
 */
export function mapOverlay(state: PageState, ui: UiState, preview: BB.ActionId | null, lang: Lang): Overlay {
  const battle = state.battle;
  const activation = battle.turn?.activation;
  const f = activation ? BB.fighterIn(battle, activation.fighterId) : undefined;
  let reach = null;
  if (activation?.pending?.kind === "charge")
    reach = reachOf(battle, state.positions, activation.fighterId, activation.pending.maxInches);
  else if (f) {
    const action = ui.moving ?? preview;
    const inches = action ? BB.movementAllowance(f, action) : null;
    if (inches !== null && inches > 0) reach = reachOf(battle, state.positions, f.fighter.id, inches);
  }
  const skill = ui.nominating ? BB.fighterIn(battle, ui.nominating)?.fighter.groupActivation : null;
  return {
    selectedId: ui.selectedId,
    reach,
    radius: ui.nominating && skill ? { fighterId: ui.nominating, inches: skill.radius } : null,
    letters: { ductway: say(lang, "Map.ductway"), terminal: say(lang, "Map.terminal") },
  };
}
