/*
 * The base of every document on a client of the double: plain `_source` replicated from the world, a prepared view
 * (`system` as the registered TypeDataModel, embedded collections), permissions read from `ownership`, and every
 * write sent through the client to the world (pre-hooks here, validation, the server's permission check, then the
 * create/update/delete hooks on every client). Behaviour and sources: docs/foundry-contract.md.
 */
import { Collection } from "./collection";
import { currentClient } from "./context";
import { DataModel } from "./data-model";
import type { Client } from "./client";
import { deepClone, getProperty, type Plain } from "./utils";

export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export type OwnershipName = keyof typeof OWNERSHIP;

export interface DocumentClass {
  new (source: Plain, context: { parent: ClientDocument | null; client: Client }): ClientDocument;
  readonly documentName: string;
  readonly embedded: Readonly<Record<string, string>>;
  readonly typed: boolean;
  defaults(): Plain;
}

/**
 * A write's options, which core treats as the operation itself and writes into (C12): `parent`, `pack`, `updates`,
 * `action`, `modifiedTime`, `diff`, `recursive`; `parentUuid` replaces `parent` when it is sent; a Combatant write
 * adds `combatTurn` and `turnEvents`.
 */
export interface WriteOptions extends Plain {
  parent?: ClientDocument | null;
  parentUuid?: string;
  pack?: string | null;
  keepId?: boolean;
}

export class ClientDocument {
  static documentName = "Document";
  /** Embedded document name -> the source field holding them. */
  static embedded: Readonly<Record<string, string>> = {};
  /** Whether the document has a `type` and a `system` data model. */
  static typed = false;
  static defaults(): Plain {
    return {};
  }

  _source: Plain;
  parent: ClientDocument | null;
  readonly client: Client;
  system: unknown = undefined;
  readonly #collections = new Map<string, Collection<ClientDocument>>();

  constructor(source: Plain, context: { parent: ClientDocument | null; client: Client }) {
    this._source = source;
    this.parent = context.parent;
    this.client = context.client;
    this.prepare();
  }

