#!/usr/bin/env node
// The Enemy Actions phase as the module ships it, side by side with a baseline commit's build (issue #18).
//
// 1. The baseline: `git archive <commit> src/rules tsconfig.base.json` (src/rules/tsconfig.json extends it) into
//    build/baseline; the commit is BENCH_BASELINE, c17becb by default. Nothing else of that commit is needed: the
//    bench's scenes and fixtures come from the current tree.
// 2. bench/shipped/ai-phase.ts bundled twice by Vite with the module's own build settings (minified, names kept):
//    build/bench-shipped/current.mjs against src/rules, build/bench-shipped/baseline.mjs with every import of the
//    rules' public index redirected to build/baseline/src/rules/index.ts. Any other import of src/rules from the bench
//    is refused, so both bundles run the same bench code and scenes and differ only in the rules.
// 3. Both bundles loaded into ONE Node process and ONE headless Chromium page (Debian's /usr/bin/chromium through
//    playwright-core; skipped when absent) and timed alternately, baseline then current, sample after sample, so a
//    change in the machine's load falls on both. Printed: medians, baseline/current ratios, each build's growth from
//    1,000 to 20,000 walls on the constant-density scene, and the 50,000-wall phase.
// 4. Both builds' suggestions compared on seeded phases: "identical", or each difference.
//
// Used by `npm run bench`; the figures go in docs/performance.md. Results also in build/bench-shipped.json.
// BENCH_QUICK=1 runs a few samples of each (to check the harness, not for figures); BENCH_SAME_ONLY=1 only compares
// the suggestions (with BENCH_BASELINE, to find which commit changed one).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleAsShipped } from "./lib/bench-bundle.mjs";

const BASELINE = process.env.BENCH_BASELINE ?? "c17becb";
const QUICK = process.env.BENCH_QUICK === "1";
const SAME_ONLY = process.env.BENCH_SAME_ONLY === "1";
const CHROMIUM = "/usr/bin/chromium";
const rulesDir = resolve("src/rules");
const baselineRoot = resolve("build/baseline");
const outDir = resolve("build/bench-shipped");
const started = performance.now();

const DENSITY_1K = { walls: 1_000, enemies: 30, crew: 6 },
  DENSITY_20K = { walls: 20_000, enemies: 30, crew: 6 };
/** Issue #18's targets, printed beside the figures (they are read on a quiet machine; the bench never fails on them). */
const TARGET = { demoRatio: 2.5, growth: 1.3, ms50k: 100 };
/**
 * What is timed, in order: groups of scenes. `runs` and `warmup` per build: the baseline's 50,000-wall phase is the
 * slowest, so it gets fewer (the whole of `npm run bench` stays within a few minutes on 2 cores). Each scene is built
 * (untimed) in both builds before its group's samples and dropped after them. The scenes of a group are timed in turns
 * too (1,000 walls, then 20,000, round after round), so a change in the machine's load falls on both sides of the growth.
 */
const PLAN = [
  // A demo sample is the mean of 5 phases in a row: the phase is a few milliseconds and Chromium's clock ticks 0.1 ms.
  {
    scenes: [{ key: "demo", label: "demo phase" }],
    runs: { baseline: 200, current: 200 },
    warmup: { baseline: 30, current: 30 },
    repeat: 5,
  },
  {
    scenes: [
      { key: "density-1k", label: "density, 1,000 walls", spec: DENSITY_1K },
      { key: "density-20k", label: "density, 20,000 walls", spec: DENSITY_20K },
    ],
    runs: { baseline: 60, current: 60 },
    warmup: { baseline: 3, current: 3 },
  },
  {
    scenes: [{ key: "density-50k", label: "50,000 walls, 60 enemies", spec: { walls: 50_000, enemies: 60, crew: 6 } }],
    runs: { baseline: 10, current: 30 },
    warmup: { baseline: 1, current: 2 },
  },
].map((group) =>
  QUICK ? { ...group, runs: { baseline: 3, current: 3 }, warmup: { baseline: 1, current: 1 } } : group,
);
/** The seeded phases whose suggestions both builds must agree on. */
const SAME = [
  ...["bench", "seed-1", "seed-2", "seed-3", "seed-4", "seed-5", "seed-6", "seed-7"].map((seed) => ({
    key: "demo",
    seed,
  })),
  ...["bench", "seed-1"].map((seed) => ({ key: "density-1k", spec: DENSITY_1K, seed })),
];

