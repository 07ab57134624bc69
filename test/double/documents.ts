/* The document types the module touches, with the fields and derived values Foundry documents for each. */
import { ClientDocument, OWNERSHIP, type WriteOptions } from "./document";
import type { TokenObject } from "./canvas";
import type { Collection } from "./collection";
import { currentClient } from "./context";
import { isV14 } from "./generation";
import { later } from "./next-task";
import { polygonsOf, polygonTreeOf, type PolygonNode } from "./region-geometry";
import { statusEffectList } from "./status-effects";
import { randomID, type Plain } from "./utils";
import {
  behaviorListens,
  completeWaypoint,
  continuationOptions,
  isMovement,
  MOVEMENT_FIELDS,
  positionOf,
  stepChanges,
  stepOf,
  type MovementData,
  type MovementMethod,
  type MovementRequest,
  type RegionArea,
} from "./movement";

const base = (): Plain => ({ flags: {}, ownership: { default: OWNERSHIP.NONE } });

export class Actor extends ClientDocument {
  static override documentName = "Actor";
  static override embedded = { Item: "items", ActiveEffect: "effects" };
  static override typed = true;
  static override defaults(): Plain {
    return {
      ...base(),
      name: "",
      img: "icons/svg/mystery-man.svg",
      system: {},
      items: [],
      effects: [],
      folder: null,
      prototypeToken: {},
    };
  }
  declare items: Collection<Item>;
  declare effects: Collection<ActiveEffect>;
  declare statuses: Set<string>;

  /** D10: the Folder document the actor is in (its source keeps the folder's id), or null. */
  get folder(): ClientDocument | null {
    const id = this._source["folder"] as string | null | undefined;
    return id ? ((this.client.game.folders.get(id) as ClientDocument | undefined) ?? null) : null;
  }

  protected override prepareDerived(): void {
    const statuses = new Set<string>();
    for (const effect of (this._source["effects"] as Plain[] | undefined) ?? []) {
      if (effect["disabled"]) continue;
      for (const id of (effect["statuses"] as string[] | undefined) ?? []) statuses.add(id);
    }
    Object.defineProperty(this, "statuses", { value: statuses, configurable: true, writable: true });
  }

  /** This actor's linked tokens on the viewed scene: placeables, or their documents with `document` true. */
  getActiveTokens(_linked = false, document = false): unknown[] {
    const canvas = this.client.canvas;
    const objects = canvas
      ? canvas.placeables().filter((token) => token.document.actorId === this.id && token.document.actorLink)
      : [];
    return document ? objects.map((token) => token.document) : objects;
  }

  /** v13: adds or removes the ActiveEffect carrying a status; `active` undefined toggles. */
  async toggleStatusEffect(
    statusId: string,
    { active, overlay = false }: { active?: boolean; overlay?: boolean } = {},
  ): Promise<boolean | ActiveEffect | undefined> {
    const status = statusEffectList(this.client.CONFIG.statusEffects).find((s) => s.id === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const existing = this.effects.filter((effect) => effect.statuses.has(statusId));
    const wanted = active ?? existing.length === 0;
    if (!wanted) {
      if (existing.length > 0)
        await this.deleteEmbeddedDocuments(
          "ActiveEffect",
          existing.map((e) => e.id),
        );
      return false;
    }
    if (existing.length > 0) return true;
    const [effect] = await this.createEmbeddedDocuments("ActiveEffect", [
      { name: status.name, img: status.img, statuses: [statusId], flags: overlay ? { core: { overlay: true } } : {} },
    ]);
    return effect as ActiveEffect;
  }
}

export class Item extends ClientDocument {
  static override documentName = "Item";
  static override typed = true;
  static override defaults(): Plain {
    return { ...base(), name: "", img: "icons/svg/item-bag.svg", system: {}, effects: [], folder: null };
  }
  get actor(): Actor | null {
    return this.parent instanceof Actor ? this.parent : null;
  }
}

export class ActiveEffect extends ClientDocument {
  static override documentName = "ActiveEffect";
  static override defaults(): Plain {
    return { name: "", img: null, statuses: [], disabled: false, changes: [], flags: {} };
  }
  get statuses(): Set<string> {
    return new Set((this._source["statuses"] as string[] | undefined) ?? []);
  }
}

export class User extends ClientDocument {
  static override documentName = "User";
  static override defaults(): Plain {
    return { name: "", role: 1, character: null, flags: {} };
  }
  get role(): number {
    return this._source["role"] as number;
  }
  get isGM(): boolean {
    return this.role >= 3;
  }
  get active(): boolean {
    return this.client.world.isConnected(this.id, this.client);
  }
  get isSelf(): boolean {
    return this.client.userId === this.id;
  }
  get character(): Actor | null {
    const id = this._source["character"] as string | null;
    return id ? ((this.client.game.actors.get(id) as Actor | undefined) ?? null) : null;
  }
  /** The token placeables this user targets (on their own client). */
  get targets(): Set<TokenObject> {
    return this.isSelf ? this.client.targets : new Set();
  }
  /** v13 `User#query`: runs a registered `CONFIG.queries` handler on this user's client; the handler is not told who asked. */
  query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    return this.client.world.query(this.id, name, data, timeout);
  }
}

