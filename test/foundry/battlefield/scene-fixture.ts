// Document-shaped scenes for the battlefield adapter's tests: a raw battlefield in inches (the demo fixture or a small
// hand-drawn one) drawn as a Foundry scene would hold it, at a chosen scale and padding.
import type { RawBattlefield } from "../../../src/rules";
import { rotationOfFacing } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import {
  DOOR_STATE_VALUE,
  type SceneData,
  type TokenData,
  type WallData,
  type RegionData,
} from "../../../src/foundry/table/battlefield/scene-data";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/table/battlefield/terrain-type";

export interface Layout {
  /** Canvas pixels of the scene rectangle's top-left corner (the padding). */
  readonly originX: number;
  readonly originY: number;
  /** Grid: pixels per space and scene units per space. */
  readonly size: number;
  readonly distance: number;
  /** Scene units per inch (the world setting). */
  readonly unitsPerInch: number;
}

export const DEFAULT_LAYOUT: Layout = { originX: 0, originY: 0, size: 100, distance: 1, unitsPerInch: 1 };

const ACTOR_TYPE = { crew: "five-parsecs-battle.crew", enemy: "five-parsecs-battle.enemy" } as const;

/** The raw battlefield as a scene: walls, terrain regions (one behaviour each) and 1-space tokens with actors. */
export function sceneDataOf(raw: RawBattlefield, layout: Layout = DEFAULT_LAYOUT): SceneData {
  const ppi = (layout.size / layout.distance) * layout.unitsPerInch;
  const px = (x: number) => layout.originX + x * ppi;
  const py = (y: number) => layout.originY + y * ppi;
  const walls: WallData[] = (raw.walls ?? []).map((wall, i) => ({
    id: wall.id ?? `w${i}`,
    c: [px(wall.a.x), py(wall.a.y), px(wall.b.x), py(wall.b.y)],
    move: 20,
    sight: wall.kind === "sight" || wall.kind === "door" ? 20 : 0,
    door: wall.kind === "door" ? 1 : 0,
    ds: wall.kind === "door" ? DOOR_STATE_VALUE[(wall.door ?? "closed") as keyof typeof DOOR_STATE_VALUE] : 0,
    flags: {
      "five-parsecs-battle": {
        ...(wall.kind === "window" ? { window: true } : {}),
        ...(typeof wall.height === "number" ? { height: wall.height } : {}),
      },
    },
  }));
  const regions: RegionData[] = (raw.features ?? []).map((feature, i) => ({
    id: feature.id ?? `r${i}`,
    name: feature.name ?? `Region ${i}`,
    shapes: [{ type: "polygon", hole: false, points: feature.polygon.flatMap((p) => [px(p.x), py(p.y)]) }],
    behaviors: [
      {
        id: "terrain",
        name: "",
        type: TERRAIN_BEHAVIOR_TYPE,
        disabled: false,
        system: { kind: feature.kind, height: feature.height },
      },
    ],
  }));
  const tokens: TokenData[] = (raw.figures ?? []).map((figure) => {
    const spaces = ((figure.radius ?? 0.5) * 2 * ppi) / layout.size;
    return {
      id: figure.id,
      uuid: `Scene.s.Token.${figure.id}`,
      name: figure.id,
      x: px(figure.centre.x) - (spaces * layout.size) / 2,
      y: py(figure.centre.y) - (spaces * layout.size) / 2,
      width: spaces,
      height: spaces,
      elevation: (figure.elevation ?? 0) * layout.unitsPerInch,
      rotation: rotationOfFacing(figure.facing ?? 0),
      actor: { uuid: figure.id, type: ACTOR_TYPE[figure.side as "crew" | "enemy"] },
    };
  });
  return {
    id: "s",
    name: raw.name ?? "Test scene",
    dimensions: {
      sceneX: layout.originX,
      sceneY: layout.originY,
      sceneWidth: raw.width * ppi,
      sceneHeight: raw.height * ppi,
      size: layout.size,
      distance: layout.distance,
    },
    walls,
    regions,
    tokens,
  };
}
