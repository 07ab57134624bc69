// Issue 15, item 5: the Morale step read "6 = 0 needs 2+ · Holds" although the Panic range is 1-2. "Morale Test":
// "Every die that falls within the Panic range for the enemy type indicates one of them will Bail", so the card
// names the range and shows no score against it.
import { describe, expect, it } from "vitest";
import { rollMorale, ScriptedDice } from "../../../src/rules";
import { CHAT_TEMPLATES } from "../../../src/views/common/template-paths";
import { transitionCard } from "../../../src/views/five-parsecs/round/round-cards";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { templateRenderer } from "../../fixtures/template-renderer";

const i18n = englishLocalizer();
const names = (id: string) => id;
const enemies = [
  { id: "r1", fearless: false, distanceToEnemyEdge: 3 },
  { id: "r2", fearless: false, distanceToEnemyEdge: 9 },
];

async function moraleStep(panicRange: number, dice: readonly number[]) {
  const { step } = await rollMorale({ removedThisRound: dice.length, panicRange, enemies }, new ScriptedDice(dice));
  const card = transitionCard("Round 1: End Phase", { steps: [step!], announcements: [] }, names, i18n);
  return { shown: card.steps[0]!, html: templateRenderer()(CHAT_TEMPLATES.outcome, { ...card }) };
}

describe("the Morale step says it the way the rules do (issue 15, item 5)", () => {
  it("a 6 against Panic 1-2: 'Panic range 1–2', Holds, no 'needs 2+' and no '= 0'", async () => {
    const { shown, html } = await moraleStep(2, [6]);
    expect(shown).toMatchObject({ needed: "Panic range 1–2", total: null, success: true, result: "Holds" });
    expect(html).toContain("Panic range 1–2");
    expect(html).not.toContain("needs");
    expect(html).not.toContain("= 0");
  });

  it("a 1 against Panic 1-2 fails the test: Bail", async () => {
    const { shown } = await moraleStep(2, [1]);
    expect(shown).toMatchObject({ needed: "Panic range 1–2", success: false, result: "Bail" });
  });

  it("Panic 1 and Panic 0 in the rules' words", async () => {
    expect((await moraleStep(1, [4])).shown.needed).toBe("Panic range 1");
    expect((await moraleStep(0, [1])).shown).toMatchObject({
      needed: "Panic range 0: fights to the death",
      success: true,
    });
  });
});