export class Folder extends ClientDocument {
  static override documentName = "Folder";
  static override defaults(): Plain {
    return { name: "", type: "Actor", folder: null, sorting: "a", flags: {} };
  }
}

export class Scene extends ClientDocument {
  static override documentName = "Scene";
  /** Level is v14's (Scene Levels); a v13 scene has no levels (see `embeddedFields`). */
  static override embedded = { Token: "tokens", Wall: "walls", Region: "regions", Level: "levels" };
  static override defaults(): Plain {
    return {
      ...base(),
      name: "",
      active: false,
      width: 4000,
      height: 3000,
      padding: 0.25,
      grid: { type: 1, size: 100, distance: 1, units: "in" },
      tokens: [],
      walls: [],
      regions: [],
    };
  }
  declare tokens: Collection<TokenDocument>;
  declare walls: Collection<WallDocument>;
  declare regions: Collection<RegionDocument>;
  /** v14 Scene Levels: the scene's Level documents (https://foundryvtt.com/api/v14/classes/foundry.documents.Scene.html). */
  declare levels: Collection<Level> | undefined;
  protected override embeddedFields(): Readonly<Record<string, string>> {
    const { Level: _level, ...v13 } = Scene.embedded;
    return isV14(this.client) ? Scene.embedded : v13;
  }
  get active(): boolean {
    return this._source["active"] === true;
  }
  get grid(): { size: number; distance: number; type: number; units: string } {
    return this._source["grid"] as { size: number; distance: number; type: number; units: string };
  }
  /** Scene dimensions as Foundry computes them: padding rounded up to whole grid cells on each side. */
  get dimensions() {
    const { size, distance } = this.grid;
    const width = this._source["width"] as number;
    const height = this._source["height"] as number;
    const padding = this._source["padding"] as number;
    const sceneX = Math.ceil((padding * width) / size) * size;
    const sceneY = Math.ceil((padding * height) / size) * size;
    return {
      size,
      distance,
      sceneX,
      sceneY,
      sceneWidth: width,
      sceneHeight: height,
      width: width + 2 * sceneX,
      height: height + 2 * sceneY,
      sceneRect: { x: sceneX, y: sceneY, width, height },
      rect: { x: 0, y: 0, width: width + 2 * sceneX, height: height + 2 * sceneY },
      distancePixels: size / distance,
    };
  }
}

