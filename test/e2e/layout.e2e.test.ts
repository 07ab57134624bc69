// The battle page's layout at a desktop, a small laptop and a phone: nothing cut off or off to the side, the table
// scaled to the screen, and a refusal that never moves the board under the pointer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { testid, settle, click } from "./battle-page";

const SEED = "e2e layout";

const VIEWPORTS = {
  desktop: { width: 1400, height: 900 },
  laptop: { width: 1024, height: 700 },
  phone: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The element's box in page coordinates (scrolled-away parts included), so a scroll does not count as a move. */
const pageBox = (page: Page, id: string): Promise<Box> =>
  testid(page, id).evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });

async function resize(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

/** How far the page scrolls sideways: 0 when everything fits the window's width. */
const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Every tracker button whose box leaves the window sideways or whose label is cut short (an ellipsis, a clip). */
const clippedTrackerButtons = (page: Page): Promise<string[]> =>
  testid(page, "tracker-panel").evaluate((panel) =>
    [...panel.querySelectorAll<HTMLElement>("button, select")]
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        const outside = rect.left < 0 || rect.right > window.innerWidth;
        const cut = control.scrollWidth > control.clientWidth + 1;
        // A control inside a box that hides its overflow is cut where it passes that box's edge.
        let hidden = false;
        for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === "visible") continue;
          const edge = box.getBoundingClientRect();
          if (rect.left < edge.left - 0.5 || rect.right > edge.right + 0.5) hidden = true;
        }
        return outside || cut || hidden;
      })
      .map((control) => control.textContent?.trim() || control.dataset["testid"] || control.tagName),
  );

/** Shows a refusal the way a player meets one: an input the battle cannot take now. */
async function showRefusal(page: Page): Promise<void> {
  const notice = testid(page, "notice");
  if (await testid(page, "round-lockReactions").count()) await click(page, "round-lockReactions");
  if (await notice.isVisible()) return;
  // Fire from the tracker with no target picked: the page asks for a target first.
  const ready = page.locator('[data-testid^="round-startActivation-"]').first();
  if (await ready.count()) await ready.click();
  await settle(page);
  const fire = testid(page, "tracker-panel").locator('button[data-fpb-attack="fire"]').first();
  if (await fire.count()) await fire.click();
  await settle(page);
}

describe.skipIf(!chromiumAvailable())("battle page layout (sandbox/index.html)", () => {
  let sandbox: Sandbox;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    sandbox = await startSandbox();
    ({ page, problems } = await sandbox.open(`index.html?seed=${encodeURIComponent(SEED)}`));
    await page.waitForLoadState("networkidle");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    // A battle under way, so the tracker shows its round buttons (Reaction Roll, End the battle) and the chat has cards.
    await click(page, "setup-start");
    if (await testid(page, "round-endSeize").count()) await click(page, "round-endSeize");
    if (await testid(page, "round-rollReactions").count()) await click(page, "round-rollReactions");
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it.each(["desktop", "laptop"] as const)(
    "fits a %s window: no sideways scroll, the tracker whole, the chat on screen",
    async (viewport) => {
      await resize(page, viewport);
      const { width } = VIEWPORTS[viewport];
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await clippedTrackerButtons(page)).toEqual([]);
      expect(await testid(page, "tracker-panel").locator("button").count()).toBeGreaterThan(0);
      // The chat is reachable: inside the window's width, so at most a scroll down brings it into view.
      const chat = await pageBox(page, "chat-log");
      expect(chat.x).toBeGreaterThanOrEqual(0);
      expect(chat.x + chat.width).toBeLessThanOrEqual(width);
      expect(chat.width).toBeGreaterThanOrEqual(260);
      await testid(page, "chat-log").scrollIntoViewIfNeeded();
      await expect.poll(() => testid(page, "chat-log").isVisible()).toBe(true);
      // The table is beside the tracker, whole, and as tall as the window lets it be while it fits.
      const canvas = await pageBox(page, "battle-canvas");
      const tracker = await pageBox(page, "tracker-panel");
      expect(canvas.x + canvas.width).toBeLessThanOrEqual(tracker.x);
      expect(canvas.width).toBeGreaterThanOrEqual(500);
      expect(Math.abs(canvas.width - canvas.height)).toBeLessThanOrEqual(1);
      // Where the table fits whole it is shown at the scale it is drawn at (20 px an inch), never blown up.
      const drawn = await testid(page, "battle-canvas").evaluate((node) => (node as HTMLCanvasElement).width);
      if (viewport === "desktop") expect(canvas.width).toBe(drawn);
      expect(canvas.width).toBeLessThanOrEqual(drawn);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `layout-${viewport}-${width}`);
    },
  );

  it("stacks the panels under a scaled table on a phone, with clicks still landing on the figure", async () => {
    await resize(page, "phone");
    const { width } = VIEWPORTS.phone;
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const canvas = await pageBox(page, "battle-canvas");
    expect(canvas.x).toBeGreaterThanOrEqual(0);
    expect(canvas.x + canvas.width).toBeLessThanOrEqual(width);
    expect(Math.abs(canvas.width - canvas.height)).toBeLessThanOrEqual(1);
    const tracker = await pageBox(page, "tracker-panel");
    const chat = await pageBox(page, "chat-log");
    expect(tracker.y).toBeGreaterThanOrEqual(canvas.y + canvas.height);
    expect(chat.y).toBeGreaterThanOrEqual(tracker.y + tracker.height);
    for (const box of [tracker, chat]) expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await clippedTrackerButtons(page)).toEqual([]);

    // The canvas is drawn at 20 px an inch and scaled down: a click on a figure's scaled centre selects that figure.
    const figure = await page.evaluate(() => {
      const f = window.fpbBattle!.state().table.figures[0]!;
      return { id: f.id, x: f.centre.x, y: f.centre.y, name: window.fpbBattle!.state().figures[f.id]!.name };
    });
    const drawn = await testid(page, "battle-canvas").evaluate((node) => ({
      width: (node as HTMLCanvasElement).width,
      css: node.clientWidth,
    }));
    expect(drawn.css).toBeLessThan(drawn.width);
    const scale = drawn.css / drawn.width;
    await testid(page, "battle-canvas").click({ position: { x: figure.x * 20 * scale, y: figure.y * 20 * scale } });
    await settle(page);
    expect(await testid(page, "selected-name").innerText()).toBe(figure.name);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `layout-phone-${width}`);
  });

  it("keeps the board where it is when a refusal appears", async () => {
    const notice = testid(page, "notice");
    expect(await notice.isVisible()).toBe(false);
    const before: Partial<Record<Viewport, Box>> = {};
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      await resize(page, viewport);
      before[viewport] = await pageBox(page, "battle-canvas");
    }
    await resize(page, "desktop");
    await showRefusal(page);
    expect(await notice.isVisible()).toBe(true);
    expect((await notice.innerText()).length).toBeGreaterThan(0);
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      await resize(page, viewport);
      expect(await notice.isVisible(), viewport).toBe(true);
      expect(await pageBox(page, "battle-canvas"), viewport).toEqual(before[viewport]);
      await screenshot(page, `layout-refusal-${viewport}-${VIEWPORTS[viewport].width}`);
    }
    // The notice never takes a click meant for what lies under it.
    expect(await notice.evaluate((node) => getComputedStyle(node).pointerEvents)).toBe("none");
  });

  it("logs no console errors and throws nothing", () => {
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
