// The demo-scenes pack: the demo battlefield fixture (data/demo-battlefield.json) compiled into a Scene with
// fvtt-cli as `npm run build:packs` does, extracted again, and read back by the adapter's mapper: the scene must give
// the fixture's battlefield (walls, terrain, figures, positions in inches).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildBattlefield, type Battlefield, type RawBattlefield } from "../../src/rules";
import { battlefieldOfScene } from "../../src/foundry/table/battlefield/scene-to-battlefield";
import type { SceneData } from "../../src/foundry/table/battlefield/scene-data";

type Flags = { "five-parsecs-battle"?: { demoId?: string; side?: string; window?: boolean; height?: number } };
interface SceneDocument {
  _id: string;
  _key: string;
  name: string;
  width: number;
  height: number;
  padding: number;
  grid: { type: number; size: number; distance: number; units: string };
  walls: {
    _id: string;
    _key: string;
    c: number[];
    move: number;
    sight: number;
    door: number;
    ds: number;
    flags: Flags;
  }[];
  regions: {
    _id: string;
    _key: string;
    name: string;
    shapes: { type: string; points: number[]; hole: boolean }[];
    behaviors: {
      _id: string;
      _key: string;
      name: string;
      type: string;
      disabled: boolean;
      system: { kind: string; height: number };
      flags: Flags;
    }[];
  }[];
  tokens: {
    _id: string;
    _key: string;
    name: string;
    x: number;
    y: number;
    width: number;
    height: number;
    elevation: number;
    rotation: number;
    actorLink: boolean;
    actorId: string | null;
    flags: Flags;
  }[];
}
interface BuiltScenePack {
  name: string;
  packDir: string;
  document: { id: string; name: string; walls: number; regions: number; tokens: number };
}
interface BuildPacksModule {
  buildScenePack(battlefield: RawBattlefield, dirs: { sourceDir: string; outDir: string }): Promise<BuiltScenePack>;
}
interface FoundryCli {
  extractPack(src: string, dest: string, options: { yaml: boolean }): Promise<void>;
}
const importFrom = async <T>(specifier: string): Promise<T> => (await import(specifier)) as T;
const { buildScenePack } = await importFrom<BuildPacksModule>(
  new URL("../../scripts/lib/build-packs.mjs", import.meta.url).href,
);
const cliSpecifier = "@foundryvtt/foundryvtt-cli";
const { extractPack } = await importFrom<FoundryCli>(cliSpecifier);

const ROOT = resolve(import.meta.dirname, "../..");
const demo = JSON.parse(readFileSync(join(ROOT, "data/demo-battlefield.json"), "utf8")) as RawBattlefield;
const FOUNDRY_ID = /^[A-Za-z0-9]{16}$/;
const temporaryDirs: string[] = [];

async function extractScenes(packDir: string): Promise<SceneDocument[]> {
  const extracted = mkdtempSync(join(tmpdir(), "fpb-scenes-extracted-"));
  temporaryDirs.push(extracted);
  await extractPack(packDir, extracted, { yaml: true });
  return readdirSync(extracted)
    .filter((file) => file.endsWith(".yml"))
    .map((file) => parse(readFileSync(join(extracted, file), "utf8")) as SceneDocument);
}

/** What Foundry's reader gives the mapper for this scene: with padding 0, the scene rectangle starts at (0, 0). */
function sceneDataOf(scene: SceneDocument): SceneData {
  const padX = Math.ceil((scene.padding * scene.width) / scene.grid.size) * scene.grid.size;
  const padY = Math.ceil((scene.padding * scene.height) / scene.grid.size) * scene.grid.size;
  return {
    id: scene._id,
    name: scene.name,
    dimensions: {
      sceneX: padX,
      sceneY: padY,
      sceneWidth: scene.width,
      sceneHeight: scene.height,
      size: scene.grid.size,
      distance: scene.grid.distance,
    },
    walls: scene.walls.map((wall) => ({
      id: wall.flags["five-parsecs-battle"]?.demoId ?? wall._id,
      c: wall.c,
      move: wall.move,
      sight: wall.sight,
      door: wall.door,
      ds: wall.ds,
      flags: wall.flags,
    })),
    regions: scene.regions.map((region) => ({
      id: region._id,
      name: region.name,
      shapes: region.shapes,
      behaviors: region.behaviors.map((behavior) => ({
        id: behavior._id,
        name: behavior.name,
        type: behavior.type,
        disabled: behavior.disabled,
        system: behavior.system,
      })),
    })),
    tokens: scene.tokens.map((token) => ({
      id: token._id,
      // The battlefield names a figure without an actor by its token's UUID; the test names it by its fixture id.
      uuid: token.flags["five-parsecs-battle"]?.demoId ?? token._id,
      name: token.name,
      x: token.x,
      y: token.y,
      width: token.width,
      height: token.height,
      elevation: token.elevation,
      rotation: token.rotation,
      actor: null,
      flags: token.flags,
    })),
  };
}

