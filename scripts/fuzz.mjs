#!/usr/bin/env node
// `npm run fuzz -- --battles 10000 [--seed 14]`: plays that many seeded whole battles through `advance` (the property
// test test/rules/five-parsecs/round/whole-battles.properties.test.ts, which CI runs with a few hundred) and prints its counts:
// battles, inputs, refusals by code, throws, deadlocks, NaN seen. The figures go into docs/reliability.md.
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

const battles = option("battles", 1000);
const seed = option("seed", 14);
mkdirSync("build", { recursive: true });
const report = "build/fuzz-report.json";
const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--project",
    "unit",
    "--reporter",
    "dot",
    "test/rules/five-parsecs/round/whole-battles.properties.test.ts",
  ],
  {
    stdio: "inherit",
    env: { ...process.env, FUZZ_BATTLES: String(battles), FUZZ_SEED: String(seed), FUZZ_REPORT: report },
  },
);

const totals = JSON.parse(readFileSync(report, "utf8"));
const row = (label, value) => console.log(`  ${label.padEnd(36)} ${value}`);
console.log(`\nWhole-battle fuzz, seed ${totals.seed}: ${totals.seconds.toFixed(1)} s`);
row("battles", totals.battles);
row("inputs", totals.inputs);
row("accepted", totals.accepted);
row("refused", totals.inputs - totals.accepted);
for (const [code, n] of Object.entries(totals.refusals).sort((a, b) => b[1] - a[1])) row(`  refused: ${code}`, n);
for (const key of ["throws", "deadlocks", "unbounded", "nanSeen", "refusedChanged", "roundTripDiffers", "invariants"])
  row(key, totals[key]);
for (const [reason, n] of Object.entries(totals.endings).sort((a, b) => b[1] - a[1])) row(`ended: ${reason}`, n);
row("longest battle (rounds)", totals.longestBattleRounds);
for (const example of totals.examples) console.log(`  ! ${example}`);
process.exit(run.status ?? 1);
