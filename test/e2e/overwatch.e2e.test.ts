// Enemy Overwatch and the crew's move log in a real browser (issue 15, items 12 and 19): an enemy enters Overwatch and
// is marked on the table and in the tracker; a Dash is asked about first; a crew move is logged, and one through the
// watcher's sight offers its shot, which fires on a natural 6 only and ends the Overwatch.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { movementTriggers, reachOf, type Point } from "../../src/rules";
import { watchersFor } from "../../src/views/five-parsecs/ai/watchers";
import { tokenAt } from "../../src/sandbox/battle/canvas-view";
import { BattleStore } from "../../src/sandbox/battle/store";
import { liveTable } from "../../src/sandbox/battle/table";
import type { SandboxInput } from "../../src/sandbox/battle/sandbox-input";
import type { SandboxState } from "../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../fixtures/english-localizer";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { testid, settle, click } from "./battle-page";

/** Its enemies enter Overwatch in round 1; in the Slow phase a crew member can walk into their sight. */
const SEED = "overwatch 1";
const PX_PER_INCH = 20;

interface Seen {
  readonly round: number;
  readonly phase: string;
  readonly active: string | null;
  readonly activeSide: string | null;
  readonly moved: boolean;
  readonly overwatchIds: string[];
  readonly entersOverwatch: boolean;
  readonly suggestion: boolean;
  readonly inputs: SandboxInput[];
}

const seen = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const s = window.fpbBattle!.state();
    const active = s.battle?.active?.figureId ?? null;
    return {
      round: s.battle?.round ?? 0,
      phase: s.battle?.phase ?? "setup",
      active,
      activeSide: active ? (s.figures[active]?.side ?? null) : null,
      moved: s.battle?.active?.moved ?? false,
      overwatchIds: [...(s.battle?.overwatchIds ?? [])],
      entersOverwatch: s.suggestion?.overwatch?.entered === true,
      suggestion: s.suggestion !== null,
      inputs: s.log.map((entry) => entry.input),
    };
  });

/** The page's battle rebuilt in Node from its seed and inputs (the seeded dice replay it exactly), to measure with the rules. */
async function replayed(inputs: readonly SandboxInput[]): Promise<SandboxState> {
  const store = new BattleStore(SEED, englishLocalizer());
  await store.restart(SEED, inputs);
  return store.state;
}

/** Points on the click grid (half inches, clear of tokens) the active crew member reaches: walks seen by a watcher, and Dashes. */
function targets(state: SandboxState): { seenWalk: Point | null; dash: Point | null } {
  const battle = state.battle!;
  const id = battle.active!.figureId;
  const live = liveTable(state.table, state.figures, battle);
  const reach = reachOf(live, state.figures[id]!);
  const watchers = watchersFor("crew", live, state.figures, { snapFireHolders: [], overwatchIds: battle.overwatchIds });
  const grid = reach.points
    .map((p) => ({ x: Math.round(p.x * 2) / 2, y: Math.round(p.y * 2) / 2 }))
    .filter((p) => !tokenAt(state, p));
  const costOf = (p: Point) => reach.pathTo(p)?.cost ?? Infinity;
  const seenWalk =
    grid.find(
      (p) =>
        costOf(p) > 1 &&
        costOf(p) <= reach.move &&
        !reach.pathTo(p)!.jump &&
        movementTriggers(live, id, reach.pathTo(p)!.points, watchers).length > 0,
    ) ?? null;
  const dash =
    grid.find((p) => costOf(p) > reach.move + 0.5 && costOf(p) <= reach.dash && !reach.pathTo(p)!.jump) ?? null;
  return { seenWalk, dash };
}

/** Clicks the table at a point in inches, whatever size the page has scaled the canvas to. */
async function clickTable(page: Page, at: Point): Promise<void> {
  const canvas = testid(page, "battle-canvas");
  const box = (await canvas.boundingBox())!;
  const width = await canvas.evaluate((c) => (c as HTMLCanvasElement).width);
  const scale = box.width / width;
  await canvas.click({ position: { x: at.x * PX_PER_INCH * scale, y: at.y * PX_PER_INCH * scale } });
}

/** One step of a player who applies every AI suggestion and otherwise starts and ends activations in order. */
async function step(page: Page, s: Seen): Promise<void> {
  if (s.suggestion) return click(page, "ai-apply");
  // "Most Quick" stays offered once given, so Lock comes before it.
  for (const id of ["round-rollReactions", "round-lockReactions", "round-assignMostQuick"]) {
    if (await testid(page, id).count()) return click(page, id);
  }
  if (s.active) return click(page, `round-endActivation-${s.active}`);
  const ready = page.locator('[data-testid^="round-startActivation-"]');
  if (await ready.count()) {
    await ready.first().click();
    return settle(page);
  }
  return click(page, "round-runEndPhase");
}

const overwatchOnCanvas = async (page: Page): Promise<string[]> =>
  JSON.parse((await testid(page, "battle-canvas").getAttribute("data-overwatch")) ?? "[]") as string[];

const lastCard = (page: Page, kind: string) => page.locator(`[data-testid="chat-card"][data-kind="${kind}"]`).first();

