// The battle page's chat cards as a person reads them (issue 15 items 2, 6, 10, 11 and 16): a battle played through
// the store in Node with a seed, kept in the page's storage as the page keeps one, and reloaded, so the page replays
// it with the same dice; then each card is read, hovered and photographed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { isCrew, rangeBetween, targetViewsFrom, usableRangedWeapons } from "../../src/rules";
import { defaultSetupForm } from "../../src/views/five-parsecs/round/setup-form";
import { trackerView } from "../../src/views/five-parsecs/round/tracker-view";
import { BattleStore } from "../../src/sandbox/battle/store";
import { liveTable } from "../../src/sandbox/battle/table";
import type { SandboxInput } from "../../src/sandbox/battle/sandbox-input";
import type { SandboxState } from "../../src/sandbox/battle/store-state";
import { englishLocalizer } from "../fixtures/english-localizer";
import { chromiumAvailable, screenshot, SCREENSHOTS, startSandbox, type PageProblems, type Sandbox } from "./harness";
import { testid } from "./battle-page";

const KEPT = "five-parsecs-battle.sandbox.battle";
const GM = { isGM: true, owns: () => true };
const HIT_RULE = "Cover and Rolling to hit";

/** A player's next input: brawl a foe in contact, else fire at one seen in range; the AI's suggestions applied. */
function nextInput(state: SandboxState): SandboxInput | null {
  const battle = state.battle;
  if (!battle) return { type: "setup", form: defaultSetupForm("normal") };
  if (battle.over) return null;
  if (state.suggestion) return { type: "applySuggestion" };
  const view = trackerView(battle, GM);
  if (view.seize) return { type: "round", input: { type: "endSeize" } };
  if (view.reaction?.canRoll) return { type: "round", input: { type: "rollReactions" } };
  if (view.reaction?.canMostQuick && !battle.reaction?.assignment)
    return { type: "round", input: { type: "assignMostQuick" } };
  if (view.reaction?.canLock) return { type: "round", input: { type: "lockReactions" } };
  const active = battle.active;
  const figure = active ? state.figures[active.figureId] : undefined;
  if (active && figure && isCrew(figure) && view.activation?.allowed.combatAction) {
    const live = liveTable(state.table, state.figures, battle);
    const me = live.figures.find((p) => p.id === figure.id)!;
    const foe = live.figures.find((p) => p.side === "enemy" && rangeBetween(me, p) <= 1);
    if (foe) return { type: "brawl", attackerId: figure.id, defenderId: foe.id };
    const range = usableRangedWeapons(figure)[0]?.range ?? 0;
    const target = targetViewsFrom(live, figure.id, state.figures).find(
      (v) => v.visible && v.inFirersArc && v.distance <= range,
    );
    if (target) return { type: "fire", firerId: figure.id, targetId: target.target.id };
  }
  if (active) return { type: "round", input: { type: "endActivation", figureId: active.figureId } };
  if (view.ready[0]) return { type: "round", input: { type: "startActivation", figureId: view.ready[0].figureId } };
  return view.canEndPhase ? { type: "round", input: { type: "runEndPhase" } } : null;
}

/** Everything these tests read: a push, an Escalation, a brawl, a shot at 6+ for Cover, a Good Shot reroll. */
function showsEverything(state: SandboxState): boolean {
  const steps = state.chat.flatMap((c) => c.card.steps);
  return (
    state.chat.some((c) => c.card.notes.some((n) => n.includes(" is pushed "))) &&
    state.chat.some((c) => (c.card.tables ?? []).length > 0) &&
    steps.some((s) => s.by !== undefined) &&
    steps.some((s) => s.details?.some((d) => d.includes("in Cover, so the shot needs 6+ ("))) &&
    steps.some((s) => s.rule === HIT_RULE && s.dice.some((d) => d.replaced)) &&
    // An enemy shot decided by a base condition: no AI roll before its hit roll.
    state.chat.some((c) => c.kind === "ai" && c.card.steps[0]?.rule === HIT_RULE)
  );
}

/** The first seed whose three rounds show every card these tests read, with the inputs that play it. */
async function battleWithEveryCard(): Promise<{ seed: string; inputs: SandboxInput[]; cards: number }> {
  for (const seed of ["b", "e", "a", "c", "d", "f", "g", "h", "i", "j", "k", "l"]) {
    const store = new BattleStore(seed, englishLocalizer());
    for (let i = 0; i < 400; i++) {
      const battle = store.state.battle;
      if ((battle && (battle.round > 3 || battle.over)) || showsEverything(store.state)) break;
      const input = nextInput(store.state);
      if (!input) break;
      await store.dispatch(input);
    }
    if (showsEverything(store.state))
      return { seed, inputs: store.state.log.map((e) => e.input), cards: store.state.chat.length };
  }
  throw new Error("no seed played every card these tests read");
}

const cards = (page: Page) => testid(page, "chat-card");

