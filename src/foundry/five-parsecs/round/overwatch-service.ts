import { viewedCombat } from "../../table/documents/combat";
import { battleOf } from "./battle-model";
import { overwatchEndings, overwatchInput, type OverwatchChange } from "./overwatch-inputs";
import { requestRound } from "./round-requests";

/** "Enemy Overwatch": tells the viewed combat's round that a figure entered Overwatch or that its Overwatch ended. */
export function sendOverwatch(figureId: string, change: OverwatchChange): void {
  const combat = viewedCombat();
  const input = combat ? overwatchInput(battleOf(combat)?.battle, figureId, change) : null;
  if (combat && input) requestRound(combat, input);
}

/** After an attack resolved by the module: the figures it hit ("hit") or the two fighters of a brawl ("brawl"). */
export function sendOverwatchEndings(figureIds: readonly string[], reason: "hit" | "brawl"): void {
  const combat = viewedCombat();
  if (!combat) return;
  for (const input of overwatchEndings(battleOf(combat)?.battle, figureIds, reason)) requestRound(combat, input);
}
