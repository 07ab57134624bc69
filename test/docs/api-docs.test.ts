import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules";

const apiDoc = readFileSync(resolve(import.meta.dirname, "../../docs/api.md"), "utf8");

describe("docs/api.md", () => {
  it.each(Object.keys(rules))("documents the public export %s", (name) => {
    expect(apiDoc).toMatch(new RegExp(`\`${name}[\`(]`));
  });
});
