#!/usr/bin/env node
// Prints each benchmark's median and its ratio to the group's baseline (the bench named "baseline: ..."), from
// Vitest's JSON output. Used by `npm run bench`; the figures go into docs/performance.md.
// Groups that time a whole and its parts instead (benches named "whole: ..." and "part: ...") get each part's share
// of the whole, and what the parts leave (scoring and the rest); a name with "(N enemies)" also gets a per-enemy figure.
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? "build/bench.json";
const report = JSON.parse(readFileSync(file, "utf8"));

const micro = (ms) => `${(ms * 1000).toFixed(2)} µs`;
const percent = (part, whole) => `${((100 * part) / whole).toFixed(0)}%`;

for (const { groups } of report.files) {
  for (const group of groups) {
    const baseline = group.benchmarks.find((bench) => bench.name.startsWith("baseline:"));
    const whole = group.benchmarks.find((bench) => bench.name.startsWith("whole:"));
    console.log(`\n${group.fullName}`);
    for (const bench of group.benchmarks) {
      const ratio = baseline ? ` ${(bench.median / baseline.median).toFixed(2)}x baseline` : "";
      const share =
        whole && bench.name.startsWith("part:") ? ` ${percent(bench.median, whole.median)} of the whole` : "";
      const enemies = /\((\d+) enemies\)/.exec(bench.name);
      const each = enemies ? ` (${micro(bench.median / Number(enemies[1]))} per enemy)` : "";
      console.log(
        `  ${bench.name.padEnd(64)} median ${micro(bench.median).padStart(12)}${ratio}${share}${each}  (${bench.sampleCount} samples)`,
      );
    }
    if (whole) {
      const parts = group.benchmarks
        .filter((bench) => bench.name.startsWith("part:"))
        .reduce((sum, bench) => sum + bench.median, 0);
      console.log(
        `  ${"rest: scoring, decisions, paths drawn (whole - parts)".padEnd(64)} median ${micro(whole.median - parts).padStart(12)} ${percent(whole.median - parts, whole.median)} of the whole`,
      );
    }
  }
}