const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

// 1. The baseline's rules, from git (read only: no checkout, the work tree is left alone).
const commit = execFileSync("git", ["rev-parse", "--verify", `${BASELINE}^{commit}`], { encoding: "utf8" }).trim();
rmSync(baselineRoot, { recursive: true, force: true });
mkdirSync(baselineRoot, { recursive: true });
execFileSync("tar", ["-x", "-C", baselineRoot], {
  input: execFileSync("git", ["archive", commit, "src/rules", "tsconfig.base.json"], { maxBuffer: 1 << 28 }),
});
const baselineRules = join(baselineRoot, "src/rules");

// 2. Two bundles of one entry, differing only in which src/rules they hold.
/** Sends the bench's imports of the rules' public index to `rules`/index.ts; refuses any deeper import of src/rules. */
function rulesFrom(rules) {
  const index = join(rulesDir, "index.ts");
  return {
    name: "fpb-bench-rules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(rules + sep)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const id = resolved.id.split("?")[0];
      if (id === index) return join(rules, "index.ts");
      if (id.startsWith(rulesDir + sep)) {
        throw new Error(
          `${importer} imports ${source}: the shipped bench may import only the rules' public index (src/rules/index.ts), which both builds have`,
        );
      }
      return resolved;
    },
  };
}

rmSync(outDir, { recursive: true, force: true });
const bundles = { baseline: join(outDir, "baseline.mjs"), current: join(outDir, "current.mjs") };
for (const [name, rules] of [
  ["baseline", baselineRules],
  ["current", rulesDir],
]) {
  await bundleAsShipped({
    entry: "bench/shipped/ai-phase.ts",
    outDir,
    fileName: `${name}.mjs`,
    plugins: [rulesFrom(rules)],
  });
}

// 3. Run inside the engine (Node, or the Chromium page through page.evaluate): both builds are globalThis.fpbBuilds.
// Each function is self-contained, as page.evaluate sends its source text.
async function prepareBoth({ key, spec }) {
  const builds = globalThis.fpbBuilds;
  return {
    baseline: builds.baseline.prepare(key, spec ?? undefined),
    current: builds.current.prepare(key, spec ?? undefined),
  };
}
async function releaseBoth(key) {
  for (const build of Object.values(globalThis.fpbBuilds)) build.release(key);
}
async function alternate({ keys, runs, warmup, repeat }) {
  const builds = globalThis.fpbBuilds,
    names = ["baseline", "current"];
  for (let k = 0; k < Math.max(warmup.baseline, warmup.current); k++) {
    for (const key of keys) for (const name of names) if (k < warmup[name]) await builds[name].timePhase(key);
  }
  const times = { baseline: {}, current: {} };
  for (const name of names) for (const key of keys) times[name][key] = [];
  for (let k = 0; k < Math.max(runs.baseline, runs.current); k++) {
    for (const key of keys)
      for (const name of names)
        if (k < runs[name]) times[name][key].push(await builds[name].timePhase(key, undefined, repeat));
  }
  return times;
}
async function suggestionsOfBoth({ key, spec, seed }) {
  const builds = globalThis.fpbBuilds;
  builds.baseline.prepare(key, spec ?? undefined);
  builds.current.prepare(key, spec ?? undefined);
  return {
    baseline: await builds.baseline.suggestionsOf(key, seed),
    current: await builds.current.suggestionsOf(key, seed),
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b),
    m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: median(sorted),
    p25: quantile(sorted, 0.25),
    p75: quantile(sorted, 0.75),
    min: sorted[0],
    samples: sorted.length,
  };
}
const ms = (x) => (x >= 100 ? `${x.toFixed(0)} ms` : x >= 10 ? `${x.toFixed(1)} ms` : `${x.toFixed(2)} ms`);
const times = (x) => `${x.toFixed(2)}x`;

