// Issue 36 items 3, 9 and 13 (layout) in a real browser: the panel a player works in and the table it acts on are in
// sight together, at 1400x900 with four Bracket Busters gangs and on a 390x844 phone; a phone's table labels read at
// ten pixels; the gallery's Foundry tracker sample keeps its boxes inside the 300 px sidebar and the gallery does not
// scroll sideways on a phone. Screenshots: test-results/screenshots/sight-*.png (both pages at the three sizes).
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { chromiumAvailable, SCREENSHOTS, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { click, settle, state, testid } from "./battle-page";

const SIZES = {
  desktop: { width: 1400, height: 900 },
  laptop: { width: 1024, height: 700 },
  phone: { width: 390, height: 844 },
} as const;

/** How much of the element's box lies inside the window now, from 0 to 1 (a box of no size counts as out). */
const inView = (target: Locator): Promise<number> =>
  target.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const w = Math.max(0, Math.min(r.right, window.innerWidth) - Math.max(r.left, 0));
    const h = Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0));
    return r.width * r.height > 0 ? (w * h) / (r.width * r.height) : 0;
  });

/** What the window shows now (a full-page picture draws a table that sticks where the scroll left it, mid-page). */
const windowShot = (page: Page, name: string) =>
  page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), timeout: 90_000, animations: "disabled" });

const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

async function bbSettle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.bbBattle!.idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

async function bbClick(page: Page, id: string): Promise<void> {
  await testid(page, id).first().click();
  await bbSettle(page);
}

const bbState = <T>(page: Page, read: string): Promise<T> =>
  page.evaluate(`(() => { const s = window.bbBattle.state(); return ${read}; })()`) as Promise<T>;

