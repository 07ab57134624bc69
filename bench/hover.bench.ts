import { bench, describe } from "vitest";
import { ARC_OF_FIRE_DEGREES, figureById, type FigurePlacement, type Point, type RawBattlefield } from "../src/rules";
import { BattlefieldCache } from "../src/foundry/table/battlefield/cache";
import { battlefieldOfScene } from "../src/foundry/table/battlefield/scene-to-battlefield";
import { sightLineView } from "../src/views/shared/battlefield/overlay-model";
import { sceneDataOf } from "../test/foundry/battlefield/scene-fixture";
import { englishLocalizer } from "../test/fixtures/english-localizer";
import { crowdedTable } from "./crowded-scene";
import { densityScene } from "./density-scene";

/**
 * Issue 37, "what a person waits for": the hover overlay for one target, as the canvas overlay works it out each time a
 * token is targeted (canvas/overlays.ts `drawOverlays`): the scene's kept snapshot asked for (`BattlefieldCache`), then
 * the sight line's view (`sightLineView`: Line of Sight, Cover, the Arc of Fire, the label and the tooltip's reasons in
 * words). The PIXI line itself is not drawn (no canvas in Node): it is one Graphics of four points. Two scenes at 5,000
 * and 20,000 wall segments: the constant-density scene of issue 18 (`density-scene.ts`, a 152" and a 304" table, the
 * figures in the 48" square in the middle), a target near and the farthest enemy from the first crew figure; and the
 * crowded 36" scene of `crowded-scene.ts` (200 regions too, 4 and 15 walls per square inch), a target 8" away and one
 * in the opposite corner, 41" away through every wall between (the worst case: hundreds of walls as reasons). Goal:
 * under 2 ms.
 */
const i18n = englishLocalizer();
const distance = (p: Point, q: Point): number => Math.hypot(p.x - q.x, p.y - q.y);
const BENCH = { time: 1500, warmupIterations: 5 };

function hoverOn(raw: RawBattlefield) {
  const scene = sceneDataOf(raw);
  const build = () => battlefieldOfScene(scene, 1);
  const cache = new BattlefieldCache();
  const battlefield = cache.get(scene.id, build).battlefield!;
  const placement = (id: string): FigurePlacement => {
    const found = figureById(battlefield, id);
    if (!found) throw new Error(`hover bench: no figure ${id}`);
    return found;
  };
  return (firerId: string, targetId: string) => {
    const firer = placement(firerId),
      target = placement(targetId);
    return {
      inches: Math.round(distance(firer.centre, target.centre)),
      hover: () => {
        const field = cache.get(scene.id, build);
        sightLineView(field.battlefield!, firer, target, ARC_OF_FIRE_DEGREES, field.names, i18n);
      },
    };
  };
}

for (const walls of [5_000, 20_000]) {
  const raw = densityScene({ walls, enemies: 10, crew: 6 });
  const crew = raw.figures!.find((f) => f.side === "crew")!;
  const enemies = raw.figures!.filter((f) => f.side === "enemy");
  const byDistance = enemies.sort((p, q) => distance(crew.centre, p.centre) - distance(crew.centre, q.centre));
  const on = hoverOn(raw);
  const near = on(crew.id, byDistance[0]!.id),
    far = on(crew.id, byDistance.at(-1)!.id);
  describe(`The hover overlay for one target: constant density, ${walls.toLocaleString("en")} wall segments, ${raw.width}" table; goal: under 2 ms`, () => {
    bench(`the nearest enemy, ${near.inches}" away (sight line, Cover, Arc of Fire, reasons)`, near.hover, BENCH);
    bench(`the farthest enemy, ${far.inches}" away (the same)`, far.hover, BENCH);
  });
}

for (const segments of [5_000, 20_000]) {
  const on = hoverOn(crowdedTable(segments));
  const near = on("f0", "f1"),
    far = on("f0", "f19");
  describe(`The hover overlay for one target: crowded 36" scene, ${segments.toLocaleString("en")} wall segments, 200 regions; goal: under 2 ms`, () => {
    bench(`a target ${near.inches}" away (sight line, Cover, Arc of Fire, reasons)`, near.hover, BENCH);
    bench(`a target ${far.inches}" away, the opposite corner (the same)`, far.hover, BENCH);
  });
}
