// @vitest-environment happy-dom
// Ruling 7 in the Bracket Busters sandbox (issue 33): the page's user is the GM, who corrects a fighter or a gang from
// the tracker's Correct… box with a reason; the rules apply it and the chat card says what changed and why.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import {
  correctionBoxHtml,
  correctionInput,
  correctionValues,
} from "../../../src/sandbox/bracket-busters/correction-panel";
import { BattleStore } from "../../../src/sandbox/bracket-busters/store";
import { renderTracker } from "../../../src/sandbox/bracket-busters/tracker-panel";
import { createLocalizer, type LangTree } from "../../../src/sandbox/common/localizer";
import { trackerView } from "../../../src/views/bracket-busters";

const ROOT = resolve(import.meta.dirname, "../../..");
const lang = createLocalizer(JSON.parse(readFileSync(resolve(ROOT, "lang/en.json"), "utf8")) as LangTree);

async function actionPhase(): Promise<BattleStore> {
  const store = new BattleStore("correction", 2, lang);
  await store.dispatch({ type: "rules", input: { type: "rollPriority" } });
  await store.dispatch({ type: "rules", input: { type: "readyFighters" } });
  expect(store.state.battle.phase).toBe("action");
  return store;
}

/** The box drawn into the page, filled as the GM would; its form. */
function filledBox(html: string, values: Record<string, string | boolean>): HTMLFormElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  const form = host.querySelector("form")!;
  for (const [name, value] of Object.entries(values)) {
    const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === true;
    else field.value = String(value);
  }
  return form;
}

describe("the GM's correction in the Bracket Busters sandbox", () => {
  it("the tracker offers Correct… on every fighter and gang; the box sets a fighter Pinned with Aim, and the card says why", async () => {
    const store = await actionPhase();
    const battle = store.state.battle;
    const tracker = document.createElement("div");
    renderTracker(tracker, trackerView(battle, lang), [], new Map(), null, lang);
    const fighter = battle.fighters[0]!.fighter;
    expect(
      tracker.querySelector(`[data-bb="correct"][data-kind="fighter"][data-target="${fighter.id}"]`),
    ).not.toBeNull();
    expect(tracker.querySelectorAll('[data-bb="correct"][data-kind="gang"]')).toHaveLength(battle.gangs.length);

    const target = { kind: "fighter", id: fighter.id } as const;
    const form = filledBox(correctionBoxHtml(battle, target, lang), {
      status: "pinned",
      aim: true,
      reason: "Missed hit",
    });
    const input = correctionInput(correctionValues(form), battle, target, lang);
    expect(input).toEqual({
      type: "rules",
      input: {
        type: "correct",
        correction: { kind: "fighter", fighterId: fighter.id, status: "pinned", aim: true },
        reason: "Missed hit",
      },
    });
    await store.dispatch(input as never);
    const now = BB.fighterIn(store.state.battle, fighter.id)!;
    expect([now.status, now.aim]).toEqual(["pinned", true]);
    expect(store.state.chat.at(-1)?.lines.join(" ")).toContain("Reason: Missed hit");
  });

  it("a gang's Bottled Out is corrected; a box without a reason or changing nothing gives a notice and no input", async () => {
    const store = await actionPhase();
    const battle = store.state.battle;
    const gang = { kind: "gang", id: battle.gangs[1]!.id } as const;
    const html = correctionBoxHtml(battle, gang, lang);
    const values = (v: Record<string, string | boolean>) => correctionValues(filledBox(html, v));
    expect(correctionInput(values({ bottledOut: true, reason: "" }), battle, gang, lang)).toEqual({
      notice: "A correction needs a reason.",
    });
    expect(correctionInput(values({ bottledOut: false, reason: "x" }), battle, gang, lang)).toHaveProperty("notice");
    await store.dispatch(correctionInput(values({ bottledOut: true, reason: "Forgot" }), battle, gang, lang) as never);
    expect(BB.gangOf(store.state.battle, gang.id)?.bottledOut).toBe(true);
  });
});
