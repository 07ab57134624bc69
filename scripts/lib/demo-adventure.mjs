// The "Demo Battle" Adventure (packs/demo-battle): the demo battlefield scene with every token standing for one of the
// ready-made figures, those figures and the armoury as world documents, sorted into folders, and a short journal that
// says how to play it and that every profile is a sample. Pure: no file system, no Foundry runtime.
//
// An Adventure is stored whole: fvtt-cli packs it under its one key "!adventures!<id>" and its scenes, actors, items,
// folders and journal are plain arrays of full document sources inside it, with no `_key`s of their own.
import { SAMPLE_SUFFIX } from "./armoury.mjs";
import { ARMOURY_PACK, compendiumUuid, FIGURES_PACK, readyFigures } from "./ready-figures.mjs";
import { deterministicId, escapeHtml, MODULE_ID } from "./roll-table-documents.mjs";
import { demoSceneDocument } from "./scene-documents.mjs";

/** The Adventure pack declared in module.json ("packs/demo-battle"). */
export const DEMO_BATTLE_PACK = "demo-battle";
export const DEMO_ADVENTURE_NAME = "Demo Battle";
const CORE_VERSION = "13.345";

/**
 * Who stands where: each figure of data/demo-battlefield.json (by its id) and each of EXTRA_FIGURES, by
 * profile key (scripts/lib/figure-profiles.mjs). The Lieutenant stands by the Boss in the woods; the Gunner holds the
 * warehouse roof.
 */
export const DEMO_PLACEMENTS = {
  "crew-1": "kara-voss",
  "crew-2": "dex-maro",
  "crew-3": "iri-tal",
  "crew-4": "grub",
  "crew-5": "sela-nkem",
  "crew-6": "vesh",
  "enemy-1": "raider-boss",
  "enemy-2": "raider-lieutenant",
  "enemy-3": "raider-gunner",
  "enemy-4": "raider-brawler",
  "enemy-5": "raider-shotgunner",
  "enemy-6": "sentry-bot",
  "enemy-7": "raider-scout",
  "enemy-8": "berserker",
  "enemy-9": "raider-bodyguard",
  "enemy-10": "guard-beast",
};

/**
 * Two enemies the fixture does not place, so every enemy of the figures pack is on the table: the Bodyguard within 3"
 * of the Boss (enemy-1 at 24, 6), as "Guardian" requires, and the Guard Beast on the open east flank.
 * @type {import("./scene-documents.mjs").RawFigure[]}
 */
export const EXTRA_FIGURES = [
  { id: "enemy-9", side: "enemy", centre: { x: 25.6, y: 7.6 }, radius: 0.5, elevation: 0, facing: 180 },
  { id: "enemy-10", side: "enemy", centre: { x: 34, y: 9 }, radius: 0.5, elevation: 0, facing: 180 },
];

/** Guardian profile key -> the profile key of the figure it guards. */
const GUARDIAN_WARDS = { "raider-bodyguard": "raider-boss" };

/**
 * @typedef {import("./ready-figures.mjs").ActorSource} ActorSource
 * @typedef {import("./ready-figures.mjs").ItemSource} ItemSource
 * @typedef {import("./ready-figures.mjs").FolderSource} FolderSource
 *
 * @typedef {object} AdventureToken  A token of the adventure's scene: every one stands for an actor of the adventure.
 * @property {string} _id
 * @property {string} name             The actor's prototype token name.
 * @property {string} actorId          The `_id` of an actor in `actors`.
 * @property {boolean} actorLink       Always true: each figure of the demo is one actor, so the round, the sheets and
 *                                     the module's changes all act on the same document.
 * @property {number} x
 * @property {number} y
 * @property {number} width
 * @property {number} height
 * @property {number} elevation
 * @property {number} rotation
 * @property {{ src: string }} texture
 * @property {number} disposition
 * @property {{ "five-parsecs-battle": { side: "crew" | "enemy", demoId: string } }} flags
 *
 * @typedef {object} JournalSource  A v13 JournalEntry with HTML text pages.
 * @property {string} _id
 * @property {string} name
 * @property {{ _id: string, name: string, type: "text", title: { show: boolean, level: number }, text: { format: number, content: string }, sort: number, ownership: { default: number }, flags: {}, _stats: { coreVersion: string } }[]} pages
 * @property {string | null} folder
 * @property {number} sort
 * @property {{ default: number }} ownership
 * @property {Record<string, unknown>} flags
 * @property {{ coreVersion: string }} _stats
 *
 * @typedef {object} AdventureSource  The v13 Adventure source, exactly as stored in the pack (minus fvtt-cli's `_key`).
 * @property {string} _id
 * @property {string} name             "Demo Battle"
 * @property {string} img
 * @property {string} caption          HTML
 * @property {string} description      HTML, with the sample-profiles note.
 * @property {any[]} scenes            One Scene: walls, regions (terrain behaviours), tokens (AdventureToken[]), grid...
 * @property {ActorSource[]} actors    The ready figures, re-identified for the world; each with its items.
 * @property {ItemSource[]} items      The armoury as world Items.
 * @property {FolderSource[]} folders  "Crew", "Enemies" (Actor), "Weapons and Gear" (Item).
 * @property {JournalSource[]} journal "About the Demo Battle".
 * @property {[]} combats
 * @property {[]} tables
 * @property {[]} macros
 * @property {[]} cards
 * @property {[]} playlists
 * @property {string | null} folder
 * @property {number} sort
 * @property {{ "five-parsecs-battle": { demo: true } }} flags
 * @property {{ coreVersion: string }} _stats
 */

