import { isEnemy, type Figure } from "../figures/figure";
import type { AiType } from "../figures/vocabulary";

/**
 * "Engaging while stunned": "enemies with Aggressive, Beast, and Rampaging AI are allowed to" move into a brawl while
 * stunned, "and suffer no penalty for doing so".
 */
export const AI_TYPES_ENGAGING_WHILE_STUNNED: readonly AiType[] = Object.freeze(["aggressive", "beast", "rampaging"]);

/** Whether a figure may move to engage in a brawl on its activation, and the rule that forbids it if not. */
export type EngageVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: "goner" | "shocked" | "stunned"; readonly rule: string };

/**
 * May this figure, as it activates, move to engage an opponent in Brawling Combat? A brawl is a Combat Action taken
 * at the end of a move, so:
 * - a Goner is out of play ("Removed from play") and brawls with no one;
 * - "Shocked figures do not take a Combat Action", whatever their AI;
 * - a stunned figure "may either Move OR take a Combat Action", so "player characters and most enemies cannot move
 *   to Brawling combat if they are stunned", except Aggressive, Beast and Rampaging enemies.
 * Being engaged is not an action: a stunned or Shocked figure still fights back when an opponent engages it.
 */
export function mayEngage(figure: Figure): EngageVerdict {
  if (figure.condition.goner) return { allowed: false, reason: "goner", rule: "Resolving Hits" };
  if (figure.condition.marker === "shocked") return { allowed: false, reason: "shocked", rule: "Shock" };
  if (
    figure.condition.marker === "stunned" &&
    !(isEnemy(figure) && AI_TYPES_ENGAGING_WHILE_STUNNED.includes(figure.ai))
  ) {
    return { allowed: false, reason: "stunned", rule: "Engaging while stunned" };
  }
  return { allowed: true };
}

/** Throws for a figure that is out of play: a Goner neither engages nor is engaged. */
export function assertCanBrawl(figure: Figure): void {
  if (figure.condition.goner)
    throw new Error(`Brawling Combat: ${figure.name} is a Goner, removed from play, and cannot brawl`);
}