describe.skipIf(!chromiumAvailable())("panels and the table in sight together (issue 36 items 3, 9, 13)", () => {
  let sandbox: Sandbox;
  const problems: PageProblems[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox();
  });

  afterAll(async () => {
    await sandbox?.close();
    for (const p of problems) {
      expect(p.pageErrors).toEqual([]);
      expect(p.consoleErrors).toEqual([]);
    }
  });

  it("item 3: four Bracket Busters gangs at 1400x900, the Group Activation and the activation beside the map", async () => {
    const { page, problems: p } = await sandbox.open(
      `bracket-busters.html?seed=${encodeURIComponent("e2e tourney")}&gangs=4`,
    );
    problems.push(p);
    page.on("dialog", (dialog) => void dialog.accept());
    await page.waitForLoadState("networkidle");
    await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
    expect(await bbState<number>(page, "s.battle.gangs.length")).toBe(4);
    await bbClick(page, "bb-roll-priority");
    await bbClick(page, "bb-ready-fighters");
    const canvas = testid(page, "bb-canvas");

    // The leader's Group Activation: its nominees' boxes are in sight with the whole map, no scrolling.
    const gang = await bbState<string>(page, "s.battle.turn.gangId");
    const leader = await bbState<string>(
      page,
      `s.battle.fighters.find((f) => f.fighter.gangId === ${JSON.stringify(gang)} && f.fighter.groupActivation).fighter.id`,
    );
    const nominate = testid(page, `bb-nominate-${leader}`);
    const nominateBox = (await nominate.boundingBox())!;
    await nominate.click();
    await bbSettle(page);
    // The Activate button clicked stays where it was: the list a player clicks in does not move.
    expect((await nominate.boundingBox())!.y).toBeCloseTo(nominateBox.y, 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inView(canvas)).toBe(1);
    expect(await inView(testid(page, "bb-group-activate"))).toBe(1);
    expect(await inView(page.locator('[data-testid^="bb-nominee-"]').first())).toBe(1);
    await screenshot(page, "sight-bb-4-gangs-nominate-1400");
    await page.locator('button[data-bb="cancelNomination"]').click();
    await bbSettle(page);

    // An activation: the action list, the choices and End activation with the whole map.
    await page.locator('[data-testid^="bb-activate-"]').last().click();
    await bbSettle(page);
    expect(await bbState<string | null>(page, "s.battle.turn?.activation?.fighterId ?? null")).not.toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inView(canvas)).toBe(1);
    expect(await inView(testid(page, "bb-actions"))).toBe(1);
    expect(await inView(testid(page, "bb-end-activation"))).toBe(1);
    await screenshot(page, "sight-bb-4-gangs-activation-1400");
    for (const size of ["laptop", "phone"] as const) {
      await page.setViewportSize(SIZES[size]);
      expect(await sidewaysOverflow(page), size).toBeLessThanOrEqual(0);
      // Smaller windows scroll to the panel; the arena stays in sight beside it (a phone's above it).
      await testid(page, "bb-end-activation").evaluate((node) => node.scrollIntoView({ block: "end" }));
      expect(await inView(testid(page, "bb-end-activation")), size).toBeGreaterThan(0.95);
      expect(await inView(canvas), size).toBeGreaterThan(0.95);
      await windowShot(page, `sight-bb-4-gangs-activation-${SIZES[size].width}`);
    }
  });

  it("item 9: a phone keeps the Bracket Busters map in sight while a move's action is tapped, and the tap on the ground moves", async () => {
    const { page, problems: p } = await sandbox.open(`bracket-busters.html?seed=${encodeURIComponent("e2e tourney")}`);
    problems.push(p);
    await page.setViewportSize(SIZES.phone);
    await page.waitForLoadState("networkidle");
    await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
    await bbClick(page, "bb-roll-priority");
    await bbClick(page, "bb-ready-fighters");
    await page.locator('[data-testid^="bb-activate-"]').first().click();
    await bbSettle(page);
    const mover = await bbState<string>(page, "s.battle.turn.activation.fighterId");
    const canvas = testid(page, "bb-canvas");
    // The tap on Move (the page scrolled to it) shows the reach on a map still in sight.
    await testid(page, "bb-action-move").click();
    await bbSettle(page);
    expect(await testid(page, "bb-moving").count()).toBeGreaterThan(0);
    expect(await inView(canvas)).toBeGreaterThan(0.95);
    await windowShot(page, "sight-bb-phone-reach-390");
    // Then the tap on the ground, two inches on: the fighter moves there.
    const from = await bbState<{ x: number; y: number }>(page, `s.positions[${JSON.stringify(mover)}]`);
    const box = (await canvas.boundingBox())!;
    const scale = box.width / (await canvas.evaluate((node) => (node as HTMLCanvasElement).width));
    for (const [dx, dy] of [
      [0, -2],
      [2, 0],
      [0, 2],
      [-2, 0],
    ] as const) {
      await page.mouse.click(box.x + (from.x + dx) * 25 * scale, box.y + (from.y + dy) * 25 * scale);
      await bbSettle(page);
      const now = await bbState<{ x: number; y: number }>(page, `s.positions[${JSON.stringify(mover)}]`);
      if (now.x !== from.x || now.y !== from.y) break;
    }
    const now = await bbState<{ x: number; y: number }>(page, `s.positions[${JSON.stringify(mover)}]`);
    expect(Math.hypot(now.x - from.x, now.y - from.y)).toBeGreaterThan(1);
  });

  it("item 9: a phone shows the Five Parsecs table's labels at 10 px or more and the AI's plan with the table", async () => {
    const { page, problems: p } = await sandbox.open(`index.html?seed=${encodeURIComponent("alpha")}`);
    problems.push(p);
    await page.setViewportSize(SIZES.phone);
    await page.waitForLoadState("networkidle");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="setup-dialog"] input[name="attemptSeize"]').uncheck();
    await click(page, "setup-start");
    await click(page, "round-rollReactions");
    await click(page, "round-lockReactions");
    const canvas = testid(page, "battle-canvas");
    const shown = await canvas.evaluate((node) => node.clientWidth / (node as HTMLCanvasElement).width);
    expect(shown).toBeLessThan(0.6);
    const sizes = await canvas.evaluate((node) =>
      (JSON.parse(node.dataset["labels"] ?? "[]") as { text: string; size: number }[]).map((l) => [l.text, l.size]),
    );
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.every(([, size]) => typeof size === "number")).toBe(true);
    expect(sizes.filter(([, size]) => (size as number) * shown < 9.9)).toEqual([]);

    // Played on to the enemy's first plan: its panel scrolled into view, the table (with the plan drawn) still in sight.
    for (let guard = 0; guard < 40 && !(await testid(page, "ai-panel").isVisible()); guard++) {
      const active = await state<string | null>(page, "s.battle.active?.figureId ?? null");
      if (active) await testid(page, `round-endActivation-${active}`).click();
      else await page.locator('[data-testid^="round-startActivation-"]').first().click();
      await settle(page);
    }
    const ai = testid(page, "ai-panel");
    expect(await ai.isVisible()).toBe(true);
    await ai.scrollIntoViewIfNeeded();
    await ai.evaluate((node) => node.scrollIntoView({ block: "end" }));
    await settle(page);
    expect(await inView(canvas)).toBeGreaterThan(0.95);
    expect(await inView(ai.locator(".fpb-sandbox-ai-action").first())).toBe(1);
    await windowShot(page, "sight-fp-phone-ai-390");
  });

  it("item 13: the Foundry tracker sample's boxes stay in its 300 px sidebar, and the gallery fits a phone", async () => {
    const { page, problems: p } = await sandbox.open("gallery.html");
    problems.push(p);
    await page.waitForSelector("body[data-gallery-ready='true']", { timeout: 30_000 });
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".combat-sidebar")].flatMap((sidebar) => {
        const edge = sidebar.getBoundingClientRect();
        return [...sidebar.querySelectorAll<HTMLElement>("select, button, input")]
          .filter((control) => control.getBoundingClientRect().right > edge.right + 0.5)
          .map((control) => control.closest("label")?.textContent?.trim().slice(0, 20) ?? control.tagName);
      }),
    );
    expect(outside).toEqual([]);
    for (const size of ["desktop", "laptop", "phone"] as const) {
      await page.setViewportSize(SIZES[size]);
      if (size === "phone") expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await windowShot(page, `sight-gallery-${SIZES[size].width}`);
    }
  });
});
