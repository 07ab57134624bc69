/*
 * A client's document writes (create, update, delete): the operation's parent, cleaning and validation, the pre-hooks,
 * a Combatant write's kept turn, and the operation sent to the world. What the world stores comes back through
 * `receive` (client-receive.ts).
 */
import type { Client } from "./client";
import { findDocument } from "./client-documents";
import { checkOperators, cleanSource, validate, V14_FIELDS } from "./client-schema";
import { Combat } from "./combat";
import { DataModelValidationError } from "./data-model";
import type { ClientDocument, DocumentClass, WriteOptions } from "./document";
import { isV14 } from "./generation";
import { deepClone, expandObject, mergeObject, type Plain } from "./utils";

// --- The write pipeline (C12) ------------------------------------------------------------------------------------
// Core's backend treats the options a caller hands a write as the operation itself and writes into that very object
// (core: common/abstract/backend.mjs; client/data/client-backend.mjs), so one object reused for a second write
// carries the first write's traces into it. The pre-steps and pre-hooks get the same object.

/**
 * The operation's parent: the one it names, else the one its `parentUuid` names (a stale one left by an earlier
 * write too); a parent that cannot hold the document is refused with core's error (core: common/abstract/backend.mjs).
 */
function operationParent(client: Client, cls: DocumentClass, operation: WriteOptions): ClientDocument | null {
  let parent = operation.parent ?? null;
  if (!parent && typeof operation.parentUuid === "string") {
    parent = client.fromUuidSync(operation.parentUuid);
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
function send(operation: WriteOptions, parent: ClientDocument | null): Plain {
  if (parent) operation.parentUuid = parent.uuid;
  delete operation.parent;
  const { updates: _updates, ...options } = operation;
  return options;
}

/** An invalid document is not written: core shows the error and goes on with the rest (item 11; D4, D5). */
function refusedAsInvalid(client: Client, error: unknown): boolean {
  if (!(error instanceof DataModelValidationError)) return false;
  (client.ui["notifications"] as { error(message: string): unknown }).error(error.message);
  return true;
}

/**
 * C17: a Combatant write keeps the current combatant's turn (core: client/documents/combatant.mjs): `combatTurn` is the
 * index the current combatant will have after the write, with `turnEvents: false`. An operation that already holds
 * a `combatTurn` keeps it (so a reused options object sets a stale turn, as seen live).
 */
function keepCombatTurn(
  client: Client,
  cls: DocumentClass,
  parent: ClientDocument | null,
  operation: WriteOptions,
  change: (combatants: Plain[]) => Plain[],
): void {
  if (cls.documentName !== "Combatant" || !(parent instanceof Combat)) return;
  const current = parent.combatant;
  if (!current || parent.turn === null) return;
  const source = deepClone(parent._source);
  source["combatants"] = change((source["combatants"] as Plain[] | undefined) ?? []);
  const after = (client.instantiate("Combat", source, null) as Combat).turns;
  const index = after.findIndex((c) => c.id === current.id);
  operation["combatTurn"] ??= after.length === 0 ? null : index >= 0 ? index : Math.min(parent.turn, after.length - 1);
  operation["turnEvents"] ??= false;
}

export async function createDocuments(
  client: Client,
  cls: DocumentClass,
  data: Plain[],
  operation: WriteOptions = {},
): Promise<ClientDocument[]> {
  const parent = operationParent(client, cls, operation);
  // core: common/abstract/backend.mjs
  operation.action = "create";
  operation.modifiedTime = Date.now();
  const sources: Plain[] = [];
  for (const raw of data) {
    const expanded = expandObject(raw) as Plain;
    let source: Plain;
    try {
      source = cleanSource(client, cls, expanded, operation.keepId === true);
    } catch (error) {
      if (refusedAsInvalid(client, error)) continue;
      throw error;
    }
    const pending = client.instantiate(cls.documentName, deepClone(source), parent);
    if (client.Hooks.call(`preCreate${cls.documentName}`, pending, expanded, operation, client.userId) === false)
      continue;
    sources.push(source);
  }
  if (sources.length === 0) return [];
  keepCombatTurn(client, cls, parent, operation, (combatants) => [...combatants, ...deepClone(sources)]);
  const parentUuid = parent?.uuid ?? null;
  const options = send(operation, parent);
  const ids = await client.world.commit(client, {
    action: "create",
    documentName: cls.documentName,
    parentUuid,
    sources,
    options,
  });
  return ids.flatMap((id) => findDocument(client, cls.documentName, parentUuid, id) ?? []);
}

export async function updateDocuments(
  client: Client,
  cls: DocumentClass,
  updates: Plain[],
  operation: WriteOptions = {},
): Promise<ClientDocument[]> {
  const parent = operationParent(client, cls, operation);
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
    checkOperators(client, changes);
    if (!isV14(client)) for (const key of V14_FIELDS[cls.documentName] ?? []) delete changes[key];
    const document = typeof _id === "string" ? findDocument(client, cls.documentName, parentUuid, _id) : undefined;
    if (!document)
      throw new Error(`${cls.documentName} [${String(_id)}] does not exist in ${parentUuid ?? "the world"}`);
    // Core's own step first (a token's movement), then the pre-hooks, which see the raw changes before validation
    // (so a module's own refusal can speak first).
    if ((await document._preUpdate(changes, operation, client.userId)) === false) continue;
    if (client.Hooks.call(`preUpdate${cls.documentName}`, document, changes, operation, client.userId) === false)
      continue;
    try {
      validate(client, cls, mergeObject(deepClone(document._source), deepClone(changes), { performDeletions: true }));
    } catch (error) {
      if (refusedAsInvalid(client, error)) continue;
      throw error;
    }
    operations.push({ _id: document.id, changes });
  }
  if (operations.length === 0) return [];
  keepCombatTurn(client, cls, parent, operation, (combatants) =>
    combatants.map((c) => {
      const change = operations.find((o) => o._id === c["_id"]);
      return change ? mergeObject(deepClone(c), deepClone(change.changes), { performDeletions: true }) : c;
    }),
  );
  const options = send(operation, parent);
  const ids = await client.world.commit(client, {
    action: "update",
    documentName: cls.documentName,
    parentUuid,
    updates: operations,
    options,
  });
  return ids.flatMap((id) => findDocument(client, cls.documentName, parentUuid, id) ?? []);
}

export async function deleteDocuments(
  client: Client,
  cls: DocumentClass,
  ids: string[],
  operation: WriteOptions = {},
): Promise<ClientDocument[]> {
  const parent = operationParent(client, cls, operation);
  const parentUuid = parent?.uuid ?? null;
  const doomed = ids.flatMap((id) => {
    const document = findDocument(client, cls.documentName, parentUuid, id);
    if (!document) throw new Error(`${cls.documentName} [${id}] does not exist`);
    return client.Hooks.call(`preDelete${cls.documentName}`, document, operation, client.userId) === false
      ? []
      : [document];
  });
  if (doomed.length === 0) return [];
  const gone = new Set(doomed.map((d) => d.id));
  keepCombatTurn(client, cls, parent, operation, (combatants) =>
    combatants.filter((c) => !gone.has(c["_id"] as string)),
  );
  const options = send(operation, parent);
  await client.world.commit(client, {
    action: "delete",
    documentName: cls.documentName,
    parentUuid,
    ids: [...gone],
    options,
  });
  return doomed;
}
