// A Vitest reporter for `npm run bench`: the machine's load average as each benchmark finishes, written next to
// Vitest's own JSON (build/bench-load.json), so scripts/bench-report.mjs can print it beside each figure. On a shared
// machine a median moves with the load; a figure read without its load cannot be compared with another.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const OUT = resolve(process.env.BENCH_LOAD_JSON ?? "build/bench-load.json");

/** The 1, 5 and 15 minute load averages (Linux), or null where /proc/loadavg does not exist. */
function loadAverage() {
  try {
    const [one, five, fifteen] = readFileSync("/proc/loadavg", "utf8").split(" ").map(Number);
    return { one, five, fifteen };
  } catch {
    return null;
  }
}

export default class BenchLoadReporter {
  /** @type {Record<string, { one: number, five: number, fifteen: number } | null>} */
  loads = {};

  /** @param {{ fullName: string, module: { relativeModuleId: string } }} testCase */
  onTestCaseResult(testCase) {
    this.loads[`${testCase.module.relativeModuleId} > ${testCase.fullName}`] = loadAverage();
  }

  onTestRunEnd() {
    mkdirSync(dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify(this.loads, null, 2)}\n`);
  }
}