export class TokenDocument extends ClientDocument {
  static override documentName = "Token";
  static override defaults(): Plain {
    return {
      name: "",
      x: 0,
      y: 0,
      width: 1,
      height: 1,
      elevation: 0,
      rotation: 0,
      hidden: false,
      actorId: null,
      actorLink: false,
      delta: {},
      texture: { src: "icons/svg/mystery-man.svg" },
      flags: {},
    };
  }
  get x(): number {
    return this._source["x"] as number;
  }
  get y(): number {
    return this._source["y"] as number;
  }
  get width(): number {
    return this._source["width"] as number;
  }
  get height(): number {
    return this._source["height"] as number;
  }
  get elevation(): number {
    return this._source["elevation"] as number;
  }
  get rotation(): number {
    return this._source["rotation"] as number;
  }
  get hidden(): boolean {
    return this._source["hidden"] as boolean;
  }
  get actorId(): string | null {
    return this._source["actorId"] as string | null;
  }
  get actorLink(): boolean {
    return this._source["actorLink"] as boolean;
  }
  /**
   * v14: the id of the Level the token stands on (TokenData `level`,
   * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenData.html); no such field on v13.
   */
  get level(): string | null | undefined {
    return isV14(this.client) ? ((this._source["level"] as string | null | undefined) ?? null) : undefined;
  }
  /** The token's actor. Only linked tokens are modelled: an unlinked token's synthetic actor is refused at import. */
  get actor(): Actor | null {
    return this.actorId && this.actorLink
      ? ((this.client.game.actors.get(this.actorId) as Actor | undefined) ?? null)
      : null;
  }
  /** The token's placeable on the client's canvas, when its scene is viewed. */
  get object(): unknown {
    return this.client.canvas?.objectOf(this) ?? null;
  }
  /** v13 `TokenDocument#movement`: the last movement (step) this client saw, with its state; null before any. */
  get movement(): (MovementData & { state: "completed" | "pending" }) | null {
    return this.#movement;
  }
  #movement: (MovementData & { state: "completed" | "pending" }) | null = null;
  /** On the initiating client, the rest of a split movement while its continuation update is being made. */
  #continuing: MovementRequest | null = null;

