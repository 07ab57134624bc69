#!/usr/bin/env node
// Prints each benchmark's median and its ratio to the group's baseline (the bench named "baseline: ..."),
// from Vitest's JSON output. Used by `npm run bench`; the figures go into docs/performance.md.
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? "build/bench.json";
const report = JSON.parse(readFileSync(file, "utf8"));

const micro = (ms) => `${(ms * 1000).toFixed(2)} µs`;

for (const { groups } of report.files) {
  for (const group of groups) {
    const baseline = group.benchmarks.find((bench) => bench.name.startsWith("baseline:"));
    console.log(`\n${group.fullName}`);
    for (const bench of group.benchmarks) {
      const ratio = baseline ? ` ${(bench.median / baseline.median).toFixed(2)}x baseline` : "";
      console.log(`  ${bench.name.padEnd(48)} median ${micro(bench.median).padStart(12)}${ratio}  (${bench.sampleCount} samples)`);
    }
  }
}
