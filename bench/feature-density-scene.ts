import type { RawBattlefield, RawFeature } from "../src/rules";
import { densityScene } from "./density-scene";

/**
 * The constant-density scene of issue #37: `densityScene`'s random 1-4" walls at about one per 10.8 square inches (the
 * table grows from 104" at 1,000 walls to 464" at 20,000), plus one terrain feature per ten walls at the same density
 * everywhere, far corners included: area, individual, linear and difficult ground in turn, each a box 0.5-3.5" a side.
 * The features are drawn tile by tile (8" tiles counted from the middle, each from its own seed), so the middle of the
 * table is the same feature for feature on every table; a feature touching a figure's base (plus 1") is left out, so
 * no figure starts inside one. Whatever a phase pays beyond its cost on the smallest table is paid for far features.
 */
export const FEATURE_DENSITY_INCHES_SQUARED_PER_WALL = 10.8;
const WALLS_PER_FEATURE = 10;
const TILE_INCHES = 8;
const CLEAR_OF_FIGURES = 1.5;
const KINDS = ["area", "individual", "linear", "difficult"] as const;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tileSeed = (seed: number, i: number, j: number): number =>
  (Math.imul(seed ^ 0x3c6ef372, 0x9e3779b1) ^ Math.imul(i + 0x7fff, 0x85ebca77) ^ Math.imul(j + 0x3fff, 0xc2b2ae3d)) >>>
  0;

export interface FeatureDensitySpec {
  readonly walls: number;
  readonly enemies: number;
  readonly crew: number;
  readonly seed?: number;
  /** false: the same table without its features, to tell the features' cost from the walls'. */
  readonly features?: boolean;
}

export function featureDensityScene({
  walls,
  enemies,
  crew,
  seed = 37,
  features: withFeatures = true,
}: FeatureDensitySpec): RawBattlefield {
  const inchesSquaredPerWall = FEATURE_DENSITY_INCHES_SQUARED_PER_WALL;
  const scene = densityScene({ walls, enemies, crew, seed, inchesSquaredPerWall });
  const size = scene.width!,
    middle = size / 2;
  const perTile = (TILE_INCHES * TILE_INCHES) / inchesSquaredPerWall / WALLS_PER_FEATURE;
  const tiles = Math.ceil(middle / TILE_INCHES);
  const figures = scene.figures ?? [];
  const features: RawFeature[] = [];
  for (let j = -tiles; j < tiles && withFeatures; j++) {
    for (let i = -tiles; i < tiles; i++) {
      const rand = random(tileSeed(seed, i, j));
      const n = Math.floor(perTile) + (rand() < perTile % 1 ? 1 : 0);
      for (let k = 0; k < n; k++) {
        const x = middle + (i + rand()) * TILE_INCHES,
          y = middle + (j + rand()) * TILE_INCHES,
          w = 0.5 + rand() * 3,
          h = 0.5 + rand() * 3;
        const kind = KINDS[Math.floor(rand() * KINDS.length)]!;
        if (x < 0 || y < 0 || x + w > size || y + h > size) continue;
        const touches = figures.some(
          (f) =>
            f.centre.x > x - CLEAR_OF_FIGURES &&
            f.centre.x < x + w + CLEAR_OF_FIGURES &&
            f.centre.y > y - CLEAR_OF_FIGURES &&
            f.centre.y < y + h + CLEAR_OF_FIGURES,
        );
        if (touches) continue;
        features.push({
          id: `t${i},${j},${k}`,
          name: `${kind} ${i},${j},${k}`,
          kind,
          height: kind === "difficult" ? 0 : 1,
          polygon: [
            { x, y },
            { x: x + w, y },
            { x: x + w, y: y + h },
            { x, y: y + h },
          ],
        });
      }
    }
  }
  return { ...scene, name: `constant density with features, ${scene.walls!.length} walls`, features };
}