  /**
   * `TokenDocument#move`: one movement through waypoints, made as an update that carries them in its `movement`
   * option (method "api" unless named). v13 resolves after its FIRST step (core 13.350: a path cut at a checkpoint or a
   * region goes on in continuation updates after this resolves): true when that step was made. v14 resolves when the
   * WHOLE movement is done (issue 39, from v14's release notes): true when its last step was made, false when a step
   * was refused.
   */
  async move(waypoints: readonly Plain[] | Plain, options: Plain = {}): Promise<boolean> {
    const list = Array.isArray(waypoints) ? waypoints : [waypoints];
    if (list.length === 0) return false;
    let before = positionOf(this._source);
    const complete = list.map((raw) => (before = completeWaypoint(raw, before)));
    const last = complete[complete.length - 1]!;
    const { method = "api", autoRotate = true, showRuler = false, constrainOptions: _constrain, ...rest } = options;
    const changes: Plain = {};
    for (const key of MOVEMENT_FIELDS) if (last[key] !== positionOf(this._source)[key]) changes[key] = last[key];
    if (Object.keys(changes).length === 0) return false;
    const whole = isV14(this.client) ? new Promise<boolean>((resolve) => (this.#whenDone = resolve)) : null;
    const updated = await this.update(changes, {
      ...rest,
      movement: { [this.id]: { waypoints: complete, method, autoRotate, showRuler } },
    });
    if (updated === undefined) {
      this.#finish(false);
      return false;
    }
    return whole ?? true;
  }

  /** v14: the waiting `move()` of this client learns that its movement is over. */
  #whenDone: ((done: boolean) => void) | null = null;
  #finish(done: boolean): void {
    const resolve = this.#whenDone;
    this.#whenDone = null;
    resolve?.(done);
  }

  /**
   * Core's movement step (core: client/documents/token.mjs `_preUpdate` -> `#preUpdateMovement`): `options._movement`
   * gets this token's movement as a property that cannot be redefined (a second write with the same options object
   * throws "Cannot redefine property"); the changes become this step's; `preMoveToken` may refuse the movement.
   */
  override async _preUpdate(changes: Plain, options: Plain, _userId: string): Promise<boolean | void> {
    const origin = positionOf(this._source);
    const continuing = this.#continuing;
    this.#continuing = null;
    const byMovement = ((options["movement"] as Plain | undefined)?.[this.id] as Plain | undefined) ?? undefined;
    if (!isMovement(origin, changes) && !continuing) return;
    const request: MovementRequest = continuing ?? {
      waypoints: byMovement
        ? ((byMovement["waypoints"] as Plain[] | undefined) ?? []).map((raw) => completeWaypoint(raw, origin))
        : [completeWaypoint(changes, origin)],
      method: (byMovement?.["method"] as MovementMethod | undefined) ?? "api",
      autoRotate: byMovement?.["autoRotate"] !== false,
      showRuler: byMovement?.["showRuler"] === true,
      chain: [],
    };
    if (request.waypoints.length === 0) request.waypoints.push(completeWaypoint(changes, origin));
    const scene = this.parent as Scene | null;
    const grid = scene?.grid ?? { size: 100, distance: 1 };
    const regions: RegionArea[] = (scene?.regions.contents ?? []).map((region) => ({
      shapes: (region._source["shapes"] as Plain[] | undefined) ?? [],
      listens: ((region._source["behaviors"] as Plain[] | undefined) ?? []).some(behaviorListens),
    }));
    const step = stepOf(randomID(), origin, request, {
      gridSize: grid.size,
      distancePerPixel: grid.distance / grid.size,
      regions,
    });
    stepChanges(step, changes);
    options["_movement"] ??= {};
    const movements = options["_movement"] as Plain;
    Object.defineProperty(movements, this.id, { value: step, enumerable: true, writable: false, configurable: false });
    if (this.client.Hooks.call("preMoveToken", this, step, options) === false) return false;
  }

  /** On every client: the movement's step becomes `movement`, and `moveToken` fires for it; the mover's client goes on. */
  override _onUpdate(_changed: Plain, options: Plain, userId: string): void {
    const step = (options["_movement"] as Record<string, MovementData> | undefined)?.[this.id];
    if (!step) return;
    const more = step.pending.waypoints.length > 0;
    this.#movement = { ...step, state: more ? "pending" : "completed" };
    const user = this.client.game.users.get(userId) ?? null;
    this.client.Hooks.callAll("moveToken", this, step, options, user);
    if (userId !== this.client.userId) return;
    if (more) this.#continue(step, options);
    else this.#finish(true);
  }

  /** The rest of a split movement, as core's continuation update: only core's own options, the chain kept. */
  #continue(step: MovementData, options: Plain): void {
    const request: MovementRequest = {
      waypoints: step.pending.waypoints,
      method: step.method,
      autoRotate: step.autoRotate,
      showRuler: step.showRuler,
      chain: [...step.chain, step.id],
    };
    const last = request.waypoints[request.waypoints.length - 1]!;
    const changes: Plain = {};
    for (const key of MOVEMENT_FIELDS) changes[key] = last[key];
    this.client.world.noteActivity();
    later(() => {
      this.#continuing = request;
      this.update(changes, continuationOptions(options))
        .then((updated) => {
          if (updated === undefined) this.#finish(false);
        })
        .catch((error: unknown) => {
          this.#finish(false);
          this.client.world.errors.push({ client: this.client.userId, where: "token movement", error });
        });
    });
  }
}

export class WallDocument extends ClientDocument {
  static override documentName = "Wall";
  static override defaults(): Plain {
    return { c: [0, 0, 0, 0], move: 20, sight: 20, light: 20, sound: 20, door: 0, ds: 0, flags: {} };
  }
  get c(): number[] {
    return this._source["c"] as number[];
  }
  get move(): number {
    return this._source["move"] as number;
  }
  get sight(): number {
    return this._source["sight"] as number;
  }
  get door(): number {
    return this._source["door"] as number;
  }
  get ds(): number {
    return this._source["ds"] as number;
  }
  /** v14: the Levels the wall belongs to, as a Set (none: every level; issue 39, foundryvtt#14588); none on v13. */
  get levels(): Set<string> | undefined {
    return isV14(this.client) ? new Set((this._source["levels"] as string[] | null | undefined) ?? []) : undefined;
  }
}

