// The battle page in a real browser: a fixed seed, two full rounds played by clicking, screenshots at each step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { testid, settle, click } from "./battle-page";

const SEED = "e2e depot ambush";
const PX_PER_INCH = 20;

interface Snapshot {
  readonly round: number;
  readonly phase: string;
  readonly over: boolean;
  readonly active: string | null;
  readonly suggestion: { figureId: string; end: { x: number; y: number } } | null;
  readonly tokens: Record<string, { x: number; y: number; side: string }>;
  readonly chat: number;
}

const snapshot = (page: Page): Promise<Snapshot> =>
  page.evaluate(() => {
    const s = window.fpbBattle!.state();
    return {
      round: s.battle?.round ?? 0,
      phase: s.battle?.phase ?? "setup",
      over: s.battle?.over != null,
      active: s.battle?.active?.figureId ?? null,
      suggestion: s.suggestion
        ? { figureId: s.suggestion.figureId, end: s.suggestion.skulking?.placedAt ?? s.suggestion.end }
        : null,
      tokens: Object.fromEntries(s.table.figures.map((f) => [f.id, { x: f.centre.x, y: f.centre.y, side: f.side }])),
      chat: s.chat.length,
    };
  });

/** Waits until the store has handled every input and the page has drawn the result. */

/** Clicks a control and waits for the store to take the input (the chat or the state changes, or a notice shows). */

async function clickToken(page: Page, figureId: string): Promise<void> {
  const { tokens } = await snapshot(page);
  const at = tokens[figureId]!;
  await testid(page, "battle-canvas").click({ position: { x: at.x * PX_PER_INCH, y: at.y * PX_PER_INCH } });
  await settle(page);
}

const firstReady = (page: Page) => page.locator('[data-testid^="round-startActivation-"]').first();

/** The crew figure active now fires at the first enemy it has Line of Sight to; true when a card was posted. */
async function crewShot(page: Page, firerId: string): Promise<boolean> {
  const { tokens } = await snapshot(page);
  for (const [id, token] of Object.entries(tokens)) {
    if (token.side !== "enemy") continue;
    await clickToken(page, firerId);
    await clickToken(page, id);
    const sight = await testid(page, "target-info").getAttribute("data-sight");
    if (sight === "blocked") continue;
    const before = (await snapshot(page)).chat;
    await screenshot(page, "battle-04-target");
    await click(page, "fire-button");
    if ((await snapshot(page)).chat > before) return true;
  }
  return false;
}

