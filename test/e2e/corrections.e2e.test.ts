// Ruling 7 in a real browser (issue 33): on each sandbox page the GM corrects the table with a reason, the card says
// so, and the Undo puts the battle back exactly as it was. Screenshots: test-results/screenshots/correction-*.png.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { click, testid } from "./battle-page";

const SEED = "e2e correction";

describe.skipIf(!chromiumAvailable())("the GM's corrections on the sandbox pages (ruling 7)", () => {
  let sandbox: Sandbox;
  const problems: PageProblems[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox();
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  const open = async (path: string): Promise<Page> => {
    const opened = await sandbox.open(path);
    problems.push(opened.problems);
    await opened.page.waitForLoadState("networkidle");
    return opened.page;
  };

  it("Five Parsecs: a figure is given a Stun and Dazed, the card and the log say why, and Undo restores the battle", {
    timeout: 180_000,
  }, async () => {
    const page = await open(`index.html?seed=${encodeURIComponent(SEED)}`);
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    await click(page, "setup-start");
    // The battle and figures as they stand, less the log of corrections the Undo leaves behind (marked undone).
    const table = () =>
      page.evaluate(() => {
        const s = window.fpbBattle!.state();
        return JSON.stringify({ battle: { ...s.battle, corrections: [] }, figures: s.figures });
      });
    const before = await table();
    const crewId = await page.evaluate(() => window.fpbBattle!.state().battle!.crew[0]!.id);

    await testid(page, "correction-figure").selectOption(crewId);
    await click(page, "correction-open");
    const form = testid(page, "correction-form");
    await form.locator('[name="marker"]').selectOption("stunned");
    await form.locator('[name="dazed"]').check();
    await form.locator('[name="reason"]').fill("Missed the Stun");
    await screenshot(page, "correction-01-five-parsecs-form");
    await click(page, "correction-apply");

    const condition = await page.evaluate((id) => window.fpbBattle!.state().figures[id]!.condition, crewId);
    expect(condition).toMatchObject({ marker: "stunned", dazed: true });
    await expect.poll(() => testid(page, "chat-card").first().innerText()).toContain("Reason: Missed the Stun");
    expect(await testid(page, "correction-entry").innerText()).toContain("Missed the Stun");
    await screenshot(page, "correction-02-five-parsecs-corrected");

    await click(page, "correction-undo");
    expect(await table()).toBe(before);
    await expect.poll(() => testid(page, "chat-card").first().innerText()).toContain("The GM undid the correction");
    expect(await testid(page, "correction-undo").count()).toBe(0);
    await screenshot(page, "correction-03-five-parsecs-undone");
    await page.close();
  });

  it("Bracket Busters: the compact Correct… icon sets a fighter Pinned with Aim; the card's Undo restores the battle", {
    timeout: 180_000,
  }, async () => {
    const page = await open(`bracket-busters.html?seed=${encodeURIComponent(SEED)}`);
    await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
    const settled = async () =>
      page.evaluate(async () => {
        await window.bbBattle!.idle();
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    const press = async (id: string) => {
      await testid(page, id).first().click();
      await settled();
    };
    await press("bb-roll-priority");
    await press("bb-ready-fighters");
    const battle = () => page.evaluate(() => JSON.stringify(window.bbBattle!.state().battle));
    const before = await battle();
    const fighter = await page.evaluate(() => window.bbBattle!.state().battle.fighters[0]!.fighter);

    // The control is an icon inside the fighter's row, named for the fighter.
    const control = testid(page, `bb-correct-${fighter.id}`);
    expect(await control.getAttribute("aria-label")).toBe(`Correct ${fighter.name}…`);
    const row = testid(page, `bb-fighter-${fighter.id}`);
    expect(await row.locator(`[data-testid="bb-correct-${fighter.id}"]`).count()).toBe(1);
    await screenshot(page, "correction-04-bracket-busters-tracker");
    // A fighter of the gang without the turn has no other control: its row stays one line with the icon in it.
    const other = await page.evaluate(() => window.bbBattle!.state().battle.fighters.at(-1)!.fighter.id);
    const rowBox = await testid(page, `bb-fighter-${other}`).boundingBox();
    expect(rowBox!.height).toBeLessThan(40);

    await press(`bb-correct-${fighter.id}`);
    const form = testid(page, "bb-correction-form");
    await form.locator('[name="status"]').selectOption("pinned");
    await form.locator('[name="aim"]').check();
    await form.locator('[name="reason"]').fill("Missed Pinning hit");
    await press("bb-correction-apply");
    const now = await page.evaluate(
      (id) => window.bbBattle!.state().battle.fighters.find((f) => f.fighter.id === id),
      fighter.id,
    );
    expect([now?.status, now?.aim]).toEqual(["pinned", true]);
    const cardId = await page.evaluate(() => window.bbBattle!.state().chat.at(-1)!.id);
    await screenshot(page, "correction-05-bracket-busters-corrected");

    await press(`bb-undo-${cardId}`);
    expect(await battle()).toBe(before);
    expect(await testid(page, `bb-undo-${cardId}`).count()).toBe(0);
    await screenshot(page, "correction-06-bracket-busters-undone");
    await page.close();
  });

  it("no page had a console error or an uncaught exception", () => {
    for (const p of problems) expect(p).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
