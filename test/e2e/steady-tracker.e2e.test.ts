// Issue 36 item 1, its second half: the tracker's buttons do not jump under the pointer. Between two clicks of a
// double-click the panel redraws; every button it draws again keeps its box, and what lies where "End activation" was
// is no other input (the same template draws Foundry's panel). Screenshots: test-results/screenshots/steady-*.png.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { click, settle, state, testid } from "./battle-page";

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Every tracker button by its test id (or its slot, for an inert one), with its box in page coordinates. */
const trackerButtons = (page: Page): Promise<Record<string, Box>> =>
  testid(page, "tracker-panel").evaluate((panel) =>
    Object.fromEntries(
      [...panel.querySelectorAll<HTMLElement>("button")].map((button) => {
        const rect = button.getBoundingClientRect();
        const key = button.dataset["testid"] ?? `slot-${button.dataset["fpbSlot"] ?? button.textContent?.trim()}`;
        const box = {
          x: rect.left + window.scrollX,
          y: rect.top + window.scrollY,
          width: rect.width,
          height: rect.height,
        };
        return [key, box];
      }),
    ),
  );

/** What a click at the page point would press now: the input a live control asks for, or null. */
const inputAt = (page: Page, at: { x: number; y: number }): Promise<string | null> =>
  page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x - window.scrollX, y - window.scrollY);
    const button = hit?.closest<HTMLButtonElement>("button");
    if (!button || button.disabled) return null;
    return button.dataset["fpbRound"] ?? button.dataset["testid"] ?? button.textContent?.trim() ?? "button";
  }, at);

/** Boxes that were there before and moved since (a button drawn again must keep its place). */
function moved(before: Record<string, Box>, after: Record<string, Box>): string[] {
  return Object.keys(before).filter((key) => {
    const now = after[key];
    if (!now) return false;
    const was = before[key]!;
    return Math.abs(now.x - was.x) > 0.5 || Math.abs(now.y - was.y) > 0.5 || Math.abs(now.width - was.width) > 0.5;
  });
}

/** Ends the activation under way as a pointer does, and checks the panel drawn after it against the one before. */
async function endActivationInPlace(page: Page, shot: string): Promise<[Record<string, Box>, Record<string, Box>]> {
  const before = await trackerButtons(page);
  const endKey = Object.keys(before).find((key) => key.startsWith("round-endActivation-"))!;
  const end = before[endKey]!;
  const centre = { x: end.x + end.width / 2, y: end.y + end.height / 2 };
  await testid(page, endKey).click();
  await settle(page);
  const after = await trackerButtons(page);
  expect(moved(before, after)).toEqual([]);
  // Where "End activation" was, a second click presses nothing: not a result, not the next figure's activation.
  expect(await inputAt(page, centre)).toBeNull();
  await screenshot(page, shot);
  return [before, after];
}

describe.skipIf(!chromiumAvailable())("the tracker's buttons stay put (issue 36 item 1)", () => {
  let sandbox: Sandbox;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    sandbox = await startSandbox();
    ({ page, problems } = await sandbox.open(`index.html?seed=${encodeURIComponent("alpha")}`));
    await page.waitForLoadState("networkidle");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="setup-dialog"] input[name="attemptSeize"]').uncheck();
    await click(page, "setup-start");
    await click(page, "round-rollReactions");
    await click(page, "round-lockReactions");
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it("keeps every button in place across End activation, in the first activation and the round's last", async () => {
    await page.locator('[data-testid^="round-startActivation-"]').first().click();
    await settle(page);
    expect(await state<string | null>(page, "s.battle.active?.figureId ?? null")).not.toBeNull();
    await screenshot(page, "steady-01-activating");
    await endActivationInPlace(page, "steady-02-ended");

    // On to the round's last activation: ending it starts the End phase, whose button is already in its place.
    for (let guard = 0; guard < 60; guard++) {
      const s = await state<{ active: boolean; left: number; phase: string }>(
        page,
        `({ active: s.battle.active !== null, phase: s.battle.phase,
            left: s.battle.schedule.filter((x) => x.status === "pending" && x.phase !== "seize").length })`,
      );
      if (s.phase === "end") break;
      if (s.active && s.left === 1) {
        // End phase's button comes alive where its greyed place was.
        const [before, after] = await endActivationInPlace(page, "steady-03-last-ended");
        expect(after["round-runEndPhase"]).toEqual(before["slot-runEndPhase"]);
        break;
      }
      if (await testid(page, "ai-apply").count()) await click(page, "ai-apply");
      else if (s.active) await page.locator('[data-testid^="round-endActivation-"]').first().click();
      else await page.locator('[data-testid^="round-startActivation-"]').first().click();
      await settle(page);
    }
    expect(await state<string>(page, "s.battle.phase")).toBe("end");
    expect(await testid(page, "round-runEndPhase").isEnabled()).toBe(true);
  });

  it("logs no console errors and throws nothing", () => {
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
