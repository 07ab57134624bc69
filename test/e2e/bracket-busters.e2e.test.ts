// The Bracket Busters page in a real browser: a fixed seed, two full Rounds played by clicking — a Group Activation, a
// movement action's reach, an attack's result set on its target, a Bottle test, a Recovery and a Rally — then the
// battle ended with its XP and Lasting Injuries. Screenshots at each step (test-results/screenshots/bb-*.png).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { testid } from "./battle-page";

const SEED = "e2e tourney";
const PX_PER_INCH = 25;

interface Snapshot {
  readonly round: number;
  readonly phase: string;
  readonly step: string | null;
  readonly turnGang: string | null;
  readonly activating: string | null;
  readonly group: readonly string[] | null;
  readonly fighters: Record<
    string,
    { gang: string; status: string; ready: boolean; x: number; y: number; leader: boolean }
  >;
  readonly chat: number;
  readonly rollRules: readonly string[];
}

const snapshot = (page: Page): Promise<Snapshot> =>
  page.evaluate(() => {
    const s = window.bbBattle!.state();
    const b = s.battle;
    return {
      round: b.round,
      phase: b.phase,
      step: b.end?.step ?? null,
      turnGang: b.turn?.gangId ?? null,
      activating: b.turn?.activation?.fighterId ?? null,
      group: b.turn?.group?.members ?? null,
      fighters: Object.fromEntries(
        b.fighters.map((f) => [
          f.fighter.id,
          {
            gang: f.fighter.gangId,
            status: f.status,
            ready: f.ready,
            x: s.positions[f.fighter.id]!.x,
            y: s.positions[f.fighter.id]!.y,
            leader: f.fighter.groupActivation !== null,
          },
        ]),
      ),
      chat: s.chat.length,
      rollRules: s.chat.flatMap((c) => c.rolls.map((r) => r.rule)),
    };
  });

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.bbBattle!.idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

async function click(page: Page, id: string): Promise<void> {
  await testid(page, id).first().click();
  await settle(page);
}

async function clickMap(page: Page, x: number, y: number): Promise<void> {
  await testid(page, "bb-canvas").click({ position: { x: x * PX_PER_INCH, y: y * PX_PER_INCH } });
  await settle(page);
}

/**
 * Moves the activating fighter about two inches with the action given (its reach drawn first): towards the centre when
 * the ground there is free, else to the first free point around it.
 */
async function moveTowardsCentre(page: Page, action: string, shot?: string): Promise<void> {
  const s = await snapshot(page);
  const me = s.fighters[s.activating!]!;
  const dx = 12 - me.x;
  const dy = 12 - me.y;
  const length = Math.hypot(dx, dy) || 1;
  const tries: [number, number][] = [
    [(dx / length) * 2, (dy / length) * 2],
    [0, -2],
    [2, 0],
    [0, 2],
    [-2, 0],
    [1.5, -1.5],
    [1.5, 1.5],
  ];
  for (const [i, [ox, oy]] of tries.entries()) {
    if (!(await testid(page, "bb-moving").count())) await click(page, `bb-action-${action}`);
    if (i === 0 && shot) await screenshot(page, shot);
    await clickMap(page, me.x + ox, me.y + oy);
    const now = (await snapshot(page)).fighters[s.activating!]!;
    if (now.x !== me.x || now.y !== me.y) return;
  }
}

/** Activates the first fighter offered and ends its activation at once (it may take no actions). */
async function quickActivation(page: Page): Promise<void> {
  const s = await snapshot(page);
  if (!s.activating) {
    await page.locator('[data-testid^="bb-activate-"]').first().click();
    await settle(page);
  }
  await click(page, "bb-end-activation");
}

