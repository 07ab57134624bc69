/*
 * One user's browser on the double: its own `game` (collections of its own document instances, settings, socket,
 * i18n), `Hooks`, `CONFIG`, `ui` (notifications, the combat tracker and the chat log as real DOM) and `canvas`. Writes
 * run pre-hooks and validation here and go to the world; what the world stores comes back through `receive` and
 * fires the create/update/delete hooks with the writer's user id. See docs/foundry-contract.md.
 * The Client is the face tests use; the work lives beside it: client-writes.ts (the write pipeline), client-schema.ts
 * (cleaning, validation), client-receive.ts (deliveries), client-documents.ts (classes, collections, lookup),
 * client-settings.ts, client-socket.ts, client-dialogs.ts, client-chat-log.ts and client-input.ts.
 */
import type { DoubleCanvas, TokenObject } from "./canvas";
import { ClientDialogs } from "./client-dialogs";
import {
  DOCUMENT_CLASSES,
  documentFromUuid,
  V14_DOCUMENTS,
  worldCollection,
  WorldCollection,
} from "./client-documents";
import { renderChatMessage } from "./client-chat-log";
import { click, control, target, viewScene } from "./client-input";
import { receiveDelivery } from "./client-receive";
import { ClientSettings, type SettingConfig } from "./client-settings";
import { ClientSocket } from "./client-socket";
import { createDocuments, deleteDocuments, updateDocuments } from "./client-writes";
import type { Collection } from "./collection";
import type { Combat } from "./combat";
import { runAs } from "./context";
import { DataModelValidationError, type DataModel } from "./data-model";
import type { ClientDocument, DocumentClass, WriteOptions } from "./document";
import { Actor, Item, type ChatMessage, type Folder, type Scene, type TokenDocument, type User } from "./documents";
import { isV14, RELEASE_VERSION, type Deprecation } from "./generation";
import { coreStatusEffects, type StatusEffect } from "./status-effects";
import { HookRegistry } from "./hooks";
import { Localization } from "./i18n";
import type { DialogConfig, OpenDialog } from "./dialogs";
import { type DiceTerm, Die, Roll } from "./roll";
import { combatTrackerOf, renderCombatTracker } from "./tracker";
import type { Plain } from "./utils";
import { WORLD_COLLECTIONS, type Delivery, type World } from "./world";

export interface ClientOptions {
  /** The module's `init` work, run on every client as Foundry runs a module's init hook. */
  readonly init?: (() => void) | undefined;
}

type QueryHandler = (data: unknown, options: { timeout?: number | undefined }) => unknown;

export class Client {
  connected = true;
  readonly Hooks: HookRegistry;
  readonly CONFIG: {
    Actor: { dataModels: Record<string, typeof DataModel>; typeLabels: Record<string, string>; documentClass: unknown };
    Item: { dataModels: Record<string, typeof DataModel>; typeLabels: Record<string, string>; documentClass: unknown };
    RegionBehavior: {
      dataModels: Record<string, typeof DataModel>;
      typeLabels: Record<string, string>;
      typeIcons: Record<string, string>;
    };
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
  readonly #dialogs = new ClientDialogs(this);
  readonly #settings = new ClientSettings(this);
  readonly #socket = new ClientSocket(this);
  readonly RollClass = Roll;

  constructor(
    readonly world: World,
    readonly userId: string,
    private readonly options: ClientOptions,
  ) {
    this.Hooks = new HookRegistry((hook, error) =>
      this.world.errors.push({ client: this.userId, where: `hook ${hook}`, error }),
    );
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
    const notify =
      (type: "info" | "warn" | "error") =>
      (message: string, options: { localize?: boolean; format?: Record<string, unknown> } = {}) => {
        const text = !options.localize
          ? String(message)
          : options.format
            ? this.game.i18n.format(String(message), options.format)
            : this.game.i18n.localize(String(message));
        this.notifications.push({ type, message: text });
        return this.notifications.length;
      };
    this.ui = {
      notifications: {
        info: notify("info"),
        warn: notify("warn"),
        error: notify("error"),
        notify: (message: string, type: "info" | "warn" | "error" = "info", options = {}) =>
          notify(type)(message, options),
      },
      combat: combatTrackerOf(this),
      chat: {},
    };
    const users = new WorldCollection<User>("User") as unknown as Collection<User> & { activeGM: User | null };
    Object.defineProperty(users, "activeGM", {
      get: () => {
        const id = this.world.activeGMId(this);
        return id ? (users.get(id) ?? null) : null;
      },
    });
    const combats = new WorldCollection<Combat>("Combat") as unknown as Collection<Combat> & {
      viewed: Combat | null;
      active: Combat | null;
    };
    Object.defineProperty(combats, "active", { get: () => combats.find((c) => c.active) ?? null });
    Object.defineProperty(combats, "viewed", {
      get: () => combats.find((c) => c.active) ?? combats.contents[0] ?? null,
    });
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
      release: {
        generation: world.generation,
        version: RELEASE_VERSION[world.generation],
        build: Number(RELEASE_VERSION[world.generation].split(".")[1]),
      },
      world: { id: world.id },
      ready: false,
      modules: new Map([...world.activeModules].map((id) => [id, { id, active: true, api: undefined as unknown }])),
      settings: {
        register: (namespace: string, key: string, config: SettingConfig) =>
          this.#settings.register(`${namespace}.${key}`, config),
        get: (namespace: string, key: string) => this.#settings.get(`${namespace}.${key}`),
        set: (namespace: string, key: string, value: unknown) => this.#settings.set(`${namespace}.${key}`, value),
      },
      socket: {
        on: (event: string, fn: (...args: unknown[]) => void) => this.#socket.on(event, fn),
        off: (event: string) => this.#socket.off(event),
        emit: (event: string, ...args: unknown[]) => this.#socket.emit(event, args),
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
  create<T extends ClientDocument = ClientDocument>(
    documentName: string,
    data: Plain,
    options: WriteOptions = {},
  ): Promise<T> {
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
          this.#settings.load(source["key"] as string, source["value"]);
          continue;
        }
        worldCollection(this, name).set(source["_id"] as string, this.instantiate(name, source, null));
      }
    }
  }

