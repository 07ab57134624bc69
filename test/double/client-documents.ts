/*
 * The documents a client holds: the document classes by name, the world collections of `game`, and finding one of
 * its copies by collection, parent uuid and id.
 */
import { Collection } from "./collection";
import { Combat, Combatant, CombatantGroup } from "./combat";
import type { Client } from "./client";
import type { ClientDocument, DocumentClass } from "./document";
import {
  ActiveEffect,
  Actor,
  ChatMessage,
  Folder,
  Item,
  Level,
  RegionBehavior,
  RegionDocument,
  Scene,
  Setting,
  TokenDocument,
  User,
  WallDocument,
} from "./documents";
import { WORLD_COLLECTIONS } from "./world";

export const DOCUMENT_CLASSES: Readonly<Record<string, DocumentClass>> = {
  Actor,
  Item,
  ActiveEffect,
  Combat,
  Combatant,
  CombatantGroup,
  ChatMessage,
  Scene,
  Token: TokenDocument,
  Wall: WallDocument,
  Region: RegionDocument,
  RegionBehavior,
  User,
  Folder,
  Setting,
  Level,
} as unknown as Record<string, DocumentClass>;

/** Documents only v14 has (Scene Levels). */
export const V14_DOCUMENTS = new Set(["Level"]);

export class WorldCollection<V extends ClientDocument> extends Collection<V> {
  constructor(readonly documentName: string) {
    super();
  }
}

export function worldCollection(client: Client, name: string): Collection<ClientDocument> {
  const key = WORLD_COLLECTIONS[name];
  const collection = key ? (client.game[key] as Collection<ClientDocument> | undefined) : undefined;
  if (!collection) throw new Error(`Foundry double: ${name} is not a world collection`);
  return collection;
}

export function documentFromUuid(client: Client, uuid: string): ClientDocument | null {
  if (typeof uuid !== "string") return null;
  const parts = uuid.split(".");
  if (parts.length < 2 || parts.length % 2 !== 0 || !WORLD_COLLECTIONS[parts[0]!] || parts[0] === "Setting")
    return null;
  let document: ClientDocument | undefined = worldCollection(client, parts[0]!).get(parts[1]!);
  for (let i = 2; document && i < parts.length; i += 2) {
    try {
      document = document.getEmbeddedDocument(parts[i]!, parts[i + 1]!);
    } catch {
      return null;
    }
  }
  return document ?? null;
}

export function findDocument(
  client: Client,
  name: string,
  parentUuid: string | null,
  id: string,
): ClientDocument | undefined {
  if (parentUuid === null) return worldCollection(client, name).get(id);
  return client.fromUuidSync(parentUuid)?.getEmbeddedDocument(name, id);
}
