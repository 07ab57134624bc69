// End-to-end harness: the built sandbox (served by global-setup.ts) and Debian's Chromium driven by playwright-core.
// Never downloads a browser: without /usr/bin/chromium the e2e tests skip (locally) or fail (CI).
import { existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
export const SCREENSHOTS = resolve(ROOT, "test-results/screenshots");

let skipNoticePrinted = false;

/**
 * Whether the e2e tests can run here. Without Chromium: on CI a clear failure (the suite must not pass by skipping),
 * elsewhere a skip, said once.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const message = `e2e: no Chromium at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`;
  if (process.env["CI"]) throw new Error(message);
  if (!skipNoticePrinted) console.warn(`${message} Skipping the browser tests.`);
  skipNoticePrinted = true;
  return false;
}

/** What went wrong in a page: console errors and uncaught exceptions, in order. */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
}

export interface Sandbox {
  readonly baseUrl: string;
  /** Opens a sandbox page (`gallery.html`, `index.html?seed=1`) and records its console errors and page errors. */
  open(path: string): Promise<{ page: Page; problems: PageProblems }>;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium against the sandbox the e2e project's global setup built and serves (global-setup.ts):
 * one build and one server for every file, each file its own browser.
 */
export async function startSandbox(): Promise<Sandbox> {
  const baseUrl = inject("sandboxUrl");
  if (!baseUrl) throw new Error("e2e: no sandbox address; run the e2e tests through the project's e2e config");
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  return {
    baseUrl,
    async open(path) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
      page.on("console", (message) => {
        if (message.type() === "error") problems.consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
      // The console only says "404"; the failing address goes with it.
      page.on("response", (response) => {
        if (response.status() >= 400) problems.consoleErrors.push(`HTTP ${response.status()} ${response.url()}`);
      });
      await page.goto(new URL(path, baseUrl).href);
      return { page, problems };
    },
    async close() {
      await browser.close();
    },
  };
}

/** Saves a PNG of the page, or of one element, as `test-results/screenshots/<name>.png`; returns its path. */
export async function screenshot(target: Page | Locator, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = resolve(SCREENSHOTS, `${name}.png`);
  // A busy 2-core machine can take longer than Playwright's 30 s default to settle a page; a picture is never urgent.
  const options = { path, timeout: 90_000, animations: "disabled" as const };
  if ("goto" in target) await target.screenshot({ ...options, fullPage: true });
  else await target.screenshot(options);
  return path;
}
