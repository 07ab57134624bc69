// Issue 15 on the table itself, in a real browser: a target out of range said before Fire (item 9), a figure's height
// on its token and in the sight reasons (item 13), each reason once (item 15), labels that never collide, the
// movement-only fence in the legend, and the Move / Dash shading only while the figure may still move (item 22).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { testid, settle, click, state } from "./battle-page";

const PX_PER_INCH = 20;
const SEED = "five parsecs";

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface DrawnLabel {
  text: string;
  box: Box;
  anchor: { x: number; y: number } | null;
  displaced: boolean;
  italic: boolean;
}

/** Clicks a point of the table (inches), whatever size the page gives the canvas. */
async function clickTable(page: Page, x: number, y: number): Promise<void> {
  const canvas = testid(page, "battle-canvas");
  const box = (await canvas.boundingBox())!;
  const scale = box.width / (await canvas.evaluate((c: HTMLCanvasElement) => c.width));
  await canvas.click({ position: { x: x * PX_PER_INCH * scale, y: y * PX_PER_INCH * scale } });
  await settle(page);
}

async function clickToken(page: Page, figureId: string): Promise<void> {
  const at = await state<{ x: number; y: number }>(
    page,
    `s.table.figures.find((f) => f.id === ${JSON.stringify(figureId)}).centre`,
  );
  await clickTable(page, at.x, at.y);
}

/** Bare ground in a corner of the demo table: a click there clears the selection before the battle. */
const clearSelection = (page: Page): Promise<void> => clickTable(page, 34, 1);

/** Selects `firerId` (clearing any selection first, so it is not taken for a target) and targets `targetId`. */
async function aim(page: Page, firerId: string, targetId: string): Promise<void> {
  await clearSelection(page);
  await clickToken(page, firerId);
  await clickToken(page, targetId);
}

const labels = (page: Page): Promise<DrawnLabel[]> =>
  testid(page, "battle-canvas").evaluate((c: HTMLCanvasElement) => JSON.parse(c.dataset["labels"] ?? "[]"));

const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Every pair of drawn labels that overlap, and every label over a token's disc, by their texts. */
async function collisions(page: Page): Promise<string[]> {
  const drawn = await labels(page);
  const discs = await state<Box[]>(
    page,
    `s.table.figures.map((f) => ({ x: (f.centre.x - f.radius) * ${PX_PER_INCH}, y: (f.centre.y - f.radius) * ${PX_PER_INCH}, w: 2 * f.radius * ${PX_PER_INCH}, h: 2 * f.radius * ${PX_PER_INCH} }))`,
  );
  const found: string[] = [];
  drawn.forEach((a, i) => {
    for (const b of drawn.slice(i + 1)) if (overlap(a.box, b.box)) found.push(`"${a.text}" on "${b.text}"`);
    for (const [k, disc] of discs.entries()) if (overlap(a.box, disc)) found.push(`"${a.text}" on token ${k}`);
  });
  return found;
}

/** Pixels of the canvas along the segment between two points (inches), 1 px apart, leaving out the tokens' discs. */
async function pixelsAlong(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<number[][]> {
  return testid(page, "battle-canvas").evaluate(
    (c: HTMLCanvasElement, [a, b, ppi]) => {
      const ctx = c.getContext("2d")!;
      const length = Math.hypot(b.x - a.x, b.y - a.y) * ppi;
      const out: number[][] = [];
      for (let d = ppi; d < length - ppi; d++) {
        const x = a.x * ppi + ((b.x - a.x) * ppi * d) / length,
          y = a.y * ppi + ((b.y - a.y) * ppi * d) / length;
        out.push([...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data]);
      }
      return out;
    },
    [from, to, PX_PER_INCH] as const,
  );
}

const near = (pixel: number[], hex: string, tolerance = 24): boolean =>
  [1, 3, 5].every((at, i) => Math.abs(pixel[i]! - parseInt(hex.slice(at, at + 2), 16)) <= tolerance);

/** Ground shaded by a normal Move's reach: the reach's blue over the table's dark ground, nothing else on the table. */
async function moveShadedPixels(page: Page): Promise<number> {
  return testid(page, "battle-canvas").evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i]!,
        g = data[i + 1]!,
        b = data[i + 2]!;
      if (r >= 50 && r <= 75 && g >= 68 && g <= 95 && b >= 88 && b <= 120) count++;
    }
    return count;
  });
}

