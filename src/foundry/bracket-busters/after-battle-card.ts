import type { BracketBusters as BB } from "../../rules";

/** STUB (being written): the after-battle card writing XP and Lasting Injuries onto the fighters' actors, with Undo. */
export async function postAfterBattleCard(_combat: Combat.Implementation, _state: BB.BattleState, _changes: readonly BB.FighterChange[]): Promise<void> {}
