/*
 * A client applying what the world stored (a delivery) to its own copies, then firing the hooks every client runs
 * with the writer's user id, and re-rendering what shows the changed documents.
 */
import type { Client } from "./client";
import { findDocument, worldCollection } from "./client-documents";
import { Combat } from "./combat";
import type { ClientDocument } from "./document";
import type { ChatMessage } from "./documents";
import { deepClone, mergeObject, type Plain } from "./utils";
import type { Delivery } from "./world";

/** What the world stored, applied to this client's copies, then the hooks every client runs. */
export function receiveDelivery(client: Client, delivery: Delivery): void {
  const name = delivery.documentName;
  const parent = delivery.parentUuid ? client.fromUuidSync(delivery.parentUuid) : null;
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
          if (!parent._source[field]) parent._source[field] = [];
          (parent._source[field] as Plain[]).push(source);
          top(parent)!.prepare();
          return parent.getEmbeddedDocument(name, source["_id"] as string)!;
        }
        const document = client.instantiate(name, source, null);
        worldCollection(client, name).set(document.id, document);
        return document;
      });
      keepTurn();
      for (const document of created)
        client.Hooks.callAll(`create${name}`, document, delivery.options, delivery.userId);
      for (const document of created) afterChange(client, name, document);
      return;
    }
    case "update": {
      const changed = delivery.updates.flatMap(({ _id, changes, diff }) => {
        const document = findDocument(client, name, delivery.parentUuid, _id);
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
        client.Hooks.callAll("combatTurnChange", document, before, current);
      }
      for (const { document, diff } of changed) document._onUpdate(diff, delivery.options, delivery.userId);
      for (const { document, diff } of changed)
        client.Hooks.callAll(`update${name}`, document, diff, delivery.options, delivery.userId);
      for (const { document } of changed) afterChange(client, name, document);
      return;
    }
    case "delete": {
      const deleted = delivery.ids.flatMap((id) => {
        const document = findDocument(client, name, delivery.parentUuid, id);
        if (!document) return [];
        if (parent && field) {
          parent._source[field] = (parent._source[field] as Plain[]).filter((s) => s["_id"] !== id);
          top(parent)!.prepare();
        } else worldCollection(client, name).delete(id);
        return [document];
      });
      keepTurn();
      for (const document of deleted)
        client.Hooks.callAll(`delete${name}`, document, delivery.options, delivery.userId);
      for (const document of deleted) afterChange(client, name, document, true);
    }
  }
}

/** Foundry re-renders what shows a changed document: the tracker for combats, the chat log for messages. */
function afterChange(client: Client, name: string, document: ClientDocument, deleted = false): void {
  if (name === "Combat" || name === "Combatant" || name === "CombatantGroup") client.renderTracker();
  if (name === "ChatMessage") {
    if (deleted) client.chatLog.get(document.id)?.remove();
    else client.renderMessage(document as ChatMessage);
  }
}
