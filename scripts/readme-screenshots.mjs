// The README's pictures, taken from the browser sandbox (`npm start`): the module's own templates, lang strings and
// CSS, driven with a fixed seed so every run shows the same battle. Run with `npm run screenshots`; writes
// docs/images/*.png (SCREENSHOT_SEED=... tries another battle). Starts the sandbox's Vite server on a free port and
// Debian's Chromium (never downloads a browser) as the e2e harness (test/e2e/harness.ts) does; that harness is
// TypeScript run by Vitest, which plain Node 20 cannot import, so its few lines are repeated here.
import { existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { createServer } from "vite";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = resolve(ROOT, "docs/images");
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const SEED = process.env["SCREENSHOT_SEED"] ?? "readme depot ambush";
const PX_PER_INCH = 20;
const VIEWPORT = { width: 1280, height: 800 };

if (!existsSync(CHROMIUM)) {
  console.error(
    `No Chromium at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const testid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** Waits until the sandbox's store has handled every input and the page has drawn the result. */
const settle = (page) =>
  page.evaluate(async () => {
    await window.fpbBattle.idle();
    await new Promise((done) => requestAnimationFrame(done));
  });

async function click(page, id) {
  await testid(page, id).first().click();
  await settle(page);
}

const state = (page) =>
  page.evaluate(() => {
    const s = window.fpbBattle.state();
    return {
      phase: s.battle?.phase ?? "setup",
      active: s.battle?.active?.figureId ?? null,
      suggestion: s.suggestion
        ? { figureId: s.suggestion.figureId, end: s.suggestion.skulking?.placedAt ?? s.suggestion.end }
        : null,
      tokens: Object.fromEntries(s.table.figures.map((f) => [f.id, { x: f.centre.x, y: f.centre.y, side: f.side }])),
      chat: s.chat.length,
    };
  });

/**
 * Screen pixels per tabletop inch: the canvas draws 20 px an inch, but the page shrinks it to fit a short window
 * (1280x800 shows it 688 px high), and a click or clip at 20 px an inch then lands beside its figure.
 */
const shownPxPerInch = (page) =>
  testid(page, "battle-canvas").evaluate(
    (canvas, drawn) => (canvas.getBoundingClientRect().width / canvas.width) * drawn,
    PX_PER_INCH,
  );

async function clickToken(page, figureId) {
  const at = (await state(page)).tokens[figureId];
  const scale = await shownPxPerInch(page);
  await testid(page, "battle-canvas").click({ position: { x: at.x * scale, y: at.y * scale } });
  await settle(page);
}

/** An element's box in page coordinates (Playwright's are the viewport's, and clicks scroll the page). */
async function pageBox(page, locator) {
  const box = await locator.boundingBox();
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  return { ...box, x: box.x + scroll.x, y: box.y + scroll.y };
}

/** Saves a PNG under docs/images/: the viewport, one element, or a clip rectangle (page coordinates). */
async function save(page, name, { element, clip } = {}) {
  const path = resolve(OUT, `${name}.png`);
  const options = { path, animations: "disabled", timeout: 90_000 };
  if (element) await element.screenshot(options);
  else await page.screenshot(clip ? { ...options, clip, fullPage: true } : options);
  console.log(`saved ${path}`);
}

/** The smallest rectangle holding every box, with a margin, kept inside the page. */
function union(boxes, margin = 8) {
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - margin);
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y)) - margin);
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + margin;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + margin;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * A Battle Event that names a crew member ("Seized the moment", "A desperate plan") holds the round until one is
 * chosen: pick the first one offered, as a player would, by its button in the tracker.
 */
async function answerEventPicks(page) {
  const pick = page.locator('[data-testid^="round-chooseEventFigure-"]');
  for (let guard = 0; guard < 10 && (await pick.count()); guard++) {
    await pick.first().click();
    await settle(page);
  }
}

/** The crew figure active now fires at the first enemy it can see; true when a card was posted. */
async function crewShot(page, firerId) {
  for (const [id, token] of Object.entries((await state(page)).tokens)) {
    if (token.side !== "enemy") continue;
    await clickToken(page, firerId);
    await clickToken(page, id);
    const target = testid(page, "target-info");
    if (!(await target.count()) || (await target.getAttribute("data-sight")) === "blocked") continue;
    const before = (await state(page)).chat;
    await click(page, "fire-button");
    if ((await state(page)).chat > before) return true;
  }
  return false;
}

mkdirSync(OUT, { recursive: true });
const server = await createServer({
  configFile: resolve(ROOT, "vite.sandbox.config.ts"),
  logLevel: "error",
  server: { port: 0, strictPort: false, host: "127.0.0.1" },
});
await server.listen();
const address = server.httpServer?.address();
if (!address || typeof address === "string") throw new Error("the sandbox server has no port");
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const problems = [];
  page.on("pageerror", (error) => problems.push(`${error.name}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${address.port}/index.html?seed=${encodeURIComponent(SEED)}`);
  await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });
  // Vite may reload the page once after optimising a dependency it found late: wait for that to be over.
  await page.waitForLoadState("networkidle");
  await testid(page, "setup-dialog").waitFor({ timeout: 30_000 });

  // 1. The battle page with the setup dialog in the tracker: the table and the tracker column, below the page header.
  const tracker = await pageBox(page, testid(page, "tracker-panel").locator("xpath=.."));
  const header = await pageBox(page, page.locator(".fpb-sandbox-header"));
  const top = header.y + header.height;
  await save(page, "sandbox-battle-setup", {
    clip: { x: 0, y: top, width: tracker.x + tracker.width + 8, height: VIEWPORT.height - top },
  });

  // Seize the Initiative, then the Reaction Roll: every die placed (most in Quick), not yet locked.
  await click(page, "setup-start");
  if (await testid(page, "round-endSeize").count()) await click(page, "round-endSeize");
  await click(page, "round-rollReactions");
  if (await testid(page, "round-assignMostQuick").count()) await click(page, "round-assignMostQuick");
  // 2. The tracker's round panel with the Reaction dice assigned.
  await save(page, "sandbox-reaction-dice", { element: testid(page, "tracker-panel").locator("xpath=..") });
  await click(page, "round-lockReactions");

  // Play on (into later rounds if need be) until a crew shot hits and an enemy's AI plan moves it.
  let shot = false;
  let plan = false;
  for (let guard = 0; guard < 200 && !(shot && plan); guard++) {
    await answerEventPicks(page);
    const phase = (await state(page)).phase;
    if (phase === "over") break;
    if (phase === "end") {
      await click(page, "round-runEndPhase");
      continue;
    }
    if (phase === "reaction") {
      if (await testid(page, "round-rollReactions").count()) await click(page, "round-rollReactions");
      if (await testid(page, "round-assignMostQuick").count()) await click(page, "round-assignMostQuick");
      await click(page, "round-lockReactions");
      continue;
    }
    await page.locator('[data-testid^="round-startActivation-"]').first().click();
    await settle(page);
    const s = await state(page);
    if (s.suggestion) {
      const from = s.tokens[s.suggestion.figureId];
      const to = s.suggestion.end;
      if (!plan && (from.x !== to.x || from.y !== to.y)) {
        plan = true;
        // 3. The AI plan drawn on the table beside its explanation: the canvas around the path, and the AI panel.
        const canvas = await pageBox(page, testid(page, "battle-canvas"));
        const panel = await pageBox(page, testid(page, "ai-panel"));
        const scale = await shownPxPerInch(page);
        const pad = 5 * scale;
        const path = {
          x: canvas.x + Math.min(from.x, to.x) * scale - pad,
          y: canvas.y + Math.min(from.y, to.y) * scale - pad,
          width: Math.abs(from.x - to.x) * scale + 2 * pad,
          height: Math.abs(from.y - to.y) * scale + 2 * pad,
        };
        await save(page, "sandbox-ai-suggestion", { clip: union([path, panel]) });
      }
      await click(page, "ai-apply");
      continue;
    }
    if (s.active && !shot && (await crewShot(page, s.active))) {
      // 4. The chat card of the first crew shot that hits (the newest card is on top).
      const card = testid(page, "chat-card").first();
      if ((await card.getAttribute("data-hits")) === "true") {
        shot = true;
        await save(page, "sandbox-shot-card", { element: card });
      }
    }
    if (s.active) await click(page, `round-endActivation-${s.active}`);
  }
  if (!shot || !plan)
    throw new Error(`the seed "${SEED}" gave ${shot ? "" : "no crew hit "}${plan ? "" : "no AI move"}`);
  if (problems.length) throw new Error(`the page reported errors:\n${problems.join("\n")}`);
} finally {
  await browser.close();
  await server.close();
}