/** A region shape's data (the mapper reads it through `toObject`). */
class ShapeData {
  constructor(private readonly data: Plain) {}
  toObject(): Plain {
    return structuredClone(this.data);
  }
}

export class RegionDocument extends ClientDocument {
  static override documentName = "Region";
  static override embedded = { RegionBehavior: "behaviors" };
  static override defaults(): Plain {
    return { name: "", shapes: [], behaviors: [], elevation: { bottom: null, top: null }, flags: {} };
  }
  declare behaviors: Collection<RegionBehavior>;
  get shapes(): ShapeData[] {
    return ((this._source["shapes"] as Plain[] | undefined) ?? []).map((shape) => new ShapeData(shape));
  }
  /**
   * v13 and v14: the region's outlines as core computes them from its shapes (region-geometry.ts says what the double
   * computes; it throws where it cannot).
   */
  get polygonTree(): PolygonNode {
    const scene = this.parent as Scene | null;
    return polygonTreeOf((this._source["shapes"] as Plain[] | undefined) ?? [], {
      v14: isV14(this.client),
      gridSize: scene?.grid.size ?? 100,
    });
  }
  get polygons(): { points: number[] }[] {
    return polygonsOf(this.polygonTree);
  }
  /**
   * v14: the Levels the region belongs to, as a Set (RegionData `levels`, "The level IDs",
   * https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.RegionData.html); none: every level. None on v13.
   */
  get levels(): Set<string> | undefined {
    return isV14(this.client) ? new Set((this._source["levels"] as string[] | null | undefined) ?? []) : undefined;
  }
}

/**
 * v14's Level, embedded in a Scene: a floor with its elevation range (LevelData `name`, `elevation: {bottom, top}`,
 * `sort`; https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.LevelData.html).
 */
export class Level extends ClientDocument {
  static override documentName = "Level";
  static override defaults(): Plain {
    return { name: "", elevation: { bottom: 0, top: null }, sort: 0, flags: {} };
  }
  get elevation(): { bottom: number | null; top: number | null } {
    return this._source["elevation"] as { bottom: number | null; top: number | null };
  }
  get sort(): number {
    return this._source["sort"] as number;
  }
}

export class RegionBehavior extends ClientDocument {
  static override documentName = "RegionBehavior";
  static override typed = true;
  static override defaults(): Plain {
    return { name: "", type: "", system: {}, disabled: false, flags: {} };
  }
  get disabled(): boolean {
    return this._source["disabled"] as boolean;
  }
}

export class ChatMessage extends ClientDocument {
  static override documentName = "ChatMessage";
  static override defaults(): Plain {
    return {
      author: null,
      content: "",
      flavor: "",
      whisper: [],
      blind: false,
      rolls: [],
      speaker: {},
      timestamp: 0,
      flags: {},
    };
  }
  get author(): User | null {
    return (this.client.game.users.get(this._source["author"] as string) as User | undefined) ?? null;
  }
  get content(): string {
    return this._source["content"] as string;
  }
  get whisper(): string[] {
    return this._source["whisper"] as string[];
  }
  get speaker(): Plain {
    return this._source["speaker"] as Plain;
  }
  get rolls(): unknown[] {
    return ((this._source["rolls"] as string[] | undefined) ?? []).map((json) => this.client.rollFromJSON(json));
  }
  get isAuthor(): boolean {
    return this._source["author"] === this.client.userId;
  }
  get isRoll(): boolean {
    return ((this._source["rolls"] as string[] | undefined) ?? []).length > 0;
  }
  get blind(): boolean {
    return this._source["blind"] === true;
  }
  /**
   * M1/M2 (core: client/documents/chat-message.mjs `visible`): every client holds every message; a whisper without
   * rolls is visible to its author and recipients only, a whispered roll to everyone (as a placeholder, below).
   */
  override get visible(): boolean {
    if (this.whisper.length === 0 || this.isRoll) return true;
    return this.isAuthor || this.whisper.includes(this.client.userId);
  }
  /** M2 (core: client/documents/chat-message.mjs `isContentVisible`): a whisper's content is for its recipients, and its author unless blind. */
  get isContentVisible(): boolean {
    if (!this.visible) return false;
    if (this.whisper.length === 0) return true;
    return this.whisper.includes(this.client.userId) || (this.isAuthor && !this.blind);
  }
  static getSpeaker({
    actor,
    token,
    alias,
  }: {
    actor?: Actor | null;
    token?: TokenDocument | null;
    alias?: string;
  } = {}): Plain {
    return {
      scene: token?.parent?.id ?? null,
      actor: actor?.id ?? null,
      token: token?.id ?? null,
      alias: alias ?? actor?.name ?? token?.name ?? currentClient().game.user.name,
    };
  }
  static getWhisperRecipients(name: string): User[] {
    const users = currentClient().game.users.contents as User[];
    if (name === "GM") return users.filter((user) => user.isGM);
    return users.filter((user) => user.name === name);
  }
  static override async create(data: Plain, options: WriteOptions = {}): Promise<ClientDocument | undefined> {
    return super.create(data, options);
  }
}

