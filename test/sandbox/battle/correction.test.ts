// @vitest-environment happy-dom
// Ruling 7 on the sandbox's Five Parsecs page (issue 33): the GM corrects a figure with the Foundry dialog's fields and
// a reason; the round card says what changed and why; the log of corrections offers Undo (`undoCorrection`) on the
// latest one standing, which restores the battle and the figure exactly.
import { describe, expect, it } from "vitest";
import { CorrectionPanel } from "../../../src/sandbox/battle/correction-panel";
import type { SandboxInput } from "../../../src/sandbox/battle/sandbox-input";
import { BattleStore } from "../../../src/sandbox/battle/store";
import { localizer } from "../../../src/sandbox/common";
import { nameOf } from "../../../src/views/five-parsecs/attack/name-of";
import { correctionLogView } from "../../../src/views/five-parsecs/round/correction-log";
import { defaultSetupForm } from "../../../src/views/five-parsecs/round/setup-form";

async function battleUnderWay(): Promise<BattleStore> {
  const store = new BattleStore("correction", localizer);
  await store.dispatch({ type: "setup", form: { ...defaultSetupForm("normal"), attemptSeize: false } });
  expect(store.state.battle?.over).toBeFalsy();
  return store;
}

/** The panel drawn for the store, with what it sends going to the store and its notices kept. */
function panelFor(store: BattleStore): { holder: HTMLElement; notices: string[]; sent: SandboxInput[] } {
  const holder = document.createElement("div");
  const notices: string[] = [];
  const sent: SandboxInput[] = [];
  const panel = new CorrectionPanel(
    holder,
    {
      dispatch: (input) => {
        sent.push(input);
        void store.dispatch(input);
      },
      notice: (text) => notices.push(text),
    },
    localizer,
  );
  store.subscribe((state) => panel.render(state, null));
  panel.render(store.state, null);
  return { holder, notices, sent };
}

const click = (holder: HTMLElement, testid: string): void =>
  holder.querySelector<HTMLElement>(`[data-testid="${testid}"]`)!.click();

describe("the GM's correction on the sandbox's Five Parsecs page (ruling 7)", () => {
  it("a figure is given a Stun and Dazed with a reason; the card says so; Undo restores the battle and figure exactly", async () => {
    const store = await battleUnderWay();
    const { holder, notices, sent } = panelFor(store);
    const crewId = store.state.battle!.crew[0]!.id;
    const battleBefore = structuredClone(store.state.battle);
    const figureBefore = structuredClone(store.state.figures[crewId]);

    holder.querySelector<HTMLSelectElement>('[data-testid="correction-figure"]')!.value = crewId;
    click(holder, "correction-open");
    const form = holder.querySelector<HTMLFormElement>('[data-testid="correction-form"]')!;
    expect(form.dataset["figure"]).toBe(crewId);
    form.querySelector<HTMLSelectElement>('[name="marker"]')!.value = "stunned";
    form.querySelector<HTMLInputElement>('[name="dazed"]')!.checked = true;
    // No reason: a notice, nothing sent.
    click(holder, "correction-apply");
    expect(notices).toEqual(["A correction needs a reason."]);
    expect(sent).toEqual([]);
    form.querySelector<HTMLInputElement>('[name="reason"]')!.value = "Missed Stun";
    click(holder, "correction-apply");
    await store.idle();

    expect(sent).toEqual([
      {
        type: "round",
        input: {
          type: "correctFigure",
          figureId: crewId,
          marks: { condition: { marker: "stunned", dazed: true } },
          reason: "Missed Stun",
        },
      },
    ]);
    expect(store.state.notice).toBeNull();
    expect(store.state.figures[crewId]?.condition).toMatchObject({ marker: "stunned", dazed: true });
    const card = store.state.chat.at(-1)!.card;
    expect(card.notes.join(" ")).toContain("Reason: Missed Stun");
    expect(card.notes.join(" ")).toContain("Marker: None → Stun");
    const entries = holder.querySelectorAll('[data-testid="correction-entry"]');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.textContent).toContain("Missed Stun");

    click(holder, "correction-undo");
    await store.idle();
    expect(store.state.notice).toBeNull();
    expect(store.state.figures[crewId]).toEqual(figureBefore);
    expect({ ...store.state.battle, corrections: [] }).toEqual({ ...battleBefore, corrections: [] });
    expect(store.state.battle?.corrections?.map((c) => c.undone)).toEqual([true]);
    expect(store.state.chat.at(-1)!.card.notes.join(" ")).toContain("The GM undid the correction");
    expect(holder.querySelector('[data-testid="correction-undo"]')).toBeNull();
    expect(holder.querySelector('[data-testid="correction-entry"]')?.getAttribute("data-undone")).toBe("true");
  });

  it("the log view names each correction's changes and reason, and offers Undo only on the latest one standing", async () => {
    const store = await battleUnderWay();
    const [a, b] = store.state.battle!.crew.map((f) => f.id) as [string, string];
    for (const [figureId, reason] of [
      [a, "first"],
      [b, "second"],
    ] as const)
      await store.dispatch({
        type: "round",
        input: { type: "correctFigure", figureId, marks: { condition: { wounded: true } }, reason },
      });
    const names = nameOf(Object.values(store.state.figures));
    const log = correctionLogView(store.state.battle!, names, localizer);
    expect(log.map((e) => [e.figure, e.reason, e.undoable])).toEqual([
      [names(a), "first", false],
      [names(b), "second", true],
    ]);
    expect(log[0]?.changes).toBe("Wounded: no → yes");
    await store.dispatch({ type: "round", input: { type: "undoCorrection", figureId: b } });
    const after = correctionLogView(store.state.battle!, names, localizer);
    expect(after.map((e) => [e.undone, e.undoable])).toEqual([
      [false, true],
      [true, false],
    ]);
  });
});
