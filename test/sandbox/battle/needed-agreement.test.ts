// Issue 15, item 8: the AI panel, the map label, the AI card and the shot's fire card state the number a shot needs
// the same way, from one function (`plannedShotNeeded` over `checkView`).
import { describe, expect, it } from "vitest";
import { HIT_RULE, resolveFire, type TargetView } from "../../../src/rules";
import { ScriptedDice } from "../../../src/rules/core/dice/scripted-dice";
import { outcomeCard } from "../../../src/views/five-parsecs/chat/outcome-card";
import { plannedShotNeeded } from "../../../src/views/five-parsecs/chat/needed-text";
import { suggestionCardView } from "../../../src/views/five-parsecs/ai/suggestion-card";
import { renderAiPanel } from "../../../src/sandbox/battle/ai-panel";
import type { SandboxState } from "../../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { crew, crewAt, enemy, enemyAt, rect, suggest, table } from "../../rules/five-parsecs/ai/helpers";

const i18n = englishLocalizer();

/** E (Combat Skill +1) in woods, A 10" west in the open: the Tactical base condition, stay and fire at A. */
const woods = () =>
  table(
    {
      figures: [crewAt("A", 8, 18), enemyAt("E", 18.4, 18)],
      features: [rect("woods", "area", 18, 14, 24, 22, 3)],
    },
    [crew("A"), enemy("E", { ai: "tactical", combatSkill: 1 })],
  );

describe("one way of stating the number a shot needs", () => {
  it("the AI's planned shot and the fire card of the same shot name the same number", async () => {
    const t = woods();
    const s = await suggest(t, "E", []);
    const attack = s.attack;
    if (attack?.kind !== "shot") throw new Error("the enemy plans no shot");
    expect(attack.dieNeeded).not.toBe(attack.needed); // Combat Skill +1: the die and the final score differ.
    const firer = t.figures.get("E")!;
    const view: TargetView = {
      target: t.figures.get(attack.targetId)!,
      distance: attack.distance,
      inCover: attack.inCover,
      visible: true,
      inFirersArc: true,
      firerInTargetsArc: false,
      goodShot: attack.goodShot,
      crouching: false,
      withinThreeInchesOf: [],
    };
    const weapon = firer.weapons.find((w) => w.id === attack.weaponId)!;
    const fired = await resolveFire(
      { firer, weapon, views: [view], mode: attack.hitMode, hasMoved: false },
      new ScriptedDice([{ purpose: "Hit", results: [1] }]),
    );
    const hitStep = outcomeCard("", fired.steps, i18n).steps.find((step) => step.rule === HIT_RULE);
    const cardNeeded = hitStep?.needed;
    expect(cardNeeded).toBe(`needs ${attack.needed}+`);
    expect(plannedShotNeeded(attack, i18n)).toBe(cardNeeded);

    // The Foundry AI card and the sandbox's AI panel say the same.
    expect(suggestionCardView(s, (id) => id, i18n).attack).toContain(cardNeeded!);
    const holder = { hidden: true, innerHTML: "" };
    const state = {
      suggestion: s,
      suggestionMove: null,
      figures: Object.fromEntries(t.figures),
    } as unknown as SandboxState;
    renderAiPanel(holder as unknown as HTMLElement, state);
    expect(holder.innerHTML).toContain(cardNeeded!);
    expect(holder.innerHTML).not.toContain(`needs ${attack.dieNeeded}+`);
  });
});
