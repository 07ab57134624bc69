// Issue 36 items 7, 10, 11 and "Beyond the defects", as a visitor meets the three sandbox pages: each battle page says
// how it is played (a folded panel) and links the others; the Five Parsecs setup sends Bracket Busters to its own
// page; the Bracket Busters page imports its logs, refuses a Five Parsecs one by naming its page, and asks in its
// styled dialog, never the browser's confirm box.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type Sandbox } from "./harness";
import { testid } from "./battle-page";

const json = (name: string, value: object) => ({
  name,
  mimeType: "application/json",
  buffer: Buffer.from(JSON.stringify(value)),
});

const bbIdle = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    await window.bbBattle!.idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });

/** The how-to panel: folded at first, then open with its steps, none a raw lang key. */
async function readHowTo(page: Page): Promise<string[]> {
  const panel = testid(page, "how-to");
  expect(await panel.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  expect(await panel.locator("li").first().isVisible()).toBe(false);
  await panel.locator("summary").click();
  expect(await panel.locator("li").first().isVisible()).toBe(true);
  const steps = await panel.locator("li").allInnerTexts();
  for (const step of steps) expect(step).not.toMatch(/FPB\./);
  return steps;
}

const hrefs = async (page: Page): Promise<string[]> =>
  (
    await testid(page, "page-links")
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
  ).map(String);

describe.skipIf(!chromiumAvailable())("the sandbox pages guide a visitor (issue 36)", () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it("the Five Parsecs page: links, a how-to panel, and no Bracket Busters choice its setup would ignore", async () => {
    const { page, problems } = await sandbox.open("index.html?seed=guides");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    expect(await hrefs(page)).toEqual(["bracket-busters.html", "gallery.html"]);
    expect(await page.locator('[data-testid="setup-dialog"] select[name="ruleset"]').count()).toBe(0);
    const other = testid(page, "setup-other-rules");
    expect(await other.innerText()).toContain("Bracket Busters battles are played on their own page");
    expect(await other.locator("a").getAttribute("href")).toBe("bracket-busters.html");
    const steps = await readHowTo(page);
    expect(steps).toHaveLength(6);
    expect(steps[5]).toMatch(/^By keyboard/);
    await screenshot(page, "guides-fp-how-to");
    // Opening the panel moves nothing: it lies over the page.
    const top = await testid(page, "battle-canvas").evaluate((c) => c.getBoundingClientRect().top);
    await testid(page, "how-to").locator("summary").click();
    expect(await testid(page, "battle-canvas").evaluate((c) => c.getBoundingClientRect().top)).toBe(top);
    await other.locator("a").click();
    await page.waitForURL(/bracket-busters\.html/);
    await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it("the round title stays on one line at 1280 and 1400 px: a long one is cut short, the table never moves", async () => {
    const { page } = await sandbox.open("index.html?seed=guides");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    await testid(page, "setup-start").click();
    await page.evaluate(() => window.fpbBattle!.idle());
    for (const width of [1400, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const banner = testid(page, "phase-banner");
      const oneLine = await banner.evaluate((b) => b.getBoundingClientRect().height);
      const top = await testid(page, "battle-canvas").evaluate((c) => c.getBoundingClientRect().top);
      // The longest title a battle can show, and longer: still one line, and the table where it was.
      await banner.evaluate((b) => {
        b.textContent = "Round 10 · Seizing the Initiative · Seizing the Initiative · Seizing the Initiative";
      });
      expect(await banner.evaluate((b) => b.getBoundingClientRect().height), `${width} px`).toBe(oneLine);
      expect(await testid(page, "battle-canvas").evaluate((c) => c.getBoundingClientRect().top)).toBe(top);
      // The header keeps two lines: the title with the links, then the seed box.
      expect(
        await page.locator("header.fpb-sandbox-header").evaluate((h) => h.getBoundingClientRect().height),
      ).toBeLessThan(90);
      await screenshot(page, `guides-fp-header-${width}`);
    }
    await page.close();
  });

  it("the Five Parsecs page refuses a Bracket Busters log by naming the Bracket Busters page", async () => {
    const { page } = await sandbox.open("index.html?seed=guides");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    await testid(page, "import-file").setInputFiles(
      json("bracket-busters-x.json", { ruleset: "bracketBusters", seed: "x", gangCount: 2, inputs: [] }),
    );
    const notice = testid(page, "notice");
    await expect
      .poll(() => notice.innerText())
      .toBe("bracket-busters-x.json is a Bracket Busters battle log: import it on the Bracket Busters page.");
    await page.close();
  });

  it("the Bracket Busters page: links, gangs hint, how-to, import of its own log and refusal of another", async () => {
    const { page, problems } = await sandbox.open("bracket-busters.html?seed=guides");
    const browserDialogs: string[] = [];
    page.on("dialog", (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
    expect(await hrefs(page)).toEqual(["index.html", "gallery.html"]);
    expect(await testid(page, "gang-count-hint").innerText()).toContain("takes effect on New battle");
    expect(await readHowTo(page)).toHaveLength(6);
    await testid(page, "how-to").locator("summary").click();

    // A Five Parsecs log: refused, naming the page that replays it.
    await testid(page, "import-file").setInputFiles(
      json("five-parsecs-battle-y.json", { ruleset: "fiveParsecs", seed: "y", inputs: [] }),
    );
    await expect
      .poll(() => testid(page, "notice").innerText())
      .toBe("five-parsecs-battle-y.json is a Five Parsecs battle log: import it on the Five Parsecs page.");

    // Its own log (three gangs, Priority rolled) comes back over a battle in progress, after the styled dialog asks.
    await testid(page, "bb-roll-priority").click();
    await bbIdle(page);
    const log = {
      ruleset: "bracketBusters",
      seed: "imported",
      gangCount: 3,
      inputs: [{ type: "rules", input: { type: "rollPriority" } }],
    };
    await testid(page, "import-file").setInputFiles(json("bracket-busters-imported.json", log));
    await testid(page, "confirm-dialog").waitFor();
    expect(await testid(page, "confirm-text").innerText()).toContain("bracket-busters-imported.json");
    await testid(page, "confirm-yes").click();
    await expect.poll(() => page.evaluate(() => window.bbBattle!.state().seed)).toBe("imported");
    await bbIdle(page);
    const imported = await page.evaluate(() => {
      const s = window.bbBattle!.state();
      return { gangs: s.battle.gangs.length, phase: s.battle.phase, inputs: s.log.length };
    });
    expect(imported).toEqual({ gangs: 3, phase: "ready", inputs: 1 });
    expect(await testid(page, "seed-input").inputValue()).toBe("imported");
    expect(page.url()).toContain("seed=imported");

    // End the battle: the styled dialog, and Cancel keeps it going.
    await testid(page, "end-battle").click();
    await testid(page, "confirm-dialog").waitFor();
    await testid(page, "confirm-no").click();
    await bbIdle(page);
    expect(await page.evaluate(() => window.bbBattle!.state().battle.phase)).toBe("ready");
    expect(browserDialogs).toEqual([]);
    await screenshot(page, "guides-bb-imported");
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await page.close();
  });

  it("the gallery links both battle pages", async () => {
    const { page } = await sandbox.open("gallery.html");
    await testid(page, "page-links").waitFor({ timeout: 30_000 });
    expect(await hrefs(page)).toEqual(["index.html", "bracket-busters.html"]);
    await page.close();
  });
});
