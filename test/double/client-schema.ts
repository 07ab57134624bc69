/*
 * A client's cleaning and validation of document data before a write, as Foundry's schema does it: defaults and ids,
 * what each core generation keeps, v14's update operators, and the fields the double checks.
 */
import type { Client } from "./client";
import { V14_DOCUMENTS } from "./client-documents";
import { DataModelValidationError } from "./data-model";
import type { DocumentClass } from "./document";
import { isV14, warnDeprecated } from "./generation";
import { ForcedReplacement } from "./operators";
import { deepClone, isPlainObject, mergeObject, randomID, type Plain } from "./utils";
import { WORLD_COLLECTIONS } from "./world";

/** Types the world's game system provides (the module adds its own through CONFIG.*.dataModels). */
const SYSTEM_TYPES: Readonly<Record<string, readonly string[]>> = {
  Actor: ["character", "npc"],
  Item: ["item"],
  RegionBehavior: [
    "adjustDarknessLevel",
    "displayScrollingText",
    "executeMacro",
    "executeScript",
    "pauseGame",
    "suppressWeather",
    "teleportToken",
    "toggleBehavior",
  ],
};

const NAMED = new Set(["Actor", "Item", "Scene", "Folder", "User"]);

/**
 * Fields only v14's documents have, which a v13 client drops as its schema's cleaning drops any unknown field:
 * TokenData `level`, RegionData `levels` (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.*), a
 * wall's levels (issue 39; the field name assumed from the region's), a rectangle's anchor (foundryvtt#13298).
 */
export const V14_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Token: ["level"],
  Wall: ["levels"],
  Region: ["levels"],
};
const V14_RECTANGLE_FIELDS = ["anchorX", "anchorY"] as const;

/**
 * Region shape types per generation: v13's four (BaseShapeData types), and v14's new ones (issue 39: emanation, cone,
 * ring, line, token, grid; the types repository's main-branch common/data/data.d.mts).
 */
const V13_SHAPES = ["rectangle", "circle", "ellipse", "polygon"];
const V14_SHAPES = [...V13_SHAPES, "emanation", "cone", "ring", "line", "token", "grid"];

/** A document's source cleaned (defaults, ids) and validated as Foundry would before sending it. */
export function cleanSource(client: Client, cls: DocumentClass, data: Plain, keepId: boolean): Plain {
  const source = mergeObject(cls.defaults(), deepClone(data));
  // A world document gets a new id unless asked to keep it (Adventure import); an embedded one keeps its own.
  const keeps = keepId || WORLD_COLLECTIONS[cls.documentName] === undefined;
  source["_id"] = keeps && typeof data["_id"] === "string" ? data["_id"] : randomID();
  if (cls.documentName === "ChatMessage") {
    // M3: the stored author field may be `author` (v12+) or the older `user`; both are read as the author.
    source["author"] = data["author"] ?? data["user"] ?? client.userId;
    delete source["user"];
    source["rolls"] = ((data["rolls"] as unknown[] | undefined) ?? []).map((roll) =>
      typeof roll === "string" ? roll : JSON.stringify(roll),
    );
    source["timestamp"] = Date.now();
  }
  cleanForGeneration(client, cls.documentName, source);
  for (const [childName, field] of Object.entries(cls.embedded)) {
    if (V14_DOCUMENTS.has(childName) && !isV14(client)) {
      delete source[field];
      continue;
    }
    const children = (source[field] as Plain[] | undefined) ?? [];
    source[field] = children.map((child) => cleanSource(client, client.documentClass(childName), child, true));
  }
  validate(client, cls, source);
  return source;
}

/** What this generation's schema keeps of a source: v13 drops v14's fields; v14 gives a rectangle its anchor (0). */
function cleanForGeneration(client: Client, documentName: string, source: Plain): void {
  const v14 = isV14(client);
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
export function checkOperators(client: Client, changes: Plain): void {
  const walk = (object: Plain, path: string): void => {
    for (const [key, value] of Object.entries(object)) {
      if (isV14(client) && (key.startsWith("-=") || key.startsWith("=="))) {
        warnDeprecated(
          client,
          `The "${key.slice(0, 2)}" key ${path}${key} is deprecated since v14: use ${key.startsWith("-=") ? "_del" : "_replace()"}`,
        );
      }
      if (!isV14(client) && value instanceof ForcedReplacement)
        throw new Error(`Foundry double: update operators are v14's (U4), at ${path}${key}`);
      if (isPlainObject(value)) walk(value, `${path}${key}.`);
    }
  };
  walk(changes, "");
}

export function validate(client: Client, cls: DocumentClass, source: Plain): void {
  const name = cls.documentName;
  const fail = (problem: string) => {
    throw new DataModelValidationError(`${name} [${String(source["_id"])}] validation errors: ${problem}`);
  };
  if (NAMED.has(name) && (typeof source["name"] !== "string" || source["name"].trim() === ""))
    fail("name: may not be a blank string");
  if (!isPlainObject(source["flags"])) fail("flags: must be an object");
  for (const scope of Object.keys(source["flags"] as Plain)) {
    try {
      client.assertFlagScope(scope);
    } catch (error) {
      fail(`flags: ${(error as Error).message}`);
    }
  }
  if (cls.typed) {
    const type = source["type"];
    const model = typeof type === "string" ? client.dataModelFor(name, type) : undefined;
    if (!model && !(SYSTEM_TYPES[name] ?? []).includes(type as string))
      fail(`type: "${String(type)}" is not a valid type for the ${name} Document class`);
    if (model) source["system"] = model.cleanAndValidate(source["system"] ?? {}, `${name}.${String(type)}`);
  }
  const finite = (key: string, nullable = false) => {
    const value = source[key];
    if (!(typeof value === "number" && Number.isFinite(value)) && !(nullable && value === null))
      fail(`${key}: must be a number`);
  };
  if (name === "Combat") {
    finite("round");
    if (!Number.isInteger(source["round"]) || (source["round"] as number) < 0)
      fail("round: must be a whole number from 0");
    if (source["turn"] !== null && !Number.isInteger(source["turn"])) fail("turn: must be an integer");
  }
  if (name === "Combatant") {
    finite("initiative", true);
    if (source["group"] !== null && (typeof source["group"] !== "string" || source["group"] === ""))
      fail("group: must be the id of a CombatantGroup or null");
  }
  if (name === "CombatantGroup") finite("initiative", true);
  if (name === "Region") {
    const allowed = isV14(client) ? V14_SHAPES : V13_SHAPES;
    ((source["shapes"] as Plain[] | undefined) ?? []).forEach((shape, i) => {
      if (!allowed.includes(String(shape["type"])))
        fail(`shapes.${i}.type: "${String(shape["type"])}" is not a valid region shape type`);
    });
  }
  if (name === "Token") {
    for (const key of ["x", "y", "rotation", "elevation", "width", "height"]) finite(key);
    // Not Foundry's rule but the double's limit: an unlinked token's synthetic actor is not modelled, so a test
    // cannot pass on a shape it does not simulate.
    if (source["actorId"] && source["actorLink"] !== true)
      fail("the Foundry double does not model unlinked tokens (synthetic actors)");
  }
}
