import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    benchmark: { include: ["bench/**/*.bench.ts"] },
    // Vitest's default for a run is one worker fewer than the cores: on CI's 2-core machine, one worker, and the whole
    // suite ran on one core. Every core runs test files, plus one: a browser file spends half its time waiting on
    // Chromium's timers and paints, and the extra worker fills that wait with another file (the main process mostly
    // waits too). With every core busy a whole-battle test takes up to twice its quiet time, which the timeouts allow.
    maxWorkers: availableParallelism() + 1,
    // The JSON report (every project) lets CI print one plain "N passed, N failed" line.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/e2e/**", "test/foundry/**", "**/node_modules/**"],
          environment: "node",
          // Pure code with no globals: a worker keeps the modules it has loaded from one file to the next instead of
          // loading the rules again for each of 160 files (the project ran in half the time, 127 s to 59 s).
          isolate: false,
          testTimeout: 40_000,
        },
      },
      {
        extends: true,
        test: {
          // The Foundry adapter on the strict Foundry double (test/double): its globals are installed before any
          // adapter module loads, and the DOM (dialogs, tracker, chat) is happy-dom's.
          name: "foundry",
          include: ["test/foundry/**/*.test.ts"],
          environment: "happy-dom",
          // One process and one happy-dom page per worker, each file started afresh by fresh-file.ts: a process and a
          // page per file took more than half of each project's time (322 s of worker time of 620 for v13).
          isolate: false,
          setupFiles: ["test/double/fresh-file.ts", "test/double/install.ts"],
          // Foundry v13 (core 13.350) unless a world asks for v14.
          env: { FPB_FOUNDRY_GENERATION: "13" },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The same adapter tests on the double playing Foundry v14 (issue 39; test/double/generation.ts): every one
          // must pass on both generations.
          name: "foundry-v14",
          include: ["test/foundry/**/*.test.ts"],
          // Whole battles and network schedules play the same module code on either generation; what v14 changes is
          // checked by every other file. These two cost a minute of CI each, so they run once, on v13.
          exclude: ["test/foundry/ai/autopilot-solo-battle.test.ts", "test/foundry/network/schedules-*.test.ts"],
          environment: "happy-dom",
          // One process and one happy-dom page per worker, each file started afresh by fresh-file.ts: a process and a
          // page per file took more than half of each project's time (322 s of worker time of 620 for v13).
          isolate: false,
          setupFiles: ["test/double/fresh-file.ts", "test/double/install.ts"],
          env: { FPB_FOUNDRY_GENERATION: "14" },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // The sandbox in headless Chromium: built and served once for every file (global-setup.ts), each file with
          // its own browser. The files share the workers with the other projects: run one at a time at the end, they
          // left a core idle for two and a half minutes of CI while each mostly waited on its browser.
          include: ["test/e2e/**/*.e2e.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
