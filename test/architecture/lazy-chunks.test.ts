// What init does without ships in lazy chunks (issue 37): nothing main.js loads up front may import them, so a world
// downloads them after init, with `import()`. scripts/verify-dist.mjs measures the same on the built files.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const FOUNDRY = join(ROOT, "src/foundry");

/** The files a source file imports statically (what a bundler loads with it); `import()` and types are left out. */
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

/** Each lazy chunk's entry, and the file that fetches it with `import()`. */
const LAZY = [
  ["api.ts", "load-api.ts"],
  ["five-parsecs/attack/attack-actions.ts", "five-parsecs/attack/attacks.ts"],
  ["five-parsecs/round/round-service.ts", "five-parsecs/round/round-requests.ts"],
  ["five-parsecs/round/tracker.ts", "five-parsecs/round/register-round.ts"],
  ["five-parsecs/ai/enemy-ai-actions.ts", "five-parsecs/ai/enemy-ai.ts"],
  ["five-parsecs/canvas/overlays.ts", "five-parsecs/canvas/register-overlays.ts"],
  ["bracket-busters/gang-service.ts", "bracket-busters/gang-requests.ts"],
  ["bracket-busters/gang-tracker.ts", "bracket-busters/register-bracket-busters.ts"],
] as const;

describe("init leaves the heavy parts to lazy chunks", () => {
  const upFront = staticallyReached(join(ROOT, "src/main.ts"));

  it.each(LAZY)("main.js does not import %s statically; %s fetches it with import()", (chunk, loader) => {
    expect(upFront.has(join(FOUNDRY, chunk)), relative(ROOT, join(FOUNDRY, chunk))).toBe(false);
    expect(upFront.has(join(FOUNDRY, loader))).toBe(true);
    const name = chunk.split("/").pop()!.replace(/\.ts$/, "");
    expect(readFileSync(join(FOUNDRY, loader), "utf8")).toMatch(new RegExp(`import\\(\\s*"\\./${name}"\\s*\\)`));
  });
});
