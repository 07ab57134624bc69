import { ARC_OF_FIRE_DEGREES, figureById, type FigurePlacement, type Point, type RawBattlefield } from "../src/rules";
import { BattlefieldCache } from "../src/foundry/table/battlefield/cache";
import { battlefieldOfScene } from "../src/foundry/table/battlefield/scene-to-battlefield";
import { sightLineView } from "../src/views/common/battlefield/overlay-model";
import type { Localizer } from "../src/views/common/i18n/describe-violation";
import { sceneDataOf } from "../test/foundry/battlefield/scene-fixture";
import { crowdedTable } from "./crowded-scene";
import { densityScene } from "./density-scene";

/**
 * Issue 37, "what a person waits for": the hover overlay for one target, as the canvas overlay works it out each time a
 * token is targeted (canvas/overlays.ts `drawOverlays`): the scene's kept snapshot asked for (`BattlefieldCache`), then
 * the sight line's view (`sightLineView`: Line of Sight, Cover, the Arc of Fire, the label and the tooltip's reasons in
 * words). The PIXI line itself is not drawn (there is no canvas outside Foundry): it is one Graphics of four points.
 * Two scenes at 5,000 and 20,000 wall segments: the constant-density scene of issue 18 (`density-scene.ts`, a 152" and
 * a 304" table, the figures in the 48" square in the middle), a target near and the farthest enemy from the first crew
 * figure; and the crowded 36" scene of `crowded-scene.ts` (200 regions too, 4 and 15 walls per square inch), a target
 * 8" away and one in the opposite corner, 41" away through every wall between (the worst case). Goal: under 2 ms.
 *
 * Shared by bench/hover.bench.ts (Node) and bench/shipped/views.ts (the same cases bundled and timed in Chromium).
 */
export interface HoverCase {
  readonly name: string;
  readonly hover: () => void;
}

/** One scene's group of hovers: its title names the scene and the goal, as scripts/bench-report.mjs reads it. */
export interface HoverGroup {
  readonly title: string;
  readonly cases: readonly HoverCase[];
}

/** The goal for a hover: well inside a 60 fps frame. */
export const HOVER_GOAL_MS = 2;

const distance = (p: Point, q: Point): number => Math.hypot(p.x - q.x, p.y - q.y);

function hoverOn(raw: RawBattlefield, i18n: Localizer) {
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

function densityHovers(walls: number, i18n: Localizer): HoverGroup {
  const raw = densityScene({ walls, enemies: 10, crew: 6 });
  const crew = raw.figures!.find((f) => f.side === "crew")!;
  const enemies = raw.figures!.filter((f) => f.side === "enemy");
  const byDistance = enemies.sort((p, q) => distance(crew.centre, p.centre) - distance(crew.centre, q.centre));
  const on = hoverOn(raw, i18n);
  const near = on(crew.id, byDistance[0]!.id),
    far = on(crew.id, byDistance.at(-1)!.id);
  return {
    title: `The hover overlay for one target: constant density, ${walls.toLocaleString("en")} wall segments, ${raw.width}" table; goal: under ${HOVER_GOAL_MS} ms`,
    cases: [
      { name: `the nearest enemy, ${near.inches}" away (sight line, Cover, Arc of Fire, reasons)`, hover: near.hover },
      { name: `the farthest enemy, ${far.inches}" away (the same)`, hover: far.hover },
    ],
  };
}

function crowdedHovers(segments: number, i18n: Localizer): HoverGroup {
  const on = hoverOn(crowdedTable(segments), i18n);
  const near = on("f0", "f1"),
    far = on("f0", "f19");
  return {
    title: `The hover overlay for one target: crowded 36" scene, ${segments.toLocaleString("en")} wall segments, 200 regions; goal: under ${HOVER_GOAL_MS} ms`,
    cases: [
      { name: `a target ${near.inches}" away (sight line, Cover, Arc of Fire, reasons)`, hover: near.hover },
      { name: `a target ${far.inches}" away, the opposite corner (the same)`, hover: far.hover },
    ],
  };
}

/**
 * The four scenes by key, each built (scene, snapshot, figures) only when asked for: a 20,000-wall scene and its
 * snapshot are tens of megabytes, so a page can hold one at a time.
 */
export const HOVER_SCENES: Readonly<Record<string, (i18n: Localizer) => HoverGroup>> = {
  "density-5k": (i18n) => densityHovers(5_000, i18n),
  "density-20k": (i18n) => densityHovers(20_000, i18n),
  "crowded-5k": (i18n) => crowdedHovers(5_000, i18n),
  "crowded-20k": (i18n) => crowdedHovers(20_000, i18n),
};