/** The same state at the two smaller sizes (1024×700 and a 390×844 phone), then back to 1400×900. */
async function atSmallerSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1024, 700],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await settle(page);
}

async function reasons(page: Page): Promise<string[]> {
  return page.locator('[data-testid="target-reasons"] li').allInnerTexts();
}

describe.skipIf(!chromiumAvailable())("the table and its target panel (issue 15, items 9, 13, 15 and 22)", () => {
  let sandbox: Sandbox;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    sandbox = await startSandbox();
    ({ page, problems } = await sandbox.open(`index.html?seed=${encodeURIComponent(SEED)}`));
    await page.waitForLoadState("networkidle");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it("item 9: a target out of range says so, and by how much, on the line and in the panel before Fire", async () => {
    // Kara Voss's Military Rifle reaches 24"; Raider 3, on the warehouse roof, is 24.2" away in plain sight.
    await aim(page, "crew-1", "enemy-3");
    const info = testid(page, "target-info");
    expect(await info.getAttribute("data-range")).toBe("out");
    expect(await info.getAttribute("data-sight")).toBe("clear");
    expect(await testid(page, "target-verdict").innerText()).toBe('Out of range by 0.3"');
    expect((await reasons(page))[0]).toBe(
      'Out of range: the Military Rifle reaches 24", and the target is 24.3" away, 0.3" too far.',
    );
    const drawn = (await labels(page)).map((l) => l.text);
    expect(drawn).toContain('Out of range by 0.3"');
    expect(drawn).not.toContain("Clear shot");
    // The line itself: dotted in the out-of-range colour, and nowhere the green of a clear shot.
    const ends = await state<{ x: number; y: number }[]>(
      page,
      `["crew-1", "enemy-3"].map((id) => s.table.figures.find((f) => f.id === id).centre)`,
    );
    const along = await pixelsAlong(page, ends[0]!, ends[1]!);
    expect(along.filter((p) => near(p, "#2e9e4f")).length).toBe(0);
    expect(along.filter((p) => near(p, "#ce93d8")).length).toBeGreaterThan(20);
    await screenshot(page, "canvas-01-out-of-range");

    // In range, the same panel keeps the plain verdict.
    await aim(page, "crew-4", "enemy-7");
    expect(await testid(page, "target-info").getAttribute("data-range")).toBe("in");
    expect(await testid(page, "target-verdict").innerText()).toBe("Clear shot");
  });

  it("item 13: a figure's height shows on its token and in the panel, and the reasons say what the line passes over", async () => {
    const drawn = (await labels(page)).map((l) => l.text);
    expect(drawn).toContain('Raider 3 ▲3"');
    await aim(page, "crew-6", "enemy-3");
    expect(await testid(page, "target-elevation").innerText()).toBe('▲3"');
    expect(await testid(page, "target-info").getAttribute("data-sight")).toBe("clear");
    const why = await reasons(page);
    expect(why).toContain('Height: Raider 3 stands 3.0" higher than Tomo Reyes');
    expect(why).toContain(
      "Shooting past People: the line from the higher figure passes over Raider 7, so Raider 7 is not in the way",
    );
    expect(why).toContain("Lines of Sight: the line from the higher figure passes over a wall");
    await screenshot(page, "canvas-02-height");
    await atSmallerSizes(page, "canvas-02-height");
    await clearSelection(page);
    await clickToken(page, "enemy-3");
    expect(await testid(page, "selected-elevation").innerText()).toContain('3" above the table');
  });

  it("item 15: the target panel gives each reason once", async () => {
    // Iri Tal, inside the hab, behind two pieces of its east wall: the rules name both walls, in the same words.
    await aim(page, "crew-3", "enemy-5");
    const why = await reasons(page);
    expect(why.filter((r) => r === "Lines of Sight: a wall blocks the line")).toHaveLength(1);
    expect(new Set(why).size).toBe(why.length);
    await screenshot(page, "canvas-03-reasons-once");
  });

  it("item 22: the legend names the movement-only fence; no label covers another or a token", async () => {
    expect(await testid(page, "legend").innerText()).toContain("Fence: blocks movement, not sight");
    await clearSelection(page);
    expect(await collisions(page)).toEqual([]);
    // Terrain is named in italics, figures upright: "Tree" beside "Grub" reads as two things.
    const drawn = await labels(page);
    expect(drawn.find((l) => l.text === "Tree")?.italic).toBe(true);
    expect(drawn.find((l) => l.text === "Grub")?.italic).toBe(false);
  });

  it("item 22: the Move / Dash shading shows while the figure may move, and goes once it has moved", async () => {
    await page.locator('[data-testid="setup-dialog"] input[name="attemptSeize"]').uncheck();
    await click(page, "setup-start");
    await click(page, "round-rollReactions");
    if (await testid(page, "round-assignMostQuick").count()) await click(page, "round-assignMostQuick");
    await click(page, "round-lockReactions");
    // The first crew figure to activate in the Quick Actions phase.
    const start = page.locator('[data-testid^="round-startActivation-crew-"]').first();
    const moverId = ((await start.getAttribute("data-testid")) ?? "").replace("round-startActivation-", "");
    await start.click();
    await settle(page);
    expect(await state<string | null>(page, "s.battle.active?.figureId ?? null")).toBe(moverId);
    const before = await moveShadedPixels(page);
    expect(before).toBeGreaterThan(500);
    expect(await testid(page, "selected-reach").innerText()).toMatch(/^Move \d/);
    await screenshot(page, "canvas-04-reach-before-move");
    const from = await state<{ x: number; y: number }>(
      page,
      `s.table.figures.find((f) => f.id === ${JSON.stringify(moverId)}).centre`,
    );
    for (const [dx, dy] of [
      [0, 2],
      [2, 0],
      [0, -2],
      [-2, 0],
    ] as const) {
      await clickTable(page, from.x + dx, from.y + dy);
      if (await state<boolean>(page, "s.battle.active?.moved === true")) break;
    }
    expect(await state<boolean>(page, "s.battle.active?.moved === true")).toBe(true);
    // A few edge pixels of other drawings share the shade; the reach alone covers hundreds.
    expect(await moveShadedPixels(page)).toBeLessThan(50);
    expect(await testid(page, "selected-reach").innerText()).toContain("No more movement this round");
    await screenshot(page, "canvas-05-reach-after-move");
  });

  it("item 22: with the AI's plan on the table, still no label covers another or a token", async () => {
    for (let guard = 0; guard < 40 && !(await testid(page, "ai-apply").count()); guard++) {
      if (await page.locator('[data-testid^="round-endActivation-"]').count())
        await page.locator('[data-testid^="round-endActivation-"]').first().click();
      else if (await page.locator('[data-testid^="round-startActivation-"]').count())
        await page.locator('[data-testid^="round-startActivation-"]').first().click();
      await settle(page);
    }
    expect(await testid(page, "ai-apply").count()).toBe(1);
    expect((await labels(page)).map((l) => l.text)).toContain("AI: ends here");
    expect(await collisions(page)).toEqual([]);
    await screenshot(page, "canvas-06-ai-plan-labels");
    await atSmallerSizes(page, "canvas-06-ai-plan-labels");
    await screenshot(testid(page, "battle-canvas"), "canvas-06b-ai-plan-table");
  });

  it("logs no console errors and throws nothing", () => {
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