/** Runs the plan in one engine; `run(fn, arg)` calls an in-engine function there. */
async function measure(engine, run) {
  console.log(`\n${engine} (load average ${load()}, ${seconds()} in)`);
  const rows = [];
  const sampled = { baseline: {}, current: {} };
  for (const group of PLAN) {
    const infos = [];
    for (const { key, spec } of group.scenes) infos.push(await run(prepareBoth, { key, spec: spec ?? null }));
    const t = await run(alternate, {
      keys: group.scenes.map((scene) => scene.key),
      runs: group.runs,
      warmup: group.warmup,
      repeat: group.repeat ?? 1,
    });
    for (const { key } of group.scenes) await run(releaseBoth, key);
    group.scenes.forEach(({ key, label }, k) => {
      const info = infos[k],
        tb = t.baseline[key],
        tc = t.current[key];
      sampled.baseline[key] = tb;
      sampled.current[key] = tc;
      const b = summary(tb),
        c = summary(tc);
      // Pairs in the order they ran: the median of their ratios is steadier than the ratio of medians under load.
      const pairs = tc.slice(0, tb.length).map((x, i) => tb[i] / x);
      const row = {
        key,
        label,
        scene: info.current,
        baseline: b,
        current: c,
        ratio: b.median / c.median,
        pairedRatio: median(pairs),
      };
      rows.push(row);
      const { walls, enemies, crew, tableInches } = info.current;
      console.log(
        `  ${label.padEnd(26)} ${`${walls.toLocaleString("en")} walls, ${enemies} enemies, ${crew} crew, ${tableInches.toFixed(0)}" table`.padEnd(44)}` +
          ` baseline ${ms(b.median).padStart(9)} (min ${ms(b.min)}, ${b.samples})  current ${ms(c.median).padStart(9)} (min ${ms(c.min)}, ${c.samples})` +
          `  baseline/current ${times(row.ratio)} (paired ${times(row.pairedRatio)})`,
      );
    });
  }
  const at = (key) => rows.find((r) => r.key === key);
  const growth = (name) => at("density-20k")[name].median / at("density-1k")[name].median;
  // Each round's 20,000-wall phase over the 1,000-wall phase just before it.
  const pairedGrowth = (name) => median(sampled[name]["density-20k"].map((x, i) => x / sampled[name]["density-1k"][i]));
  const mark = (ok) => (ok ? "met" : "not met");
  console.log(
    `  growth, 20,000 walls / 1,000 walls (constant density):  baseline ${times(growth("baseline"))} (paired ${times(pairedGrowth("baseline"))})` +
      `  current ${times(growth("current"))} (paired ${times(pairedGrowth("current"))})`,
  );
  console.log(
    `  issue #18's targets: demo baseline/current >= ${TARGET.demoRatio}x: ${times(at("demo").ratio)} ${mark(at("demo").ratio >= TARGET.demoRatio)};` +
      ` growth <= ${TARGET.growth}x: ${times(growth("current"))} ${mark(growth("current") <= TARGET.growth)};` +
      ` 50,000 walls and 60 enemies < ${TARGET.ms50k} ms: ${ms(at("density-50k").current.median)} ${mark(at("density-50k").current.median < TARGET.ms50k)}`,
  );
  return {
    engine,
    loadAfter: load(),
    rows,
    growth: {
      baseline: growth("baseline"),
      current: growth("current"),
      pairedBaseline: pairedGrowth("baseline"),
      pairedCurrent: pairedGrowth("current"),
    },
  };
}

/** How one enemy's suggestion differs between the builds, field by field ("" when it does not). */
function enemyDifference(a, b) {
  const show = (v) =>
    typeof v === "number"
      ? String(Number(v.toPrecision(6)))
      : v && typeof v === "object" && "x" in v
        ? `(${show(v.x)}, ${show(v.y)})`
        : JSON.stringify(v);
  const fields = [];
  for (const key of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
    const x = a?.[key],
      y = b?.[key];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    if (key === "path") fields.push(`path of ${x?.length ?? 0} -> ${y?.length ?? 0} points`);
    else if (typeof x === "number" && typeof y === "number" && Math.abs(x - y) < 1e-6)
      fields.push(`${key} ${x} -> ${y} (${(y - x).toExponential(1)})`);
    else fields.push(`${key} ${show(x)} -> ${show(y)}`);
  }
  return fields.join("; ");
}

console.log(
  `\nEnemy Actions phase as shipped, side by side: baseline ${BASELINE} (${commit.slice(0, 10)}) against the current tree,` +
    ` one entry bundled twice by Vite, both builds timed alternately in one process${QUICK ? " (BENCH_QUICK: a few samples, not figures)" : ""}`,
);
console.log(
  `machine: ${cpus().length} cores, shared; load average ${load()} (1, 5, 15 min): timings on this machine are noisy, read ratios and minima with the load`,
);
console.log(
  `bundles: baseline ${(statSync(bundles.baseline).size / 1024).toFixed(0)} KiB, current ${(statSync(bundles.current).size / 1024).toFixed(0)} KiB`,
);

