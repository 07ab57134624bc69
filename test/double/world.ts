/*
 * The server and the database of the double: one world shared by several clients. It keeps the stored source of
 * every document, checks each write against the writing user's permission, stores it, and sends it to every
 * connected client (whispered messages too: each client decides what it shows, M4). Socket messages go to every other
 * client with the sender's id, never back to the sender. Behaviour and sources: docs/foundry-contract.md.
 */
import { Client, type ClientOptions } from "./client";
import { defaultGeneration, type Deprecation, type Generation } from "./generation";
import { ForcedDeletion } from "./operators";
import { OWNERSHIP } from "./document";
import { WorldDice } from "./roll";
import { deepClone, diffObject, isPlainObject, mergeObject, randomID, type Plain } from "./utils";
import { runAs } from "./context";
import { Network, type NetworkOptions } from "./network";
import { later, nextTask } from "./next-task";

export interface UserSpec {
  readonly name: string;
  readonly role?: "player" | "trusted" | "assistant" | "gamemaster";
}
const ROLES = { player: 1, trusted: 2, assistant: 3, gamemaster: 4 } as const;

export type Operation =
  | { action: "create"; documentName: string; parentUuid: string | null; sources: Plain[]; options: Plain }
  | {
      action: "update";
      documentName: string;
      parentUuid: string | null;
      updates: { _id: string; changes: Plain }[];
      options: Plain;
    }
  | { action: "delete"; documentName: string; parentUuid: string | null; ids: string[]; options: Plain };

/** What one client receives for a committed operation. */
export type Delivery =
  | {
      action: "create";
      documentName: string;
      parentUuid: string | null;
      sources: Plain[];
      options: Plain;
      userId: string;
    }
  | {
      action: "update";
      documentName: string;
      parentUuid: string | null;
      updates: { _id: string; changes: Plain; diff: Plain }[];
      options: Plain;
      userId: string;
    }
  | {
      action: "delete";
      documentName: string;
      parentUuid: string | null;
      ids: string[];
      options: Plain;
      userId: string;
    };

/** Top-level document name -> its world collection. */
export const WORLD_COLLECTIONS: Readonly<Record<string, string>> = {
  Actor: "actors",
  Item: "items",
  Combat: "combats",
  ChatMessage: "messages",
  Scene: "scenes",
  User: "users",
  Folder: "folders",
  Setting: "settings",
};

/** Embedded document name -> the source field in its parent. */
const EMBEDDED_FIELDS: Readonly<Record<string, string>> = {
  Item: "items",
  ActiveEffect: "effects",
  Combatant: "combatants",
  CombatantGroup: "groups",
  Token: "tokens",
  Wall: "walls",
  Region: "regions",
  RegionBehavior: "behaviors",
  Level: "levels",
};

export class PermissionError extends Error {}

export class World {
  readonly id = "double-world";
  readonly systemId: string;
  /** The core generation every client of this world plays (generation.ts). */
  readonly generation: Generation;
  readonly activeModules: ReadonlySet<string>;
  readonly dice: WorldDice;
  /** Stored sources by top-level document name, by id. */
  readonly sources = new Map<string, Map<string, Plain>>(
    Object.keys(WORLD_COLLECTIONS).map((name) => [name, new Map()]),
  );
  readonly clients: Client[] = [];
  /** Errors thrown in hooks or socket handlers on any client: a clean session has none. */
  readonly errors: { client: string; where: string; error: unknown }[] = [];
  /** Deprecation warnings printed on any client (each client keeps its own too): a v14 session of the module has none. */
  readonly deprecations: (Deprecation & { client: string })[] = [];
  #activity = 0;
  #inFlight = 0;
  readonly #clientOptions: ClientOptions;
  /** Each user's browser storage (client-scope settings), which a reload keeps. */
  readonly #localStorage = new Map<string, Map<string, unknown>>();
  readonly #options: ConstructorParameters<typeof World>[0];
  /** The wire, when a test gives the world a schedule (network.ts); null: everything arrives at once, in order. */
  #network: Network | null = null;
  /** With a network: the users each client knows to be connected, as the server's activity messages told it (N4). */
  readonly #seen = new Map<Client, Set<string>>();

