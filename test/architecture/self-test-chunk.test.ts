// The in-world self-test ships as its own chunk (issue 34): nothing main.js loads up front may import its batches, so
// a world without Quench never downloads them. scripts/verify-dist.mjs checks the same on the built files.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SELF_TEST = join(ROOT, "src/foundry/self-test");
const BATCHES = join(SELF_TEST, "register-self-test.ts");

/** The files a source file imports statically (what a bundler puts in the same chunk); `import()` is left out. */
function staticImportsOf(file: string): string[] {
  const code = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "");
  return [...code.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^;("']*?(?:from\s*)?["'](\.[^"']+)["']/gm)].flatMap(
    (match) => {
      const base = normalize(join(dirname(file), match[1]!));
      const found = [base, `${base}.ts`, join(base, "index.ts")].find(
        (path) => path.endsWith(".ts") && existsSync(path) && statSync(path).isFile(),
      );
      return found ? [found] : [];
    },
  );
}

/** Every source file reachable from `entry` through static imports. */
function staticallyReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...staticImportsOf(file));
  }
  return reached;
}

describe("the self-test loads on demand", () => {
  const upFront = staticallyReached(join(ROOT, "src/main.ts"));

  it("of src/foundry/self-test, main.js holds only the loader and the record of the tracker's menu hooks", () => {
    const inMain = [...upFront]
      .filter((file) => file.startsWith(`${SELF_TEST}/`))
      .map((file) => relative(SELF_TEST, file));
    expect(inMain.sort()).toEqual(["contract/menu-hooks.ts", "load-self-test.ts"]);
    expect(upFront.has(BATCHES)).toBe(false);
  });

  it("the module reaches the batches only through `import()`", () => {
    const loader = readFileSync(join(SELF_TEST, "load-self-test.ts"), "utf8");
    expect(upFront.has(join(SELF_TEST, "load-self-test.ts"))).toBe(true);
    expect(loader).toMatch(/import\(\s*"\.\/register-self-test"\s*\)/);
  });
});
