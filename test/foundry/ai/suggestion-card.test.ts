import { describe, expect, it } from "vitest";
import { suggestionCardView } from "../../../src/views/five-parsecs/ai/suggestion-card";
import { AI_TEMPLATES } from "../../../src/views/common/template-paths";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { templateRenderer } from "../../fixtures/template-renderer";
import { openTable, suggestionFor } from "./fixtures";

const names = (id: string): string => ({ A: "Kara", E: "Raider" })[id] ?? id;

describe("the AI suggestion card (How to Use Movement Tables, Target Selection, Arc of Fire)", () => {
  it("a base condition: says so, stays, faces its target and names the number needed", async () => {
    const s = await suggestionFor();
    const view = suggestionCardView(s, names, englishLocalizer());
    expect(s.decision.source).toBe("baseCondition");
    expect(view.title).toBe("AI suggestion: Raider");
    expect(view.source).toBe("The Tactical base condition applies");
    expect(view.move).toBe("Stays where it is");
    expect(view.dash).toBe("No Dash");
    expect(s.attack?.kind).toBe("shot");
    const needed = s.attack?.kind === "shot" ? s.attack.needed : -1;
    // The final score, as the shot's fire card states it ("Cover and Rolling to hit"), never the bare die.
    expect(view.attack).toBe(`Fires at Kara: needs ${needed}+`);
    expect(view.reasons.length).toBe(s.reasons.length);
    expect(view.reasons.some((r) => r.rule === "Arc of Fire")).toBe(true);
  });

  it("a roll on the table: names the die and the inches moved", async () => {
    const s = await suggestionFor(openTable(), [3, 6, 6, 6]);
    const view = suggestionCardView(s, names, englishLocalizer());
    expect(s.decision.source).toBe("roll");
    expect(view.source).toBe("Rolled 3 on the Tactical table");
    if (s.moveCost > 0) expect(view.move).toMatch(/^Moves [\d.]+" to \(/);
    expect(view.dice[0]).toMatchObject({ values: "3" });
  });

  it("renders the template with every line, one reason per choice and the GM's four buttons", async () => {
    const s = await suggestionFor();
    const view = suggestionCardView(s, names, englishLocalizer());
    const html = templateRenderer()(AI_TEMPLATES.suggestion, { ...view });
    for (const line of [view.title, view.source, view.move, view.dash, view.facing])
      expect(html).toContain(line.replace(/"/g, "&quot;"));
    expect(html.match(/<li><strong>/g)?.length).toBe(s.reasons.length);
    for (const action of ["apply", "reroll", "dismiss", "undo"]) expect(html).toContain(`data-fpb-ai="${action}"`);
    expect(html).toContain("FPB.Ai.Button.Apply");
    expect(html).not.toContain("FPB.Ai.Button.Continue");
  });

  it("a stopped move offers Continue instead of Apply and says who may fire", async () => {
    const s = await suggestionFor();
    const view = suggestionCardView(s, names, englishLocalizer(), "stopped", {
      watcherId: "A",
      kind: "snapFire",
      at: { x: 1, y: 1 },
      along: 2,
      atStart: false,
      rule: "Snap Fire",
      text: "",
    });
    expect(view.stopped).toBe("Move stopped: Kara may fire (Snap Fire). Continue when the shot is resolved.");
    const html = templateRenderer()(AI_TEMPLATES.suggestion, { ...view });
    expect(html).toContain("FPB.Ai.Button.Continue");
  });
});