describe.skipIf(!chromiumAvailable())(
  "Enemy Overwatch and the move log in the battle sandbox (issue 15, items 12 and 19)",
  () => {
    let sandbox: Sandbox;
    let page: Page;
    let problems: PageProblems;

    beforeAll(async () => {
      sandbox = await startSandbox();
      ({ page, problems } = await sandbox.open(`index.html?seed=${encodeURIComponent(SEED)}`));
      await page.waitForLoadState("networkidle");
      await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="setup-dialog"] input[name="attemptSeize"]').uncheck();
      await click(page, "setup-start");
    });

    afterAll(async () => {
      await sandbox?.close();
    });

    it("item 19: an enemy whose AI roll enters Overwatch is marked on the table and listed in the tracker", {
      timeout: 180_000,
    }, async () => {
      let s = await seen(page);
      for (let guard = 0; guard < 60 && !s.entersOverwatch; guard++) {
        await step(page, s);
        s = await seen(page);
      }
      expect(s.entersOverwatch).toBe(true);
      expect(await testid(page, "ai-overwatch").innerText()).toContain("Enters Overwatch");
      await screenshot(page, "overwatch-01-ai-enters");
      const enemy = s.active!;
      await click(page, "ai-apply");
      s = await seen(page);
      expect(s.overwatchIds).toContain(enemy);
      expect(await overwatchOnCanvas(page)).toContain(enemy);
      const tracker = page.locator('[data-testid="tracker-panel"] .fpb-round-overwatch');
      await expect.poll(() => tracker.innerText()).toContain("On Overwatch");
      expect(await tracker.locator(`.fpb-round-badge[data-fpb-figure="${enemy}"]`).count()).toBe(1);
      expect(await testid(page, "legend").innerText()).toContain("On Overwatch");
      await screenshot(page, "overwatch-02-marked");
      await screenshot(testid(page, "battle-canvas"), "overwatch-02b-marked-table");
    });

    it("item 12: a move that would be a Dash is asked about first; cancelled, nothing moves and nothing is logged", {
      timeout: 180_000,
    }, async () => {
      let s = await seen(page);
      let state = await replayed(s.inputs);
      const ready = async () => {
        if (s.activeSide !== "crew" || s.moved || s.overwatchIds.length === 0) return false;
        state = await replayed(s.inputs);
        return targets(state).seenWalk !== null;
      };
      for (let guard = 0; guard < 80 && !(await ready()); guard++) {
        await step(page, s);
        s = await seen(page);
      }
      expect(s.activeSide).toBe("crew");
      const { dash } = targets(state);
      expect(dash).not.toBeNull();
      const chat = await page.locator('[data-testid="chat-card"]').count();
      await clickTable(page, dash!);
      const dialog = testid(page, "confirm-dialog");
      await dialog.waitFor();
      expect(await testid(page, "confirm-text").innerText()).toMatch(/it is a Dash, which uses the Combat Action/);
      await screenshot(page, "overwatch-03-dash-asked");
      await click(page, "confirm-no");
      await settle(page);
      expect((await seen(page)).moved).toBe(false);
      expect(await page.locator('[data-testid="chat-card"]').count()).toBe(chat);
    });

    it("items 12 and 19: a crew move is logged; through a watcher's sight it offers the Overwatch shot, which ends the status", {
      timeout: 180_000,
    }, async () => {
      const s = await seen(page);
      const state = await replayed(s.inputs);
      const { seenWalk } = targets(state);
      await clickTable(page, seenWalk!);
      await settle(page);
      expect((await seen(page)).moved).toBe(true);
      const moveCard = lastCard(page, "move");
      expect(await moveCard.innerText()).toMatch(
        /Crew move[\s\S]*moves[\s\S]*Moved [\d.]+".*a Move within its [\d.]+", the Combat Action is still free\./,
      );
      const offer = testid(page, "overwatch-offer").first();
      expect(await offer.innerText()).toMatch(/Overwatch: .+ fires at .+/);
      expect(await offer.innerText()).toContain("hitting only on a natural 6");
      const watcher = (await offer.getAttribute("data-watcher"))!;
      expect(await lastCard(page, "ai").innerText()).toMatch(
        /Overwatch: .+ fires at .+[\s\S]*hitting only on a natural 6/,
      );
      await screenshot(page, "overwatch-04-offer");
      for (const [width, height] of [
        [1024, 700],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await settle(page);
        await screenshot(page, `overwatch-04-offer-${width}x${height}`);
      }
      await page.setViewportSize({ width: 1400, height: 900 });
      await settle(page);

      await click(page, "overwatch-fire");
      const after = await seen(page);
      expect(after.overwatchIds).not.toContain(watcher);
      expect(await overwatchOnCanvas(page)).not.toContain(watcher);
      const shot = lastCard(page, "ai");
      expect(await shot.innerText()).toMatch(/Overwatch: .+ fires at .+[\s\S]*needs 6\+/);
      expect(await page.locator(`[data-testid="overwatch-offer"][data-watcher="${watcher}"]`).count()).toBe(0);
      await screenshot(page, "overwatch-05-fired");
    });

    it("item 12: a Dash, once confirmed, is logged as a Dash that used the Combat Action", {
      timeout: 180_000,
    }, async () => {
      let s = await seen(page);
      let dash: Point | null = null;
      const ready = async () => {
        if (s.activeSide !== "crew" || s.moved) return false;
        dash = targets(await replayed(s.inputs)).dash;
        return dash !== null;
      };
      // On to the next crew member's activation (the one that moved ends its activation first).
      await step(page, s);
      s = await seen(page);
      for (let guard = 0; guard < 80 && !(await ready()); guard++) {
        await step(page, s);
        s = await seen(page);
      }
      await clickTable(page, dash!);
      await testid(page, "confirm-dialog").waitFor();
      await click(page, "confirm-yes");
      await settle(page);
      const state = await page.evaluate(() => window.fpbBattle!.state().battle?.active);
      expect(state).toMatchObject({ moved: true, combatAction: true });
      expect(await lastCard(page, "move").innerText()).toMatch(
        /a Dash, beyond its [\d.]+" Move, so the Combat Action is used\./,
      );
      await screenshot(page, "overwatch-06-dash-logged");
    });

    it("logs no console errors and throws nothing", () => {
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  },
);