/**
 * Removes fvtt-cli's `_key`s at every depth: inside an Adventure they would be stored as data.
 * @template T @param {T} value @returns {T}
 */
function withoutKeys(value) {
  if (Array.isArray(value)) return /** @type {T} */ (value.map(withoutKeys));
  if (typeof value !== "object" || value === null) return value;
  return /** @type {T} */ (
    Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "_key")
        .map(([key, inner]) => [key, withoutKeys(inner)]),
    )
  );
}

/**
 * @param {string} adventureId @param {string} name @param {"Actor" | "Item"} type @param {number} index
 * @returns {FolderSource}
 */
const worldFolder = (adventureId, name, type, index) => ({
  _id: deterministicId(`${adventureId}.Folder.${name}`),
  name,
  type,
  description: "",
  folder: null,
  sorting: "a",
  sort: (index + 1) * 100000,
  color: null,
  flags: {},
  _stats: { coreVersion: CORE_VERSION },
});

/** @param {string[]} paragraphs */
const html = (paragraphs) => paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("");

const SAMPLE_NOTE =
  "Sample profiles: the rules texts this module follows print no crew, enemy, weapon or armour profiles, so every " +
  `figure and item in this adventure is a sample, and its name ends with "${SAMPLE_SUFFIX.trim()}". Change the ` +
  "numbers on the sheets to those of your own book; the module refuses only values outside the rules' limits.";

/**
 * @param {string} adventureId
 * @returns {JournalSource}
 */
function aboutJournal(adventureId) {
  const _id = deterministicId(`${adventureId}.JournalEntry.about`);
  /** @param {string} name @param {string[]} paragraphs @param {number} index */
  const page = (name, paragraphs, index) => ({
    _id: deterministicId(`${_id}.JournalEntryPage.${name}`),
    name,
    type: /** @type {const} */ ("text"),
    title: { show: true, level: 1 },
    text: { format: 1, content: html(paragraphs) },
    sort: (index + 1) * 100000,
    ownership: { default: -1 },
    flags: {},
    _stats: { coreVersion: CORE_VERSION },
  });
  return {
    _id,
    name: "About the Demo Battle",
    pages: [
      page(
        "Playing the demo",
        [
          'Six crew members face a raider band on a 36" by 36" table: one grid space is one inch. Crew tokens are linked to their actors; each enemy token is its own copy of its actor.',
          'Open the scene "Demo Battle", select every token, add them to the Combat Tracker and begin the combat: the module\'s battle setup and round panel take it from there.',
          "The enemies show all seven AI types: the Boss and the Lieutenant are Tactical, the Gunner and the Scout Cautious, the Brawler and the Shotgunner Aggressive, the Sentry Bot Defensive, the Berserker Rampaging, the Guard Beast a Beast, and the Bodyguard a Guardian of the Boss (its Guarding field names the Boss's token).",
        ],
        0,
      ),
      page("Sample profiles", [SAMPLE_NOTE], 1),
    ],
    folder: null,
    sort: 0,
    // Players may read it.
    ownership: { default: 2 },
    flags: {},
    _stats: { coreVersion: CORE_VERSION },
  };
}

/**
 * The "Demo Battle" Adventure source: the demo battlefield (the fixture plus EXTRA_FIGURES) as one Scene whose every
 * token stands for one of the adventure's actors, the ready figures and the armoury as world documents (ids of their
 * own, hashed from the adventure's, so importing never collides with documents taken from the other packs; their
 * `_stats.compendiumSource` names the pack originals), folders "Crew", "Enemies" and "Weapons and Gear", and the
 * "About the Demo Battle" journal. Ids are stable across builds.
 * @param {import("./scene-documents.mjs").RawBattlefield} battlefield  data/demo-battlefield.json
 * @returns {AdventureSource}
 */
