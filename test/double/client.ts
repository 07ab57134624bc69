/*
 * One user's browser on the double: its own `game` (collections of its own document instances, settings, socket,
 * i18n), `Hooks`, `CONFIG`, `ui` (notifications, the combat tracker and the chat log as real DOM) and `canvas`. Writes
 * run pre-hooks and validation here and go to the world; what the world stores comes back through `receive` and
 * fires the create/update/delete hooks with the writer's user id. See docs/foundry-contract.md.
 */
import { DoubleCanvas, type TokenObject } from "./canvas";
import { Collection } from "./collection";
import { Combat, Combatant, CombatantGroup } from "./combat";
import { runAs } from "./context";
import { DataModel, DataModelValidationError, type DataField } from "./data-model";
import { ClientDocument, type DocumentClass, type WriteOptions } from "./document";
import { ActiveEffect, Actor, ChatMessage, Folder, Item, Level, RegionBehavior, RegionDocument, Scene, Setting, TokenDocument, User, WallDocument } from "./documents";
import { isV14, RELEASE_VERSION, warnDeprecated, type Deprecation } from "./generation";
import { coreStatusEffects, type StatusEffect } from "./status-effects";
import { ForcedReplacement } from "./operators";
import { HookRegistry } from "./hooks";
import { Localization } from "./i18n";
import { OpenDialog, type DialogConfig } from "./dialogs";
import { DiceTerm, Die, Roll } from "./roll";
import { combatTrackerOf, renderCombatTracker } from "./tracker";
import { deepClone, expandObject, isPlainObject, mergeObject, randomID, type Plain } from "./utils";
import { WORLD_COLLECTIONS, type Delivery, type World } from "./world";

export interface ClientOptions {
  /** The module's `init` work, run on every client as Foundry runs a module's init hook. */
  readonly init?: (() => void) | undefined;
}

const DOCUMENT_CLASSES: Readonly<Record<string, DocumentClass>> = {
  Actor, Item, ActiveEffect, Combat, Combatant, CombatantGroup, ChatMessage, Scene, Token: TokenDocument, Wall: WallDocument,
  Region: RegionDocument, RegionBehavior, User, Folder, Setting, Level,
} as unknown as Record<string, DocumentClass>;

/** Types the world's game system provides (the module adds its own through CONFIG.*.dataModels). */
const SYSTEM_TYPES: Readonly<Record<string, readonly string[]>> = {
  Actor: ["character", "npc"],
  Item: ["item"],
  RegionBehavior: ["adjustDarknessLevel", "displayScrollingText", "executeMacro", "executeScript", "pauseGame", "suppressWeather", "teleportToken", "toggleBehavior"],
};

const NAMED = new Set(["Actor", "Item", "Scene", "Folder", "User"]);

/** Documents only v14 has (Scene Levels). */
const V14_DOCUMENTS = new Set(["Level"]);

/**
 * Fields only v14's documents have, which a v13 client drops as its schema's cleaning drops any unknown field:
 * TokenData `level`, RegionData `levels` (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.*), a
 * wall's levels (issue 39; the field name assumed from the region's), a rectangle's anchor (foundryvtt#13298).
 */
const V14_FIELDS: Readonly<Record<string, readonly string[]>> = { Token: ["level"], Wall: ["levels"], Region: ["levels"] };
const V14_RECTANGLE_FIELDS = ["anchorX", "anchorY"] as const;

/**
 * Region shape types per generation: v13's four (BaseShapeData types), and v14's new ones (issue 39: emanation, cone,
 * ring, line, token, grid; the types repository's main-branch common/data/data.d.mts).
 */
const V13_SHAPES = ["rectangle", "circle", "ellipse", "polygon"];
const V14_SHAPES = [...V13_SHAPES, "emanation", "cone", "ring", "line", "token", "grid"];

type SettingConfig = { scope: "world" | "client"; default?: unknown; type?: unknown; config?: boolean; name?: string; onChange?: (value: unknown) => void };
type QueryHandler = (data: unknown, options: { timeout?: number | undefined }) => unknown;

class WorldCollection<V extends ClientDocument> extends Collection<V> {
  constructor(readonly documentName: string) {
    super();
  }
}

