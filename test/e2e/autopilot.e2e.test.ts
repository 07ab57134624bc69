// The battle page's autopilot (issue 38, "Solo play"): three whole rounds in a real browser, the test acting only for
// the crew and at the autopilot's pauses; the enemy's activations and the End Phase happen by themselves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { click, testid } from "./battle-page";

const SEED = "snap 3";

interface Snapshot {
  readonly round: number;
  readonly phase: string;
  readonly over: boolean;
  readonly active: string | null;
  readonly activeSide: string | null;
  readonly pause: string | null;
  readonly held: boolean;
}

/** Waits until the store and the autopilot have stopped, and the page is painted. */
async function settleAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const battle = window.fpbBattle!;
    await battle.idle();
    await battle.autopilotIdle!();
    await battle.idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const snapshot = (page: Page): Promise<Snapshot> =>
  page.evaluate(() => {
    const battle = window.fpbBattle!;
    const s = battle.state();
    const status = battle.autopilot!();
    const active = s.battle?.active?.figureId ?? null;
    return {
      round: s.battle?.round ?? 0,
      phase: s.battle?.phase ?? "setup",
      over: s.battle?.over != null,
      active,
      activeSide: active ? (s.table.figures.find((f) => f.id === active)?.side ?? null) : null,
      pause: status.pause?.reason ?? null,
      held: status.held,
    };
  });

describe.skipIf(!chromiumAvailable())("battle sandbox: the autopilot plays the enemy (issue 38)", () => {
  let sandbox: Sandbox;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    sandbox = await startSandbox();
    ({ page, problems } = await sandbox.open(`index.html?seed=${encodeURIComponent(SEED)}`));
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it("three rounds with the autopilot on: the test acts only for the crew and at the pauses", {
    timeout: 300_000,
  }, async () => {
    await testid(page, "autopilot-toggle").check();
    await settleAll(page);
    expect(await testid(page, "autopilot-bar").isVisible()).toBe(true);
    await screenshot(page, "autopilot-01-on");
    await click(page, "setup-start");
    if (await testid(page, "round-endSeize").count()) await click(page, "round-endSeize");

    const pausesSeen: string[] = [];
    let enemyPhaseShot = false;
    for (let guard = 0; guard < 200; guard++) {
      await settleAll(page);
      const s = await snapshot(page);
      if (s.over || s.round > 3) break;
      if (s.pause) {
        // A pause: the line says why; the crew answers it, or Resume lets it pass.
        pausesSeen.push(s.pause);
        expect(await testid(page, "autopilot-line").innerText()).toContain("Autopilot paused");
        await screenshot(page, `autopilot-pause-${s.pause}`);
        // The first Snap Fire is taken (the autopilot walks on by itself after the shot); later ones pass.
        if (s.pause === "snapFire" && pausesSeen.length === 1) await click(page, "snap-fire");
        else await click(page, "autopilot-resume");
        continue;
      }
      // The enemy and the End Phase are never pressed by the test.
      expect(s.phase === "enemy" || s.phase === "end", `stopped in the ${s.phase} phase`).toBe(false);
      if (s.phase === "reaction") {
        await click(
          page,
          (await testid(page, "round-rollReactions").count()) ? "round-rollReactions" : "round-assignMostQuick",
        );
        if (await testid(page, "round-assignMostQuick").count()) await click(page, "round-assignMostQuick");
        await click(page, "round-lockReactions");
        continue;
      }
      // Every Quick figure that may hold for Snap Fire does, so the enemy's moves can stop for its shot.
      const hold = page.locator('[data-testid^="round-holdForSnapFire-"]');
      if (await hold.count()) {
        await hold.first().click();
        continue;
      }
      if (s.active && s.activeSide === "crew") {
        await click(page, `round-endActivation-${s.active}`);
        continue;
      }
      const ready = page.locator('[data-testid^="round-startActivation-"]').first();
      expect(await ready.count(), `nothing to do in round ${s.round}, ${s.phase}`).toBeGreaterThan(0);
      await ready.click();
      await settleAll(page);
      const after = await snapshot(page);
      if (!enemyPhaseShot && after.round === 1 && after.phase !== "quick") {
        enemyPhaseShot = true;
        await screenshot(page, "autopilot-02-round-1-enemy-played");
      }
    }
    const end = await snapshot(page);
    expect(end.over || end.round > 3).toBe(true);
    // Every enemy activation and End Phase in the log was the autopilot's input, applied as Apply applies it.
    const counts = await page.evaluate(() => {
      const log = window.fpbBattle!.state().log;
      return {
        applied: log.filter((e) => e.input.type === "applySuggestion").length,
        endPhases: log.filter((e) => e.input.type === "round" && e.input.input.type === "runEndPhase").length,
        decisions: window.fpbBattle!.state().decisions.length,
      };
    });
    expect(counts.applied).toBeGreaterThan(0);
    expect(counts.decisions).toBeGreaterThan(0);
    expect(counts.endPhases).toBeGreaterThanOrEqual(end.over ? 1 : 3);
    await expect.poll(() => testid(page, "chat-log").innerText()).toContain("Round 3: End Phase");
    await screenshot(page, "autopilot-03-three-rounds");

    // The battle ended by hand: the summary shows, each enemy decision a link to its card.
    if (!end.over) {
      await testid(page, "round-abandonBattle").click();
      await click(page, "confirm-yes");
    }
    await settleAll(page);
    const summary = testid(page, "battle-summary");
    await summary.waitFor({ state: "visible", timeout: 30_000 });
    expect(await summary.innerText()).toContain("Battle summary");
    expect(await testid(page, "summary-rounds").innerText()).toMatch(/Rounds played: [34]/);
    const link = testid(page, "summary-decision").first();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^#fpb-card-\d+$/);
    expect(await page.locator(href).count()).toBe(1);
    await screenshot(page, "autopilot-04-summary");
    await screenshot(summary, "autopilot-05-summary-panel");
    console.log("autopilot pauses seen:", pausesSeen.join(", ") || "none");
  });

  it("logs no console errors and throws nothing", () => {
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
