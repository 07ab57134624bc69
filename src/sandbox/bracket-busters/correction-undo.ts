import type { BracketBusters as BB } from "../../rules";
import { say, type Lang } from "../../views/bracket-busters";
import type { PageInput } from "./page-input";

/*
 * Ruling 7's Undo in the sandbox, as the Foundry card offers it: the card of a GM's correction keeps the correction
 * the rules announced as its undo, and its Undo sends that back through the rules with the reason "Undo: <reason>".
 * A later change to the same fighter makes it refused as no change, as at the table.
 */

/** A correction card's Undo: the announced correction that sets back what it changed, and why it was made. */
export interface CardUndo {
  readonly correction: BB.Correction;
  readonly reason: string;
}

/** The Undo a transition's card carries: a GM correction's announced undo; null for every other input. */
export function undoOfTransition(transition: BB.Transition): CardUndo | null {
  const corrected = transition.announcements.find((a) => a.kind === "corrected");
  return corrected?.kind === "corrected" ? { correction: corrected.undo, reason: corrected.reason } : null;
}

/** The page input an Undo sends: the undo correction, with its reason saying which correction it takes back. */
export const undoInput = (undo: CardUndo, lang: Lang): PageInput => ({
  type: "rules",
  input: {
    type: "correct",
    correction: undo.correction,
    reason: say(lang, "Correct.undoReason", { reason: undo.reason }),
  },
});

/** What the Undo check reads of the page: the battle's phase, the cards, and the inputs the page ran with their cards. */
interface UndoSource {
  readonly battle: { readonly phase: BB.BattleState["phase"] };
  readonly chat: readonly { readonly id: number; readonly undo?: CardUndo | null }[];
  readonly log: readonly {
    readonly input: PageInput;
    readonly refusal: string | null;
    readonly card: { readonly rolls: readonly unknown[]; readonly lines: readonly unknown[] } | null;
  }[];
}

/**
 * The cards whose Undo may still be pressed: every correction card while the battle goes on, less those whose Undo
 * the rules have since taken (a later accepted input is that very undo). The log and the chat are walked together:
 * each accepted input with something to say posted the next card.
 */
export function undoableCards(page: UndoSource, lang: Lang): ReadonlySet<number> {
  if (page.battle.phase === "over") return new Set();
  const standing = new Map<string, number>();
  let next = 0;
  for (const entry of page.log) {
    if (entry.refusal !== null) continue;
    standing.delete(JSON.stringify(entry.input));
    if (!entry.card || (entry.card.rolls.length === 0 && entry.card.lines.length === 0)) continue;
    const card = page.chat[next++];
    if (card?.undo) standing.set(JSON.stringify(undoInput(card.undo, lang)), card.id);
  }
  return new Set(standing.values());
}
