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
          exclude: ["test/e2e/**", "**/node_modules/**"],
          environment: "node",
          testTimeout: 20_000,
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
