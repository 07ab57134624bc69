// Finding 6 of the Foundry review: the module's sub-types need TYPES labels, nested as Foundry reads
// `TYPES.<Document>.<type>`, or a raw key such as "five-parsecs-battle.terrain" shows in the create dialogs.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createWorld } from "../../double";

const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../module.json"), "utf8")) as {
  id: string;
  documentTypes: Record<string, Record<string, unknown>>;
};

describe("every sub-type of the module has a label (issue #13 finding 6)", () => {
  it("TYPES.<Document>.<module>.<type> localizes for each sub-type module.json declares, and CONFIG's labels too", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const i18n = gm.game.i18n;
    const subTypes = Object.entries(manifest.documentTypes).flatMap(([documentName, types]) =>
      Object.keys(types).map((type) => [documentName, `${manifest.id}.${type}`] as const),
    );
    expect(subTypes.map(([documentName]) => documentName).sort()).toEqual([
      "Actor",
      "Actor",
      "Actor",
      "Item",
      "Item",
      "Item",
      "RegionBehavior",
    ]);
    for (const [documentName, type] of subTypes) {
      const key = `TYPES.${documentName}.${type}`;
      expect(i18n.has(key), key).toBe(true);
      const configured = (gm.CONFIG[documentName] as { typeLabels?: Record<string, string> }).typeLabels?.[type];
      expect(configured, `CONFIG.${documentName}.typeLabels`).toBeDefined();
      expect(i18n.has(configured!), configured).toBe(true);
      expect(i18n.localize(configured!)).not.toContain(manifest.id);
    }
  });

  it("the Terrain behaviour has a hint at TYPES.HINTS.RegionBehavior.<type> (v14 shows it; issue 39)", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const key = `TYPES.HINTS.RegionBehavior.${manifest.id}.terrain`;
    expect(gm.game.i18n.has(key), key).toBe(true);
    expect(gm.game.i18n.localize(key)).toMatch(/terrain feature/);
  });
});
