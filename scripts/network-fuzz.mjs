#!/usr/bin/env node
// `node scripts/network-fuzz.mjs --schedules 100000 [--seed 35]`: plays that many seeded network schedules of each
// ruleset's table on the Foundry double (test/foundry/network/schedules.test.ts: lag, reorderings, reloads, GM
// hand-overs) and prints what they came to: states converged, no request applied twice, requests, refusals, "ask
// again" notices, lost messages, errors. CI plays a dozen of each; the figures of a large run go into
// docs/reliability.md. A schedule takes about a third of a second, on one core.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

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
const report = "build/network-fuzz.json";
mkdirSync("build", { recursive: true });

const started = Date.now();
const run = spawnSync("npx", ["vitest", "run", "--project", "foundry", "test/foundry/network/schedules.test.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    FPB_NETWORK_RUNS: String(schedules),
    FPB_NETWORK_SEED: String(seed),
    FPB_NETWORK_REPORT: report,
  },
});
const seconds = (Date.now() - started) / 1000;

const figures = JSON.parse(readFileSync(report, "utf8"));
const row = (label, value) => console.log(`  ${label.padEnd(36)} ${value}`);
for (const [ruleset, f] of Object.entries(figures)) {
  console.log(`\n${ruleset}, seed ${seed}`);
  row("schedules", f.schedules);
  row("every client showed the server's state", f.converged);
  row("no request applied twice", f.appliedOnce);
  row("requests asked", f.asked);
  row("refusals shown", f.refusals);
  row('"ask again" notices (a GM left)', f.askAgain);
  row('"no GM is connected" notices', f.noGM);
  row("messages lost with a closed connection", f.lost);
  row("errors", f.errors);
}
console.log(`\n${seconds.toFixed(1)} s`);
process.exit(run.status ?? 1);
