#!/usr/bin/env node
// Prints each benchmark's median with its goal, its baseline where one exists, the load average when it finished and
// "met" or "not met", from Vitest's JSON output and the load record of scripts/bench-load-reporter.mjs. Used by
// `npm run bench`; the figures go into docs/performance.md. Benchmarks never fail on time: the verdicts are printed.
// A group's baseline is its bench named "baseline: ..."; groups that time a whole and its parts instead (benches
// named "whole: ..." and "part: ...") get each part's share of the whole and what the parts leave (scoring and the
// rest); a name with "(N enemies)" also gets a per-enemy figure.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const file = process.argv[2] ?? "build/bench.json";
const report = JSON.parse(readFileSync(file, "utf8"));
const loadFile = join(dirname(file), "bench-load.json");
/** @type {Record<string, { one: number, five: number, fifteen: number } | null>} */
const loads = existsSync(loadFile) ? JSON.parse(readFileSync(loadFile, "utf8")) : {};

const micro = (ms) => `${(ms * 1000).toFixed(2)} µs`;
const milli = (ms) => (ms >= 1 ? `${ms.toFixed(2)} ms` : micro(ms));
/** A figure against its baseline: "1.31x" when slower, "31.2x faster" when faster (a ratio of 0.03x reads poorly). */
const times = (bench, baseline) =>
  bench.median >= baseline.median
    ? `${(bench.median / baseline.median).toFixed(2)}x`
    : `${(baseline.median / bench.median).toFixed(1)}x faster`;
const percent = (part, whole) => `${((100 * part) / whole).toFixed(0)}%`;

/**
 * @typedef {{ median: number, name: string }} Bench
 * @typedef {{ text: string, met: (bench: Bench, baseline: Bench | undefined) => boolean | null }} Goal
 */

/** @param {number} ms @returns {Goal} */
const under = (ms) => ({ text: `under ${milli(ms)}`, met: (bench) => bench.median < ms });
/** @param {number} ms @returns {Goal} */
const atMost = (ms) => ({ text: `at most ${milli(ms)}`, met: (bench) => bench.median <= ms });
/** @param {number} times @returns {Goal} */
const fasterThanBaseline = (times) => ({
  text: `at least ${times}x faster than the baseline`,
  met: (bench, baseline) => (baseline ? baseline.median / bench.median >= times : null),
});
/** @param {number} times @returns {Goal} */
const growthAtMost = (times) => ({
  text: `at most ${times}x the baseline (growth)`,
  met: (bench, baseline) => (baseline ? bench.median / baseline.median <= times : null),
});

/**
 * The goals, by group (its full name, file included) and bench name: the issues' targets (#18, #37) as
 * docs/performance.md states them. A figure no goal names is printed with "goal: none".
 * @type {{ group: RegExp, bench: RegExp, goal: Goal }[]}
 */
const GOALS = [
  { group: /Line of Sight \+ Cover, .* 1,000 wall segments$/, bench: /^flatbush index$/, goal: fasterThanBaseline(5) },
  {
    group: /Line of Sight \+ Cover, .* 10,000 wall segments$/,
    bench: /^flatbush index$/,
    goal: fasterThanBaseline(20),
  },
  { group: /Movement on the demo battlefield/, bench: /^reachOf \(move and Dash\) \+ pathTo/, goal: under(2) },
  { group: /constant density with terrain features/, bench: /^20,000 walls/, goal: growthAtMost(1.3) },
  { group: /A snapshot that follows the table/, bench: /^a token moved, then the next query/, goal: atMost(1) },
  {
    group: /A snapshot that follows the table/,
    bench: /^a door opened or closed, then the next query/,
    goal: atMost(1),
  },
  // Issue 37, what a person at the table waits for.
  { group: /The hover overlay for one target/, bench: /./, goal: under(2) },
  { group: /Battle panels for 40 combatants/, bench: /./, goal: under(16) },
  { group: /Enemy Actions phase as the GM sees it/, bench: /^each turn's suggestion/, goal: under(50) },
  {
    group: /Bracket Busters movement reach and Group Activation/,
    bench: /^(movement reach|Group Activation)/,
    goal: under(5),
  },
];

/** @param {string} group @param {string} bench @returns {Goal | null} */
const goalOf = (group, bench) =>
  GOALS.find((entry) => entry.group.test(group) && entry.bench.test(bench))?.goal ?? null;

/** @param {string} key */
function loadOf(key) {
  const load = loads[key];
  return load ? `load ${load.one.toFixed(2)} ${load.five.toFixed(2)} ${load.fifteen.toFixed(2)}` : "load unrecorded";
}

const verdicts = { met: 0, notMet: 0 };

for (const { groups } of report.files) {
  for (const group of groups) {
    const baseline = group.benchmarks.find((bench) => bench.name.startsWith("baseline:"));
    const whole = group.benchmarks.find((bench) => bench.name.startsWith("whole:"));
    console.log(`\n${group.fullName}`);
    for (const bench of group.benchmarks) {
      const ratio =
        baseline && bench !== baseline ? `, baseline ${micro(baseline.median)} (${times(bench, baseline)})` : "";
      const share =
        whole && bench.name.startsWith("part:") ? `, ${percent(bench.median, whole.median)} of the whole` : "";
      const enemies = /\((\d+) enemies\)/.exec(bench.name);
      const each = enemies ? ` (${micro(bench.median / Number(enemies[1]))} per enemy)` : "";
      const goal = goalOf(group.fullName, bench.name);
      const met = goal?.met(bench, baseline) ?? null;
      if (met === true) verdicts.met += 1;
      if (met === false) verdicts.notMet += 1;
      const verdict = !goal
        ? "goal: none"
        : `goal: ${goal.text}: ${met === null ? "no baseline" : met ? "met" : "not met"}`;
      console.log(
        `  ${bench.name.padEnd(64)} median ${micro(bench.median).padStart(12)}${each}${ratio}${share}  (${bench.sampleCount} samples, ${loadOf(`${group.fullName} > ${bench.name}`)})  ${verdict}`,
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

console.log(
  `\nGoals: ${verdicts.met} met, ${verdicts.notMet} not met (read each with its load average; a busy machine slows all)`,
);
