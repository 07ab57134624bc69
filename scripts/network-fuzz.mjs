#!/usr/bin/env node
// `node scripts/network-fuzz.mjs --schedules N [--seed 35] [--workers W] [--batch 200] [--minutes M] [--out DIR]
// [--resume]`: plays N seeded network schedules of each ruleset's table on the Foundry double
// (test/foundry/network/schedules-five-parsecs.test.ts and schedules-bracket-busters.test.ts: a whole round each, with
// lag, reorderings, reloads and GM hand-overs) and prints what they came to: states converged, no request applied
// twice, whole rounds played, requests, refusals, "ask again" notices, lost messages, errors, and the failing
// schedules (the run counts a failure and plays on). The schedules are cut into batches of `--batch`, each played by
// one vitest process with its own seed (seed, seed + 1, ...), `--workers` of them at once: a batch's figures are
// written as each table ends (build/network-fuzz/, or `--out`); with `--minutes` no batch starts after that time, and
// the figures count the batches played. CI plays 150 of each; the figures of a large run go into docs/reliability.md.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} needs a whole number of at least 1 (got ${process.argv[i + 1]})`);
  return value;
}

const schedules = option("schedules", 1000);
const seed = option("seed", 35);
const workers = option("workers", 1);
const batch = Math.min(option("batch", 200), schedules);
// No batch starts after this many minutes: a long run stops at a batch's end with every figure written.
const minutes = option("minutes", 100_000);
// `--out DIR` keeps a run's figures elsewhere; `--resume` plays on from them: a batch whose figures are there already
// is not played again (a run of many hours survives a stop).
const outIndex = process.argv.indexOf("--out");
const dir = outIndex < 0 ? "build/network-fuzz" : process.argv[outIndex + 1];
const resume = process.argv.includes("--resume");
if (!resume) rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
// Each table's file writes its figures at its end, to `seed-<seed>.<ruleset>.json`.
const RULESETS = ["fiveParsecs", "bracketBusters"];
const reportOf = (batchSeed) => join(dir, `seed-${batchSeed}`);
/** A batch both of whose tables were played to the end (a batch stopped midway is played again). */
const complete = (batchSeed) => RULESETS.every((ruleset) => existsSync(`${reportOf(batchSeed)}.${ruleset}.json`));
let playedNow = 0;

const batches = Array.from({ length: Math.ceil(schedules / batch) }, (_, i) => ({
  seed: seed + i,
  runs: Math.min(batch, schedules - i * batch),
})).filter((b) => !(resume && complete(b.seed)));
const loads = [];
const sampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
const started = Date.now();
let failed = 0;

function playBatch({ seed: batchSeed, runs }) {
  return new Promise((resolve) => {
    const child = spawn(
      "npx",
      [
        "vitest",
        "run",
        "--project",
        "foundry",
        "--reporter",
        "dot",
        // One table after the other: `--workers` sets how many cores a run takes.
        "--maxWorkers",
        "1",
        "test/foundry/network/schedules-five-parsecs.test.ts",
        "test/foundry/network/schedules-bracket-busters.test.ts",
      ],
      {
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          FPB_NETWORK_RUNS: String(runs),
          FPB_NETWORK_SEED: String(batchSeed),
          FPB_NETWORK_REPORT: reportOf(batchSeed),
          FPB_NETWORK_KEEP_GOING: "1",
        },
      },
    );
    child.on("exit", (code) => {
      if (code !== 0) failed += 1;
      if (complete(batchSeed)) playedNow += 2 * runs;
      const done = batches.filter((b) => complete(b.seed)).length;
      console.log(`batch seed ${batchSeed}: ${runs} of each, exit ${code} (${done}/${batches.length} batches)`);
      resolve();
    });
  });
}

const queue = [...batches];
await Promise.all(
  Array.from({ length: workers }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (Date.now() - started > minutes * 60_000) return;
      await playBatch(next);
    }
  }),
);
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;

const totals = {};
for (const file of readdirSync(dir)) {
  const figures = JSON.parse(readFileSync(join(dir, file), "utf8"));
  for (const [ruleset, f] of Object.entries(figures)) {
    totals[ruleset] ??= { failures: [], batches: 0 };
    const total = totals[ruleset];
    total.batches += 1;
    for (const [key, value] of Object.entries(f))
      if (key === "failures") total.failures.push(...value);
      else total[key] = (total[key] ?? 0) + value;
  }
}
const row = (label, value) => console.log(`  ${label.padEnd(40)} ${value}`);
for (const [ruleset, f] of Object.entries(totals)) {
  console.log(`\n${ruleset}, ${f.batches} batches from seed ${seed}`);
  row("schedules", f.schedules);
  row("every client showed the server's state", f.converged);
  row("no request applied twice", f.appliedOnce);
  row("a whole round played, into round 2", f.wholeRounds);
  row("requests asked", f.asked);
  row("refusals shown", f.refusals);
  row('"ask again" notices (a GM left)', f.askAgain);
  row('"no GM is connected" notices', f.noGM);
  row("messages lost with a closed connection", f.lost);
  row("errors", f.errors);
  for (const failure of f.failures.slice(0, 5)) console.log(`  failing: ${JSON.stringify(failure)}`);
}
const played = Object.values(totals).reduce((n, f) => n + f.schedules, 0);
const load = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : loadavg()[0];
console.log(
  `\n${played} schedules in all; this run: ${seconds.toFixed(0)} s, ${workers} worker(s), ${playedNow} schedules, ` +
    `${((playedNow / seconds) * 3600).toFixed(0)} an hour;` +
    ` load average ${load.toFixed(1)} on ${cpus().length} cores`,
);
process.exit(failed === 0 ? 0 : 1);