describe.skipIf(!chromiumAvailable())("the battle page's chat cards (issue 15)", () => {
  let sandbox: Sandbox;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    const battle = await battleWithEveryCard();
    sandbox = await startSandbox();
    ({ page, problems } = await sandbox.open("index.html"));
    await page.waitForLoadState("networkidle");
    await page.evaluate(
      ([key, kept]) => localStorage.setItem(key!, kept!),
      [KEPT, JSON.stringify({ seed: battle.seed, inputs: battle.inputs })],
    );
    await page.reload();
    await page.waitForLoadState("networkidle");
    // The page replays the kept inputs with the same seed, so it posts the same cards the Node battle did.
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="chat-card"]').length === count,
      battle.cards,
      { timeout: 60_000 },
    );
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  /** The first card whose text matches, scrolled into view. */
  async function card(text: RegExp): Promise<Locator> {
    const found = cards(page).filter({ hasText: text }).first();
    await found.scrollIntoViewIfNeeded();
    return found;
  }

  it("item 2: a hit's push is made on the table and told on the card; no push button is left to do nothing", async () => {
    expect(await page.locator('button[data-fpb-action="push"]').count()).toBe(0);
    const pushed = await card(/is pushed \d(\.\d)?" (of 1" )?directly away from/);
    await expect.poll(() => pushed.locator(".fpb-card-notes").innerText()).toMatch(/is pushed/);
    await screenshot(pushed, "cards-push");
  });

  it("item 6: the Escalation line shows the table's result as the compendium does", async () => {
    expect(await page.locator("body").innerText()).not.toContain("The effect's text is in the Escalation table");
    const escalation = await card(/Escalation \(/);
    const table = escalation.locator(".fpb-card-table-result").first();
    expect(await table.locator("caption").innerText()).toMatch(
      /^Escalation \((Aggressive|Cautious|Defensive|Rampaging|Tactical|Beast)\)$/,
    );
    expect(await table.locator(".fpb-card-table-range").innerText()).toMatch(/^\d+(–\d+)?$/);
    expect(await table.innerText()).toMatch(/described in the Five Parsecs From Home rulebook/);
    await screenshot(escalation, "cards-escalation");
    await table.scrollIntoViewIfNeeded();
    await screenshot(table, "cards-escalation-table");
  });

  it("item 10: every enemy shot is the AI's card (red, 'Enemy AI'), never 'Crew attack'", async () => {
    const enemyShots = cards(page).filter({ has: page.locator(".fpb-card-title", { hasText: /^Raider.* fires / }) });
    const count = await enemyShots.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const shot = enemyShots.nth(i);
      expect(await shot.getAttribute("data-kind")).toBe("ai");
      expect(await shot.locator(".message-sender").innerText()).toBe("Enemy AI");
    }
    const crewShots = cards(page).filter({ has: page.locator(".message-sender", { hasText: "Crew attack" }) });
    for (let i = 0; i < (await crewShots.count()); i++)
      expect(await crewShots.nth(i).locator(".fpb-card-title").innerText()).not.toMatch(/^Raider/);
    // The shot a base condition decided: its first step is the hit roll, with no AI roll before it.
    const decided = enemyShots
      .filter({ has: page.locator(".fpb-card-step:first-child .fpb-card-rule", { hasText: HIT_RULE }) })
      .first();
    await decided.scrollIntoViewIfNeeded();
    expect(await decided.getAttribute("data-kind")).toBe("ai");
    await screenshot(decided, "cards-enemy-shot");
  });

  it("item 11: a shot names its target and the terrain that gave Cover; a brawl says whose roll is whose", async () => {
    const cover = await card(/in Cover, so the shot needs 6\+ \(/);
    expect(await cover.locator(".fpb-card-detail").first().innerText()).toMatch(
      /^Aimed at .+, in Cover, so the shot needs 6\+ \(.+\)\.$/,
    );
    await screenshot(cover, "cards-cover");
    const brawl = await card(/brawls with/);
    expect(await brawl.locator(".fpb-card-by").allInnerTexts()).toEqual([
      expect.stringMatching(/'s roll \(attacker\)$/),
      expect.stringMatching(/'s roll \(defender\)$/),
    ]);
    await screenshot(brawl, "cards-brawl");
  });

  it("item 16: a Good Shot reroll is said on the card, and each die explains itself on hover as in Foundry", async () => {
    const reroll = cards(page)
      .filter({ has: page.locator(".fpb-die-replaced") })
      .first();
    await reroll.scrollIntoViewIfNeeded();
    expect(await reroll.innerText()).toMatch(
      /Good Shot reroll( \(.+\))?: the first die was a 1 that missed, so it was rerolled and the reroll counts\./,
    );
    const tooltip = testid(page, "tooltip");
    const replaced = reroll.locator(".fpb-die-replaced").first();
    await replaced.hover();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect(await tooltip.innerText()).toBe("Hit (d6): a 1 that missed, rerolled for the Good Shot; the reroll counts");
    const box = (await reroll.boundingBox())!;
    const tip = (await tooltip.boundingBox())!;
    // The card and its tooltip together: the tooltip floats above the card, as Foundry's does.
    const left = Math.max(0, Math.min(box.x, tip.x) - 4);
    const top = Math.max(0, Math.min(box.y, tip.y) - 4);
    const right = Math.max(box.x + box.width, tip.x + tip.width) + 4;
    const bottom = Math.min(box.y + box.height, tip.y + tip.height + 200) + 4;
    await page.screenshot({
      path: `${SCREENSHOTS}/cards-good-shot.png`,
      clip: { x: left, y: top, width: right - left, height: bottom - top },
    });
    await reroll.locator(".fpb-die-replaced + .fpb-die").hover();
    await expect.poll(() => tooltip.innerText()).toBe("Good Shot reroll (d6)");
    await page.mouse.move(1, 1);
    await expect.poll(() => tooltip.isVisible()).toBe(false);
  });

  it("says nothing in the console", () => {
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
