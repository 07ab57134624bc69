/* The document types the module touches, with the fields and derived values Foundry documents for each. */
import { ClientDocument, OWNERSHIP, type WriteOptions } from "./document";
import type { TokenObject } from "./canvas";
import type { Collection } from "./collection";
import { currentClient } from "./context";
import type { Plain } from "./utils";

const base = (): Plain => ({ flags: {}, ownership: { default: OWNERSHIP.NONE } });

export class Actor extends ClientDocument {
  static override documentName = "Actor";
  static override embedded = { Item: "items", ActiveEffect: "effects" };
  static override typed = true;
  static override defaults(): Plain {
    return { ...base(), name: "", img: "icons/svg/mystery-man.svg", system: {}, items: [], effects: [], folder: null, prototypeToken: {} };
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
    for (const effect of ((this._source["effects"] as Plain[] | undefined) ?? [])) {
      if (effect["disabled"]) continue;
      for (const id of (effect["statuses"] as string[] | undefined) ?? []) statuses.add(id);
    }
    Object.defineProperty(this, "statuses", { value: statuses, configurable: true, writable: true });
  }

  /** This actor's linked tokens on the viewed scene: placeables, or their documents with `document` true. */
  getActiveTokens(_linked = false, document = false): unknown[] {
    const canvas = this.client.canvas;
    const objects = canvas ? canvas.placeables().filter((token) => token.document.actorId === this.id && token.document.actorLink) : [];
    return document ? objects.map((token) => token.document) : objects;
  }

  /** v13: adds or removes the ActiveEffect carrying a status; `active` undefined toggles. */
  async toggleStatusEffect(statusId: string, { active, overlay = false }: { active?: boolean; overlay?: boolean } = {}): Promise<boolean | ActiveEffect | undefined> {
    const status = this.client.CONFIG.statusEffects.find((s) => s.id === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const existing = this.effects.filter((effect) => effect.statuses.has(statusId));
    const wanted = active ?? existing.length === 0;
    if (!wanted) {
      if (existing.length > 0) await this.deleteEmbeddedDocuments("ActiveEffect", existing.map((e) => e.id));
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
    return this.client.world.isConnected(this.id);
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
    return this.client.world.query(this.client, this.id, name, data, timeout);
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
  static override embedded = { Token: "tokens", Wall: "walls", Region: "regions" };
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
  /** The token's actor. Only linked tokens are modelled: an unlinked token's synthetic actor is refused at import. */
  get actor(): Actor | null {
    return this.actorId && this.actorLink ? ((this.client.game.actors.get(this.actorId) as Actor | undefined) ?? null) : null;
  }
  /** The token's placeable on the client's canvas, when its scene is viewed. */
  get object(): unknown {
    return this.client.canvas?.objectOf(this) ?? null;
  }
  /**
   * v13 `TokenDocument#move`: one movement through waypoints. `preMoveToken` on this client may refuse it; the
   * update then carries the movement, and `moveToken` fires on every client. True when the token got there.
   */
  async move(waypoints: readonly { x: number; y: number }[], options: Plain = {}): Promise<boolean> {
    const last = waypoints[waypoints.length - 1];
    if (!last) return true;
    const movement = { origin: { x: this.x, y: this.y }, waypoints: waypoints.map((w) => ({ x: w.x, y: w.y })), ...options };
    if (this.client.Hooks.call("preMoveToken", this, movement, options) === false) return false;
    await this.update({ x: last.x, y: last.y }, { movement: { [this.id]: movement }, ...options });
    return this.x === last.x && this.y === last.y;
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
    return { author: null, content: "", flavor: "", whisper: [], blind: false, rolls: [], speaker: {}, timestamp: 0, flags: {} };
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
  /** Whispers are visible to their author and recipients only. */
  override get visible(): boolean {
    return this.whisper.length === 0 || this.isAuthor || this.whisper.includes(this.client.userId);
  }
  static getSpeaker({ actor, token, alias }: { actor?: Actor | null; token?: TokenDocument | null; alias?: string } = {}): Plain {
    return { scene: token?.parent?.id ?? null, actor: actor?.id ?? null, token: token?.id ?? null, alias: alias ?? actor?.name ?? token?.name ?? currentClient().game.user.name };
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
    return { name: "", scenes: [], actors: [], items: [], folders: [], combats: [], journal: [], tables: [], macros: [], cards: [], playlists: [], flags: {} };
  }
  /**
   * `Adventure#import`: every document of the adventure created in the world with its id kept (so tokens keep
   * their actor links), folders first, then actors and items, then scenes.
   */
  async import(): Promise<{ created: Record<string, ClientDocument[]> }> {
    const client = this.client;
    if (client.Hooks.call("preImportAdventure", this, {}, {}, {}) === false) return { created: {} };
    const source = this._source;
    const created: Record<string, ClientDocument[]> = {};
    const order: [string, string][] = [["Folder", "folders"], ["Item", "items"], ["Actor", "actors"], ["Scene", "scenes"]];
    for (const [name, field] of order) {
      const data = (source[field] as Plain[] | undefined) ?? [];
      if (data.length > 0) created[name] = await client.createDocuments(client.documentClass(name), structuredClone(data), { keepId: true });
    }
    client.Hooks.callAll("importAdventure", this, {}, created, {});
    return { created };
  }
}
