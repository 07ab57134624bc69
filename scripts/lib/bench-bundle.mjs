// A bench entry bundled as the module ships (used by scripts/bench-shipped.mjs and scripts/bench-views.mjs), so what
// the benches time in Node and Chromium is built the way vite.config.ts builds main.js.
import { resolve } from "node:path";
import { build } from "vite";

/** Bundles `entry` into `outDir/fileName`: minified, class and function names kept, one ES module. */
export async function bundleAsShipped({ entry, outDir, fileName, plugins = [] }) {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    plugins,
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      rolldownOptions: { output: { keepNames: true, minify: true } },
      lib: { entry: resolve(entry), formats: ["es"], fileName: () => fileName },
    },
  });
}