  get documentName(): string {
    return (this.constructor as typeof ClientDocument).documentName;
  }
  get id(): string {
    return this._source["_id"] as string;
  }
  get _id(): string {
    return this.id;
  }
  get name(): string {
    return (this._source["name"] as string | undefined) ?? "";
  }
  get type(): string {
    return this._source["type"] as string;
  }
  get img(): string | null {
    return (this._source["img"] as string | undefined) ?? null;
  }
  get flags(): Plain {
    return this._source["flags"] as Plain;
  }
  get ownership(): Plain {
    return (this._source["ownership"] as Plain | undefined) ?? {};
  }
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }
  get isEmbedded(): boolean {
    return this.parent !== null;
  }
  get collectionName(): string {
    return this.documentName;
  }

  /** Builds the prepared view from `_source`, keeping embedded instances by id (Foundry keeps document identity). */
  prepare(): void {
    const cls = this.constructor as typeof ClientDocument;
    if (cls.typed) {
      const model = this.client.dataModelFor(this.documentName, this.type);
      const system = this._source["system"] ?? {};
      this.system = model ? model.fromSource(system, { parent: this }) : deepClone(system);
    }
    for (const [name, field] of Object.entries(this.embeddedFields())) {
      const sources = (this._source[field] as Plain[] | undefined) ?? [];
      const collection = this.#collections.get(field) ?? new Collection<ClientDocument>();
      const ids = new Set(sources.map((s) => s["_id"] as string));
      for (const id of [...collection.keys()]) if (!ids.has(id)) collection.delete(id);
      for (const source of sources) {
        const existing = collection.get(source["_id"] as string);
        if (existing) {
          existing._source = source;
          existing.prepare();
        } else collection.set(source["_id"] as string, this.client.instantiate(name, source, this));
      }
      this.#collections.set(field, collection);
      Object.defineProperty(this, field, { value: collection, configurable: true, enumerable: false, writable: true });
    }
    this.prepareDerived();
  }

  /** The embedded documents this document holds on this client's generation (a v13 Scene has no Levels). */
  protected embeddedFields(): Readonly<Record<string, string>> {
    return (this.constructor as typeof ClientDocument).embedded;
  }

  /** Derived values a document type computes after its data (statuses, turns...). */
  protected prepareDerived(): void {}

  getEmbeddedCollection(name: string): Collection<ClientDocument> {
    const field = this.embeddedFields()[name];
    const collection = field ? this.#collections.get(field) : undefined;
    if (!collection) throw new Error(`${this.documentName} has no embedded ${name} documents`);
    return collection;
  }
  getEmbeddedDocument(name: string, id: string): ClientDocument | undefined {
    return this.getEmbeddedCollection(name).get(id);
  }

  // --- Permissions ------------------------------------------------------------------------------------------------

  getUserLevel(user: { id: string; isGM: boolean } | null = this.client.game.user): number {
    if (!user) return OWNERSHIP.NONE;
    return this.client.world.userLevel(user.id, this.uuid);
  }
  testUserPermission(
    user: { id: string; isGM: boolean },
    permission: OwnershipName | number,
    { exact = false } = {},
  ): boolean {
    const wanted = typeof permission === "number" ? permission : OWNERSHIP[permission];
    const level = this.getUserLevel(user);
    return exact ? level === wanted : level >= wanted;
  }
  get isOwner(): boolean {
    return this.getUserLevel() >= OWNERSHIP.OWNER;
  }
  get permission(): number {
    return this.getUserLevel();
  }
  get visible(): boolean {
    return this.getUserLevel() >= OWNERSHIP.LIMITED;
  }

  // --- Flags ------------------------------------------------------------------------------------------------------

  getFlag(scope: string, key: string): unknown {
    this.client.assertFlagScope(scope);
    return getProperty(this.flags[scope], key);
  }
  // setFlag and unsetFlag are async in Foundry: a bad scope rejects the returned promise instead of throwing.
  async setFlag(scope: string, key: string, value: unknown): Promise<ClientDocument | undefined> {
    this.client.assertFlagScope(scope);
    return this.update({ flags: { [scope]: { [key]: value } } });
  }
  async unsetFlag(scope: string, key: string): Promise<ClientDocument | undefined> {
    this.client.assertFlagScope(scope);
    const parts = key.split(".");
    const last = parts.pop()!;
    return this.update({ [`flags.${scope}${parts.length ? `.${parts.join(".")}` : ""}.-=${last}`]: null });
  }

  // --- Core's own steps of a write (a document class overrides them as core's do) ---------------------------------

  /** Core's `_preUpdate` on the initiating client, before the `preUpdate*` hooks (TokenDocument: its movement); false stops it. */
  async _preUpdate(_changes: Plain, _options: Plain, _userId: string): Promise<boolean | void> {}

  /** Core's `_onUpdate` on every client once the change is applied, before the `update*` hooks. */
  _onUpdate(_changed: Plain, _options: Plain, _userId: string): void {}

  // --- Writes -----------------------------------------------------------------------------------------------------

  // core: common/abstract/document.mjs `update`, `delete`, `*EmbeddedDocuments` write `parent` and `pack` into the
  // caller's own options object (never a copy); the backend then writes more into it (client.ts, C12).
  async update(changes: Plain = {}, options: WriteOptions = {}): Promise<ClientDocument | undefined> {
    options.parent = this.parent;
    options.pack = null;
    const [updated] = await this.client.updateDocuments(
      this.constructor as unknown as DocumentClass,
      [{ ...changes, _id: this.id }],
      options,
    );
    return updated;
  }
  async delete(options: WriteOptions = {}): Promise<ClientDocument | undefined> {
    options.parent = this.parent;
    options.pack = null;
    const [deleted] = await this.client.deleteDocuments(
      this.constructor as unknown as DocumentClass,
      [this.id],
      options,
    );
    return deleted;
  }
  createEmbeddedDocuments(name: string, data: Plain[], options: WriteOptions = {}): Promise<ClientDocument[]> {
    options.parent = this;
    options.pack = null;
    return this.client.createDocuments(this.client.documentClass(name), data, options);
  }
  updateEmbeddedDocuments(name: string, updates: Plain[], options: WriteOptions = {}): Promise<ClientDocument[]> {
    options.parent = this;
    options.pack = null;
    return this.client.updateDocuments(this.client.documentClass(name), updates, options);
  }
  deleteEmbeddedDocuments(name: string, ids: string[], options: WriteOptions = {}): Promise<ClientDocument[]> {
    options.parent = this;
    options.pack = null;
    return this.client.deleteDocuments(this.client.documentClass(name), ids, options);
  }

  toObject(source = true): Plain {
    const copy = deepClone(this._source);
    if (!source && this.system instanceof DataModel) copy["system"] = this.system.toObject(false);
    return copy;
  }
  toJSON(): Plain {
    return this.toObject();
  }

  static async create(data: Plain, options: WriteOptions = {}): Promise<ClientDocument | undefined> {
    const [created] = await currentClient().createDocuments(this as unknown as DocumentClass, [data], options);
    return created;
  }
  static createDocuments(data: Plain[], options: WriteOptions = {}): Promise<ClientDocument[]> {
    return currentClient().createDocuments(this as unknown as DocumentClass, data, options);
  }
  static updateDocuments(updates: Plain[], options: WriteOptions = {}): Promise<ClientDocument[]> {
    return currentClient().updateDocuments(this as unknown as DocumentClass, updates, options);
  }
  static deleteDocuments(ids: string[], options: WriteOptions = {}): Promise<ClientDocument[]> {
    return currentClient().deleteDocuments(this as unknown as DocumentClass, ids, options);
  }
}
