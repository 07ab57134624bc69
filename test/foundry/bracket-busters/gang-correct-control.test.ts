// The GM's Correct… control on the Bracket Busters panel (issue 33 review): a small icon button inside the fighter's
// row, named for the fighter, so the panel keeps one line per fighter; pressing it still opens the correction form.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { gangBattleTable, pressPanel, stateOn } from "./gang-table";

describe("the GM's Correct… control on the gang panel", () => {
  it("is an icon inside each fighter's row and each gang's head, with a name from lang, and opens the form", async () => {
    const table = await gangBattleTable();
    table.world.dice.load(6, 1);
    await pressPanel(table, table.gm, '[data-fpb-gang="rollPriority"]');
    const { gm, aliceGang } = table;
    const fighter = BB.fightersOf(stateOn(gm, table)!, aliceGang)[0]!.fighter;
    const panel = gm.tracker!.querySelector<HTMLElement>("[data-fpb-gang-panel]")!;

    const control = panel.querySelector<HTMLButtonElement>(
      `[data-fpb-gang="correctFighter"][data-fighter="${fighter.id}"]`,
    )!;
    expect(control.closest(`li.fpb-gang-fighter[data-fpb-fighter="${fighter.id}"]`)).not.toBeNull();
    expect(control.getAttribute("aria-label")).toBe(`Correct ${fighter.name}…`);
    expect(control.dataset["tooltip"]).toBe(`Correct ${fighter.name}…`);
    expect(control.textContent?.trim()).toBe("");
    // The icon is the button's own (Font Awesome's classes on it): one element a row, not a button and an icon.
    expect(control.classList).toContain("fa-pen-to-square");
    expect(control.children).toHaveLength(0);
    const gangControl = panel.querySelector<HTMLButtonElement>(
      `[data-fpb-gang="correctGang"][data-gang="${aliceGang}"]`,
    )!;
    expect(gangControl.closest(".fpb-gang-head")).not.toBeNull();
    expect(gangControl.getAttribute("aria-label")).toMatch(/^Correct .+…$/);
    expect(gangControl.classList).toContain("fa-pen-to-square");

    gm.click(control);
    const dialog = await gm.nextDialog();
    expect(dialog.form.querySelector('[name="status"]')).not.toBeNull();
    await dialog.press("cancel");
    await table.world.settle();
    expect(table.world.errors).toEqual([]);
  });
});
