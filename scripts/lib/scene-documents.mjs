// Turns a plain battlefield in tabletop inches (data/demo-battlefield.json, the shape buildBattlefield reads)
// into a Foundry VTT v13 Scene document source with its walls, terrain regions and tokens embedded, ready to be written
// as an fvtt-cli YAML pack source. Pure: no file system, no Foundry runtime. The adapter's mapper
// (src/foundry/table/battlefield/scene-to-battlefield.ts) reads such a scene back into the same battlefield.
import { deterministicId, MODULE_ID } from "./roll-table-documents.mjs";

/** The Scene pack declared in module.json ("packs/demo-scenes"). */
export const DEMO_SCENES_PACK = "demo-scenes";
/** The demo is drawn at 100 pixels per inch: one grid space of 1 unit ("in") per inch (docs/rulings.md, ruling 5). */
export const PIXELS_PER_INCH = 100;
const CORE_VERSION = "13.345";
const TERRAIN_TYPE = `${MODULE_ID}.terrain`;
/** v13 CONST values: WALL_SENSE_TYPES / WALL_MOVEMENT_TYPES NONE 0, NORMAL 20; WALL_DOOR_TYPES DOOR 1; WALL_DOOR_STATES. */
const NONE = 0;
const NORMAL = 20;
const DOOR = 1;
const DOOR_STATES = { closed: 0, open: 1, locked: 2 };
/** Region colours by kind of terrain, for the GM's eye only. */
const KIND_COLOURS = {
  area: "#2e7d32",
  individual: "#8d6e63",
  linear: "#9e9e9e",
  difficult: "#c0a060",
  impassable: "#6a1b9a",
};

/**
 * The rules' facing (0° along +x, 90° along +y) as a token rotation (0 looks down the screen, clockwise).
 * @param {number} facing
 */
export const rotationOfFacing = (facing) => (((facing - 90) % 360) + 360) % 360;

/**
 * @typedef {{ x: number, y: number }} Point
 * @typedef {{ id: string, a: Point, b: Point, kind: string, door?: string, height?: number }} RawWall
 * @typedef {{ id: string, name: string, kind: string, polygon: Point[], height?: number }} RawFeature
 * @typedef {{ id: string, side: string, centre: Point, radius?: number, elevation?: number, facing?: number }} RawFigure
 * @typedef {{ name?: string, width: number, height: number, walls?: RawWall[], features?: RawFeature[], figures?: RawFigure[] }} RawBattlefield
 */

/**
 * The demo battlefield as a Scene document. Walls keep the rules' kinds: sight walls block sight and movement, the
 * movement wall only movement, doors carry their state, windows are sight None + movement Normal with the module's
 * `window` flag, and every wall's height in inches is the module's `height` flag. Terrain features are Regions with
 * one terrain behaviour each (features sharing an outline share a Region). Figures are unlinked tokens without an
 * actor, flagged with their side so the battlefield reads them as figures; `flags.five-parsecs-battle.demoId` keeps
 * each piece's fixture id.
 * @param {RawBattlefield} raw
 */
export function demoSceneDocument(raw) {
  const name = raw.name ?? "Five Parsecs demo battlefield";
  const sceneId = deterministicId(`${MODULE_ID}.Scene.${name}`);
  const px = (/** @type {number} */ inches) => Math.round(inches * PIXELS_PER_INCH * 1000) / 1000;
  const key = (/** @type {string} */ collection, /** @type {string} */ id) => `!scenes.${collection}!${sceneId}.${id}`;

  const walls = (raw.walls ?? []).map((wall) => {
    const _id = deterministicId(`${sceneId}.Wall.${wall.id}`);
    const isDoor = wall.kind === "door";
    const blocksSight = wall.kind === "sight" || isDoor;
    return {
      _id,
      c: [px(wall.a.x), px(wall.a.y), px(wall.b.x), px(wall.b.y)],
      light: blocksSight ? NORMAL : NONE,
      move: NORMAL,
      sight: blocksSight ? NORMAL : NONE,
      sound: blocksSight ? NORMAL : NONE,
      dir: 0,
      door: isDoor ? DOOR : 0,
      ds: isDoor ? DOOR_STATES[/** @type {keyof typeof DOOR_STATES} */ (wall.door ?? "closed")] : 0,
      flags: {
        [MODULE_ID]: {
          demoId: wall.id,
          ...(wall.kind === "window" ? { window: true } : {}),
          ...(typeof wall.height === "number" ? { height: wall.height } : {}),
        },
      },
      _key: key("walls", _id),
    };
  });

  /** @type {Map<string, { features: RawFeature[] }>} */
  const outlines = new Map();
  for (const feature of raw.features ?? []) {
    const outline = JSON.stringify(feature.polygon);
    const group = outlines.get(outline);
    if (group) group.features.push(feature);
    else outlines.set(outline, { features: [feature] });
  }
  const regions = [...outlines.values()].map(({ features }) => {
    const first = /** @type {RawFeature} */ (features[0]);
    const _id = deterministicId(`${sceneId}.Region.${first.id}`);
    return {
      _id,
      name: first.name,
      color: KIND_COLOURS[/** @type {keyof typeof KIND_COLOURS} */ (first.kind)] ?? "#ffffff",
      shapes: [{ type: "polygon", hole: false, points: first.polygon.flatMap((p) => [px(p.x), px(p.y)]) }],
      elevation: { bottom: null, top: null },
      behaviors: features.map((feature) => {
        const behaviorId = deterministicId(`${sceneId}.Region.${first.id}.RegionBehavior.${feature.id}`);
        return {
          _id: behaviorId,
          name: feature.name,
          type: TERRAIN_TYPE,
          system: { kind: feature.kind, height: feature.height ?? 0 },
          disabled: false,
          flags: { [MODULE_ID]: { demoId: feature.id } },
          _key: `!scenes.regions.behaviors!${sceneId}.${_id}.${behaviorId}`,
        };
      }),
      visibility: 0,
      locked: false,
      flags: {},
      _key: key("regions", _id),
    };
  });

  const tokens = (raw.figures ?? []).map((figure, i) => {
    const _id = deterministicId(`${sceneId}.Token.${figure.id}`);
    const spaces = (figure.radius ?? 0.5) * 2;
    const number = (raw.figures ?? []).slice(0, i + 1).filter((other) => other.side === figure.side).length;
    return {
      _id,
      name: `${figure.side === "crew" ? "Crew" : "Enemy"} ${number}`,
      actorId: null,
      actorLink: false,
      x: px(figure.centre.x - spaces / 2),
      y: px(figure.centre.y - spaces / 2),
      width: spaces,
      height: spaces,
      elevation: figure.elevation ?? 0,
      rotation: rotationOfFacing(figure.facing ?? 0),
      texture: { src: figure.side === "crew" ? "icons/svg/mystery-man.svg" : "icons/svg/skull.svg" },
      disposition: figure.side === "crew" ? 1 : -1,
      flags: { [MODULE_ID]: { side: figure.side, demoId: figure.id } },
      _key: key("tokens", _id),
    };
  });

  return {
    _id: sceneId,
    name,
    active: false,
    navigation: false,
    width: raw.width * PIXELS_PER_INCH,
    height: raw.height * PIXELS_PER_INCH,
    padding: 0,
    backgroundColor: "#3b3b3b",
    grid: { type: 1, size: PIXELS_PER_INCH, distance: 1, units: "in" },
    tokenVision: false,
    walls,
    regions,
    tokens,
    flags: { [MODULE_ID]: { demo: true } },
    _stats: { coreVersion: CORE_VERSION },
    _key: `!scenes!${sceneId}`,
  };
}
