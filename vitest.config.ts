import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    benchmark: { include: ["bench/**/*.bench.ts"] },
    // The JSON report (both projects) lets CI print one plain "N passed, N failed" line.
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
          testTimeout: 20_000,
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
          setupFiles: ["test/double/install.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          // The sandbox in headless Chromium: one file at a time, each starting its own Vite server and browser.
          include: ["test/e2e/**/*.e2e.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
