#!/usr/bin/env node
// The Enemy Actions phase as the module ships it: bench/shipped/ai-phase.ts bundled by Vite with the module's own
// build settings, then timed in Node and in headless Chromium (Debian's /usr/bin/chromium; skipped when absent).
// Under Vitest every imported function is reached through the test runner's module wrapper, which the shipped bundle
// does not have; these are the figures a Foundry client sees. Used by `npm run bench`; figures in docs/performance.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const RUNS = 200, WARMUP = 30;
const CHROMIUM = "/usr/bin/chromium";
const COARSE = { lattice: 1, candidateSpacing: 2 };
const outDir = resolve("build/bench-shipped");
const file = resolve(outDir, "ai-phase.mjs");

await build({
  configFile: false,
  logLevel: "warn",
  build: {
    outDir, emptyOutDir: true, minify: false,
    lib: { entry: resolve("bench/shipped/ai-phase.ts"), formats: ["es"], fileName: () => "ai-phase.mjs" },
  },
});

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p25: quantile(sorted, 0.25), p75: quantile(sorted, 0.75), min: sorted[0], samples: sorted.length };
}

const results = [];
const { timePhases, scene } = await import(pathToFileURL(file).href);
results.push({ engine: `Node ${process.version}`, options: "defaults", ...summary(await timePhases(RUNS, WARMUP)) });
results.push({ engine: `Node ${process.version}`, options: JSON.stringify(COARSE), ...summary(await timePhases(RUNS, WARMUP, COARSE)) });

if (existsSync(CHROMIUM)) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: readFileSync(file, "utf8"), type: "module" });
    await page.waitForFunction(() => "fpbBench" in globalThis);
    const version = browser.version();
    for (const options of [undefined, COARSE]) {
      const times = await page.evaluate(([runs, warmup, o]) => globalThis.fpbBench.timePhases(runs, warmup, o ?? undefined), [RUNS, WARMUP, options ?? null]);
      results.push({ engine: `Chromium ${version}`, options: options ? JSON.stringify(options) : "defaults", ...summary(times) });
    }
  } finally {
    await browser.close();
  }
} else {
  console.log(`(${CHROMIUM} not found: the Chromium figures are skipped)`);
}

const ms = (x) => `${x.toFixed(2)} ms`;
console.log(`\nEnemy Actions phase as shipped (Vite bundle): ${scene.walls} wall segments, ${scene.enemies} enemies, ${scene.crew} crew; ${RUNS} phases after ${WARMUP} warm-up`);
for (const r of results) {
  console.log(`  ${r.engine.padEnd(22)} ${r.options.padEnd(40)} median ${ms(r.median).padStart(9)} (${ms(r.median / scene.enemies)} per enemy)  p25 ${ms(r.p25)}  p75 ${ms(r.p75)}  min ${ms(r.min)}`);
}
writeFileSync(resolve("build/bench-shipped.json"), `${JSON.stringify({ scene, results }, null, 2)}\n`);
