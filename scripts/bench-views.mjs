#!/usr/bin/env node
// Issue 37's "what a person waits for", in a browser: the hover overlay for one target and the two battle panels, the
// same cases as bench/hover.bench.ts and bench/panels.bench.ts (Node), bundled by Vite with the module's build
// settings (bench/shipped/views.ts) and timed in Debian's headless Chromium (/usr/bin/chromium through playwright-core;
// skipped when absent). The panels go into a tracker element of the page, with the module's stylesheet, and are laid
// out. Each figure is printed with its goal, "met" or "not met" and the load average as it finished.
//
// Used by `npm run bench`; the figures go in docs/performance.md. Results also in build/bench-views.json.
// BENCH_QUICK=1 takes a few samples of each (to check the harness, not for figures).
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { bundleAsShipped } from "./lib/bench-bundle.mjs";

const QUICK = process.env.BENCH_QUICK === "1";
const CHROMIUM = "/usr/bin/chromium";
const outDir = resolve("build/bench-views");
const bundle = resolve(outDir, "views.mjs");
/**
 * A sample is the mean of as many calls in a row as take SAMPLE_MS: Chromium's clock in a page that is not
 * cross-origin isolated ticks 0.1 ms, coarser than a near hover.
 */
const SAMPLE_MS = QUICK ? 5 : 20;
const SAMPLES = QUICK ? 3 : 30;
const started = performance.now();

const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b),
    m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
// As scripts/bench-report.mjs prints them.
const micro = (ms) => `${(ms * 1000).toFixed(2)} µs`;
const milli = (ms) => (ms >= 1 ? `${ms.toFixed(2)} ms` : micro(ms));

console.log(
  `\nWhat a person waits for, in Chromium: the hover overlay and the battle panels, bundled by Vite as the module is built${QUICK ? " (BENCH_QUICK: a few samples, not figures)" : ""}`,
);
if (!existsSync(CHROMIUM)) {
  console.log(`(${CHROMIUM} not found: the Chromium figures are skipped)`);
  process.exit(0);
}

rmSync(outDir, { recursive: true, force: true });
await bundleAsShipped({ entry: "bench/shipped/views.ts", outDir, fileName: "views.mjs" });

const { chromium } = await import("playwright-core");
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
const results = { engine: `Chromium ${browser.version()}`, loadBefore: load(), groups: [] };
const verdicts = { met: 0, notMet: 0 };
try {
  const page = await browser.newPage();
  await page.evaluate(
    async (code) => {
      globalThis.fpbViews = await import(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
    },
    readFileSync(bundle, "utf8"),
  );
  console.log(
    `${results.engine}; machine load average ${load()} (1, 5, 15 min), shared: read each figure with its load`,
  );
  const groups = await page.evaluate(() => globalThis.fpbViews.GROUPS);
  for (const key of groups) {
    const { title, cases } = await page.evaluate((k) => globalThis.fpbViews.prepare(k), key);
    console.log(`\n${title}`);
    const rows = [];
    let whole = null;
    for (const [index, { name, goalMs }] of cases.entries()) {
      // Three times: the first is the warm-up (the engine compiles the code); of the other two, the larger count of calls
      // in SAMPLE_MS, as a collection of the scene just built can stall one.
      const calibrate = () =>
        page.evaluate(([k, i, ms]) => globalThis.fpbViews.repeatFor(k, i, ms), [key, index, SAMPLE_MS]);
      await calibrate();
      const repeat = Math.max(await calibrate(), await calibrate());
      const samples = [];
      for (let s = 0; s < SAMPLES; s++) {
        samples.push(await page.evaluate(([k, i, r]) => globalThis.fpbViews.time(k, i, r), [key, index, repeat]));
      }
      const figure = median(samples),
        loadNow = load();
      const met = goalMs === null ? null : figure < goalMs;
      if (met !== null) verdicts[met ? "met" : "notMet"] += 1;
      // A part follows its whole: its share of it, as scripts/bench-report.mjs prints a part's.
      if (!name.startsWith("part:")) whole = figure;
      const share = name.startsWith("part:") && whole ? `, ${((100 * figure) / whole).toFixed(0)}% of the whole` : "";
      rows.push({
        name,
        goalMs,
        median: figure,
        min: Math.min(...samples),
        samples: samples.length,
        repeat,
        load: loadNow,
      });
      console.log(
        `  ${name.padEnd(64)} median ${milli(figure).padStart(10)}${share} (min ${milli(Math.min(...samples))}, ${SAMPLES} samples of ${repeat} calls, load ${loadNow})` +
          `  ${met === null ? "goal: none" : `goal: under ${milli(goalMs)}: ${met ? "met" : "not met"}`}`,
      );
    }
    await page.evaluate((k) => globalThis.fpbViews.release(k), key);
    results.groups.push({ title, rows });
  }
} finally {
  await browser.close();
}

results.loadAfter = load();
console.log(
  `\nGoals in Chromium: ${verdicts.met} met, ${verdicts.notMet} not met; load average at the end ${results.loadAfter}; ${seconds()} in all`,
);
writeFileSync(resolve("build/bench-views.json"), `${JSON.stringify(results, null, 2)}\n`);
