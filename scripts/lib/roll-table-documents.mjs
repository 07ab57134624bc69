// Turns the rules' plain table data (src/rules/tables) into Foundry VTT v13 RollTable document sources, ready to be
// written as fvtt-cli YAML pack sources. Pure: no file system, no Foundry runtime.
import { createHash } from "node:crypto";

export const MODULE_ID = "five-parsecs-battle";

/** The dice icon Foundry gives a new RollTable. */
const TABLE_IMG = "icons/svg/d20-grey.svg";
/** The Foundry build the documents are written for; stops Foundry treating them as data from an older core. */
const CORE_VERSION = "13.345";

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const ID_LENGTH = 16;

/**
 * @typedef {import("../../src/rules/core/tables/roll-table").RollTableSource} RollTableSource
 * @typedef {import("../../src/rules/core/tables/roll-table").TableResult} TableResult
 */

/**
 * @typedef {object} TableResultDocument  A v13 TableResult source of type "text".
 * @property {string} _id
 * @property {"text"} type
 * @property {string} name          The result's heading.
 * @property {string} description   The result's text (an HTML field in Foundry; escaped plain text here).
 * @property {number} weight
 * @property {[number, number]} range
 * @property {boolean} drawn
 * @property {{ "five-parsecs-battle": { resultId: string } }} flags
 * @property {string} _key           fvtt-cli LevelDB key: "!tables.results!<tableId>.<resultId>".
 */

/**
 * @typedef {object} RollTableDocument  A v13 RollTable source with its results embedded.
 * @property {string} _id
 * @property {string} name
 * @property {string} img
 * @property {string} description
 * @property {TableResultDocument[]} results
 * @property {string} formula
 * @property {boolean} replacement
 * @property {boolean} displayRoll
 * @property {string|null} folder
 * @property {number} sort
 * @property {{ default: number }} ownership
 * @property {{ "five-parsecs-battle": { sourceId: string } }} flags
 * @property {{ coreVersion: string }} _stats
 * @property {string} _key           fvtt-cli LevelDB key: "!tables!<tableId>".
 */

/**
 * A Foundry document id (16 characters of [A-Za-z0-9], like foundry.utils.randomID) derived from a seed, so rebuilding
 * the packs gives every document the same id and links to compendium entries keep working.
 * @param {string} seed
 * @returns {string}
 */
export function deterministicId(seed) {
  const bytes = createHash("sha256").update(seed, "utf8").digest();
  let id = "";
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[/** @type {number} */ (bytes[i]) % ID_ALPHABET.length];
  return id;
}

/** @param {string} tableId */
export const tableDocumentId = (tableId) => deterministicId(`${MODULE_ID}.RollTable.${tableId}`);

/**
 * @param {string} tableId
 * @param {string} resultId
 */
export const resultDocumentId = (tableId, resultId) =>
  deterministicId(`${MODULE_ID}.RollTable.${tableId}.TableResult.${resultId}`);

/**
 * Escapes text for Foundry's HTML fields (RollTable and TableResult descriptions are rendered as HTML).
 * @param {string} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The v13 RollTable document source for a rules table, with one "text" TableResult per result.
 * @param {RollTableSource} table
 * @returns {RollTableDocument}
 */
export function rollTableDocument(table) {
  const tableId = tableDocumentId(table.id);
  const seen = new Set();
  const results = table.results.map((result) => {
    if (seen.has(result.id)) throw new Error(`${table.id}: result id "${result.id}" is used twice`);
    seen.add(result.id);
    const resultId = resultDocumentId(table.id, result.id);
    /** @type {TableResultDocument} */
    const document = {
      _id: resultId,
      type: "text",
      name: result.name,
      description: escapeHtml(result.text),
      weight: 1,
      range: [result.range[0], result.range[1]],
      drawn: false,
      flags: { [MODULE_ID]: { resultId: result.id } },
      _key: `!tables.results!${tableId}.${resultId}`,
    };
    return document;
  });
  return {
    _id: tableId,
    name: table.name,
    img: TABLE_IMG,
    description: escapeHtml(table.description),
    results,
    formula: table.formula,
    replacement: true,
    displayRoll: true,
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: { [MODULE_ID]: { sourceId: table.id } },
    _stats: { coreVersion: CORE_VERSION },
    _key: `!tables!${tableId}`,
  };
}
