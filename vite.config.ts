import { cpSync, existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

const MODULE_ID = "five-parsecs-battle";
const FOUNDRY_URL = "http://localhost:30000";
const STATIC_ENTRIES = ["module.json", "templates", "lang", "styles"];

/** Copies what Foundry loads as-is next to the bundle, so dist/ is the installable module. */
function copyStaticFiles(outDir: string): Plugin {
  return {
    name: "fpb-copy-static",
    apply: "build",
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      for (const entry of STATIC_ENTRIES) {
        if (existsSync(entry)) cpSync(entry, resolve(outDir, entry), { recursive: true });
      }
    },
  };
}

/**
 * In development Foundry asks for the built entry (module.json's `esmodules`: main.js); answer with the TypeScript
 * source, which Vite compiles on the fly with hot reload.
 */
function serveSourceEntry(): Plugin {
  const builtEntry = `/modules/${MODULE_ID}/main.js`;
  return {
    name: "fpb-serve-source-entry",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.split("?")[0] === builtEntry) request.url = `/modules/${MODULE_ID}/src/main.ts`;
        next();
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const outDir = resolve(import.meta.dirname, "dist");

  // `vite build --mode rules`: the pure rules layer as a standalone ES module for scripts and other tools.
  if (mode === "rules") {
    return {
      build: {
        outDir,
        emptyOutDir: false,
        sourcemap: true,
        minify: false,
        lib: {
          entry: resolve(import.meta.dirname, "src/rules/index.ts"),
          formats: ["es"],
          fileName: () => "rules.mjs",
        },
      },
    };
  }

  return {
    // In development Foundry serves everything except this module, which Vite serves with hot reload.
    base: `/modules/${MODULE_ID}/`,
    publicDir: false,
    server: {
      port: 30001,
      open: false,
      proxy: {
        [`^(?!/modules/${MODULE_ID}/)`]: FOUNDRY_URL,
        "/socket.io": { target: FOUNDRY_URL.replace("http", "ws"), ws: true },
      },
    },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: true,
      // Minified for the players' download; the source map keeps stack traces readable. Foundry ids a registered
      // sheet by its class name (`<module>.<ClassName>`), so names must survive minification.
      minify: true,
      rolldownOptions: {
        // main.js may export more than src/main.ts does: what a lazy chunk shares with it stays in main.js and is
        // imported from there, rather than split into a third file every world downloads.
        preserveEntrySignatures: "allow-extension",
        // The rules and views do nothing on import (no top-level statement but declarations): a module none of whose
        // exports is used is left out whole, top-level constants and all, so a lazy chunk takes what only it needs.
        // Without this, one import through the rules' index kept every table and machine in main.js (issue 37).
        treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/](rules|views)[\\/]/, sideEffects: false }] },
        // Lazy chunks (the Quench self-test, loaded on `quenchReady`) keep their source file's name, without a hash,
        // like main.js: dist/chunks/register-self-test.js.
        output: {
          // Class names only (Foundry ids a registered sheet by its class name, and names an application's render hooks
          // after its classes): keeping every function's name too cost main.js 57 KB (issue 37).
          minify: {
            codegen: { removeWhitespace: true },
            compress: { keepNames: { function: false, class: true } },
            mangle: { toplevel: true, keepNames: { function: false, class: true } },
          },
          chunkFileNames: "chunks/[name].js",
        },
      },
      lib: { entry: resolve(import.meta.dirname, "src/main.ts"), formats: ["es"], fileName: () => "main.js" },
    },
    plugins: [copyStaticFiles(outDir), serveSourceEntry()],
  };
});