export function demoAdventure(battlefield) {
  const adventureId = deterministicId(`${MODULE_ID}.Adventure.${DEMO_ADVENTURE_NAME}`);
  const figures = readyFigures();
  const folders = {
    crew: worldFolder(adventureId, "Crew", "Actor", 0),
    enemies: worldFolder(adventureId, "Enemies", "Actor", 1),
    items: worldFolder(adventureId, "Weapons and Gear", "Item", 2),
  };

  /** @type {Map<string, ActorSource>} figure key -> the adventure's actor */
  const actors = new Map();
  for (const actor of figures.actors) {
    const side = actor.flags[MODULE_ID].side;
    actors.set(actor.flags[MODULE_ID].figureKey, {
      ...actor,
      _id: deterministicId(`${adventureId}.Actor.${actor._id}`),
      folder: side === "crew" ? folders.crew._id : folders.enemies._id,
      _stats: { coreVersion: CORE_VERSION, compendiumSource: compendiumUuid(FIGURES_PACK, "Actor", actor._id) },
    });
  }
  const items = figures.items.map((item) => ({
    ...item,
    _id: deterministicId(`${adventureId}.Item.${item._id}`),
    folder: folders.items._id,
    _stats: { coreVersion: CORE_VERSION, compendiumSource: compendiumUuid(ARMOURY_PACK, "Item", item._id) },
  }));

  const scene = withoutKeys(
    demoSceneDocument({
      ...battlefield,
      name: DEMO_ADVENTURE_NAME,
      figures: [...(battlefield.figures ?? []), ...EXTRA_FIGURES],
    }),
  );
  /** @type {Map<string, { _id: string }>} figure key -> its token */
  const tokenOf = new Map();
  scene.tokens = scene.tokens.map((token) => {
    const demoId = token.flags[MODULE_ID].demoId;
    const key = DEMO_PLACEMENTS[/** @type {keyof typeof DEMO_PLACEMENTS} */ (demoId)];
    const actor = key === undefined ? undefined : actors.get(key);
    if (!actor)
      throw new Error(`demoAdventure: no figure is placed on the battlefield's "${demoId}" (DEMO_PLACEMENTS)`);
    if (tokenOf.has(key)) throw new Error(`demoAdventure: "${key}" is placed twice`);
    const side = actor.flags[MODULE_ID].side;
    if (side !== token.flags[MODULE_ID].side)
      throw new Error(`demoAdventure: ${side} "${key}" stands on ${token.flags[MODULE_ID].side} figure "${demoId}"`);
    tokenOf.set(key, token);
    return {
      ...token,
      name: actor.prototypeToken.name,
      actorId: actor._id,
      actorLink: true,
      texture: { ...actor.prototypeToken.texture },
    };
  });
  // The rules know a figure by its actor's UUID; every token of the demo is linked, so that is "Actor.<id>".
  for (const [guardianKey, wardKey] of Object.entries(GUARDIAN_WARDS)) {
    const guardian = actors.get(guardianKey);
    const ward = actors.get(wardKey);
    const wardToken = tokenOf.get(wardKey);
    if (!guardian || !ward || !wardToken)
      throw new Error(`demoAdventure: Guardian "${guardianKey}" or its ward "${wardKey}" is not on the scene`);
    const wardUuid = `Actor.${ward._id}`;
    actors.set(guardianKey, { ...guardian, system: { ...guardian.system, guardianOf: wardUuid } });
  }

  return {
    _id: adventureId,
    name: DEMO_ADVENTURE_NAME,
    img: "icons/svg/combat.svg",
    caption: html([
      'Six crew members against a raider band on the 36" demo battlefield: every AI type, a Boss and a Lieutenant.',
    ]),
    description: html([
      'Importing creates the scene "Demo Battle" with every token linked to its actor, the crew and enemies in the folders Crew and Enemies, their weapons and gear in Weapons and Gear, and the journal "About the Demo Battle".',
      SAMPLE_NOTE,
    ]),
    scenes: [{ ...scene, navigation: true, folder: null, sort: 0 }],
    actors: [...actors.values()],
    items,
    folders: Object.values(folders),
    journal: [aboutJournal(adventureId)],
    combats: [],
    tables: [],
    macros: [],
    cards: [],
    playlists: [],
    folder: null,
    sort: 0,
    flags: { [MODULE_ID]: { demo: true } },
    _stats: { coreVersion: CORE_VERSION },
  };
}
