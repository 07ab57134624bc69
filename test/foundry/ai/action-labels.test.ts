// Issue 15, item 7: the AI suggestion card showed raw keys (`advanceUsingCover`, `advanceOrFlank`). Every action id of
// the rules' vocabulary has its words in lang, and the card's view builder takes them from there.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AI_ACTIONS, type EnemySuggestion, type Step } from "../../../src/rules";
import { suggestionCardView } from "../../../src/views/five-parsecs/ai/suggestion-card";
import { AI_TEMPLATES } from "../../../src/views/common/template-paths";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { templateRenderer } from "../../fixtures/template-renderer";
import { suggestionFor } from "./fixtures";

const lang = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../lang/en.json"), "utf8")) as {
  FPB: { Result: Record<string, unknown> };
};
const names = (id: string): string => ({ A: "Kara", E: "Raider" })[id] ?? id;

/** The same suggestion, decided as `action` by a roll on the table (so the card shows the die's result too). */
function decidedAs(s: EnemySuggestion, action: (typeof AI_ACTIONS)[number]): EnemySuggestion {
  const step: Step = {
    rule: "Tactical",
    dice: [{ value: 3, faces: 6, purpose: "AI" }],
    modifiers: [],
    total: 3,
    needed: null,
    result: action,
  };
  return { ...s, decision: { ...s.decision, action, source: "roll", steps: [step] }, steps: [step, ...s.steps] };
}

describe("the AI card's words for every action (issue 15, item 7)", () => {
  it.each(AI_ACTIONS)("%s: a lang string, used for the action and the die's result", async (action) => {
    const words = lang.FPB.Result[action];
    expect(typeof words, `FPB.Result.${action} in lang/en.json`).toBe("string");
    expect(words).not.toBe(action);
    const view = suggestionCardView(decidedAs(await suggestionFor(), action), names, englishLocalizer());
    expect(view.action).toBe(words);
    expect(view.dice[0]?.result).toBe(words);
    const html = templateRenderer()(AI_TEMPLATES.suggestion, { ...view });
    expect(html).toContain(`<dd>${String(words).replace(/"/g, "&quot;")}`);
    expect(html).not.toMatch(new RegExp(`>\\s*${action}\\s*<`));
  });

  it("no step of a real suggestion shows a raw result key", async () => {
    const view = suggestionCardView(await suggestionFor(), names, englishLocalizer());
    for (const die of view.dice) expect(die.result).not.toMatch(/^[a-z]+[A-Z]\w*$/);
  });
});
