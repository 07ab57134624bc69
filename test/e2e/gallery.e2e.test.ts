// The template gallery in a real browser: every template on disk has a rendered section, in English, without errors.
import { readdirSync } from "node:fs";
import { relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";
import type { Page } from "playwright-core";

const ROOT = resolve(import.meta.dirname, "../..");

function templatesOnDisk(dir = resolve(ROOT, "templates")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return templatesOnDisk(path);
    return entry.name.endsWith(".hbs") ? [relative(ROOT, path).split("\\").join("/")] : [];
  });
}

describe.skipIf(!chromiumAvailable())("template gallery (sandbox/gallery.html)", () => {
  let sandbox: Sandbox;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    sandbox = await startSandbox();
    ({ page, problems } = await sandbox.open("gallery.html"));
    await page.waitForSelector("body[data-gallery-ready='true']", { timeout: 30_000 });
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it("has one section per template on disk, each with rendered samples", async () => {
    const expected = templatesOnDisk().sort();
    const sections = await page
      .locator("section.gallery-section")
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset["template"] ?? ""));
    expect([...sections].sort()).toEqual(expected);
    for (const key of expected) {
      const section = page.locator(`section.gallery-section[data-template="${key}"]`);
      expect(await section.locator("[data-gallery-missing]").count(), `${key} has no sample data`).toBe(0);
      expect(await section.locator(".gallery-error").count(), `${key} did not render`).toBe(0);
      expect(await section.locator("figure.gallery-sample").count(), key).toBeGreaterThan(0);
    }
    expect(await page.locator(".gallery-nav a").count()).toBe(expected.length);
  });

  it("shows English, not lang keys", async () => {
    const text = await page.locator("body").innerText();
    expect(text.match(/\bFPB\.[A-Za-z.]+/g) ?? []).toEqual([]);
    expect(text).toContain("Reactions");
    expect(text).toContain("Seizing the Initiative");
  });

  it("logs no console errors and throws nothing", () => {
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it("saves a screenshot of each section", async () => {
    const names = await page
      .locator("section.gallery-section")
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset["galleryName"] ?? ""));
    for (const name of names) {
      const path = await screenshot(page.locator(`section[data-gallery-name="${name}"]`), `gallery-${name}`);
      expect(path).toMatch(/gallery-.+\.png$/);
    }
  });
});