/** The battlefield as the rules read it, features by name (a region's id is Foundry's, not the fixture's). */
function comparable(battlefield: Battlefield) {
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  const p = ({ x, y }: { x: number; y: number }) => ({ x: r(x), y: r(y) });
  return {
    size: [battlefield.width, battlefield.height],
    walls: battlefield.walls
      .map((w) => ({ id: w.id, a: p(w.a), b: p(w.b), kind: w.kind, door: w.door, height: w.height }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    features: battlefield.features
      .map((f) => ({ name: f.name, kind: f.kind, height: f.height, polygon: f.polygon.map(p) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    figures: battlefield.figures.map((f) => ({ ...f, centre: p(f.centre) })).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

let built: BuiltScenePack;
let scenes: SceneDocument[];

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "fpb-scenes-"));
  temporaryDirs.push(root);
  built = await buildScenePack(demo, { sourceDir: join(root, "sources"), outDir: join(root, "packs") });
  scenes = await extractScenes(built.packDir);
});

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

describe('demo-scenes pack: the 36" x 36" demo table as a Foundry Scene', () => {
  it("holds one Scene, 36 x 36 grid spaces of 1 inch at 100 px, with every wall, terrain feature and figure", () => {
    expect(built.name).toBe("demo-scenes");
    expect(scenes).toHaveLength(1);
    const scene = scenes[0]!;
    expect(scene._id).toMatch(FOUNDRY_ID);
    expect(scene._key).toBe(`!scenes!${scene._id}`);
    expect(scene).toMatchObject({
      width: 3600,
      height: 3600,
      padding: 0,
      grid: { size: 100, distance: 1, units: "in" },
    });
    expect(scene.walls).toHaveLength(demo.walls!.length);
    expect(scene.regions.flatMap((region) => region.behaviors)).toHaveLength(demo.features!.length);
    expect(scene.tokens).toHaveLength(demo.figures!.length);
    for (const wall of scene.walls) expect(wall._key).toBe(`!scenes.walls!${scene._id}.${wall._id}`);
    for (const region of scene.regions) {
      expect(region._key).toBe(`!scenes.regions!${scene._id}.${region._id}`);
      for (const behavior of region.behaviors)
        expect(behavior._key).toBe(`!scenes.regions.behaviors!${scene._id}.${region._id}.${behavior._id}`);
    }
  });

  it("tokens are unlinked, reference no world actor, and carry their side and name", () => {
    const scene = scenes[0]!;
    expect(scene.tokens.every((token) => token.actorLink === false && !token.actorId)).toBe(true);
    expect(scene.tokens.map((token) => token.flags["five-parsecs-battle"]?.side).sort()).toEqual(
      demo.figures!.map((figure) => figure.side).sort(),
    );
    expect(scene.tokens.map((token) => token.name)).toContain("Crew 1");
    expect(scene.tokens.map((token) => token.name)).toContain("Enemy 8");
  });

  it("reads back as the fixture's battlefield: positions in inches, kinds, doors, windows, heights, facings", () => {
    const read = battlefieldOfScene(sceneDataOf(scenes[0]!), 1);
    expect(read.warnings).toEqual([]);
    expect(comparable(read.battlefield!)).toEqual(comparable(buildBattlefield(demo).battlefield));
  });

  it("is rebuilt with the same ids (links into the compendium survive a rebuild)", async () => {
    const root = mkdtempSync(join(tmpdir(), "fpb-scenes-again-"));
    temporaryDirs.push(root);
    const again = await buildScenePack(demo, { sourceDir: join(root, "sources"), outDir: join(root, "packs") });
    const [scene] = await extractScenes(again.packDir);
    expect(scene!._id).toBe(scenes[0]!._id);
    expect(scene!.walls.map((wall) => wall._id).sort()).toEqual(scenes[0]!.walls.map((wall) => wall._id).sort());
  });

  it.skipIf(!existsSync(join(ROOT, "dist/packs/demo-scenes")))(
    "the built module's pack (npm run build) holds the same scene",
    async () => {
      const [scene] = await extractScenes(join(ROOT, "dist/packs/demo-scenes"));
      expect(comparable(battlefieldOfScene(sceneDataOf(scene!), 1).battlefield!)).toEqual(
        comparable(buildBattlefield(demo).battlefield),
      );
    },
  );
});
