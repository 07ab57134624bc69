// The ready-made figures as Foundry VTT v13 document sources: Actors (crew, enemies) with their weapons and gear
// embedded, the armoury's Items, and the pack folders that sort them. Pure: no file system, no Foundry runtime. The
// sources carry no fvtt-cli `_key`s; the pack build adds them (build-packs.mjs), so a test that loads these functions
// sees exactly the documents Foundry stores.
import { GEAR, SAMPLE_SUFFIX, WEAPONS } from "./armoury.mjs";
import { CREW, ENEMIES } from "./figure-profiles.mjs";
import { deterministicId, MODULE_ID } from "./roll-table-documents.mjs";

/** The Actor pack declared in module.json ("packs/figures"). */
export const FIGURES_PACK = "figures";
/** The Item pack declared in module.json ("packs/armoury"). */
export const ARMOURY_PACK = "armoury";
export const ACTOR_TYPES = { crew: `${MODULE_ID}.crew`, enemy: `${MODULE_ID}.enemy` };
export const ITEM_TYPES = { weapon: `${MODULE_ID}.weapon`, gear: `${MODULE_ID}.gear` };
const CORE_VERSION = "13.345";
/** Core icons only, so the packs work without any art of ours. */
const IMG = {
  crew: "icons/svg/mystery-man.svg",
  enemy: "icons/svg/skull.svg",
  ranged: "icons/svg/combat.svg",
  melee: "icons/svg/sword.svg",
  gear: "icons/svg/shield.svg",
};
/** Spacing of manual sort values, as Foundry spaces them. */
const SORT_STEP = 100000;

/**
 * @typedef {{ default: number }} Ownership
 * @typedef {{ coreVersion: string, compendiumSource?: string }} Stats
 *
 * @typedef {object} ItemSource  A v13 Item source of type five-parsecs-battle.weapon or .gear.
 * @property {string} _id
 * @property {string} name         Ends with "(sample profile)".
 * @property {string} type
 * @property {string} img
 * @property {Record<string, unknown>} system  What the weapon or gear data model stores (traits as an array).
 * @property {unknown[]} effects
 * @property {string | null} folder
 * @property {number} sort
 * @property {Ownership} ownership
 * @property {{ "five-parsecs-battle": { armouryKey: string, sampleProfile: true } }} flags
 * @property {Stats} _stats        An embedded copy names its armoury Item in `compendiumSource`.
 *
 * @typedef {object} PrototypeToken
 * @property {string} name          The figure's name without the sample suffix.
 * @property {boolean} actorLink    True for crew: one crew member, one token.
 * @property {number} disposition   1 friendly (crew), -1 hostile (enemies).
 * @property {{ src: string }} texture
 * @property {number} width
 * @property {number} height
 *
 * @typedef {object} ActorSource  A v13 Actor source of type five-parsecs-battle.crew or .enemy.
 * @property {string} _id
 * @property {string} name          Ends with "(sample profile)".
 * @property {string} type
 * @property {string} img
 * @property {Record<string, unknown>} system  What the crew or enemy data model stores.
 * @property {PrototypeToken} prototypeToken
 * @property {ItemSource[]} items   The weapons and gear it carries.
 * @property {unknown[]} effects
 * @property {string | null} folder
 * @property {number} sort
 * @property {Ownership} ownership
 * @property {{ "five-parsecs-battle": { figureKey: string, side: "crew" | "enemy", sampleProfile: true } }} flags
 * @property {Stats} _stats
 *
 * @typedef {object} FolderSource  A v13 Folder source.
 * @property {string} _id
 * @property {string} name
 * @property {"Actor" | "Item" | "JournalEntry" | "Scene"} type
 * @property {string} description
 * @property {string | null} folder
 * @property {"a" | "m"} sorting
 * @property {number} sort
 * @property {string | null} color
 * @property {Record<string, unknown>} flags
 * @property {Stats} _stats
 *
 * @typedef {object} ReadyFigures
 * @property {ActorSource[]} actors    Six crew then ten enemies (packs/figures).
 * @property {ItemSource[]} items      Every weapon and piece of gear they carry, once (packs/armoury).
 * @property {FolderSource[]} folders  "Crew" and "Enemies" (Actor, packs/figures); "Weapons" and "Protective Gear" (Item, packs/armoury).
 */

/** @param {string} key */
export const armouryItemId = (key) => deterministicId(`${MODULE_ID}.Item.${key}`);
/** @param {string} key */
export const figureActorId = (key) => deterministicId(`${MODULE_ID}.Actor.${key}`);
/** @param {string} pack @param {string} name */
const packFolderId = (pack, name) => deterministicId(`${MODULE_ID}.${pack}.Folder.${name}`);
/** The UUID of a document in one of this module's compendiums. @param {string} pack @param {string} type @param {string} id */
export const compendiumUuid = (pack, type, id) => `Compendium.${MODULE_ID}.${pack}.${type}.${id}`;

const SAMPLE_NOTE =
  "Sample profiles: the rules texts this module follows print no crew, enemy, weapon or armour profiles, so every " +
  "figure and item here is a sample (its name says so). Change the numbers to those of your own book.";

/**
 * @param {string} pack @param {string} name @param {"Actor" | "Item"} type @param {number} index
 * @returns {FolderSource}
 */
function folderSource(pack, name, type, index) {
  return {
    _id: packFolderId(pack, name),
    name,
    type,
    description: SAMPLE_NOTE,
    folder: null,
    sorting: "a",
    sort: (index + 1) * SORT_STEP,
    color: null,
    flags: {},
    _stats: { coreVersion: CORE_VERSION },
  };
}

