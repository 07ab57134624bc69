// The gallery's sheets as a person sees them: items with item pictures, an unusable weapon struck through by name
// only, Guarding as a choice of enemies, and Luck's two inputs with room to read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, screenshot, startSandbox, type PageProblems, type Sandbox } from "./harness";

const section = (page: Page, template: string) => page.locator(`section.gallery-section[data-template="${template}"]`);

describe.skipIf(!chromiumAvailable())("gallery sheets (sandbox/gallery.html)", () => {
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

  it("gives weapons and armour an item's picture, never the person silhouette of a figure", async () => {
    const silhouette = await section(page, "templates/actor/crew-sheet.hbs")
      .locator(".fpb-portrait")
      .first()
      .getAttribute("src");
    expect(silhouette).toBeTruthy();
    const rowImages = await page
      .locator(".fpb-items .fpb-item-name img")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
    expect(rowImages.length).toBeGreaterThan(0);
    expect(rowImages.filter((src) => src === silhouette)).toEqual([]);
    for (const template of ["templates/item/weapon-sheet.hbs", "templates/item/gear-sheet.hbs"]) {
      const portraits = await section(page, template)
        .locator(".fpb-portrait")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
      expect(portraits.length, template).toBeGreaterThan(0);
      expect(
        portraits.filter((src) => src === silhouette),
        template,
      ).toEqual([]);
    }
    // Melee weapons, ranged weapons and armour are told apart at a glance.
    const kara = section(page, "templates/actor/crew-sheet.hbs").locator(".gallery-sample").first();
    const images = await kara
      .locator(".fpb-item-name img")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
    expect(new Set(images).size).toBe(3);
  });

  it("strikes through only the name of an unusable weapon, not its buttons", async () => {
    const row = section(page, "templates/actor/enemy-sheet.hbs").locator("tr.fpb-unusable").first();
    expect(await row.count()).toBe(1);
    const struck = await row.evaluate((tr) =>
      [tr, ...tr.querySelectorAll("*")]
        .filter((node) => getComputedStyle(node).textDecorationLine.includes("line-through"))
        .map((node) => `${node.tagName.toLowerCase()}.${node.className}`),
    );
    expect(struck).toEqual(["span.fpb-item-title"]);
    expect(await row.locator(".fpb-item-title").innerText()).toBe("Scrap Pistol");
    await screenshot(row, "gallery-sheets-unusable-weapon");
  });

  it("offers Guarding as a choice of the scene's other enemies, the ward chosen, with no UUID to type", async () => {
    const sheets = section(page, "templates/actor/enemy-sheet.hbs");
    expect(await sheets.locator('input[name="system.guardianOf"]').count()).toBe(0);
    const guardian = sheets
      .locator(".gallery-sample")
      .filter({ has: page.locator(".window-title", { hasText: /^Raider Guard$/ }) });
    const select = guardian.locator('select[name="system.guardianOf"]');
    expect(await select.locator("option").allInnerTexts()).toEqual(["Nobody", "Raider", "Raider Boss"]);
    expect(await select.evaluate((node) => (node as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(
      "Raider Boss",
    );
    expect(await guardian.locator("[data-fpb-guard-drop] .hint").innerText()).not.toMatch(/UUID/i);
    const text = await sheets.innerText();
    expect(text).not.toMatch(/UUID/i);
    await screenshot(guardian, "gallery-sheets-guardian");
  });

  it("gives Luck's two inputs room: inside their column and wide enough for their number", async () => {
    const luck = section(page, "templates/actor/crew-sheet.hbs").locator(".fpb-stat-luck").first();
    const fit = await luck.evaluate((stat) => {
      const box = stat.getBoundingClientRect();
      return [...stat.querySelectorAll("input")].map((input) => {
        const rect = input.getBoundingClientRect();
        return {
          inside: rect.left >= box.left + 2 && rect.right <= box.right - 2,
          width: rect.width,
          clipped: input.scrollWidth > input.clientWidth,
        };
      });
    });
    expect(fit).toHaveLength(2);
    for (const input of fit) {
      expect(input.inside).toBe(true);
      expect(input.width).toBeGreaterThanOrEqual(40);
      expect(input.clipped).toBe(false);
    }
    // Making room for Luck takes none from the stats beside it: every label of the profile line reads whole.
    const cutLabels = await page
      .locator(".fpb-profile .fpb-stat-label")
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    expect(cutLabels).toEqual([]);
    await screenshot(section(page, "templates/actor/crew-sheet.hbs"), "gallery-sheets-crew");
    await screenshot(section(page, "templates/actor/enemy-sheet.hbs"), "gallery-sheets-enemy");
  });

  it("logs no console errors and throws nothing", () => {
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