const results = { baseline: BASELINE, commit, loadBefore: load(), engines: [], same: null };

// Node: both bundles in this process.
globalThis.fpbBuilds = {
  baseline: await import(pathToFileURL(bundles.baseline).href),
  current: await import(pathToFileURL(bundles.current).href),
};

// 4. The same suggestions? (Node; the engines run the same code.)
const differing = new Map(); // "scene enemy: fields" -> the seeds it happens on
for (const phase of SAME) {
  const { baseline, current } = await suggestionsOfBoth(phase);
  for (let k = 0; k < Math.max(baseline.length, current.length); k++) {
    const fields = enemyDifference(baseline[k], current[k]);
    if (!fields) continue;
    const line = `${phase.key} ${baseline[k]?.figure ?? current[k]?.figure}: ${fields}`;
    differing.set(line, [...(differing.get(line) ?? []), phase.seed]);
  }
}
for (const { key } of SAME) await releaseBoth(key);
const mismatches = [...differing].map(([line, seeds]) => `${line} (seeds ${seeds.join(", ")})`);
results.same = { phases: SAME.map(({ key, seed }) => `${key}/${seed}`), differences: mismatches };
console.log(
  `suggestions on ${SAME.length} seeded phases (${[...new Set(SAME.map((p) => p.key))].join(", ")}), every enemy's action, end point, path, facing, cost and attack: ` +
    (mismatches.length === 0 ? "identical" : `differences (baseline -> current), each to be explained as a fix:`),
);
for (const line of mismatches.slice(0, 40)) console.log(`  ${line}`);
if (mismatches.length > 40) console.log(`  ... and ${mismatches.length - 40} more (build/bench-shipped.json)`);

// The constant-density scene keeps the middle of the table wall for wall: each build should tell every enemy the same
// on 1,000 and on 20,000 walls (positions taken from the table's middle), so the growth is only the far walls' cost.
async function middleSuggestions(build, spec, seed) {
  const key = `same-${spec.walls}`,
    { tableInches } = build.prepare(key, spec),
    m = tableInches / 2;
  const shift = (p) => ({ x: p.x - m, y: p.y - m });
  const list = (await build.suggestionsOf(key, seed)).map((e) => ({
    ...e,
    end: shift(e.end),
    path: e.path.map(shift),
  }));
  build.release(key);
  return list;
}
results.sameSurroundings = {};
for (const name of ["baseline", "current"]) {
  const build = globalThis.fpbBuilds[name];
  const small = await middleSuggestions(build, DENSITY_1K, "bench"),
    big = await middleSuggestions(build, DENSITY_20K, "bench");
  const differ = small.filter((e, k) => enemyDifference(e, big[k]) !== "").map((e) => e.figure);
  results.sameSurroundings[name] = differ;
  console.log(
    `${name}: the same suggestion for every enemy on 1,000 and 20,000 walls (from the table's middle)? ${differ.length === 0 ? "yes" : `no, ${differ.join(", ")} differ`}`,
  );
}

if (SAME_ONLY) process.exit(mismatches.length === 0 ? 0 : 1);

results.engines.push(await measure(`Node ${process.version}`, (fn, arg) => fn(arg)));

if (existsSync(CHROMIUM)) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    await page.evaluate(
      async ([baseline, current]) => {
        const load = (code) => import(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
        globalThis.fpbBuilds = { baseline: await load(baseline), current: await load(current) };
      },
      [readFileSync(bundles.baseline, "utf8"), readFileSync(bundles.current, "utf8")],
    );
    results.engines.push(await measure(`Chromium ${browser.version()}`, (fn, arg) => page.evaluate(fn, arg)));
  } finally {
    await browser.close();
  }
} else {
  console.log(`\n(${CHROMIUM} not found: the Chromium figures are skipped)`);
}

results.loadAfter = load();
console.log(`\nload average at the end ${results.loadAfter}; ${seconds()} in all`);
writeFileSync(resolve("build/bench-shipped.json"), `${JSON.stringify(results, null, 2)}\n`);
