// @vitest-environment happy-dom
// Issue 36 item 12: with two gangs Bottled Out, the Ready Fighters step listed both gangs' Nerve tests in one list under
// "The gang has Bottled Out". Each gang's tests now stand under its own name.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { renderTracker } from "../../../src/sandbox/bracket-busters/tracker-panel";
import { createLocalizer, type LangTree } from "../../../src/sandbox/common/localizer";
import { nerveChoices, trackerView } from "../../../src/views/bracket-busters";
import { fighter, gang, step } from "../../rules/bracket-busters/helpers";

const ROOT = resolve(import.meta.dirname, "../../..");
const lang = createLocalizer(JSON.parse(readFileSync(resolve(ROOT, "lang/en.json"), "utf8")) as LangTree);

describe("the Nerve tests of Bottled Out gangs (issue 36 item 12)", () => {
  it("are grouped under each gang's name, never mixed in one list", async () => {
    const base = BB.createBattle({
      gangs: [
        {
          ...gang("a", [fighter("a1", "a", { name: "Vex" }), fighter("a2", "a", { name: "Iska" })]),
          name: "Ash Wardens",
        },
        { ...gang("b", [fighter("b1", "b", { name: "Quell" })]), name: "Spire Rats" },
      ],
    });
    const bottled = { ...base, gangs: base.gangs.map((g) => ({ ...g, bottledOut: true })) };
    const ready = (await step(bottled, { type: "rollPriority" }, new ScriptedDice([5, 2]))).state;
    const holder = document.createElement("div");
    const index = new Map(ready.gangs.map((g, i) => [g.id, i]));
    renderTracker(holder, trackerView(ready, lang), nerveChoices(ready, {}, lang), index, null, lang);
    const groups = [...holder.querySelectorAll('[data-testid^="bb-nerve-gang-"]')].map((group) => ({
      note: group.querySelector(".bb-note")?.textContent,
      fighters: [...group.querySelectorAll("[data-bb-nerve]")].map((select) => select.getAttribute("data-bb-nerve")),
    }));
    expect(groups).toEqual([
      {
        note: "Ash Wardens has Bottled Out: choose Cool or Willpower for each of its fighters' Nerve tests before readying.",
        fighters: ["a1", "a2"],
      },
      {
        note: "Spire Rats has Bottled Out: choose Cool or Willpower for each of its fighters' Nerve tests before readying.",
        fighters: ["b1"],
      },
    ]);
  });
});
