import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The rules layer stays pure: it imports only itself and the small pure libraries listed here. Its own tsconfig
 * (no ambient types, no DOM) already makes a Foundry global a compile error; this catches an import of the adapter.
 */
const RULES = resolve(import.meta.dirname, "../../src/rules");
const ALLOWED_PACKAGES = ["pure-rand/", "flatbush"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("src/rules purity", () => {
  const files = sourceFiles(RULES);

  it.each(files.map((file) => [relative(RULES, file), file]))(
    "%s imports only the rules layer and pure libraries",
    (_name, file) => {
      const imports = [...readFileSync(file, "utf8").matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]!);
      for (const specifier of imports) {
        if (specifier.startsWith(".")) {
          expect(resolve(join(file, ".."), specifier).startsWith(RULES), `${specifier} leaves src/rules`).toBe(true);
        } else {
          expect(
            ALLOWED_PACKAGES.some((allowed) => specifier.startsWith(allowed)),
            `${specifier} is not a pure library`,
          ).toBe(true);
        }
      }
    },
  );
});