  // --- Documents ---------------------------------------------------------------------------------------------------------

  documentClass(name: string): DocumentClass {
    const cls = DOCUMENT_CLASSES[name];
    if (cls && V14_DOCUMENTS.has(name) && !isV14(this))
      throw new Error(`Foundry double: ${name} is a v14 document (this world plays v13)`);
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

  fromUuidSync(uuid: string): ClientDocument | null {
    return documentFromUuid(this, uuid);
  }

  /** Flag scopes Foundry accepts: core, world, the game system and the active modules. */
  assertFlagScope(scope: string): void {
    if (scope === "core" || scope === "world" || scope === this.world.systemId || this.world.activeModules.has(scope))
      return;
    throw new Error(`Flag scope "${scope}" is not valid or not currently active`);
  }

  // --- The write pipeline (C12): client-writes.ts ----------------------------------------------------------------------

  createDocuments(cls: DocumentClass, data: Plain[], operation: WriteOptions = {}): Promise<ClientDocument[]> {
    return createDocuments(this, cls, data, operation);
  }

  updateDocuments(cls: DocumentClass, updates: Plain[], operation: WriteOptions = {}): Promise<ClientDocument[]> {
    return updateDocuments(this, cls, updates, operation);
  }

  deleteDocuments(cls: DocumentClass, ids: string[], operation: WriteOptions = {}): Promise<ClientDocument[]> {
    return deleteDocuments(this, cls, ids, operation);
  }

  /** What the world stored, applied to this client's copies, then the hooks every client runs (client-receive.ts). */
  receive(delivery: Delivery): void {
    receiveDelivery(this, delivery);
  }

  // --- UI ---------------------------------------------------------------------------------------------------------------

  renderTracker(): HTMLElement | null {
    const combat = combatTrackerOf(this).viewed;
    this.tracker = combat ? renderCombatTracker(this, combat) : null;
    return this.tracker;
  }

  /** A chat message as this client shows it (client-chat-log.ts). */
  renderMessage(message: ChatMessage): HTMLElement | null {
    return renderChatMessage(this, message);
  }

  /** Opens a dialog on this client; the test answers it with `nextDialog()`. */
  openDialog(config: DialogConfig, place?: Parameters<ClientDialogs["open"]>[1]): Promise<unknown> {
    return this.#dialogs.open(config, place);
  }

  /** The next dialog this client shows; refused when the world settles without one (the test would hang). */
  nextDialog(): Promise<OpenDialog> {
    return this.#dialogs.next();
  }

  get openDialogs(): readonly OpenDialog[] {
    return this.#dialogs.openDialogs;
  }

  /** A person's click: only on an element that is shown and enabled. */
  click(element: Element | null | undefined): void {
    click(this, element);
  }

  /** Shows a scene on this client's canvas (the canvas is not drawn: no PIXI layers); on v14, one of its Levels. */
  viewScene(scene: Scene, { level = null }: { level?: string | null } = {}): void {
    viewScene(this, scene, level);
  }

  /** This user targets a token on the canvas (Foundry's T key); `release` clears the other targets first. */
  target(token: TokenDocument, { release = true } = {}): void {
    target(this, token, release);
  }

  /** This user controls (selects) a token on the canvas, releasing the others. */
  control(token: TokenDocument): void {
    control(this, token);
  }

  /** A stored roll rebuilt on this client, with this client's `CONFIG.Dice.terms` (R3). */
  rollFromJSON(json: string): Roll {
    return this.run(() => Roll.fromJSON(json));
  }

  // --- Settings and sockets: client-settings.ts, client-socket.ts -------------------------------------------------------

  receiveSetting(key: string, value: unknown, world = true): void {
    this.#settings.receive(key, value, world);
  }

  receiveSocket(event: string, args: unknown[], senderId: string): void {
    this.#socket.receive(event, args, senderId);
  }
}