export class Setting extends ClientDocument {
  static override documentName = "Setting";
  static override defaults(): Plain {
    return { key: "", value: null, flags: {} };
  }
  get key(): string {
    return this._source["key"] as string;
  }
  get value(): unknown {
    return this._source["value"];
  }
}

export class Adventure extends ClientDocument {
  static override documentName = "Adventure";
  static override defaults(): Plain {
    return {
      name: "",
      scenes: [],
      actors: [],
      items: [],
      folders: [],
      combats: [],
      journal: [],
      tables: [],
      macros: [],
      cards: [],
      playlists: [],
      flags: {},
    };
  }
  /**
   * `Adventure#import`: every document of the adventure created in the world with its id kept (so tokens keep
   * their actor links), folders first, then actors and items, then scenes.
   */
  async import(): Promise<{ created: Record<string, ClientDocument[]> }> {
    const client = this.client;
    if (client.Hooks.call("preImportAdventure", this, {}, {}, {}) === false) return { created: {} };
    const source = this._source;
    if (isV14(client)) migrateRectangles(source);
    const created: Record<string, ClientDocument[]> = {};
    const order: [string, string][] = [
      ["Folder", "folders"],
      ["Item", "items"],
      ["Actor", "actors"],
      ["Scene", "scenes"],
    ];
    for (const [name, field] of order) {
      const data = (source[field] as Plain[] | undefined) ?? [];
      if (data.length > 0)
        created[name] = await client.createDocuments(client.documentClass(name), structuredClone(data), {
          keepId: true,
        });
    }
    client.Hooks.callAll("importAdventure", this, {}, created, {});
    return { created };
  }
}

/**
 * v14's migration of v13-shaped region rectangles (issue 39, foundryvtt#13298: "existing rotated rectangles are
 * migrated"): a rectangle without an anchor turned about its centre; it gains anchorX/anchorY 0, and (x, y) moves to
 * where its top-left corner is after the turn, so it covers the same ground turning about (x, y).
 */
function migrateRectangles(adventure: Plain): void {
  for (const scene of (adventure["scenes"] as Plain[] | undefined) ?? []) {
    for (const region of (scene["regions"] as Plain[] | undefined) ?? []) {
      for (const shape of (region["shapes"] as Plain[] | undefined) ?? []) {
        if (shape["type"] !== "rectangle" || "anchorX" in shape || "anchorY" in shape) continue;
        const [x, y, w, h] = ["x", "y", "width", "height"].map((key) => Number(shape[key] ?? 0)) as [
          number,
          number,
          number,
          number,
        ];
        const a = (Number(shape["rotation"] ?? 0) * Math.PI) / 180;
        const [cx, cy] = [x + w / 2, y + h / 2];
        shape["x"] = cx - (w / 2) * Math.cos(a) + (h / 2) * Math.sin(a);
        shape["y"] = cy - (w / 2) * Math.sin(a) - (h / 2) * Math.cos(a);
        shape["anchorX"] = 0;
        shape["anchorY"] = 0;
      }
    }
  }
}
