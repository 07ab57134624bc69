import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { outcomeCard } from "../../../src/views/five-parsecs/chat/outcome-card";
import { registerFoundryHelpers } from "../../../src/views/common/handlebars-helpers";
import type { Step } from "../../../src/rules";
import { englishLocalizer } from "../../fixtures/english-localizer";

const i18n = englishLocalizer();
const hit: Step = {
  rule: "Cover and Rolling to hit",
  dice: [{ purpose: "Hit", faces: 6, value: 4 }],
  modifiers: [{ value: 1, reason: "Combat Skill" }],
  total: 5,
  needed: 5,
  result: "hit",
};
const save: Step = {
  rule: "Saving Throws",
  dice: [{ purpose: "Saving Throw", faces: 6, value: 1 }],
  modifiers: [],
  total: 1,
  needed: 5,
  result: "notSaved",
};
const casualty: Step = {
  rule: "Humanoid Combatants",
  dice: [{ purpose: "Casualty", faces: 6, value: 6 }],
  modifiers: [],
  total: null,
  needed: null,
  result: "goner",
};

describe("the chat card of a resolution", () => {
  it("shows every die, each modifier with its sign and reason, and whether the check succeeded", () => {
    const card = outcomeCard("Kara fires at the Raider", [hit, save, casualty], i18n);
    expect(card.steps[0]).toMatchObject({ modifiers: [{ reason: "Combat Skill", value: "+1" }], success: true });
    expect(card.steps[1]).toMatchObject({ success: false, dice: [{ value: 1, natural: "one" }] });
    expect(card.steps[2]).toMatchObject({ success: null, dice: [{ value: 6, natural: "six" }] });
  });

  it("words results from lang/en.json, falling back to the key", () => {
    const card = outcomeCard("t", [{ ...hit, result: "unheardOf" }], i18n);
    expect(card.steps[0]!.result).toBe("unheardOf");
  });

  it("renders with the module's template", () => {
    const source = readFileSync(resolve(import.meta.dirname, "../../../templates/chat/outcome-card.hbs"), "utf8");
    const handlebars = Handlebars.create();
    registerFoundryHelpers(handlebars, i18n);
    const html = handlebars.compile(source)(outcomeCard("Kara fires at the Raider", [hit, save], i18n));
    expect(html).toContain("Kara fires at the Raider");
    expect(html).toContain("needs 5+");
    expect(html).toMatch(/fpb-card-step fpb-success[\s\S]*fpb-card-step fpb-failure/);
    expect(html).toContain('data-tooltip="Combat Skill"');
  });
});