  constructor(
    options: {
      users: readonly UserSpec[];
      systemId?: string;
      modules?: readonly string[];
      seed?: number;
      generation?: Generation;
    } & ClientOptions,
  ) {
    this.systemId = options.systemId ?? "worldbuilding";
    this.generation = options.generation ?? defaultGeneration();
    this.activeModules = new Set(options.modules ?? []);
    this.dice = new WorldDice(options.seed ?? 1);
    this.#clientOptions = { init: options.init };
    this.#options = options;
    for (const spec of options.users) {
      const id = randomID();
      this.sources
        .get("User")!
        .set(id, { _id: id, name: spec.name, role: ROLES[spec.role ?? "player"], character: null, flags: {} });
    }
  }

  /**
   * A second world holding a copy of this one's stored documents and settings (the same users and ids), nobody
   * connected, no schedule, its dice seeded anew: a test that plays many schedules sets its table up once.
   */
  fork(seed?: number): World {
    const copy = new World({ ...this.#options, ...(seed === undefined ? {} : { seed }) });
    for (const [name, collection] of this.sources) {
      const target = copy.sources.get(name)!;
      target.clear();
      for (const [id, source] of collection) target.set(id, deepClone(source));
    }
    return copy;
  }

  // --- Connections ---------------------------------------------------------------------------------------------------

  /** From now on every write, broadcast and socket message travels a scheduled wire (network.ts, N1-N4). */
  useNetwork(options: NetworkOptions): Network {
    this.#network = new Network(options, () => this.noteActivity());
    for (const client of this.clients) this.#seen.set(client, new Set(this.#connectedIds()));
    return this.#network;
  }

  get network(): Network | null {
    return this.#network;
  }

  #connectedIds(): string[] {
    return this.clients.filter((c) => c.connected).map((c) => c.userId);
  }

  /**
   * The server tells every other client that a user came or went (N4): the client's `User#active` changes, and with
   * it `game.users.activeGM`, then `userConnected` runs; with a network it comes down each client's link in order.
   */
  #tellActivity(userId: string, connected: boolean): void {
    for (const client of [...this.clients]) {
      if (!client.connected || client.userId === userId) continue;
      const arrive = () => {
        const seen = this.#seen.get(client);
        if (seen) {
          if (connected) seen.add(userId);
          else seen.delete(userId);
        }
        const user = client.game.users.get(userId);
        if (user) runAs(client, () => client.Hooks.callAll("userConnected", user, connected));
      };
      if (this.#network) this.#network.send(client, "down", { label: `userActivity ${connected}`, arrive });
      else arrive();
    }
  }

  userNamed(name: string): Plain {
    const user = [...this.sources.get("User")!.values()].find((u) => u["name"] === name);
    if (!user) throw new Error(`Foundry double: no user named ${name}`);
    return user;
  }

  /** A user's browser joins: a new client loads the world's data and runs the module's init, setup and ready. */
  connect(userName: string): Client {
    const user = this.userNamed(userName);
    if (this.clients.some((c) => c.userId === user["_id"]))
      throw new Error(`Foundry double: ${userName} is already connected`);
    const client = new Client(this, user["_id"] as string, this.#clientOptions);
    this.clients.push(client);
    if (this.#network) this.#seen.set(client, new Set(this.#connectedIds()));
    this.#tellActivity(client.userId, true);
    client.boot();
    return client;
  }

  /** The browser goes away (a crash, a closed tab, a reload): with a network, what was on its wire is lost (N3). */
  disconnect(client: Client): void {
    const index = this.clients.indexOf(client);
    if (index >= 0) this.clients.splice(index, 1);
    const wasConnected = client.connected;
    client.connected = false;
    this.#network?.close(client);
    this.#seen.delete(client);
    if (wasConnected && !this.isConnected(client.userId)) this.#tellActivity(client.userId, false);
  }

  /**
   * A reload: the user's client goes away and a new one reads the world back from its stored documents. Without a
   * network the world settles first; with one the reload comes whenever the test says, messages in flight or not.
   */
  async reload(client: Client): Promise<Client> {
    if (!this.#network) await this.settle();
    this.disconnect(client);
    const user = this.sources.get("User")!.get(client.userId)!;
    return this.connect(user["name"] as string);
  }

  localStorageOf(userId: string): Map<string, unknown> {
    let storage = this.#localStorage.get(userId);
    if (!storage) {
      storage = new Map();
      this.#localStorage.set(userId, storage);
    }
    return storage;
  }

  /** Whether a user is connected: as the server knows it, or as `viewer` was told (N4, with a network). */
  isConnected(userId: string, viewer?: Client): boolean {
    const seen = viewer ? this.#seen.get(viewer) : undefined;
    return seen ? seen.has(userId) : this.clients.some((c) => c.userId === userId && c.connected);
  }

  /**
   * The active GM: the connected full GM with the lowest id, else the connected assistant with the lowest id (P3); as
   * `viewer` knows the connected users (N4).
   */
  activeGMId(viewer?: Client): string | null {
    const seen = viewer ? this.#seen.get(viewer) : undefined;
    const ids = seen ? [...seen] : this.#connectedIds();
    const connected = (role: number) => ids.filter((id) => this.roleOf(id) === role).sort();
    return connected(ROLES.gamemaster)[0] ?? connected(ROLES.assistant)[0] ?? null;
  }

  roleOf(userId: string): number {
    return (this.sources.get("User")!.get(userId)?.["role"] as number | undefined) ?? 0;
  }
  isGM(userId: string): boolean {
    return this.roleOf(userId) >= ROLES.assistant;
  }

  /** Waits until no write, hook chain or socket message is under way anywhere in the world. */
  async settle(maxTicks = 5000): Promise<void> {
    let quiet = 0;
    let seen = this.#activity;
    for (let tick = 0; tick < maxTicks; tick++) {
      await nextTask();
      if (this.#inFlight === 0 && (this.#network?.moving ?? 0) === 0 && this.#activity === seen) quiet += 1;
      else quiet = 0;
      seen = this.#activity;
      if (quiet >= 4) return;
    }
    throw new Error("Foundry double: the world never settled");
  }

  // --- Sources -------------------------------------------------------------------------------------------------------

  /** The stored source a UUID names, with the chain of sources above it (outermost first). */
  locate(
    uuid: string,
  ): { source: Plain; documentName: string; chain: { documentName: string; source: Plain }[] } | null {
    const parts = uuid.split(".");
    if (parts.length < 2 || parts.length % 2 !== 0) return null;
    const chain: { documentName: string; source: Plain }[] = [];
    let source = this.sources.get(parts[0]!)?.get(parts[1]!);
    if (!source) return null;
    chain.push({ documentName: parts[0]!, source });
    for (let i = 2; i < parts.length; i += 2) {
      const field = EMBEDDED_FIELDS[parts[i]!];
      const list: Plain[] | undefined = field ? (source![field] as Plain[] | undefined) : undefined;
      source = list?.find((s: Plain) => s["_id"] === parts[i + 1]);
      if (!source) return null;
      chain.push({ documentName: parts[i]!, source });
    }
    return { source: source!, documentName: parts[parts.length - 2]!, chain };
  }

  #collectionFor(documentName: string, parentUuid: string | null): Plain[] | Map<string, Plain> {
    if (parentUuid === null) {
      const collection = this.sources.get(documentName);
      if (!collection) throw new Error(`Foundry double: ${documentName} is not a world document`);
      return collection;
    }
    const parent = this.locate(parentUuid);
    const field = EMBEDDED_FIELDS[documentName];
    if (!parent || !field) throw new Error(`Foundry double: no parent ${parentUuid} for ${documentName}`);
    parent.source[field] ??= [];
    return parent.source[field] as Plain[];
  }

  // --- Permissions -----------------------------------------------------------------------------------------------------

  static #ownershipLevel(source: Plain, userId: string): number {
    const ownership = isPlainObject(source["ownership"]) ? source["ownership"] : {};
    const own = ownership[userId];
    return typeof own === "number" && own >= 0 ? own : ((ownership["default"] as number | undefined) ?? OWNERSHIP.NONE);
  }

  /** A user's level on a document: GMs own everything; embedded documents take their owner's level. */
  userLevel(userId: string, uuid: string): number {
    if (this.isGM(userId)) return OWNERSHIP.OWNER;
    const found = this.locate(uuid);
    if (!found) return OWNERSHIP.NONE;
    const top = found.chain[0]!;
    switch (found.documentName) {
      case "ChatMessage": {
        const message = found.source;
        if (message["author"] === userId) return OWNERSHIP.OWNER;
        const whisper = message["whisper"] as string[];
        return whisper.length === 0 || whisper.includes(userId) ? OWNERSHIP.OBSERVER : OWNERSHIP.NONE;
      }
      case "User":
        return found.source["_id"] === userId ? OWNERSHIP.OWNER : OWNERSHIP.LIMITED;
      case "Combat":
        return OWNERSHIP.OBSERVER;
      case "Setting":
        return OWNERSHIP.NONE;
      case "CombatantGroup":
        // C11: a group's own ownership, not its combat's.
        return World.#ownershipLevel(found.source, userId);
      case "Combatant":
      case "Token": {
        const actorId = found.source["actorId"] as string | null;
        const actor = actorId ? this.sources.get("Actor")!.get(actorId) : undefined;
        return actor
          ? World.#ownershipLevel(actor, userId)
          : found.documentName === "Token"
            ? OWNERSHIP.OBSERVER
            : OWNERSHIP.NONE;
      }
      default:
        return World.#ownershipLevel(top.source, userId);
    }
  }

  /** P5: any player may change a Combat's round and turn (ending their turn), and nothing else of it. */
  static #playerMayUpdate(documentName: string, changes: Plain): boolean {
    return (
      documentName === "Combat" &&
      Object.keys(changes).length > 0 &&
      Object.keys(changes).every((key) => key === "round" || key === "turn")
    );
  }

  /** P5 (item 11): the server takes a player's Combatant update only within these fields, even on their own combatant. */
  static readonly #PLAYER_COMBATANT_FIELDS: ReadonlySet<string> = new Set([
    "initiative",
    "flags",
    "defeated",
    "system",
  ]);

