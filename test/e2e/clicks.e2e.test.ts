// Issue 36, "no click that does the wrong thing", in a real browser on both sandbox pages: a double-click on End
// activation records no result, the tracker's Move keeps the move, a refused move keeps its action and its refusal
// goes at the next click, the Target and Facing boxes follow the fighter, and who holds for Snap Fire is shown.
// Screenshots: test-results/screenshots/clicks-*.png.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { click, settle, state, testid } from "./battle-page";

const PX_PER_INCH = 20;
const BB_PX_PER_INCH = 25;

async function openBattle(sandbox: Sandbox, seed: string): Promise<{ page: Page; problems: PageProblems }> {
  const opened = await sandbox.open(`index.html?seed=${encodeURIComponent(seed)}`);
  await opened.page.waitForLoadState("networkidle");
  await testid(opened.page, "setup-dialog").waitFor({ timeout: 30_000 });
  await opened.page.locator('[data-testid="setup-dialog"] input[name="attemptSeize"]').uncheck();
  await click(opened.page, "setup-start");
  await click(opened.page, "round-rollReactions");
  await click(opened.page, "round-lockReactions");
  return opened;
}

const centreOf = (page: Page, figureId: string) =>
  state<{ x: number; y: number }>(page, `s.table.figures.find((f) => f.id === ${JSON.stringify(figureId)}).centre`);

async function clickGround(page: Page, x: number, y: number): Promise<void> {
  await testid(page, "battle-canvas").click({ position: { x: x * PX_PER_INCH, y: y * PX_PER_INCH } });
  await settle(page);
}

/** The first crew member of the Quick Actions phase starts its activation. */
async function startCrewActivation(page: Page): Promise<string> {
  await page.locator('[data-testid^="round-startActivation-"]').first().click();
  await settle(page);
  return state<string>(page, "s.battle.active.figureId");
}

/** Clicks ground two inches from the figure, trying directions until a move is taken; the figure's new centre. */
async function stepAside(page: Page, figureId: string): Promise<{ x: number; y: number }> {
  const from = await centreOf(page, figureId);
  for (const [dx, dy] of [
    [0, -2],
    [2, 0],
    [-2, 0],
    [0, 2],
    [1.5, -1.5],
  ] as const) {
    await clickGround(page, from.x + dx, from.y + dy);
    const now = await centreOf(page, figureId);
    if (now.x !== from.x || now.y !== from.y) return now;
  }
  return from;
}

const bbState = <T>(page: Page, read: string): Promise<T> =>
  page.evaluate(`(() => { const s = window.bbBattle.state(); return ${read}; })()`) as Promise<T>;

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

async function bbClickMap(page: Page, x: number, y: number): Promise<void> {
  await testid(page, "bb-canvas").click({ position: { x: x * BB_PX_PER_INCH, y: y * BB_PX_PER_INCH } });
  await bbSettle(page);
}

/** The activating fighter's facing as the Facing box words it: whole degrees in [0, 360). */
const ownFacing = (page: Page): Promise<string> =>
  bbState<string>(
    page,
    "String(((Math.round(s.positions[s.battle.turn.activation.fighterId].facing) % 360) + 360) % 360)",
  );

async function bbActivateFirst(page: Page): Promise<string> {
  await page.locator('[data-testid^="bb-activate-"]').first().click();
  await bbSettle(page);
  return bbState<string>(page, "s.battle.turn.activation.fighterId");
}