const FOLDERS = {
  crew: folderSource(FIGURES_PACK, "Crew", "Actor", 0),
  enemies: folderSource(FIGURES_PACK, "Enemies", "Actor", 1),
  weapons: folderSource(ARMOURY_PACK, "Weapons", "Item", 0),
  gear: folderSource(ARMOURY_PACK, "Protective Gear", "Item", 1),
};

/**
 * The armoury's Items, by armoury key, in the order of armoury.mjs (weapons, then gear).
 * @returns {Map<string, ItemSource>}
 */
function armouryItems() {
  /** @type {Map<string, ItemSource>} */
  const items = new Map();
  /** @param {string} key @param {string} name @param {string} type @param {string} img @param {Record<string, unknown>} system @param {string} folder */
  const add = (key, name, type, img, system, folder) => {
    if (items.has(key)) throw new Error(`armoury: the key "${key}" is used twice`);
    items.set(key, {
      _id: armouryItemId(key),
      name: `${name}${SAMPLE_SUFFIX}`,
      type,
      img,
      system,
      effects: [],
      folder,
      sort: (items.size + 1) * SORT_STEP,
      ownership: { default: 0 },
      flags: { [MODULE_ID]: { armouryKey: key, sampleProfile: true } },
      _stats: { coreVersion: CORE_VERSION },
    });
  };
  for (const weapon of WEAPONS) {
    const system = {
      range: weapon.range,
      shots: weapon.shots,
      damage: weapon.damage,
      traits: [...weapon.traits],
      battleState: "ready",
    };
    add(
      weapon.key,
      weapon.name,
      ITEM_TYPES.weapon,
      weapon.traits.includes("melee") ? IMG.melee : IMG.ranged,
      system,
      FOLDERS.weapons._id,
    );
  }
  for (const gear of GEAR) {
    add(
      gear.key,
      gear.name,
      ITEM_TYPES.gear,
      IMG.gear,
      { kind: gear.kind, savingThrow: gear.savingThrow },
      FOLDERS.gear._id,
    );
  }
  return items;
}

/**
 * A carried copy of armoury Items: embedded Items keep no folder, get an id unique within the actor, and name the
 * armoury Item they came from.
 * @param {Map<string, ItemSource>} armoury @param {string} owner @param {readonly string[]} keys
 * @returns {ItemSource[]}
 */
function carriedItems(armoury, owner, keys) {
  return keys.map((key, index) => {
    const source = armoury.get(key);
    if (!source) throw new Error(`${owner} carries "${key}", which is not in the armoury (scripts/lib/armoury.mjs)`);
    return {
      ...structuredClone(source),
      _id: deterministicId(`${MODULE_ID}.Actor.${owner}.Item.${key}`),
      folder: null,
      sort: (index + 1) * SORT_STEP,
      _stats: { coreVersion: CORE_VERSION, compendiumSource: compendiumUuid(ARMOURY_PACK, "Item", source._id) },
    };
  });
}

/**
 * @param {{ key: string, name: string }} profile @param {"crew" | "enemy"} side @param {Record<string, unknown>} system
 * @param {ItemSource[]} items @param {string} folder @param {number} index
 * @returns {ActorSource}
 */
function actorSource(profile, side, system, items, folder, index) {
  const img = side === "crew" ? IMG.crew : IMG.enemy;
  return {
    _id: figureActorId(profile.key),
    name: `${profile.name}${SAMPLE_SUFFIX}`,
    type: ACTOR_TYPES[side],
    img,
    system,
    prototypeToken: {
      name: profile.name,
      actorLink: side === "crew",
      disposition: side === "crew" ? 1 : -1,
      texture: { src: img },
      width: 1,
      height: 1,
    },
    items,
    effects: [],
    folder,
    sort: (index + 1) * SORT_STEP,
    ownership: { default: 0 },
    flags: { [MODULE_ID]: { figureKey: profile.key, side, sampleProfile: true } },
    _stats: { coreVersion: CORE_VERSION },
  };
}

/**
 * The ready-made crew and enemies, the armoury, and their pack folders, as the v13 sources compiled into
 * packs/figures and packs/armoury. Ids are hashes of the profiles' keys, so they are the same on every build.
 * @returns {ReadyFigures}
 */
export function readyFigures() {
  const armoury = armouryItems();
  const crew = CREW.map((profile, index) => {
    const { key, reactions, speed, combatSkill, toughness, savvy, luck, traits } = profile;
    const system = {
      reactions,
      speed,
      combatSkill,
      toughness,
      savvy,
      luck: { value: luck, max: luck },
      traits: [...traits],
      casualtyCategory: "humanoid",
    };
    return actorSource(profile, "crew", system, carriedItems(armoury, key, profile.carries), FOLDERS.crew._id, index);
  });
  const enemies = ENEMIES.map((profile, index) => {
    const { key, speed, combatSkill, toughness, ai, panic, casualtyCategory, rank, role, fearless, savingThrow } =
      profile;
    // A Guardian's ward is a document UUID; it exists only once the ward is on a scene (see demo-adventure.mjs).
    const system = {
      speed,
      combatSkill,
      toughness,
      ai,
      panic,
      casualtyCategory,
      rank,
      role,
      fearless,
      savingThrow,
      seizeModifier: 0,
      guardianOf: "",
    };
    return actorSource(
      profile,
      "enemy",
      system,
      carriedItems(armoury, key, profile.carries),
      FOLDERS.enemies._id,
      index,
    );
  });
  return {
    actors: [...crew, ...enemies],
    items: [...armoury.values()],
    folders: Object.values(FOLDERS).map((folder) => structuredClone(folder)),
  };
}
