// @vitest-environment happy-dom
// Ruling 7 in the Bracket Busters sandbox (issue 33): a GM correction's card offers its Undo, as the Foundry card does;
// the Undo sets back exactly what the correction changed, and is offered once.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { renderChat } from "../../../src/sandbox/bracket-busters/chat-panel";
import { undoableCards, undoInput } from "../../../src/sandbox/bracket-busters/correction-undo";
import { BattleStore } from "../../../src/sandbox/bracket-busters/store";
import { renderTracker } from "../../../src/sandbox/bracket-busters/tracker-panel";
import { createLocalizer, type LangTree } from "../../../src/sandbox/common/localizer";
import { trackerView } from "../../../src/views/bracket-busters";

const ROOT = resolve(import.meta.dirname, "../../..");
const lang = createLocalizer(JSON.parse(readFileSync(resolve(ROOT, "lang/en.json"), "utf8")) as LangTree);

async function actionPhase(): Promise<BattleStore> {
  const store = new BattleStore("correction undo", 2, lang);
  await store.dispatch({ type: "rules", input: { type: "rollPriority" } });
  await store.dispatch({ type: "rules", input: { type: "readyFighters" } });
  expect(store.state.battle.phase).toBe("action");
  return store;
}

const chatOf = (store: BattleStore): HTMLElement => {
  const list = document.createElement("ol");
  renderChat(list, store.state.chat, lang, undoableCards(store.state, lang));
  return list;
};

describe("the Undo of a GM correction in the Bracket Busters sandbox (ruling 7)", () => {
  it("the correction's card offers Undo; pressing it restores the fighter exactly, and the Undo is not offered again", async () => {
    const store = await actionPhase();
    const fighter = store.state.battle.fighters[0]!;
    const before = structuredClone(store.state.battle);
    await store.dispatch({
      type: "rules",
      input: {
        type: "correct",
        correction: { kind: "fighter", fighterId: fighter.fighter.id, status: "pinned", aim: true, fleshWounds: 2 },
        reason: "Missed hit",
      },
    });
    const card = store.state.chat.at(-1)!;
    expect(card.undo?.reason).toBe("Missed hit");
    const undo = chatOf(store).querySelector<HTMLButtonElement>(`[data-bb="undoCorrection"][data-card="${card.id}"]`);
    expect(undo?.textContent).toBe("Undo the correction");

    await store.dispatch(undoInput(card.undo!, lang));
    expect(store.state.notice).toBeNull();
    expect(store.state.battle.fighters).toEqual(before.fighters);
    expect(store.state.chat.at(-1)?.lines.join(" ")).toContain("Undo: Missed hit");
    // The Undo is taken; the undo's own card offers Undo in turn (it is a correction too, as at the table).
    expect(undoableCards(store.state, lang)).toEqual(new Set([store.state.chat.at(-1)!.id]));
    expect(chatOf(store).querySelector(`[data-card="${card.id}"]`)).toBeNull();
  });

  it("a gang's Bottled Out is undone from its card; no Undo once the battle is over or on other cards", async () => {
    const store = await actionPhase();
    const gangId = store.state.battle.gangs[1]!.id;
    await store.dispatch({
      type: "rules",
      input: { type: "correct", correction: { kind: "gang", gangId, bottledOut: true }, reason: "Forgot" },
    });
    const card = store.state.chat.at(-1)!;
    expect(undoableCards(store.state, lang)).toEqual(new Set([card.id]));
    await store.dispatch(undoInput(card.undo!, lang));
    expect(BB.gangOf(store.state.battle, gangId)?.bottledOut).toBe(false);
    await store.dispatch({ type: "rules", input: { type: "endBattle" } });
    expect(store.state.battle.phase).toBe("over");
    expect(undoableCards(store.state, lang).size).toBe(0);
  });

  it("the tracker's Correct… control is an icon inside the fighter's row, named for the fighter", async () => {
    const store = await actionPhase();
    const tracker = document.createElement("div");
    renderTracker(tracker, trackerView(store.state.battle, lang), [], new Map(), null, lang);
    const fighter = store.state.battle.fighters[0]!.fighter;
    const control = tracker.querySelector<HTMLButtonElement>(`[data-testid="bb-correct-${fighter.id}"]`)!;
    expect(control.closest(`[data-fighter-row="${fighter.id}"]`)).not.toBeNull();
    expect(control.getAttribute("aria-label")).toBe(`Correct ${fighter.name}…`);
    expect(control.title).toBe(`Correct ${fighter.name}…`);
    expect(control.textContent?.trim()).toBe("");
    expect(control.querySelector("i.fa-pen-to-square")).not.toBeNull();
  });
});