export class Client {
  connected = true;
  readonly Hooks: HookRegistry;
  readonly CONFIG: {
    Actor: { dataModels: Record<string, typeof DataModel>; typeLabels: Record<string, string>; documentClass: unknown };
    Item: { dataModels: Record<string, typeof DataModel>; typeLabels: Record<string, string>; documentClass: unknown };
    RegionBehavior: { dataModels: Record<string, typeof DataModel>; typeLabels: Record<string, string>; typeIcons: Record<string, string> };
    Combat: { initiative: { formula: string; decimals: number } };
    /** v13: an array; v14: an object keyed by id with array compatibility (status-effects.ts). */
    statusEffects: StatusEffect[] | Record<string, StatusEffect>;
    specialStatusEffects: Record<string, string>;
    queries: Record<string, QueryHandler>;
    Dice: { terms: Record<string, new (termData?: { number?: number }) => DiceTerm> };
    [key: string]: unknown;
  };
  readonly notifications: { type: "info" | "warn" | "error"; message: string }[] = [];
  /** Deprecation warnings core printed on this client (generation.ts `warnDeprecated`). */
  readonly deprecations: Deprecation[] = [];
  readonly ui: Plain;
  canvas: DoubleCanvas | null = null;
  readonly game: Plain & {
    user: User;
    users: Collection<User> & { activeGM: User | null };
    actors: Collection<Actor>;
    items: Collection<Item>;
    combats: Collection<Combat> & { viewed: Combat | null; active: Combat | null };
    messages: Collection<ChatMessage>;
    scenes: Collection<Scene>;
    folders: Collection<Folder>;
    i18n: Localization;
  };
  readonly targets = new Set<TokenObject>();
  /** The chat log as rendered on this client: message id -> its element. */
  readonly chatLog = new Map<string, HTMLElement>();
  /** The combat tracker as rendered on this client (null without a combat). */
  tracker: HTMLElement | null = null;
  readonly #dialogs: OpenDialog[] = [];
  readonly #dialogWaiters: ((dialog: OpenDialog) => void)[] = [];
  readonly #settings = new Map<string, SettingConfig>();
  /** Client-scope settings live in the browser's localStorage, so they outlast a reload (G1): kept by the world per user. */
  get #clientSettings(): Map<string, unknown> {
    return this.world.localStorageOf(this.userId);
  }
  readonly #worldSettings = new Map<string, unknown>();
  readonly #socketHandlers = new Map<string, ((...args: unknown[]) => void)[]>();
  readonly RollClass = Roll;

  constructor(readonly world: World, readonly userId: string, private readonly options: ClientOptions) {
    this.Hooks = new HookRegistry((hook, error) => this.world.errors.push({ client: this.userId, where: `hook ${hook}`, error }));
    this.CONFIG = {
      Actor: { dataModels: {}, typeLabels: {}, documentClass: Actor },
      Item: { dataModels: {}, typeLabels: {}, documentClass: Item },
      RegionBehavior: { dataModels: {}, typeLabels: {}, typeIcons: {} },
      Combat: { initiative: { formula: "1d20", decimals: 2 } },
      statusEffects: coreStatusEffects(this),
      specialStatusEffects: { DEFEATED: "dead" },
      queries: {},
      Dice: { terms: { d: Die } },
    };
    // G2: with `localize: true` the message is localized (and `format` filled) before it is shown.
    const notify = (type: "info" | "warn" | "error") => (message: string, options: { localize?: boolean; format?: Record<string, unknown> } = {}) => {
      const text = !options.localize ? String(message) : options.format ? this.game.i18n.format(String(message), options.format) : this.game.i18n.localize(String(message));
      this.notifications.push({ type, message: text });
      return this.notifications.length;
    };
    this.ui = {
      notifications: { info: notify("info"), warn: notify("warn"), error: notify("error"), notify: (message: string, type: "info" | "warn" | "error" = "info", options = {}) => notify(type)(message, options) },
      combat: combatTrackerOf(this),
      chat: {},
    };
    const users = new WorldCollection<User>("User") as unknown as Collection<User> & { activeGM: User | null };
    Object.defineProperty(users, "activeGM", { get: () => { const id = this.world.activeGMId(); return id ? (users.get(id) ?? null) : null; } });
    const combats = new WorldCollection<Combat>("Combat") as unknown as Collection<Combat> & { viewed: Combat | null; active: Combat | null };
    Object.defineProperty(combats, "active", { get: () => combats.find((c) => c.active) ?? null });
    Object.defineProperty(combats, "viewed", { get: () => combats.find((c) => c.active) ?? combats.contents[0] ?? null });
    const client = this;
    this.game = {
      userId,
      get user() {
        return users.get(userId)!;
      },
      users,
      actors: new WorldCollection<Actor>("Actor"),
      items: new WorldCollection<Item>("Item"),
      combats,
      messages: new WorldCollection<ChatMessage>("ChatMessage"),
      scenes: new WorldCollection<Scene>("Scene"),
      folders: new WorldCollection<Folder>("Folder"),
      i18n: new Localization(),
      system: { id: world.systemId },
      // https://foundryvtt.com/api/v14/classes/foundry.config.ReleaseData.html (`generation`, `version`; v13 too).
      release: { generation: world.generation, version: RELEASE_VERSION[world.generation], build: Number(RELEASE_VERSION[world.generation].split(".")[1]) },
      world: { id: world.id },
      ready: false,
      modules: new Map([...world.activeModules].map((id) => [id, { id, active: true, api: undefined as unknown }])),
      settings: {
        register: (namespace: string, key: string, config: SettingConfig) => client.#settings.set(`${namespace}.${key}`, config),
        get: (namespace: string, key: string) => client.#getSetting(`${namespace}.${key}`),
        set: (namespace: string, key: string, value: unknown) => client.#setSetting(`${namespace}.${key}`, value),
      },
      socket: {
        on: (event: string, fn: (...args: unknown[]) => void) => client.#socketHandlers.set(event, [...(client.#socketHandlers.get(event) ?? []), fn]),
        off: (event: string) => client.#socketHandlers.delete(event),
        emit: (event: string, ...args: unknown[]) => client.#emit(event, args),
      },
      keybindings: { register: () => undefined, get: () => [] },
      tooltip: { activate: () => undefined, deactivate: () => undefined },
    } as unknown as Client["game"];
  }

  /** Runs code as this client (its globals, its user), through every await. */
  run<T>(fn: () => T): T {
    return runAs(this, fn);
  }

  get user(): User {
    return this.game.user;
  }

  /** Creates a document as this client's user (loosely typed for tests: the data is checked by the double). */
  create<T extends ClientDocument = ClientDocument>(documentName: string, data: Plain, options: WriteOptions = {}): Promise<T> {
    return this.run(async () => {
      const shown = this.notifications.length;
      const [created] = await this.createDocuments(this.documentClass(documentName), [data], options);
      if (created) return created as T;
      // Core only shows an invalid document's error; this helper turns it back into a throw for the test to read.
      const invalid = this.notifications.slice(shown).find((n) => n.type === "error");
      if (invalid) throw new DataModelValidationError(invalid.message);
      throw new Error(`Foundry double: ${documentName} was not created (a pre-hook refused it)`);
    });
  }

  // --- Boot ------------------------------------------------------------------------------------------------------------

  /** Foundry's load: init (the module registers), i18n, setup, the world's documents, ready. */
  boot(): void {
    this.run(() => {
      if (this.options.init) this.Hooks.once("init", this.options.init);
      this.Hooks.callAll("init");
      this.game.i18n.load();
      this.Hooks.callAll("i18nInit");
      this.Hooks.callAll("setup");
      this.#load(this.world.snapshotFor(this));
      // The sidebar's first render comes before `ready`: the tracker's menus are made then (C7).
      combatTrackerOf(this).firstRender();
      this.game["ready"] = true;
      this.Hooks.callAll("ready");
      if (this.game.combats.size > 0) this.renderTracker();
      for (const message of this.game.messages) this.renderMessage(message);
    });
  }

  #load(snapshot: Map<string, Plain[]>): void {
    // Users first: permissions of every other document read them.
    for (const name of ["User", ...Object.keys(WORLD_COLLECTIONS).filter((n) => n !== "User")]) {
      for (const source of snapshot.get(name) ?? []) {
        if (name === "Setting") {
          this.#worldSettings.set(source["key"] as string, source["value"]);
          continue;
        }
        this.#collection(name).set(source["_id"] as string, this.instantiate(name, source, null));
      }
    }
  }

  // --- Documents ---------------------------------------------------------------------------------------------------------

  documentClass(name: string): DocumentClass {
    const cls = DOCUMENT_CLASSES[name];
    if (cls && V14_DOCUMENTS.has(name) && !isV14(this)) throw new Error(`Foundry double: ${name} is a v14 document (this world plays v13)`);
    if (!cls) throw new Error(`Foundry double: no document class ${name}`);
    return cls;
  }

  instantiate(name: string, source: Plain, parent: ClientDocument | null): ClientDocument {
    return new (this.documentClass(name))(source, { parent, client: this });
  }

  dataModelFor(documentName: string, type: string): typeof DataModel | undefined {
    const config = this.CONFIG[documentName] as { dataModels?: Record<string, typeof DataModel> } | undefined;
    return config?.dataModels?.[type];
  }

  #collection(name: string): Collection<ClientDocument> {
    const key = WORLD_COLLECTIONS[name];
    const collection = key ? (this.game[key] as Collection<ClientDocument> | undefined) : undefined;
    if (!collection) throw new Error(`Foundry double: ${name} is not a world collection`);
    return collection;
  }

  fromUuidSync(uuid: string): ClientDocument | null {
    if (typeof uuid !== "string") return null;
    const parts = uuid.split(".");
    if (parts.length < 2 || parts.length % 2 !== 0 || !WORLD_COLLECTIONS[parts[0]!] || parts[0] === "Setting") return null;
    let document: ClientDocument | undefined = this.#collection(parts[0]!).get(parts[1]!);
    for (let i = 2; document && i < parts.length; i += 2) {
      try {
        document = document.getEmbeddedDocument(parts[i]!, parts[i + 1]!);
      } catch {
        return null;
      }
    }
    return document ?? null;
  }

  #find(name: string, parentUuid: string | null, id: string): ClientDocument | undefined {
    if (parentUuid === null) return this.#collection(name).get(id);
    return this.fromUuidSync(parentUuid)?.getEmbeddedDocument(name, id);
  }

  /** Flag scopes Foundry accepts: core, world, the game system and the active modules. */
  assertFlagScope(scope: string): void {
    if (scope === "core" || scope === "world" || scope === this.world.systemId || this.world.activeModules.has(scope)) return;
    throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
  }

  /** A document's source cleaned (defaults, ids) and validated as Foundry would before sending it. */
  #cleanSource(cls: DocumentClass, data: Plain, keepId: boolean): Plain {
    const source = mergeObject(cls.defaults(), deepClone(data));
    // A world document gets a new id unless asked to keep it (Adventure import); an embedded one keeps its own.
    const keeps = keepId || WORLD_COLLECTIONS[cls.documentName] === undefined;
    source["_id"] = keeps && typeof data["_id"] === "string" ? data["_id"] : randomID();
    if (cls.documentName === "ChatMessage") {
      // M3: the stored author field may be `author` (v12+) or the older `user`; both are read as the author.
      source["author"] = data["author"] ?? data["user"] ?? this.userId;
      delete source["user"];
      source["rolls"] = ((data["rolls"] as unknown[] | undefined) ?? []).map((roll) => (typeof roll === "string" ? roll : JSON.stringify(roll)));
      source["timestamp"] = Date.now();
    }
    this.#cleanForGeneration(cls.documentName, source);
    for (const [childName, field] of Object.entries(cls.embedded)) {
      if (V14_DOCUMENTS.has(childName) && !isV14(this)) {
        delete source[field];
        continue;
      }
      const children = (source[field] as Plain[] | undefined) ?? [];
      source[field] = children.map((child) => this.#cleanSource(this.documentClass(childName), child, true));
    }
    this.#validate(cls, source);
    return source;
  }

  /** What this generation's schema keeps of a source: v13 drops v14's fields; v14 gives a rectangle its anchor (0). */
  #cleanForGeneration(documentName: string, source: Plain): void {
    const v14 = isV14(this);
    if (!v14) for (const key of V14_FIELDS[documentName] ?? []) delete source[key];
    if (documentName !== "Region") return;
    for (const shape of (source["shapes"] as Plain[] | undefined) ?? []) {
      if (shape["type"] !== "rectangle") continue;
      for (const key of V14_RECTANGLE_FIELDS) {
        if (v14) shape[key] ??= 0;
        else delete shape[key];
      }
    }
  }

  /**
   * v14 (issue 39; U2/U3/U4): `-=key` and `==key` still work but print a deprecation warning in favour of `_del` and
   * `_replace()`; v13 has no operators, so a `_replace()` value there is an error.
   */
  #checkOperators(changes: Plain): void {
    const walk = (object: Plain, path: string): void => {
      for (const [key, value] of Object.entries(object)) {
        if (isV14(this) && (key.startsWith("-=") || key.startsWith("=="))) {
          warnDeprecated(this, `The "${key.slice(0, 2)}" key ${path}${key} is deprecated since v14: use ${key.startsWith("-=") ? "_del" : "_replace()"}`);
        }
        if (!isV14(this) && value instanceof ForcedReplacement) throw new Error(`Foundry double: update operators are v14's (U4), at ${path}${key}`);
        if (isPlainObject(value)) walk(value, `${path}${key}.`);
      }
    };
    walk(changes, "");
  }

  #validate(cls: DocumentClass, source: Plain): void {
    const name = cls.documentName;
    const fail = (problem: string) => {
      throw new DataModelValidationError(`${name} [${String(source["_id"])}] validation errors: ${problem}`);
    };
    if (NAMED.has(name) && (typeof source["name"] !== "string" || source["name"].trim() === "")) fail("name: may not be a blank string");
    if (!isPlainObject(source["flags"])) fail("flags: must be an object");
    for (const scope of Object.keys(source["flags"] as Plain)) {
      try {
        this.assertFlagScope(scope);
      } catch (error) {
        fail(`flags: ${(error as Error).message}`);
      }
    }
    if (cls.typed) {
      const type = source["type"];
      const model = typeof type === "string" ? this.dataModelFor(name, type) : undefined;
      if (!model && !(SYSTEM_TYPES[name] ?? []).includes(type as string)) fail(`type: "${String(type)}" is not a valid type for the ${name} Document class`);
      if (model) source["system"] = model.cleanAndValidate(source["system"] ?? {}, `${name}.${String(type)}`);
    }
    const finite = (key: string, nullable = false) => {
      const value = source[key];
      if (!(typeof value === "number" && Number.isFinite(value)) && !(nullable && value === null)) fail(`${key}: must be a number`);
    };
    if (name === "Combat") {
      finite("round");
      if (!Number.isInteger(source["round"]) || (source["round"] as number) < 0) fail("round: must be a whole number from 0");
      if (source["turn"] !== null && !Number.isInteger(source["turn"])) fail("turn: must be an integer");
    }
    if (name === "Combatant") {
      finite("initiative", true);
      if (source["group"] !== null && (typeof source["group"] !== "string" || source["group"] === "")) fail("group: must be the id of a CombatantGroup or null");
    }
    if (name === "CombatantGroup") finite("initiative", true);
    if (name === "Region") {
      const allowed = isV14(this) ? V14_SHAPES : V13_SHAPES;
      ((source["shapes"] as Plain[] | undefined) ?? []).forEach((shape, i) => {
        if (!allowed.includes(String(shape["type"]))) fail(`shapes.${i}.type: "${String(shape["type"])}" is not a valid region shape type`);
      });
    }
    if (name === "Token") {
      for (const key of ["x", "y", "rotation", "elevation", "width", "height"]) finite(key);
      // Not Foundry's rule but the double's limit: an unlinked token's synthetic actor is not modelled, so a test
      // cannot pass on a shape it does not simulate.
      if (source["actorId"] && source["actorLink"] !== true) fail("the Foundry double does not model unlinked tokens (synthetic actors)");
    }
  }

  // --- The write pipeline (C12) ------------------------------------------------------------------------------------
  // Core's backend treats the options a caller hands a write as the operation itself and writes into that very object
  // (core: common/abstract/backend.mjs; client/data/client-backend.mjs), so one object reused for a second write
  // carries the first write's traces into it. The pre-steps and pre-hooks get the same object.

  /**
   * The operation's parent: the one it names, else the one its `parentUuid` names (a stale one left by an earlier
   * write too); a parent that cannot hold the document is refused with core's error (core: common/abstract/backend.mjs).
   */
  #operationParent(cls: DocumentClass, operation: WriteOptions): ClientDocument | null {
    let parent = operation.parent ?? null;
    if (!parent && typeof operation.parentUuid === "string") {
      parent = this.fromUuidSync(operation.parentUuid);
      if (!parent) throw new Error(`Foundry double: the parent ${operation.parentUuid} does not exist`);
    }
    if (parent && !(parent.constructor as typeof ClientDocument).embedded[cls.documentName]) {
      throw new Error(`${cls.documentName} is not a valid embedded Document within the ${parent.documentName} Document`);
    }
    operation.parent = parent;
    return parent;
  }

  /**
   * The operation as it is sent: the parent travels as its uuid and `parent` leaves the caller's object (core:
   * client/data/client-backend.mjs `#buildRequest`). Answers the options the clients' hooks receive.
   */
  #send(operation: WriteOptions, parent: ClientDocument | null): Plain {
    if (parent) operation.parentUuid = parent.uuid;
    delete operation.parent;
    const { updates: _updates, ...options } = operation;
    return options;
  }

  /** An invalid document is not written: core shows the error and goes on with the rest (item 11; D4, D5). */
  #refusedAsInvalid(error: unknown): boolean {
    if (!(error instanceof DataModelValidationError)) return false;
    (this.ui["notifications"] as { error(message: string): unknown }).error(error.message);
    return true;
  }

  /**
   * C17: a Combatant write keeps the current combatant's turn (core: client/documents/combatant.mjs): `combatTurn` is the
   * index the current combatant will have after the write, with `turnEvents: false`. An operation that already holds
   * a `combatTurn` keeps it (so a reused options object sets a stale turn, as seen live).
   */
  #keepCombatTurn(cls: DocumentClass, parent: ClientDocument | null, operation: WriteOptions, change: (combatants: Plain[]) => Plain[]): void {
    if (cls.documentName !== "Combatant" || !(parent instanceof Combat)) return;
    const current = parent.combatant;
    if (!current || parent.turn === null) return;
    const source = deepClone(parent._source);
    source["combatants"] = change((source["combatants"] as Plain[] | undefined) ?? []);
    const after = (this.instantiate("Combat", source, null) as Combat).turns;
    const index = after.findIndex((c) => c.id === current.id);
    operation["combatTurn"] ??= after.length === 0 ? null : index >= 0 ? index : Math.min(parent.turn, after.length - 1);
    operation["turnEvents"] ??= false;
  }

  async createDocuments(cls: DocumentClass, data: Plain[], operation: WriteOptions = {}): Promise<ClientDocument[]> {
    const parent = this.#operationParent(cls, operation);
    // core: common/abstract/backend.mjs
    operation.action = "create";
    operation.modifiedTime = Date.now();
    const sources: Plain[] = [];
    for (const raw of data) {
      const expanded = expandObject(raw) as Plain;
      let source: Plain;
      try {
        source = this.#cleanSource(cls, expanded, operation.keepId === true);
      } catch (error) {
        if (this.#refusedAsInvalid(error)) continue;
        throw error;
      }
      const pending = this.instantiate(cls.documentName, deepClone(source), parent);
      if (this.Hooks.call(`preCreate${cls.documentName}`, pending, expanded, operation, this.userId) === false) continue;
      sources.push(source);
    }
    if (sources.length === 0) return [];
    this.#keepCombatTurn(cls, parent, operation, (combatants) => [...combatants, ...deepClone(sources)]);
    const parentUuid = parent?.uuid ?? null;
    const options = this.#send(operation, parent);
    const ids = await this.world.commit(this, { action: "create", documentName: cls.documentName, parentUuid, sources, options });
    return ids.flatMap((id) => this.#find(cls.documentName, parentUuid, id) ?? []);
  }

  async updateDocuments(cls: DocumentClass, updates: Plain[], operation: WriteOptions = {}): Promise<ClientDocument[]> {
    const parent = this.#operationParent(cls, operation);
    const parentUuid = parent?.uuid ?? null;
    // core: common/abstract/document.mjs (`updates`), common/abstract/backend.mjs (the rest)
    operation["updates"] = updates;
    operation.action = "update";
    operation.modifiedTime = Date.now();
    operation["diff"] ??= true;
    operation["recursive"] ??= true;
    const operations: { _id: string; changes: Plain }[] = [];
    for (const raw of updates) {
      const { _id, ...changes } = expandObject(raw) as Plain;
      this.#checkOperators(changes);
      if (!isV14(this)) for (const key of V14_FIELDS[cls.documentName] ?? []) delete changes[key];
      const document = typeof _id === "string" ? this.#find(cls.documentName, parentUuid, _id) : undefined;
      if (!document) throw new Error(`${cls.documentName} [${String(_id)}] does not exist in ${parentUuid ?? "the world"}`);
      // Core's own step first (a token's movement), then the pre-hooks, which see the raw changes before validation
      // (so a module's own refusal can speak first).
      if ((await document._preUpdate(changes, operation, this.userId)) === false) continue;
      if (this.Hooks.call(`preUpdate${cls.documentName}`, document, changes, operation, this.userId) === false) continue;
      try {
        this.#validate(cls, mergeObject(deepClone(document._source), deepClone(changes), { performDeletions: true }));
      } catch (error) {
        if (this.#refusedAsInvalid(error)) continue;
        throw error;
      }
      operations.push({ _id: document.id, changes });
    }
    if (operations.length === 0) return [];
    this.#keepCombatTurn(cls, parent, operation, (combatants) =>
      combatants.map((c) => {
        const change = operations.find((o) => o._id === c["_id"]);
        return change ? mergeObject(deepClone(c), deepClone(change.changes), { performDeletions: true }) : c;
      }),
    );
    const options = this.#send(operation, parent);
    const ids = await this.world.commit(this, { action: "update", documentName: cls.documentName, parentUuid, updates: operations, options });
    return ids.flatMap((id) => this.#find(cls.documentName, parentUuid, id) ?? []);
  }

  async deleteDocuments(cls: DocumentClass, ids: string[], operation: WriteOptions = {}): Promise<ClientDocument[]> {
    const parent = this.#operationParent(cls, operation);
    const parentUuid = parent?.uuid ?? null;
    const doomed = ids.flatMap((id) => {
      const document = this.#find(cls.documentName, parentUuid, id);
      if (!document) throw new Error(`${cls.documentName} [${id}] does not exist`);
      return this.Hooks.call(`preDelete${cls.documentName}`, document, operation, this.userId) === false ? [] : [document];
    });
    if (doomed.length === 0) return [];
    const gone = new Set(doomed.map((d) => d.id));
    this.#keepCombatTurn(cls, parent, operation, (combatants) => combatants.filter((c) => !gone.has(c["_id"] as string)));
    const options = this.#send(operation, parent);
    await this.world.commit(this, { action: "delete", documentName: cls.documentName, parentUuid, ids: [...gone], options });
    return doomed;
  }

  /** What the world stored, applied to this client's copies, then the hooks every client runs. */
  receive(delivery: Delivery): void {
    const name = delivery.documentName;
    const parent = delivery.parentUuid ? this.fromUuidSync(delivery.parentUuid) : null;
    if (delivery.parentUuid && !parent) return;
    const top = (document: ClientDocument | null): ClientDocument | null => {
      let current = document;
      while (current?.parent) current = current.parent;
      return current;
    };
    const field = parent ? (parent.constructor as typeof ClientDocument).embedded[name]! : null;
    // The turn a Combatant write kept (`combatTurn`), applied with no updateCombat hook and no turn events (core:
    // client/documents/combatant.mjs).
    const keepTurn = (): void => {
      const turn = delivery.options["combatTurn"];
      if (name !== "Combatant" || !(parent instanceof Combat) || (typeof turn !== "number" && turn !== null)) return;
      if (parent._source["turn"] === turn) return;
      parent._source["turn"] = turn;
      parent.prepare();
    };
    switch (delivery.action) {
      case "create": {
        const created = delivery.sources.map((source) => {
          if (parent && field) {
            ((parent._source[field] as Plain[] | undefined) ?? (parent._source[field] = [])).push(source);
            top(parent)!.prepare();
            return parent.getEmbeddedDocument(name, source["_id"] as string)!;
          }
          const document = this.instantiate(name, source, null);
          this.#collection(name).set(document.id, document);
          return document;
        });
        keepTurn();
        for (const document of created) this.Hooks.callAll(`create${name}`, document, delivery.options, delivery.userId);
        for (const document of created) this.#afterChange(name, document);
        return;
      }
      case "update": {
        const changed = delivery.updates.flatMap(({ _id, changes, diff }) => {
          const document = this.#find(name, delivery.parentUuid, _id);
          if (!document) return [];
          const before = document instanceof Combat ? document.current : null;
          mergeObject(document._source, deepClone(changes), { performDeletions: true });
          (top(document) ?? document).prepare();
          return [{ document, diff, before }];
        });
        keepTurn();
        // C4/H5: a changed round or turn becomes `combat.previous`, and combatTurnChange fires on every client.
        for (const { document, before } of changed) {
          if (!(document instanceof Combat) || !before) continue;
          const current = document.current;
          if (before.round === current.round && before.turn === current.turn) continue;
          document.previous = before;
          this.Hooks.callAll("combatTurnChange", document, before, current);
        }
        for (const { document, diff } of changed) document._onUpdate(diff, delivery.options, delivery.userId);
        for (const { document, diff } of changed) this.Hooks.callAll(`update${name}`, document, diff, delivery.options, delivery.userId);
        for (const { document } of changed) this.#afterChange(name, document);
        return;
      }
      case "delete": {
        const deleted = delivery.ids.flatMap((id) => {
          const document = this.#find(name, delivery.parentUuid, id);
          if (!document) return [];
          if (parent && field) {
            parent._source[field] = (parent._source[field] as Plain[]).filter((s) => s["_id"] !== id);
            top(parent)!.prepare();
          } else this.#collection(name).delete(id);
          return [document];
        });
        keepTurn();
        for (const document of deleted) this.Hooks.callAll(`delete${name}`, document, delivery.options, delivery.userId);
        for (const document of deleted) this.#afterChange(name, document, true);
      }
    }
  }

  /** Foundry re-renders what shows a changed document: the tracker for combats, the chat log for messages. */
  #afterChange(name: string, document: ClientDocument, deleted = false): void {
    if (name === "Combat" || name === "Combatant" || name === "CombatantGroup") this.renderTracker();
    if (name === "ChatMessage") {
      if (deleted) this.chatLog.get(document.id)?.remove();
      else this.renderMessage(document as ChatMessage);
    }
  }

  // --- UI ---------------------------------------------------------------------------------------------------------------

  renderTracker(): HTMLElement | null {
    const combat = combatTrackerOf(this).viewed;
    this.tracker = combat ? renderCombatTracker(this, combat) : null;
    return this.tracker;
  }

  /**
   * A chat message as this client shows it, after `renderChatMessageHTML` (core: client/documents/chat-message.mjs
   * `visible`, `isContentVisible`): a message this user may not see is not rendered; a whispered roll whose content
   * they may not see shows only "<author> rolled privately", without its content or dice (M2).
   */
  renderMessage(message: ChatMessage): HTMLElement | null {
    if (!message.visible) {
      this.chatLog.get(message.id)?.remove();
      this.chatLog.delete(message.id);
      return null;
    }
    const element = document.createElement("li");
    element.classList.add("chat-message", "message");
    element.dataset["messageId"] = message.id;
    const content = document.createElement("div");
    content.classList.add("message-content");
    if (message.isContentVisible) content.innerHTML = message.content;
    else {
      element.classList.add("whisper-placeholder");
      content.textContent = `${message.author?.name ?? "?"} rolled privately`;
    }
    element.append(content);
    this.run(() => this.Hooks.callAll("renderChatMessageHTML", message, element, {}));
    this.chatLog.set(message.id, element);
    return element;
  }

  /** Opens a dialog on this client; the test answers it with `nextDialog()`. */
  openDialog(config: DialogConfig): Promise<unknown> {
    return new Promise((resolve) => {
      const dialog: OpenDialog = new OpenDialog(this, config, (value) => {
        // A dialog answered or closed is no longer open on this client.
        const index = this.#dialogs.indexOf(dialog);
        if (index >= 0) this.#dialogs.splice(index, 1);
        resolve(value);
      });
      const waiter = this.#dialogWaiters.shift();
      if (waiter) waiter(dialog);
      else this.#dialogs.push(dialog);
      this.world.noteActivity();
    });
  }

  /** The next dialog this client shows; refused when the world settles without one (the test would hang). */
  nextDialog(): Promise<OpenDialog> {
    const open = this.#dialogs.shift();
    if (open) return Promise.resolve(open);
    return new Promise((resolve, reject) => {
      const waiter = (dialog: OpenDialog) => resolve(dialog);
      this.#dialogWaiters.push(waiter);
      void this.world.settle().then(() => {
        const index = this.#dialogWaiters.indexOf(waiter);
        if (index < 0) return;
        this.#dialogWaiters.splice(index, 1);
        const said = this.notifications.slice(-3).map((n) => `${n.type}: ${n.message}`).join(" | ");
        reject(new Error(`Foundry double: ${this.user.name}'s client opened no dialog${said ? ` (last notifications: ${said})` : ""}`));
      });
    });
  }

  get openDialogs(): readonly OpenDialog[] {
    return this.#dialogs;
  }

  /** A person's click: only on an element that is shown and enabled. */
  click(element: Element | null | undefined): void {
    if (!element) throw new Error("Foundry double: nothing to click");
    for (let node: Element | null = element; node; node = node.parentElement) {
      if ((node as HTMLElement).hidden) throw new Error(`Foundry double: ${describeElement(element)} is hidden`);
    }
    if ((element as HTMLButtonElement).disabled) throw new Error(`Foundry double: ${describeElement(element)} is disabled`);
    this.run(() => (element as HTMLElement).click());
  }

  /** Shows a scene on this client's canvas (the canvas is not drawn: no PIXI layers); on v14, one of its Levels. */
  viewScene(scene: Scene, { level = null }: { level?: string | null } = {}): void {
    this.canvas = new DoubleCanvas(this, scene.id, level);
    this.run(() => this.Hooks.callAll("canvasReady", this.canvas));
  }

  /** This user targets a token on the canvas (Foundry's T key); `release` clears the other targets first. */
  target(token: TokenDocument, { release = true } = {}): void {
    const object = this.canvas instanceof DoubleCanvas ? this.canvas.objectOf(token) : null;
    if (!object) throw new Error(`Foundry double: ${token.name} is not on ${this.user.name}'s canvas`);
    if (release) this.targets.clear();
    this.targets.add(object);
    this.run(() => this.Hooks.callAll("targetToken", this.user, object, true));
  }

  /** This user controls (selects) a token on the canvas, releasing the others. */
  control(token: TokenDocument): void {
    if (!(this.canvas instanceof DoubleCanvas)) throw new Error(`Foundry double: ${this.user.name} views no scene`);
    for (const object of this.canvas.placeables()) object.controlled = object.document === token;
    this.run(() => this.Hooks.callAll("controlToken", this.canvas instanceof DoubleCanvas ? this.canvas.objectOf(token) : null, true));
  }

  /** A stored roll rebuilt on this client, with this client's `CONFIG.Dice.terms` (R3). */
  rollFromJSON(json: string): Roll {
    return this.run(() => Roll.fromJSON(json));
  }

  // --- Settings and sockets ---------------------------------------------------------------------------------------------

  #getSetting(key: string): unknown {
    const config = this.#settings.get(key);
    if (!config) throw new Error(`"${key}" is not a registered game setting`);
    const stored = config.scope === "world" ? this.#worldSettings.get(key) : this.#clientSettings.get(key);
    return stored === undefined ? config.default : deepClone(stored);
  }

  async #setSetting(key: string, value: unknown): Promise<unknown> {
    const config = this.#settings.get(key);
    if (!config) throw new Error(`"${key}" is not a registered game setting`);
    const field = config.type as DataField | undefined;
    if (field && typeof (field as { validate?: unknown }).validate === "function") {
      const problem = field.validate(value);
      if (problem) throw new DataModelValidationError(`Setting ${key}: ${problem}`);
    }
    if (config.scope === "world") {
      await new Promise((resolve) => setTimeout(resolve, 0));
      this.world.setWorldSetting(this, key, value);
    } else this.receiveSetting(key, value, false);
    return value;
  }

  receiveSetting(key: string, value: unknown, world = true): void {
    (world ? this.#worldSettings : this.#clientSettings).set(key, value);
    this.#settings.get(key)?.onChange?.(value);
    this.Hooks.callAll("updateSetting", { key, value }, { value }, {}, this.userId);
  }

  #emit(event: string, args: unknown[]): void {
    const [scope, id] = event.split(".");
    if (scope !== "module" || !id || !this.world.activeModules.has(id)) throw new Error(`Foundry double: no socket "${event}" (a module's socket is module.<id>)`);
    this.world.emit(this, event, args);
  }

  receiveSocket(event: string, args: unknown[], senderId: string): void {
    for (const handler of this.#socketHandlers.get(event) ?? []) {
      try {
        handler(...args, senderId);
      } catch (error) {
        this.world.errors.push({ client: this.userId, where: `socket ${event}`, error });
      }
    }
  }
}

function describeElement(element: Element): string {
  const action = element.getAttribute("data-action") ?? element.getAttribute("data-fpb-round") ?? element.getAttribute("data-fpb-action");
  return `<${element.tagName.toLowerCase()}${action ? ` ${action}` : ""}> "${element.textContent?.trim().slice(0, 40) ?? ""}"`;
}
