import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

// The browser sandbox (README "Try it in your browser"): three pages under sandbox/, which load the module's own
// sources, templates, lang strings and styles from the repository root.
const repository = import.meta.dirname;

/** `/src/...`, `/templates/...`, `/lang/...`, `/styles/...` name the repository's folders, not sandbox/'s. */
const repositoryPaths = (): Plugin => ({
  name: "fpb-sandbox-repository-paths",
  enforce: "pre",
  resolveId(id) {
    return /^\/(src|templates|lang|styles|test)\//.test(id) ? resolve(repository, `.${id}`) : null;
  },
});

export default defineConfig({
  root: resolve(repository, "sandbox"),
  publicDir: false,
  plugins: [repositoryPaths()],
  server: { fs: { allow: [repository] } },
  // Handlebars is CommonJS: pre-bundle it even when a page is missing and the dependency scan fails.
  optimizeDeps: {
    include: ["handlebars", "flatbush", "pure-rand/distribution/uniformInt", "pure-rand/generator/xoroshiro128plus"],
  },
  build: {
    outDir: resolve(repository, "build/sandbox"),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        battle: resolve(repository, "sandbox/index.html"),
        gallery: resolve(repository, "sandbox/gallery.html"),
        bracketBusters: resolve(repository, "sandbox/bracket-busters.html"),
      },
    },
  },
});