describe.skipIf(!chromiumAvailable())(
  "Bracket Busters sandbox (sandbox/bracket-busters.html): two Rounds with a fixed seed",
  () => {
    let sandbox: Sandbox;
    let page: Page;
    let problems: PageProblems;
    /** The browser's own dialogs (window.confirm): the page must ask in its styled ones instead. */
    const browserDialogs: string[] = [];

    beforeAll(async () => {
      sandbox = await startSandbox();
      ({ page, problems } = await sandbox.open(`bracket-busters.html?seed=${encodeURIComponent(SEED)}`));
      await page.waitForLoadState("networkidle");
      await testid(page, "bb-roll-priority").waitFor({ timeout: 30_000 });
      page.on("dialog", (dialog) => {
        browserDialogs.push(dialog.message());
        void dialog.accept();
      });
    });

    afterAll(async () => {
      await sandbox?.close();
    });

    it("plays Priority, a Group Activation, moves, an attack's result, the End Phase twice, XP and injuries", {
      timeout: 240_000,
    }, async () => {
      await screenshot(page, "bb-01-start");
      expect(await testid(page, "legend").innerText()).toContain("Ductway");

      // Round 1, Priority Phase: the roll and the order, then every fighter Readied.
      await click(page, "bb-roll-priority");
      expect((await snapshot(page)).phase).toBe("ready");
      expect(await testid(page, "bb-priority").innerText()).toMatch(/Priority rolls/);
      await click(page, "bb-ready-fighters");
      let s = await snapshot(page);
      expect(s.phase).toBe("action");
      expect(Object.values(s.fighters).every((f) => f.ready)).toBe(true);
      await screenshot(page, "bb-02-ready");

      // The gang with Priority: its leader's Group Activation, nominating the friends within the radius.
      const first = s.turnGang!;
      const leader = Object.entries(s.fighters).find(([, f]) => f.gang === first && f.leader)![0];
      await click(page, `bb-nominate-${leader}`);
      const nominees = page.locator('[data-testid^="bb-nominee-"]');
      expect(await nominees.count()).toBeGreaterThan(0);
      await nominees.first().check();
      await settle(page);
      await screenshot(page, "bb-03-nominate");
      await click(page, "bb-group-activate");
      s = await snapshot(page);
      expect(s.group?.[0]).toBe(leader);
      expect(s.group!.length).toBe(2);

      // The leader moves (its reach on the map), the nominee shoots and sets a result; each activation completed in turn.
      await click(page, `bb-activate-${leader}`);
      expect(await testid(page, "bb-actions-left").innerText()).toContain("2 Action");
      await screenshot(page, "bb-04-activation");
      const before = (await snapshot(page)).fighters[leader]!;
      await moveTowardsCentre(page, "move", "bb-05-move-reach");
      const after = (await snapshot(page)).fighters[leader]!;
      expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(1);
      expect(await testid(page, "bb-actions-left").innerText()).toContain("1 Action");
      // A Double action needs two Actions: greyed with one left.
      expect(await testid(page, "bb-action-doubleMove").isDisabled()).toBe(true);
      await click(page, "bb-end-activation");

      const enemies = Object.entries(s.fighters)
        .filter(([, f]) => f.gang !== first)
        .map(([id]) => id);
      const [hurt, broken, pinned] = enemies as [string, string, string];
      const nominee = s.group![1]!;
      await click(page, `bb-activate-${nominee}`);
      await page.locator('[data-testid="bb-target"]').selectOption(hurt);
      await settle(page);
      await click(page, "bb-action-shoot");
      await page.locator('[data-testid="bb-result-target"]').selectOption(hurt);
      await click(page, "bb-result-seriouslyInjured");
      expect((await snapshot(page)).fighters[hurt]!.status).toBe("seriouslyInjured");
      await page.locator('[data-testid="bb-result-target"]').selectOption(broken);
      await click(page, "bb-result-broken");
      await page.locator('[data-testid="bb-result-target"]').selectOption(pinned);
      await click(page, "bb-result-pinned");
      s = await snapshot(page);
      expect(s.fighters[broken]!.status).toBe("broken");
      expect(s.fighters[pinned]!.status).toBe("pinned");
      await screenshot(page, "bb-06-results");
      await click(page, "bb-end-activation");
      s = await snapshot(page);
      expect(s.turnGang).not.toBe(first);

      // The other gang's turn: the Pinned fighter stands up (a Pinned fighter's actions), the rest activate in turn.
      if (s.fighters[pinned]!.ready) {
        await click(page, `bb-activate-${pinned}`);
        expect(await testid(page, "bb-action-standUp").isEnabled()).toBe(true);
        expect(await testid(page, "bb-action-move").count()).toBe(0);
        await click(page, "bb-action-standUp");
        expect((await snapshot(page)).fighters[pinned]!.status).toBe("active");
        await click(page, "bb-end-activation");
      }
      for (let guard = 0; guard < 40 && (await snapshot(page)).phase === "action"; guard++) await quickActivation(page);

      // Round 1, End Phase: a Bottle test (a gang with fighters down and fewer than six standing), Recovery, Rally.
      s = await snapshot(page);
      expect(s.phase).toBe("end");
      expect(s.step).toBe("bottleTests");
      await screenshot(page, "bb-07-end-phase");
      await click(page, "bb-roll-bottle");
      expect((await snapshot(page)).rollRules).toContain("Bottle test");
      await click(page, "bb-roll-recovery");
      s = await snapshot(page);
      expect(s.rollRules).toContain("Recovery: Injury dice");
      expect(s.step).toBe("rally");
      await screenshot(page, "bb-08-rally");
      await page.locator(`[data-testid^="bb-rally-${broken}-"]`).first().click();
      await settle(page);
      s = await snapshot(page);
      expect(s.rollRules).toContain("Rally: Nerve test");
      expect(s.round).toBe(2);
      expect(s.phase).toBe("priority");
      const rallyCard = testid(page, "bb-card").filter({ hasText: "Rally" }).first();
      expect(await rallyCard.innerText()).toMatch(/friendly Active|Nerve test|Broken/);
      await screenshot(page, "bb-09-round-2");

      // Round 2: Priority, Ready, every activation, and its End Phase.
      await click(page, "bb-roll-priority");
      await click(page, "bb-ready-fighters");
      s = await snapshot(page);
      expect(s.phase).toBe("action");
      const second = s.turnGang!;
      const secondLeader = Object.entries(s.fighters).find(([, f]) => f.gang === second && f.leader && f.ready)?.[0];
      if (secondLeader) {
        await click(page, `bb-activate-${secondLeader}`);
        const doubleMove = testid(page, "bb-action-doubleMove");
        if ((await doubleMove.count()) > 0 && (await doubleMove.isEnabled()))
          await moveTowardsCentre(page, "doubleMove");
        await click(page, "bb-end-activation");
      }
      for (let guard = 0; guard < 40 && (await snapshot(page)).phase === "action"; guard++) await quickActivation(page);
      expect((await snapshot(page)).phase).toBe("end");
      await click(page, "bb-roll-bottle");
      if ((await snapshot(page)).step === "recovery") {
        if (await testid(page, "bb-roll-recovery").count()) await click(page, "bb-roll-recovery");
        const keep = page.locator('[data-testid^="bb-keep-"]');
        if (await keep.count()) {
          await keep.first().click();
          await settle(page);
        }
      }
      for (let guard = 0; guard < 10 && (await snapshot(page)).step === "rally"; guard++) {
        await page.locator('[data-testid^="bb-rally-"] button').first().click();
        await settle(page);
      }
      s = await snapshot(page);
      expect(s.round).toBe(3);
      await screenshot(page, "bb-10-round-3");

      // The GM ends the battle; XP and the Lasting Injuries follow.
      // Asked first in the page's own styled dialog, never the browser's confirm box (issue 36, item 12).
      await click(page, "end-battle");
      expect(await testid(page, "confirm-text").innerText()).toContain("XP and Lasting Injuries follow");
      await click(page, "confirm-yes");
      expect(browserDialogs).toEqual([]);
      expect((await snapshot(page)).phase).toBe("over");
      await click(page, "bb-roll-injuries");
      expect(await testid(page, "bb-end-phase").innerText()).toContain("XP earned");
      await screenshot(page, "bb-11-after-battle");

      // Usable at 1024 px: the panels and the chat go beside the arena, which stays in sight as they scroll.
      await page.setViewportSize({ width: 1024, height: 800 });
      await screenshot(page, "bb-12-1024");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    it("Ready Fighters (ruling 10): a Bottled Out gang's player picks Cool or Willpower for each Nerve test, and the test uses it", {
      timeout: 120_000,
    }, async () => {
      const { page: p, problems: seen } = await sandbox.open(
        `bracket-busters.html?seed=${encodeURIComponent("e2e nerve")}`,
      );
      await testid(p, "bb-roll-priority").waitFor({ timeout: 30_000 });
      await click(p, "bb-roll-priority");
      await click(p, "bb-ready-fighters");
      // The gang with Priority takes four of the other gang's fighters Out of Action (results set in the result box), so
      // two stand: the End Phase's Bottle test is D6 + 2, needing 7+.
      const first = (await snapshot(p)).turnGang!;
      await p.locator('[data-testid^="bb-activate-"]').first().click();
      await settle(p);
      const others = Object.entries((await snapshot(p)).fighters)
        .filter(([, f]) => f.gang !== first)
        .map(([id]) => id);
      for (const id of others.slice(0, 4)) {
        await testid(p, "bb-result-target").selectOption(id);
        await click(p, "bb-result-outOfAction");
      }
      await click(p, "bb-end-activation");
      for (let guard = 0; guard < 40 && (await snapshot(p)).phase === "action"; guard++) await quickActivation(p);
      await click(p, "bb-roll-bottle");
      const bottled = await p.evaluate(
        (gang) => window.bbBattle!.state().battle.gangs.find((g) => g.id === gang)?.bottledOut,
        (await snapshot(p)).fighters[others[0]!]!.gang,
      );
      expect(bottled, "the seed's Bottle test fails (D6 + 2 below 7)").toBe(true);
      for (let guard = 0; guard < 10 && (await snapshot(p)).phase === "end"; guard++) {
        await p.locator('[data-testid="bb-end-phase"] button[data-bb]').first().click();
        await settle(p);
      }
      await click(p, "bb-roll-priority");
      expect((await snapshot(p)).phase).toBe("ready");

      // Each standing fighter of the Bottled Out gang has its Nerve test offered, the better characteristic first.
      const tested = others.slice(4);
      const selects = p.locator("select[data-bb-nerve]");
      expect(await selects.count()).toBe(tested.length);
      const tests = await p.evaluate(
        (ids) => ids.map((id) => window.bbBattle!.state().battle.fighters.find((f) => f.fighter.id === id)!.fighter),
        tested,
      );
      const betterOf = (f: { profile: { cool: number; willpower: number } }) =>
        f.profile.willpower < f.profile.cool ? "willpower" : "cool";
      const word = { cool: "Cool", willpower: "Willpower" } as const;
      const chosen = tests[0]!,
        better = betterOf(chosen),
        worse = better === "cool" ? "willpower" : "cool";
      const nerveOf = testid(p, `bb-nerve-${chosen.id}`);
      expect(await nerveOf.inputValue()).toBe(better);
      await nerveOf.selectOption(worse);
      await settle(p);
      expect(await nerveOf.inputValue(), "the choice survives the panel drawn again").toBe(worse);
      await screenshot(p, "bb-13-nerve-choice");
      await click(p, "bb-ready-fighters");
      // The dice card names the characteristic each test was rolled with: the one picked, and the better for the others.
      const purposes = await p.evaluate(() =>
        window
          .bbBattle!.state()
          .chat.flatMap((c) => c.rolls)
          .filter((r) => r.rule === "Ready Fighters: Nerve test")
          .map((r) => r.purpose),
      );
      expect(purposes).toEqual(
        tests.map((f, i) => `Nerve test (${word[i === 0 ? worse : betterOf(f)]}) for ${f.name}`),
      );
      expect(seen.consoleErrors).toEqual([]);
      expect(seen.pageErrors).toEqual([]);
    });
  },
);