  #mayCreate(userId: string, documentName: string, parentUuid: string | null, source: Plain): boolean {
    if (this.isGM(userId)) return true;
    if (documentName === "ChatMessage") return source["author"] === userId;
    if (parentUuid === null) return false;
    // C11 (item 11): creating a CombatantGroup needs the Assistant role, whatever the player owns.
    if (documentName === "CombatantGroup") return false;
    if (documentName === "Combatant") {
      const actor = source["actorId"] ? this.sources.get("Actor")!.get(source["actorId"] as string) : undefined;
      return actor !== undefined && World.#ownershipLevel(actor, userId) >= OWNERSHIP.OWNER;
    }
    return this.userLevel(userId, parentUuid) >= OWNERSHIP.OWNER;
  }

  // --- Writes -----------------------------------------------------------------------------------------------------------

  /** The server's part of a write: check, store, send to the clients. Answers the ids written. */
  async commit(from: Client, operation: Operation): Promise<string[]> {
    if (this.#network) return this.#commitOver(this.#network, from, operation);
    this.#inFlight += 1;
    this.#activity += 1;
    try {
      await nextTask();
      if (!from.connected) throw new Error("Foundry double: the client is not connected");
      const delivery = this.#store(from.userId, operation);
      this.#deliver(delivery);
      return delivery.action === "update"
        ? delivery.updates.map((u) => u._id)
        : delivery.action === "create"
          ? delivery.sources.map((s) => s["_id"] as string)
          : delivery.ids;
    } finally {
      this.#inFlight -= 1;
      this.#activity += 1;
    }
  }

  /**
   * A write over the wire: up the writer's link to the server, which stores it in the order its messages arrive; the
   * change comes down every connected client's link, the writer's too, whose write resolves when it arrives there.
   */
  #commitOver(network: Network, from: Client, operation: Operation): Promise<string[]> {
    if (!from.connected) return Promise.reject(new Error("Foundry double: the client is not connected"));
    const label = `${operation.action} ${operation.documentName}`;
    return new Promise<string[]>((resolve, reject) => {
      const closed = () => reject(new Error("Foundry double: the connection closed before the server answered"));
      const answer = (arrive: () => void) =>
        network.send(from, "down", { label: `${label} answer`, arrive, lost: closed });
      network.send(from, "up", {
        label,
        lost: closed,
        arrive: () => {
          let delivery: Delivery;
          try {
            delivery = this.#store(from.userId, operation);
          } catch (error) {
            answer(() => reject(error));
            return;
          }
          const ids = idsOf(delivery);
          if (delivery.action === "update" && delivery.updates.length === 0) answer(() => resolve(ids));
          else this.#deliver(delivery, { writer: from, answered: () => resolve(ids), lost: closed });
        },
      });
    });
  }

  #store(userId: string, operation: Operation): Delivery {
    const delivery = this.#write(userId, operation);
    this.#keepTurn(delivery);
    return delivery;
  }

  /**
   * The turn a Combatant write kept (`combatTurn`, core: client/documents/combatant.mjs), stored with the write so a
   * client that loads the combat later reads the same turn as those that applied it.
   */
  #keepTurn(delivery: Delivery): void {
    const turn = delivery.options["combatTurn"];
    if (delivery.documentName !== "Combatant" || !delivery.parentUuid || (typeof turn !== "number" && turn !== null))
      return;
    if (delivery.action === "update" && delivery.updates.length === 0) return;
    const combat = this.locate(delivery.parentUuid);
    if (combat?.documentName === "Combat") combat.source["turn"] = turn;
  }

  #write(userId: string, operation: Operation): Delivery {
    const collection = this.#collectionFor(operation.documentName, operation.parentUuid);
    const name = operation.documentName;
    const uuidOf = (id: string) => (operation.parentUuid ? `${operation.parentUuid}.${name}.${id}` : `${name}.${id}`);
    const get = (id: string) =>
      collection instanceof Map ? collection.get(id) : collection.find((s) => s["_id"] === id);
    const user = this.sources.get("User")!.get(userId)!["name"] as string;
    switch (operation.action) {
      case "create": {
        for (const source of operation.sources) {
          if (!this.#mayCreate(userId, name, operation.parentUuid, source))
            throw new PermissionError(
              `User ${user} lacks permission to create ${name} in ${operation.parentUuid ?? "the world"}`,
            );
          if (get(source["_id"] as string)) throw new Error(`The ${name} id [${String(source["_id"])}] already exists`);
        }
        for (const source of operation.sources) {
          if (collection instanceof Map) collection.set(source["_id"] as string, deepClone(source));
          else collection.push(deepClone(source));
        }
        return { ...operation, sources: deepClone(operation.sources), userId };
      }
      case "update": {
        for (const { _id, changes } of operation.updates) {
          if (!get(_id)) throw new Error(`${name} [${_id}] does not exist`);
          if (this.userLevel(userId, uuidOf(_id)) < OWNERSHIP.OWNER && !World.#playerMayUpdate(name, changes))
            throw new PermissionError(`User ${user} lacks permission to update ${name} [${_id}]`);
          if (
            name === "Combatant" &&
            !this.isGM(userId) &&
            Object.keys(changes).some((key) => !World.#PLAYER_COMBATANT_FIELDS.has(key))
          ) {
            throw new PermissionError(`User ${user} lacks permission to update ${name} [${_id}]`);
          }
        }
        const updates = operation.updates.flatMap(({ _id, changes }) => {
          const stored = get(_id)!;
          const after = mergeObject(deepClone(stored), deepClone(changes), { performDeletions: true });
          const diff = diffObject(stored, after);
          const deletions = deletionKeys(changes);
          if (Object.keys(diff).length === 0 && deletions.length === 0) return [];
          for (const key of Object.keys(stored)) delete stored[key];
          Object.assign(stored, after);
          return [{ _id, changes: deepClone(changes), diff: { ...diff, _id } }];
        });
        return {
          action: "update",
          documentName: name,
          parentUuid: operation.parentUuid,
          updates,
          options: operation.options,
          userId,
        };
      }
      case "delete": {
        for (const id of operation.ids) {
          if (!get(id)) throw new Error(`${name} [${id}] does not exist`);
          // C11 (item 11): deleting a CombatantGroup needs the Assistant role, even for the group's owner.
          const mayDelete =
            name === "CombatantGroup" ? this.isGM(userId) : this.userLevel(userId, uuidOf(id)) >= OWNERSHIP.OWNER;
          if (!mayDelete) throw new PermissionError(`User ${user} lacks permission to delete ${name} [${id}]`);
        }
        for (const id of operation.ids) {
          if (collection instanceof Map) collection.delete(id);
          else
            collection.splice(
              collection.findIndex((s) => s["_id"] === id),
              1,
            );
        }
        return { ...operation, userId };
      }
    }
  }

  /**
   * Every change goes to every connected client, whispered messages included (M4; core's server broadcasts them, and
   * each client's `ChatMessage#visible` decides what it shows).
   */
  #deliver(
    delivery: Delivery,
    { writer, answered, lost }: { writer?: Client; answered?: () => void; lost?: () => void } = {},
  ): void {
    if (delivery.action === "update" && delivery.updates.length === 0) return;
    for (const client of [...this.clients]) {
      if (!client.connected) continue;
      const payload = deepClone(delivery);
      const receive = () => {
        if (!client.connected) return;
        runAs(client, () => client.receive(payload));
        if (client === writer) answered?.();
      };
      if (this.#network)
        this.#network.send(client, "down", {
          label: `${delivery.action} ${delivery.documentName}`,
          arrive: receive,
          ...(client === writer && lost ? { lost } : {}),
        });
      else receive();
    }
    if (writer && !writer.connected) lost?.();
  }

  /** Every source a client loads when it connects (whispered messages too, M4). */
  snapshotFor(_client: Client): Map<string, Plain[]> {
    const result = new Map<string, Plain[]>();
    for (const [name, collection] of this.sources)
      result.set(
        name,
        [...collection.values()].map((s) => deepClone(s)),
      );
    return result;
  }

  // --- Sockets and queries ------------------------------------------------------------------------------------------------

  /** A module socket message: every other connected client, with the sender's user id after the data. */
  emit(from: Client, event: string, args: unknown[]): void {
    if (this.#network) return this.#emitOver(this.#network, from, event, args);
    this.#activity += 1;
    this.#inFlight += 1;
    const payload = deepClone(args);
    later(() => {
      try {
        for (const client of [...this.clients]) {
          if (client === from || !client.connected) continue;
          runAs(client, () => client.receiveSocket(event, deepClone(payload), from.userId));
        }
      } finally {
        this.#inFlight -= 1;
        this.#activity += 1;
      }
    });
  }

  /** A socket message over the wire: up the sender's link, then down each other client's link connected then (N2). */
  #emitOver(network: Network, from: Client, event: string, args: unknown[]): void {
    if (!from.connected) return;
    const payload = deepClone(args);
    network.send(from, "up", {
      label: `socket ${event}`,
      arrive: () => {
        for (const client of [...this.clients]) {
          if (client === from || !client.connected) continue;
          network.send(client, "down", {
            label: `socket ${event} from ${from.user.name}`,
            arrive: () => runAs(client, () => client.receiveSocket(event, deepClone(payload), from.userId)),
          });
        }
      },
    });
  }

  /** v13 `User#query`: the named `CONFIG.queries` handler on the target user's client; the handler is not told the sender. */
  async query(userId: string, name: string, data: unknown, timeout?: number): Promise<unknown> {
    const target = this.clients.find((c) => c.userId === userId && c.connected);
    if (!target) throw new Error(`User [${userId}] is not active`);
    this.#inFlight += 1;
    try {
      await nextTask();
      const handler = target.CONFIG.queries[name];
      if (!handler) throw new Error(`Query "${name}" is not registered`);
      const answer = await runAs(target, () => handler(deepClone(data), { timeout }));
      return deepClone(answer);
    } finally {
      this.#inFlight -= 1;
      this.#activity += 1;
    }
  }

  noteActivity(): void {
    this.#activity += 1;
  }

  // --- Settings ------------------------------------------------------------------------------------------------------------

  setWorldSetting(from: Client, key: string, value: unknown): void {
    if (!this.isGM(from.userId)) throw new PermissionError(`User lacks permission to set the world setting ${key}`);
    const settings = this.sources.get("Setting")!;
    const existing = [...settings.values()].find((s) => s["key"] === key);
    const source = existing ?? { _id: randomID(), key, value: null, flags: {} };
    source["value"] = deepClone(value);
    settings.set(source["_id"] as string, source);
    for (const client of this.clients)
      if (client.connected) runAs(client, () => client.receiveSetting(key, deepClone(value)));
  }
}

const idsOf = (delivery: Delivery): string[] =>
  delivery.action === "update"
    ? delivery.updates.map((u) => u._id)
    : delivery.action === "create"
      ? delivery.sources.map((s) => s["_id"] as string)
      : delivery.ids;

/** The keys an update deletes (`-=key`, or v14's `key: _del`), at any depth. */
function deletionKeys(changes: Plain, prefix = ""): string[] {
  return Object.entries(changes).flatMap(([key, value]) =>
    key.startsWith("-=")
      ? [`${prefix}${key.slice(2)}`]
      : value instanceof ForcedDeletion
        ? [`${prefix}${key}`]
        : isPlainObject(value)
          ? deletionKeys(value, `${prefix}${key}.`)
          : [],
  );
}