describe.skipIf(!chromiumAvailable())("no click that does the wrong thing (issue 36)", () => {
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

  it("item 1: End activation clicked twice records no result; the two End Phase controls ask first", async () => {
    const { page, problems: p } = await openBattle(sandbox, "alpha");
    problems.push(p);
    await startCrewActivation(page);
    // The click a browser counts as the second of a double-click (`detail` 2) does nothing on the tracker.
    const logged = await state<number>(page, "s.log.length");
    await page.locator('[data-testid^="round-endActivation-"]').first().dispatchEvent("click", { detail: 2 });
    await settle(page);
    expect(await state<number>(page, "s.log.length")).toBe(logged);
    const box = (await page.locator('[data-testid^="round-endActivation-"]').first().boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // A double-click as a browser tells it: the second click counts two (`detail` 2), ~150 ms after the first.
    await page.mouse.click(at.x, at.y);
    await page.waitForTimeout(150);
    const before = await state<number>(page, "s.log.length");
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await settle(page);
    expect(await testid(page, "confirm-dialog").count()).toBe(0);
    expect(await state<number>(page, "s.log.length")).toBe(before);
    await screenshot(page, "clicks-01-after-double-click");
    const recorded = "[s.battle.objectiveReachedThisRound, s.battle.winConditionAchieved]";
    expect(await state<boolean[]>(page, recorded)).toEqual([false, false]);

    for (const control of ["round-reachObjective", "round-achieveWinCondition"]) {
      await testid(page, control).click();
      await testid(page, "confirm-dialog").waitFor();
      await screenshot(page, `clicks-02-${control}-asks`);
      await click(page, "confirm-no");
    }
    expect(await state<boolean[]>(page, recorded)).toEqual([false, false]);
    await testid(page, "round-reachObjective").click();
    await click(page, "confirm-yes");
    expect(await state<boolean>(page, "s.battle.objectiveReachedThisRound")).toBe(true);
  });

  it("item 2: the tracker's Move keeps the move for the ground click; an enemy's Move waits for Apply", async () => {
    const { page, problems: p } = await openBattle(sandbox, "alpha");
    problems.push(p);
    const crew = await startCrewActivation(page);
    await click(page, "round-act-move");
    expect(await state<boolean>(page, "s.battle.active.moved")).toBe(false);
    expect(await testid(page, "notice").innerText()).toContain("Click the ground");
    await screenshot(page, "clicks-03-move-button");
    const from = await centreOf(page, crew);
    const to = await stepAside(page, crew);
    expect(to).not.toEqual(from);
    expect(await state<boolean>(page, "s.battle.active.moved")).toBe(true);
    expect(await testid(page, "notice").isHidden()).toBe(true);

    // On to the Enemy Actions phase: the crew end their activations, then an enemy starts its own.
    const enemyActive = "s.battle.active !== null && s.battle.enemies.some((e) => e.id === s.battle.active.figureId)";
    for (let guard = 0; guard < 20 && !(await state<boolean>(page, enemyActive)); guard++) {
      const end = page.locator('[data-testid^="round-endActivation-"]');
      if (await end.count()) await end.first().click();
      else await page.locator('[data-testid^="round-startActivation-"]').first().click();
      await settle(page);
    }
    expect(await state<boolean>(page, enemyActive)).toBe(true);
    const enemy = await state<string>(page, "s.battle.active.figureId");
    await click(page, "round-act-move");
    expect(await state<boolean>(page, "s.battle.active.moved")).toBe(false);
    expect(await testid(page, "notice").innerText()).toContain("Apply");
    const moves = `s.log.filter((e) => e.input.type === "round" && e.input.input.type === "act").length`;
    expect(await state<number>(page, moves)).toBe(0);
    await click(page, "ai-apply");
    expect(await testid(page, "notice").isHidden()).toBe(true);
    expect(await state<string | null>(page, "s.battle.active?.figureId ?? null")).not.toBe(enemy);
  });

  it("item 4: a refused move's notice goes at the next click", async () => {
    const { page, problems: p } = await openBattle(sandbox, "alpha");
    problems.push(p);
    const crew = await startCrewActivation(page);
    const from = await centreOf(page, crew);
    const far = { x: from.x > 18 ? 1 : 35, y: from.y > 18 ? 1 : 35 };
    await clickGround(page, far.x, far.y);
    expect(await testid(page, "notice").isVisible()).toBe(true);
    await screenshot(page, "clicks-04-refused-move");
    // A click that selects a figure answers the refusal too.
    const enemy = await state<string>(page, "s.battle.enemies[0].id");
    const at = await centreOf(page, enemy);
    await clickGround(page, at.x, at.y);
    expect(await testid(page, "notice").isHidden()).toBe(true);
    expect(await stepAside(page, crew)).not.toEqual(from);
  });

  it("item 8: the tracker shows who holds for Snap Fire before an enemy moves", async () => {
    const { page, problems: p } = await openBattle(sandbox, "alpha");
    problems.push(p);
    const hold = page.locator('[data-testid^="round-holdForSnapFire-"]').first();
    const figure = (await hold.getAttribute("data-fpb-figure"))!;
    await hold.click();
    await settle(page);
    const name = await state<string>(page, `s.figures[${JSON.stringify(figure)}].name`);
    const holding = page.locator(".fpb-round-holding");
    expect(await holding.innerText()).toContain(name);
    await screenshot(page, "clicks-05-holding");
  });

  it("Bracket Busters items 4-6: a refused move keeps its action; Facing and Target follow the fighter", async () => {
    const { page, problems: p } = await sandbox.open(`bracket-busters.html?seed=${encodeURIComponent("e2e tourney")}`);
    problems.push(p);
    await page.waitForLoadState("networkidle");
    await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
    await bbClick(page, "bb-roll-priority");
    await bbClick(page, "bb-ready-fighters");

    const first = await bbActivateFirst(page);
    expect(await testid(page, "bb-facing").inputValue()).toBe(await ownFacing(page));
    const start = await bbState<{ x: number; y: number }>(page, `s.positions[${JSON.stringify(first)}]`);
    await bbClick(page, "bb-action-move");
    await bbClickMap(page, start.x < 12 ? 23 : 1, start.y < 12 ? 23 : 1);
    expect(await testid(page, "notice").isVisible()).toBe(true);
    expect(await testid(page, "bb-moving").count()).toBe(1);
    await screenshot(page, "clicks-06-bb-refused-move");
    // The next click on the map is the move, still chosen; the old refusal has gone.
    await bbClickMap(page, start.x + (start.x < 12 ? 2 : -2), start.y);
    expect(await testid(page, "notice").isHidden()).toBe(true);
    expect(await bbState<number>(page, `s.positions[${JSON.stringify(first)}].x`)).not.toBe(start.x);

    // The free change of facing: the box turns the fighter.
    await page.locator('[data-testid="bb-facing"]').selectOption("270");
    await bbSettle(page);
    expect(await bbState<number>(page, `s.positions[${JSON.stringify(first)}].facing`)).toBe(270);
    expect(await bbState<string>(page, "s.log.at(-1).input.type")).toBe("face");
    const enemy = await page.locator('[data-testid="bb-target"] option').nth(1).getAttribute("value");
    await page.locator('[data-testid="bb-target"]').selectOption(enemy!);
    await bbSettle(page);
    await screenshot(page, "clicks-07-bb-facing-target");
    await bbClick(page, "bb-end-activation");

    // The other gang's fighter: its own facing, no target carried over.
    await bbActivateFirst(page);
    expect(await testid(page, "bb-facing").inputValue()).toBe(await ownFacing(page));
    expect(await testid(page, "bb-target").inputValue()).toBe("");
    await bbClick(page, "bb-end-activation");
    // And the first gang's next fighter, for whom the old target is still an enemy.
    await bbActivateFirst(page);
    expect(await testid(page, "bb-target").inputValue()).toBe("");
    await screenshot(page, "clicks-08-bb-next-fighter");
  });
});