describe.skipIf(!chromiumAvailable())("battle sandbox (sandbox/index.html): two rounds with a fixed seed", () => {
  let sandbox: Sandbox;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    sandbox = await startSandbox();
    ({ page, problems } = await sandbox.open(`index.html?seed=${encodeURIComponent(SEED)}`));
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    // Vite may reload the page once after optimising a dependency it found late: wait for that to be over.
    await page.waitForLoadState("networkidle");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it("plays Seize the Initiative, the Reaction Roll, a shot, the AI, the End Phase and round 2", {
    timeout: 180_000,
  }, async () => {
    await screenshot(page, "battle-01-setup");
    expect(await testid(page, "legend").innerText()).toContain("Area feature");

    // Seize the Initiative: the setup dialog starts the battle and rolls it.
    await click(page, "setup-start");
    const seizeCard = testid(page, "chat-card").first();
    await expect.poll(() => seizeCard.innerText()).toContain("Seizing the Initiative");
    await screenshot(page, "battle-02-seize");
    // A seized crew figure's Move: its button, then a click on the ground within its normal Move.
    const seizeMove = page.locator('[data-testid^="round-seizeAction-move-"]').first();
    if (await seizeMove.count()) {
      const moverId = ((await seizeMove.getAttribute("data-testid")) ?? "").replace("round-seizeAction-move-", "");
      await seizeMove.click();
      await settle(page);
      expect(await testid(page, "notice").innerText()).toContain("click the ground");
      const from = (await snapshot(page)).tokens[moverId]!;
      for (const [dx, dy] of [
        [0, 2],
        [0, -2],
        [2, 0],
        [-2, 0],
      ] as const) {
        await testid(page, "battle-canvas").click({
          position: { x: (from.x + dx) * PX_PER_INCH, y: (from.y + dy) * PX_PER_INCH },
        });
        await settle(page);
        const moved = (await snapshot(page)).tokens[moverId]!;
        if (moved.x !== from.x || moved.y !== from.y) break;
        await seizeMove.click();
        await settle(page);
      }
      expect((await snapshot(page)).tokens[moverId]).not.toEqual(from);
      expect(
        await page.evaluate(
          (id) => window.fpbBattle!.state().battle?.seize?.acted.some((a) => a.figureId === id && a.action === "move"),
          moverId,
        ),
      ).toBe(true);
      await screenshot(page, "battle-02b-seize-move");
    }
    if (await testid(page, "round-endSeize").count()) await click(page, "round-endSeize");

    // The Reaction Roll: roll, then click a die and a figure to give it that die.
    await click(page, "round-rollReactions");
    expect((await snapshot(page)).phase).toBe("reaction");
    const rows = page.locator('[data-testid^="reaction-row-"]');
    const figureId = ((await rows.first().getAttribute("data-testid")) ?? "").replace("reaction-row-", "");
    const dice = await page.locator('[data-testid^="reaction-die-"]').count();
    const dieIndex = dice - 1;
    await click(page, `reaction-die-${dieIndex}`);
    await rows.first().click({ position: { x: 5, y: 5 } });
    await settle(page);
    await expect
      .poll(() => page.evaluate((id) => window.fpbBattle!.state().battle?.reaction?.assignment?.[id], figureId))
      .toBe(dieIndex);
    // The same by drag and drop: the first die dragged onto the second figure's row.
    const secondId = ((await rows.nth(1).getAttribute("data-testid")) ?? "").replace("reaction-row-", "");
    await testid(page, "reaction-die-0").dragTo(rows.nth(1), { targetPosition: { x: 5, y: 5 } });
    await settle(page);
    await expect
      .poll(() => page.evaluate((id) => window.fpbBattle!.state().battle?.reaction?.assignment?.[id], secondId))
      .toBe(0);
    expect(await page.evaluate((id) => window.fpbBattle!.state().battle?.reaction?.assignment?.[id], figureId)).toBe(
      dieIndex,
    );
    await screenshot(page, "battle-03-reaction");
    await click(page, "round-lockReactions");
    expect(["quick", "enemy"]).toContain((await snapshot(page)).phase);

    // Round 1: every activation, a crew shot with its card, the AI's suggestions applied.
    let shotDone = false;
    let aiMoved = false;
    for (let guard = 0; guard < 60 && (await snapshot(page)).phase !== "end"; guard++) {
      await firstReady(page).click();
      await settle(page);
      const s = await snapshot(page);
      if (s.suggestion) {
        const from = s.tokens[s.suggestion.figureId]!;
        const to = s.suggestion.end;
        if (!aiMoved) await screenshot(page, "battle-05-ai-plan");
        await click(page, "ai-apply");
        const after = (await snapshot(page)).tokens[s.suggestion.figureId]!;
        expect(after).toMatchObject({ x: to.x, y: to.y });
        if (!aiMoved && (from.x !== to.x || from.y !== to.y)) {
          aiMoved = true;
          await screenshot(page, "battle-06-ai-applied");
        }
        continue;
      }
      if (s.active && !shotDone && (await crewShot(page, s.active))) {
        shotDone = true;
        const card = testid(page, "chat-card").first();
        expect(await card.getAttribute("data-kind")).toBe("attack");
        expect(await card.innerText()).toMatch(/\b(Hit|Miss)\b/);
        await screenshot(page, "battle-04-crew-shot");
      }
      if (s.active) await click(page, `round-endActivation-${s.active}`);
    }
    expect(shotDone).toBe(true);
    expect(aiMoved).toBe(true);

    // The End Phase: its card.
    expect((await snapshot(page)).phase).toBe("end");
    await click(page, "round-runEndPhase");
    await expect.poll(() => testid(page, "chat-log").innerText()).toContain("Round 1: End Phase");
    await screenshot(page, "battle-07-end-phase");

    // Round 2 to its end, the same way (AI suggestions applied, crew activations ended).
    for (let guard = 0; guard < 80; guard++) {
      const s = await snapshot(page);
      if (s.over || s.round > 2) break;
      if (s.phase === "reaction") {
        await click(
          page,
          (await testid(page, "round-rollReactions").count()) ? "round-rollReactions" : "round-assignMostQuick",
        );
        if (await testid(page, "round-assignMostQuick").count()) await click(page, "round-assignMostQuick");
        await click(page, "round-lockReactions");
      } else if (s.phase === "end") {
        await click(page, "round-runEndPhase");
      } else if (s.suggestion) {
        await click(page, "ai-apply");
      } else if (s.active) {
        await click(page, `round-endActivation-${s.active}`);
      } else {
        await firstReady(page).click();
        await settle(page);
      }
    }
    const end = await snapshot(page);
    expect(end.over || end.round === 3).toBe(true);
    await expect.poll(() => testid(page, "chat-log").innerText()).toContain("Round 2: End Phase");
    await screenshot(page, "battle-08-round-2-over");
  });

  it("stops an applied AI move where a crew figure holding for Snap Fire sees it, and offers its shot", {
    timeout: 120_000,
  }, async () => {
    const snap = await sandbox.open(`index.html?seed=${encodeURIComponent("snap 3")}`);
    const p = snap.page;
    await p.waitForLoadState("networkidle");
    await testid(p, "setup-dialog").waitFor({ timeout: 30_000 });
    await click(p, "setup-start");
    const offer = testid(p, "snap-offer");
    for (let guard = 0; guard < 80 && !(await offer.count()); guard++) {
      const s = await snapshot(p);
      const hold = p.locator('[data-testid^="round-holdForSnapFire-"]');
      if (await testid(p, "round-endSeize").count()) await click(p, "round-endSeize");
      else if (s.phase === "reaction") {
        await click(
          p,
          (await testid(p, "round-rollReactions").count()) ? "round-rollReactions" : "round-assignMostQuick",
        );
        if (await testid(p, "round-assignMostQuick").count()) await click(p, "round-assignMostQuick");
        await click(p, "round-lockReactions");
      } else if (await hold.count()) {
        await hold.first().click();
        await settle(p);
      } else if (s.suggestion) await click(p, "ai-apply");
      else if (s.active) await click(p, `round-endActivation-${s.active}`);
      else {
        await firstReady(p).click();
        await settle(p);
      }
    }
    expect(await offer.innerText()).toContain("holding for Snap Fire");
    expect(await testid(p, "ai-apply").innerText()).toContain("Continue");
    await screenshot(p, "battle-09-snap-fire-offer");
    const before = (await snapshot(p)).chat;
    await click(p, "snap-fire");
    expect((await snapshot(p)).chat).toBeGreaterThan(before);
    expect(await offer.count()).toBe(0);
    await click(p, "ai-apply");
    expect((await snapshot(p)).suggestion).toBeNull();
    expect(snap.problems.consoleErrors).toEqual([]);
    expect(snap.problems.pageErrors).toEqual([]);
  });

  it("logs no console errors and throws nothing", () => {
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
