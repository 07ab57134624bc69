// Issue 36, "beyond the defects": both battle pages played with the keyboard alone (Tab, Shift-Tab, Enter, Space, the
// table's arrow keys), the focus shown and moved to the battle's next step after each tracker action, and axe-core
// finding no serious or critical accessibility fault on either page or the gallery. One browser for all of it.
// Screenshots: test-results/screenshots/keyboard-*.png.
import axe from "axe-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { testid } from "./battle-page";

const OPPOSITE: Readonly<Record<string, string>> = {
  ArrowRight: "ArrowLeft",
  ArrowLeft: "ArrowRight",
  ArrowDown: "ArrowUp",
  ArrowUp: "ArrowDown",
};

/** The focused element's test id (or its tag when it has none). */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.dataset["testid"] ?? el?.tagName.toLowerCase() ?? "";
  });

/** Presses Tab (or Shift+Tab) until the focused element matches the selector; fails when it never does. */
async function tabTo(page: Page, selector: string, back = false): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${selector}; the focus is on ${await focused(page)}`);
}

/** Waits until the page's store has run every input and the browser has painted it. */
const settle = (page: Page, battle: "fpbBattle" | "bbBattle"): Promise<void> =>
  page.evaluate(async (name) => {
    await window[name]!.idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }, battle);

/** Whether the focused element shows a focus ring (an outline drawn, as :focus-visible asks). */
const showsFocus = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
  });

interface AxeFault {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly string[];
}

/** axe-core's serious and critical faults on the page as it is now, in the parts the selectors name (all of it). */
async function axeFaults(page: Page, include: readonly string[] = []): Promise<AxeFault[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (parts) => {
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
    }
    type Context = Document | { include: string[] };
    const axe = (window as unknown as { axe: { run: (context: Context, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(parts.length > 0 ? { include: [...parts] } : document, {
      resultTypes: ["violations"],
    });
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
  }, include);
}

describe.skipIf(!chromiumAvailable())("keyboard play and accessibility on both battle pages (issue 36)", () => {
  let sandbox: Sandbox;
  const problems: PageProblems[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox();
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it("plays the Five Parsecs page's setup, Reactions, an activation and a move on the table by keyboard", {
    timeout: 60_000,
  }, async () => {
    const opened = await sandbox.open(`index.html?seed=${encodeURIComponent("alpha")}`);
    const page = opened.page;
    problems.push(opened.problems);
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    // The setup form: Space unticks Seize the Initiative, Enter starts the battle.
    await tabTo(page, '[data-testid="setup-dialog"] input[name="attemptSeize"]');
    await page.keyboard.press("Space");
    await tabTo(page, '[data-testid="setup-start"]');
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press("Enter");
    await settle(page, "fpbBattle");
    await tabTo(page, '[data-testid="round-rollReactions"]');
    await page.keyboard.press("Enter");
    await settle(page, "fpbBattle");
    // Each tracker action hands the focus to the next step.
    expect(await focused(page)).toBe("round-lockReactions");
    await page.keyboard.press("Enter");
    await settle(page, "fpbBattle");
    expect(await focused(page)).toMatch(/^round-startActivation-/);
    await page.keyboard.press("Enter");
    await settle(page, "fpbBattle");
    const active = await page.evaluate(() => window.fpbBattle!.state().battle?.active?.figureId ?? null);
    expect(active).not.toBeNull();
    expect(await focused(page)).toMatch(/^round-endActivation-/);
    await screenshot(page, "keyboard-01-five-parsecs-activating");

    // The table: the cursor starts on the activating figure; arrows and Enter move it as a click on the ground does.
    await tabTo(page, '[data-testid="battle-canvas"]', true);
    expect(await showsFocus(page)).toBe(true);
    const centre = (): Promise<{ x: number; y: number }> =>
      page.evaluate((id) => window.fpbBattle!.state().table.figures.find((p) => p.id === id)!.centre, active!);
    const before = await centre();
    for (const key of ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"]) {
      await page.keyboard.press(key);
      await page.keyboard.press(key);
      await page.keyboard.press("Enter");
      await settle(page, "fpbBattle");
      const now = await centre();
      if (now.x !== before.x || now.y !== before.y) break;
      // A refused move: back to the figure and try another way.
      const opposite = OPPOSITE[key]!;
      await page.keyboard.press(opposite);
      await page.keyboard.press(opposite);
    }
    expect(await centre()).not.toEqual(before);
    expect(await testid(page, "table-cursor").isVisible()).toBe(true);
    expect(await testid(page, "table-cursor-said").textContent()).toMatch(/Cursor/);
    expect(await testid(page, "table-keys").isVisible()).toBe(true);
    await screenshot(page, "keyboard-02-five-parsecs-moved");
    for (const [width, height] of [
      [1024, 700],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await screenshot(page, `keyboard-02-five-parsecs-moved-${width}`);
    }
    await page.setViewportSize({ width: 1400, height: 900 });

    // N jumps the cursor to a figure; Enter on it selects it or targets it, as a click would.
    await page.keyboard.press("n");
    expect(await testid(page, "table-cursor-said").textContent()).toMatch(/Cursor on /);

    await tabTo(page, '[data-testid^="round-endActivation-"]');
    await page.keyboard.press("Enter");
    await settle(page, "fpbBattle");
    expect(await page.evaluate(() => window.fpbBattle!.state().battle?.active ?? null)).toBeNull();
    expect(await focused(page)).toMatch(/^round-(startActivation-|runEndPhase)/);

    expect(await axeFaults(page)).toEqual([]);
    await page.close();
  });

  it("plays the Bracket Busters page's Priority, an activation, a move on the map and its end by keyboard", {
    timeout: 60_000,
  }, async () => {
    const opened = await sandbox.open(`bracket-busters.html?seed=${encodeURIComponent("e2e tourney")}`);
    const page = opened.page;
    problems.push(opened.problems);
    await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
    await tabTo(page, '[data-testid="bb-roll-priority"]');
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press("Enter");
    await settle(page, "bbBattle");
    // Priority rolled, the fighters are Readied, then the first fighter activates: each step takes the focus.
    expect(await focused(page)).toBe("bb-ready-fighters");
    await page.keyboard.press("Enter");
    await settle(page, "bbBattle");
    expect(await focused(page)).toMatch(/^bb-activate-/);
    await page.keyboard.press("Enter");
    await settle(page, "bbBattle");
    const active = await page.evaluate(() => window.bbBattle!.state().battle.turn?.activation?.fighterId ?? null);
    expect(active).not.toBeNull();
    expect(await focused(page)).toMatch(/^bb-action-/);

    // Move: the action is chosen in the panel, its destination on the map with the cursor.
    await tabTo(page, '[data-testid="bb-action-move"]');
    await page.keyboard.press("Enter");
    await settle(page, "bbBattle");
    expect(await testid(page, "bb-moving").count()).toBe(1);
    await tabTo(page, '[data-testid="bb-canvas"]', true);
    const at = (): Promise<{ x: number; y: number }> =>
      page.evaluate((id) => {
        const p = window.bbBattle!.state().positions[id]!;
        return { x: p.x, y: p.y };
      }, active!);
    const before = await at();
    // Two inches to open ground: no base there, inside the arena.
    const step = await page.evaluate((id) => {
      const s = window.bbBattle!.state();
      const me = s.positions[id]!;
      const offsets = [
        [2, 2],
        [2, -2],
        [-2, 2],
        [-2, -2],
        [2, 0],
        [0, 2],
        [-2, 0],
        [0, -2],
      ] as const;
      return offsets.find(([dx, dy]) => {
        const x = me.x + dx;
        const y = me.y + dy;
        const inside = x > 0.5 && y > 0.5 && x < 23.5 && y < 23.5;
        return inside && Object.values(s.positions).every((p) => Math.hypot(p.x - x, p.y - y) > p.radius + 0.8);
      })!;
    }, active!);
    const keys = [
      step[0] > 0 ? "ArrowRight" : step[0] < 0 ? "ArrowLeft" : null,
      step[1] > 0 ? "ArrowDown" : step[1] < 0 ? "ArrowUp" : null,
    ];
    for (const key of [...keys, ...keys]) if (key) await page.keyboard.press(key);
    await page.keyboard.press("Enter");
    await settle(page, "bbBattle");
    expect(await at()).not.toEqual(before);
    await screenshot(page, "keyboard-03-bracket-busters-moved");

    // The Target box, and End activation: the focus goes on to the next fighter to activate.
    await tabTo(page, '[data-testid="bb-target"]');
    await tabTo(page, '[data-testid="bb-end-activation"]');
    await page.keyboard.press("Enter");
    await settle(page, "bbBattle");
    expect(await focused(page)).toMatch(/^bb-activate-|^bb-roll-bottle|^bb-roll-recovery/);
    await screenshot(page, "keyboard-04-bracket-busters-next");

    // A fighter's name is a button: Enter selects it.
    await tabTo(page, '[data-testid^="bb-select-"]', true);
    await page.keyboard.press("Enter");
    expect(await page.locator('[data-testid^="bb-select-"][aria-pressed="true"]').count()).toBe(1);

    expect(await axeFaults(page)).toEqual([]);
    // End the battle asks in a dialog, which takes the focus and passes axe too; Escape keeps the battle going.
    await tabTo(page, '[data-testid="end-battle"]', true);
    await page.keyboard.press("Enter");
    await testid(page, "confirm-dialog").waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    expect(await axeFaults(page, ['[data-testid="confirm-dialog"]'])).toEqual([]);
    await page.keyboard.press("Escape");
    await settle(page, "bbBattle");
    expect(await page.evaluate(() => window.bbBattle!.state().battle.phase)).not.toBe("over");
    await page.close();
  });

  it("shows a phone the T and D letters at a readable size and why each greyed action is greyed", {
    timeout: 60_000,
  }, async () => {
    const opened = await sandbox.open(`bracket-busters.html?seed=${encodeURIComponent("e2e tourney")}`);
    const page = opened.page;
    problems.push(opened.problems);
    await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
    // Every letter the map draws, with the font it is drawn in; a new size redraws the map.
    await page.evaluate(() => {
      const drawn: { text: string; font: string }[] = [];
      (window as unknown as { drawnLetters: typeof drawn }).drawnLetters = drawn;
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text, x, y, width) {
        drawn.push({ text, font: this.font });
        fillText.call(this, text, x, y, width);
      };
    });
    for (const [width, height] of [
      [1024, 700],
      [390, 844],
      [1400, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The letters' size on the screen: their drawn size times the map's scale.
      const shownPx = await page.waitForFunction(() => {
        const w = window as unknown as { drawnLetters: { text: string; font: string }[] };
        const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="bb-canvas"]')!;
        const letters = w.drawnLetters.filter((d) => d.text === "T" || d.text === "D");
        const last = letters.at(-1);
        w.drawnLetters.length = 0;
        if (!last) return null;
        return Number.parseFloat(/(\d+(?:\.\d+)?)px/.exec(last.font)![1]!) * (canvas.clientWidth / canvas.width);
      });
      expect(await shownPx.jsonValue()).toBeGreaterThanOrEqual(10);
      if (width === 390) {
        await screenshot(page, "keyboard-05-phone-map");
        // A greyed action's reason, where a touch screen sees it: under the list, a tap away.
        await testid(page, "bb-roll-priority").click();
        await testid(page, "bb-ready-fighters").click();
        await page.locator('[data-testid^="bb-activate-"]').first().click();
        await settle(page, "bbBattle");
        // A Move taken standing still: one action left, so the Double actions are greyed.
        await testid(page, "bb-action-move").click();
        await testid(page, "bb-stay-put").click();
        await settle(page, "bbBattle");
        const why = testid(page, "bb-why");
        await why.locator("summary").click();
        expect(await why.locator("li").count()).toBeGreaterThan(0);
        expect(await why.locator("li").first().isVisible()).toBe(true);
        // One line a reason, naming the actions it greys.
        expect(await why.innerText()).toMatch(/two Actions.*Double Move/);
        await why.scrollIntoViewIfNeeded();
        await screenshot(page, "keyboard-06-phone-why-greyed");
        // Drawn anew after an input, it stays open.
        await testid(page, "bb-target").selectOption({ index: 1 });
        await settle(page, "bbBattle");
        expect(await why.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      }
    }
    await screenshot(page, "keyboard-07-desktop-why-greyed");
    await page.close();
  });

  it("finds no serious accessibility fault in the gallery's dialogs, trackers and sheets", {
    timeout: 60_000,
  }, async () => {
    const opened = await sandbox.open("gallery.html");
    problems.push(opened.problems);
    await opened.page.waitForSelector("body[data-gallery-ready='true']", { timeout: 30_000 });
    // The forms: the dialogs, the trackers and the sheets (the chat cards are text the battle pages show already).
    const forms = [
      '[id^="gallery-dialogs-"]',
      '[id^="gallery-round-"]',
      '[id^="gallery-actor-"]',
      '[id^="gallery-item-"]',
    ];
    expect(await axeFaults(opened.page, forms)).toEqual([]);
    await opened.page.close();
  });

  it("logs no console errors and throws nothing", () => {
    expect(problems.flatMap((p) => p.consoleErrors)).toEqual([]);
    expect(problems.flatMap((p) => p.pageErrors)).toEqual([]);
  });
});
