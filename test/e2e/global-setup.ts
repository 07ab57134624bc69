// One sandbox for every e2e file: built once and served as static files. A dev server per file compiled the same few
// hundred modules again in each file and again on every page load, which cost more than the tests themselves on a
// 2-core CI machine; the built pages load one script each.
import { resolve } from "node:path";
import { build, preview, type PreviewServer } from "vite";
import type { TestProject } from "vitest/node";

const ROOT = resolve(import.meta.dirname, "../..");
const CONFIG = resolve(ROOT, "vite.sandbox.config.ts");
const OUT_DIR = resolve(ROOT, "build/sandbox-e2e");

declare module "vitest" {
  export interface ProvidedContext {
    /** The built sandbox's address (`http://127.0.0.1:<port>/`), shared by every e2e file. */
    sandboxUrl: string;
  }
}

let server: PreviewServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Unminified with source maps: a page error in a test names the module's own function and line.
  await build({
    configFile: CONFIG,
    logLevel: "error",
    build: { outDir: OUT_DIR, emptyOutDir: true, minify: false, sourcemap: true },
  });
  server = await preview({
    configFile: CONFIG,
    logLevel: "error",
    build: { outDir: OUT_DIR },
    preview: { port: 0, strictPort: false, host: "127.0.0.1", open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === "string") throw new Error("e2e: the sandbox server has no port");
  project.provide("sandboxUrl", `http://127.0.0.1:${address.port}/`);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
