/*
 * The v14 fields and classes the module reads, typed locally: npm has no v14 release of the types (latest 13.345.1)
 * and the types repository's main branch does not yet declare Scene Levels. Only what the battlefield reads, each
 * with its public source. Everything is optional: a v13 document has none of it, so every read is a feature check.
 */

/**
 * A Level document (v14 Scene Levels): a floor of a scene with its elevation range.
 * Source: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.LevelData.html
 * (`_id`, `name`, `elevation: {bottom, top}`, `sort`).
 */
export interface V14Level {
  readonly id: string | null;
  readonly name?: string;
  readonly elevation?: { readonly bottom?: number; readonly top?: number };
  readonly sort?: number;
}

/**
 * `Scene#levels`, an embedded collection of Level documents (`.size`, `.contents`, `.get`).
 * Source: https://foundryvtt.com/api/v14/classes/foundry.documents.Scene.html (Level embedded in Scene, `getUserLevel`,
 * `cycleLevel`); https://foundryvtt.com/api/classes/foundry.documents.BaseLevel.html
 * (`canvas.scene.createEmbeddedDocuments("Level", ...)`).
 */
export interface V14SceneLevels {
  readonly levels?: { readonly size: number; readonly contents: readonly V14Level[] };
}

/**
 * A token's level: the id of the Level it stands on.
 * Source: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenData.html (`level?: string`);
 * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html (`level: string`, "The level ID").
 */
export interface V14TokenLevel {
  readonly level?: string | null;
}

/**
 * The levels a wall or region belongs to; none (null or empty) means every level.
 * Source for regions: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.RegionData.html
 * (`levels?: string[] | null`, "The level IDs"). Walls: issue 39 ("walls and regions belong to levels (default all)")
 * and foundryvtt#14588 (a wall's edge per level); the field name `levels` on walls is assumed from the region's.
 */
export interface V14PlaceableLevels {
  readonly levels?: Iterable<string> | null;
}

/**
 * The level the canvas shows. Source: https://foundryvtt.com/api/v14/interfaces/foundry.types.CanvasViewPosition.html
 * (`level: string | null`, "The last-viewed level ID for the scene") and
 * https://foundryvtt.com/api/interfaces/foundry.types.CanvasTearDownOptions.html (`nextLevel: Level`, the canvas
 * draws one Level at a time). The property name `canvas.level` is assumed.
 */
export interface V14CanvasLevel {
  readonly level?: V14Level | null;
}

/**
 * v14 region shape fields beyond v13's (BaseShapeData). Source: the types repository's main-branch declaration of
 * `RectangleShapeData`, `ConeShapeData`, `RingShapeData`, `LineShapeData`, `EmanationShapeData`, `TokenShapeData`,
 * `GridShapeData` (common/data/data.d.mts), and foundryvtt#13298 (rectangle `anchorX`/`anchorY`, pivot moved from
 * the centre to (x, y)).
 */
export interface V14ShapeFields {
  /** Rectangle: fractions 0-1 of the width and height at which (x, y), the rectangle's origin and pivot, sits. */
  readonly anchorX?: number;
  readonly anchorY?: number;
  /** Rectangle, circle, ellipse, emanation, cone, ring, line: dimensions in the grid's metric (needs the grid). */
  readonly gridBased?: boolean;
  /** Cone: opening angle in degrees; its direction is `rotation`; `curvature` "round", "flat" or "semicircle". */
  readonly angle?: number;
  readonly curvature?: string;
  /** Ring: the ring band from radius - innerWidth to radius + outerWidth. */
  readonly innerWidth?: number;
  readonly outerWidth?: number;
  /** Line: from (x, y) along `rotation`, `length` long and `width` wide. */
  readonly length?: number;
  /** Token: CONST.TOKEN_SHAPES value; width and height in grid spaces. */
  readonly shape?: number;
  /** Emanation: the shape it grows from by `radius`. */
  readonly base?: unknown;
  /** Grid: the grid offsets covered. */
  readonly offsets?: unknown;
}

/**
 * v14 detached ("popped out") application windows. `window.windowId` is the id of the detached browser window the app
 * is in (undefined in the main window); `renderChild` renders another application in the same window as this one,
 * moving and closing with it. v13 has none of these, so every member is optional and read as a feature check.
 * Source: foundry-vtt-types main branch, src/foundry/client/applications/api/application.d.mts (declares v14:
 * `window.windowId`, `detachWindow(options)`, `attachWindow(options)`, `renderChild(child, options)`);
 * https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.ApplicationWindowRenderOptions.html
 * (render option `window.windowId`, "The ID of an existing detached window to render into").
 */
export interface V14DetachedWindows {
  readonly window?: { readonly windowId?: string | undefined };
  detachWindow?(options?: object): Promise<unknown>;
  attachWindow?(options?: object): Promise<unknown>;
  renderChild?(child: foundry.applications.api.ApplicationV2.Any, options?: object): Promise<unknown>;
}
