import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    benchmark: { include: ["bench/**/*.bench.ts"] },
    environment: "node",
    testTimeout: 20_000,
    // The JSON report lets CI print one plain "N passed, N failed" line.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
