// Bracket Busters in the compendium, as Foundry VTT v13 document sources: its four injury tables (RollTables, in their
// own pack), the "Standard Battle Sequence XP Rewards" (a journal, as the text prints a list, not a roll), two sample
// gangs of `fighter` Actors carrying `weaponProfile` Items, and the "Tourney Arena" Adventure whose scene's tokens are
// those fighters. The gangs and the arena come from data/bracket-busters-samples.json, which the sandbox page
// plays too. Pure: no file system, no Foundry runtime; the rules (dist/rules.mjs, or src/rules in a test) are passed
// in, so every fighter is checked with the rules' own `checkLimits` and `BracketBusters.gangProblem`.
import { SAMPLE_SUFFIX } from "./armoury.mjs";
import { compendiumUuid } from "./ready-figures.mjs";
import { deterministicId, escapeHtml, MODULE_ID, rollTableDocument } from "./roll-table-documents.mjs";
import { demoSceneDocument, PIXELS_PER_INCH } from "./scene-documents.mjs";

/** The packs declared in module.json, in the "Bracket Busters" pack folder. */
export const BB_TABLES_PACK = "bracket-busters-tables";
export const BB_NOTES_PACK = "bracket-busters-notes";
export const BB_GANGS_PACK = "bracket-busters-gangs";
export const BB_TOURNEY_PACK = "bracket-busters-tourney";
export const BB_ADVENTURE_NAME = "Tourney Arena";
/** How many of the fixture's sample gangs the compendium carries (the first two: the sandbox's two-player battle). */
export const BB_SAMPLE_GANG_COUNT = 2;
export const FIGHTER_TYPE = `${MODULE_ID}.fighter`;
export const WEAPON_PROFILE_TYPE = `${MODULE_ID}.weaponProfile`;
/** "Two sample gangs of 6-8 fighters". */
export const MIN_SAMPLE_FIGHTERS = 6;
export const MAX_SAMPLE_FIGHTERS = 8;

const CORE_VERSION = "13.345";
const SORT_STEP = 100000;
const IMG = {
  fighter: "icons/svg/mystery-man.svg",
  ranged: "icons/svg/target.svg",
  melee: "icons/svg/sword.svg",
  adventure: "icons/svg/combat.svg",
};
/** Token dispositions: the first gang friendly, the second hostile, so their borders differ on the canvas. */
const DISPOSITIONS = [1, -1];

export const BB_SAMPLE_NOTE =
  "Sample profiles: the Bracket Busters rules text prints no gangs, fighter cards or weapon profiles, so every fighter " +
  `and weapon profile here is a sample, and its name ends with "${SAMPLE_SUFFIX.trim()}". Change the numbers on the ` +
  "sheets to those of your own gang; the module refuses only values outside the rules' limits.";

/**
 * @typedef {import("../../src/rules/core/tables/roll-table").RollTableSource} RollTableSource
 * @typedef {import("./ready-figures.mjs").FolderSource} FolderSource
 * @typedef {{ x: number, y: number }} Point
 *
 * @typedef {object} SampleWeapon   A weapon profile of the fixture (the rules' `BracketBusters.WeaponProfile`).
 * @property {string} id
 * @property {string} name
 * @property {boolean} ranged
 * @property {number | null} ammo
 * @property {string[]} traits
 *
 * @typedef {object} SampleFighter  A fighter card of the fixture.
 * @property {string} key            Stable id seed.
 * @property {string} name
 * @property {string} type
 * @property {Record<string, number>} profile
 * @property {number} actions
 * @property {number} xp
 * @property {number} rating
 * @property {boolean} survivor
 * @property {{ radius: number, extraFighters: number, allowedTypes: string[], restrictionKey: string } | null} groupActivation
 * @property {string[]} weapons      Ids of `weapons`.
 *
 * @typedef {object} BracketBustersSamples  data/bracket-busters-samples.json
 * @property {import("./scene-documents.mjs").RawBattlefield & { width: number, height: number }} arena
 * @property {number} baseRadius
 * @property {{ id: string, ends: [Point, Point] }[]} ductways
 * @property {{ id: string, at: Point }[]} terminals
 * @property {{ edge: string, origin: Point, step: Point, stagger: Point, facing: number }[]} deployment
 * @property {SampleWeapon[]} weapons
 * @property {{ id: string, nameKey: string, fighters: SampleFighter[] }[]} gangs
 *
 * @typedef {object} Rules  What the build uses of the rules bundle (dist/rules.mjs).
 * @property {(kind: string, data: unknown) => { field: string, problem: string, value: unknown }[]} checkLimits
 * @property {any} BracketBusters
 *
 * @typedef {(key: string) => string} Localize  English strings of lang/en.json, by full key.
 */

/** The lang keys of the fixture sit below this one. */
const LANG_ROOT = "FPB.BracketBusters";

/**
 * The rules' tables split by ruleset: Bracket Busters' own (its `INJURY_TABLE_LIST`) go to their own pack, the rest
 * stay in the Five Parsecs battle-tables pack.
 * @param {readonly RollTableSource[]} tables  The rules' TABLES.
 * @param {readonly RollTableSource[]} bracketBustersTables  BracketBusters.INJURY_TABLE_LIST.
 */
export function splitTables(tables, bracketBustersTables) {
  const ids = new Set(bracketBustersTables.map((table) => table.id));
  const bracketBusters = tables.filter((table) => ids.has(table.id));
  if (bracketBusters.length !== ids.size) {
    const missing = [...ids].filter((id) => !bracketBusters.some((table) => table.id === id));
    throw new Error(`splitTables: TABLES lacks the Bracket Busters table(s) ${missing.join(", ")}`);
  }
  return { fiveParsecs: tables.filter((table) => !ids.has(table.id)), bracketBusters };
}

/**
 * "Standard Battle Sequence XP Rewards" as printed, in its order; each value is the rules' constant (never a number of
 * ours): `OUT_OF_ACTION_XP` by fighter type, `RALLY_XP`; "Scenario specific rewards: varies" stays a word.
 * @param {any} BB  The rules' BracketBusters namespace.
 * @returns {{ reward: string, xp: string }[]}
 */
export function xpRewardRows(BB) {
  /** @param {number} xp */
  const points = (xp) => `${xp} XP`;
  /** @param {string} type */
  const outOfAction = (type) => {
    const xp = BB.OUT_OF_ACTION_XP[type];
    if (typeof xp !== "number") throw new Error(`xpRewardRows: the rules give no Out of Action XP for "${type}"`);
    return points(xp);
  };
  return [
    { reward: "Scenario specific rewards", xp: "varies" },
    { reward: "Take an enemy Leader Out of Action", xp: outOfAction("leader") },
    { reward: "Take an enemy Bounty Hunter Out of Action", xp: outOfAction("bountyHunter") },
    { reward: "Take an enemy Champion Out of Action", xp: outOfAction("champion") },
    { reward: "Take an enemy Spyrer Out of Action", xp: outOfAction("spyrer") },
    { reward: "Take an enemy Merc Out of Action", xp: outOfAction("merc") },
    { reward: "Take any other kind of enemy fighter out of action", xp: outOfAction("other") },
    { reward: "Rally", xp: points(BB.RALLY_XP) },
  ];
}

/** @param {string[]} paragraphs */
const html = (paragraphs) => paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("");

/**
 * A v13 JournalEntry with HTML text pages (no fvtt-cli `_key`s: the pack build adds them, an Adventure wants none).
 * @param {string} _id @param {string} name @param {{ name: string, content: string }[]} pages
 */
function journalSource(_id, name, pages) {
  return {
    _id,
    name,
    pages: pages.map((page, index) => ({
      _id: deterministicId(`${_id}.JournalEntryPage.${page.name}`),
      name: page.name,
      type: "text",
      title: { show: true, level: 1 },
      text: { format: 1, content: page.content },
      sort: (index + 1) * SORT_STEP,
      ownership: { default: -1 },
      flags: {},
      _stats: { coreVersion: CORE_VERSION },
    })),
    folder: null,
    sort: 0,
    // Players may read it.
    ownership: { default: 2 },
    flags: { [MODULE_ID]: { bracketBusters: true } },
    _stats: { coreVersion: CORE_VERSION },
  };
}

/**
 * The "XP Rewards" journal: the printed list as a table, the text's note on other rewards, and what the injury tables
 * add (Memorable Death's "additional 1 XP", `MEMORABLE_DEATH_XP`).
 * @param {any} BB @param {string} [seed]  Id seed (an Adventure re-identifies its copy).
 */
export function xpRewardsJournal(BB, seed = `${MODULE_ID}.BracketBusters.JournalEntry.xpRewards`) {
  const rows = xpRewardRows(BB)
    .map(({ reward, xp }) => `<tr><td>${escapeHtml(reward)}</td><td>${escapeHtml(xp)}</td></tr>`)
    .join("");
  const table = `<table><thead><tr><th>Reward</th><th>XP</th></tr></thead><tbody>${rows}</tbody></table>`;
  const content =
    html([
      "During campaign play, most types of fighters can gain Experience Points (XP) during the Battle Sequence for accomplishing various things. The standard ways to gain XP during a Battle Sequence are:",
    ]) +
    `<h2>Standard Battle Sequence XP Rewards</h2>${table}` +
    html([
      "Note that XP rewards not listed here may also be awarded for scenario specific accomplishments, as well as during the Post-Battle Sequence for various reasons such as via a Post-Battle Sequence Action, where noted.",
      `Memorable Death (Critical Injury and Survivor Critical Injury tables): "If the injury was caused by an attack, the attacker gains an additional ${BB.MEMORABLE_DEATH_XP} XP."`,
    ]);
  return journalSource(deterministicId(seed), "Bracket Busters: XP Rewards", [{ name: "XP Rewards", content }]);
}

/**
 * Refuses a sample fighter the rules would refuse: the fighter card (`bracketBustersFighter`), its Group Activation
 * (`bracketBustersGroupActivation`) and each weapon profile (`bracketBustersWeapon`) through `checkLimits`, exactly as
 * the Actor and Item store them (the document's name as the card's name).
 * @param {Rules} rules @param {any} actor  A fighter Actor source.
 * @returns {string[]} One line per violation; empty when the fighter is within the limits.
 */
export function fighterSourceViolations(rules, actor) {
  /** @param {string} where @param {{ field: string, problem: string, value: unknown }[]} violations */
  const lines = (where, violations) =>
    violations.map((v) => `${where}: ${v.field} ${v.problem} (${JSON.stringify(v.value)})`);
  const { groupActivation } = actor.system;
  return [
    ...lines(actor.name, rules.checkLimits("bracketBustersFighter", { ...actor.system, name: actor.name })),
    ...(groupActivation === null
      ? []
      : lines(`${actor.name} groupActivation`, rules.checkLimits("bracketBustersGroupActivation", groupActivation))),
    ...actor.items.flatMap((/** @type {any} */ item) =>
      item.type === WEAPON_PROFILE_TYPE
        ? lines(
            `${actor.name} / ${item.name}`,
            rules.checkLimits("bracketBustersWeapon", { ...item.system, name: item.name }),
          )
        : [`${actor.name} carries ${item.name} of type ${item.type}`],
    ),
  ];
}

/**
 * The first `count` sample gangs as the rules take them (`BracketBusters.Gang`), names and restrictions in English:
 * the same gangs the sandbox builds (src/sandbox/bracket-busters/sample-gangs.ts).
 * @param {BracketBustersSamples} samples @param {Localize} localize @param {number} count
 */
export function rulesGangs(samples, localize, count) {
  const weapons = new Map(samples.weapons.map((weapon) => [weapon.id, weapon]));
  return samples.gangs.slice(0, count).map((gang) => ({
    id: gang.id,
    name: localize(`${LANG_ROOT}.${gang.nameKey}`),
    fighters: gang.fighters.map((fighter, i) => ({
      id: `${gang.id}-${i + 1}`,
      name: fighter.name,
      gangId: gang.id,
      type: fighter.type,
      profile: { ...fighter.profile },
      actions: fighter.actions,
      groupActivation: fighter.groupActivation
        ? {
            radius: fighter.groupActivation.radius,
            extraFighters: fighter.groupActivation.extraFighters,
            allowedTypes: [...fighter.groupActivation.allowedTypes],
            restriction: localize(`${LANG_ROOT}.${fighter.groupActivation.restrictionKey}`),
          }
        : null,
      weapons: fighter.weapons.map((id) => {
        const weapon = weapons.get(id);
        if (!weapon) throw new Error(`${fighter.name} carries "${id}", which is not among the fixture's weapons`);
        return { ...weapon, traits: [...weapon.traits] };
      }),
      xp: fighter.xp,
      rating: fighter.rating,
      survivor: fighter.survivor,
    })),
  }));
}

/** @param {string} gangId @param {string} key */
export const fighterActorId = (gangId, key) => deterministicId(`${MODULE_ID}.BracketBusters.Actor.${gangId}.${key}`);
/** @param {string} gangId */
const gangFolderId = (gangId) => deterministicId(`${MODULE_ID}.${BB_GANGS_PACK}.Folder.${gangId}`);

/**
 * The two sample gangs as `fighter` Actors (their weapon profiles embedded as `weaponProfile` Items) sorted into one
 * Actor folder per gang. Every fighter's `system` holds exactly the rules' Fighter fields (FighterModel: type, profile,
 * actions, xp, rating, survivor, groupActivation) and an empty injury history; each is checked against the limits table
 * and the gang with `BracketBusters.gangProblem`, and the build stops on the first refusal.
 * @param {BracketBustersSamples} samples @param {Rules} rules @param {Localize} localize
 */
export function sampleGangDocuments(samples, rules, localize) {
  const gangs = rulesGangs(samples, localize, BB_SAMPLE_GANG_COUNT);
  if (gangs.length !== BB_SAMPLE_GANG_COUNT)
    throw new Error(`sampleGangDocuments: the fixture has ${gangs.length} gang(s), not ${BB_SAMPLE_GANG_COUNT}`);
  /** @type {FolderSource[]} */
  const folders = [];
  /** @type {any[]} */
  const actors = [];
  gangs.forEach((gang, g) => {
    const problem = rules.BracketBusters.gangProblem(gang, `gangs[${g}]`);
    if (problem)
      throw new Error(
        `sample gang "${gang.name}" is refused by the rules: ${rules.BracketBusters.describeProblem?.(problem) ?? JSON.stringify(problem)}`,
      );
    if (gang.fighters.length < MIN_SAMPLE_FIGHTERS || gang.fighters.length > MAX_SAMPLE_FIGHTERS) {
      throw new Error(
        `sample gang "${gang.name}" has ${gang.fighters.length} fighters, not ${MIN_SAMPLE_FIGHTERS}-${MAX_SAMPLE_FIGHTERS}`,
      );
    }
    const folder = {
      _id: gangFolderId(gang.id),
      name: `${gang.name} (sample gang)`,
      type: /** @type {const} */ ("Actor"),
      description: BB_SAMPLE_NOTE,
      folder: null,
      sorting: /** @type {const} */ ("m"),
      sort: (g + 1) * SORT_STEP,
      color: null,
      flags: { [MODULE_ID]: { bracketBusters: { gang: gang.id } } },
      _stats: { coreVersion: CORE_VERSION },
    };
    folders.push(folder);
    const fixture = /** @type {NonNullable<BracketBustersSamples["gangs"][number]>} */ (samples.gangs[g]);
    gang.fighters.forEach((fighter, i) => {
      const key = /** @type {SampleFighter} */ (fixture.fighters[i]).key;
      const _id = fighterActorId(gang.id, key);
      const actor = {
        _id,
        name: `${fighter.name}${SAMPLE_SUFFIX}`,
        type: FIGHTER_TYPE,
        img: IMG.fighter,
        system: {
          type: fighter.type,
          profile: { ...fighter.profile },
          actions: fighter.actions,
          xp: fighter.xp,
          rating: fighter.rating,
          survivor: fighter.survivor,
          groupActivation: fighter.groupActivation,
          injuries: [],
        },
        prototypeToken: {
          name: fighter.name,
          actorLink: true,
          disposition: DISPOSITIONS[g] ?? 0,
          texture: { src: IMG.fighter },
          width: samples.baseRadius * 2,
          height: samples.baseRadius * 2,
        },
        items: fighter.weapons.map((weapon, w) => ({
          _id: deterministicId(`${_id}.Item.${weapon.id}`),
          name: `${weapon.name}${SAMPLE_SUFFIX}`,
          type: WEAPON_PROFILE_TYPE,
          img: weapon.ranged ? IMG.ranged : IMG.melee,
          system: { ranged: weapon.ranged, ammo: weapon.ammo, traits: [...weapon.traits] },
          effects: [],
          folder: null,
          sort: (w + 1) * SORT_STEP,
          ownership: { default: 0 },
          flags: { [MODULE_ID]: { weaponKey: weapon.id, sampleProfile: true } },
          _stats: { coreVersion: CORE_VERSION },
        })),
        effects: [],
        folder: folder._id,
        sort: (i + 1) * SORT_STEP,
        ownership: { default: 0 },
        flags: { [MODULE_ID]: { bracketBusters: { gang: gang.id, fighterKey: key }, sampleProfile: true } },
        _stats: { coreVersion: CORE_VERSION },
      };
      const violations = fighterSourceViolations(rules, actor);
      if (violations.length > 0)
        throw new Error(`sample fighter refused by the limits table:\n  ${violations.join("\n  ")}`);
      actors.push(actor);
    });
  });
  return { gangs, folders, actors };
}

/** The rules' facing (0° along +x, 90° along +y) as a token rotation (0 looks down the screen, clockwise). */
const rotationOfFacing = (/** @type {number} */ facing) => (((facing - 90) % 360) + 360) % 360;
const px = (/** @type {number} */ inches) => Math.round(inches * PIXELS_PER_INCH * 1000) / 1000;

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
 * A marker Region without behaviours (the battlefield mapper reads only terrain behaviours, so it is never terrain): a
 * circle of 1" round a ductway end or the terminal, flagged with what it marks.
 * @param {string} sceneId @param {string} id @param {string} name @param {Point} at @param {string} color @param {Record<string, unknown>} marker
 */
const markerRegion = (sceneId, id, name, at, color, marker) => ({
  _id: deterministicId(`${sceneId}.Region.${id}`),
  name,
  color,
  shapes: [{ type: "circle", hole: false, x: px(at.x), y: px(at.y), radius: px(1) }],
  elevation: { bottom: null, top: null },
  behaviors: [],
  visibility: 2,
  locked: false,
  flags: { [MODULE_ID]: { bracketBusters: marker } },
});

/**
 * Where the nth fighter of a gang deploys, as the sandbox deploys it (src/sandbox/bracket-busters/arena.ts): along its
 * edge, every other one a little forward, unless that spot is on a marker; a base on the terminal or a ductway end
 * would hide its marker (issue 36: with four gangs the south edge's fourth stood on the terminal).
 * @param {BracketBustersSamples} samples @param {BracketBustersSamples["deployment"][number]} deployment
 * @param {number} i
 */
function deployedCentre(samples, deployment, i) {
  // The sandbox's MARKER_CLEARANCE: a base's radius and the drawn marker's half-width.
  const clearance = samples.baseRadius + 0.45;
  const marked = [...samples.terminals.map((t) => t.at), ...samples.ductways.flatMap((d) => d.ends)];
  const inLine = { x: deployment.origin.x + deployment.step.x * i, y: deployment.origin.y + deployment.step.y * i };
  const forward = { x: inLine.x + deployment.stagger.x * (i % 2), y: inLine.y + deployment.stagger.y * (i % 2) };
  return marked.some((m) => Math.hypot(m.x - forward.x, m.y - forward.y) < clearance) ? inLine : forward;
}

/**
 * The tourney arena as a v13 Scene (converted as the Five Parsecs demo scene is: walls, the closed gate as a door, the
 * crates and barricades as terrain Regions), with the ductway's two ends and the terminal as marker Regions, and one
 * token per sample fighter, linked to its actor, deployed as the sandbox deploys the first two gangs.
 * @param {BracketBustersSamples} samples @param {{ actors: any[] }} gangs  The adventure's actors.
 * @param {string} name
 */
export function tourneyScene(samples, { actors }, name) {
  const scene = withoutKeys(demoSceneDocument({ ...samples.arena, name, figures: [] }));
  const sceneId = scene._id;
  const markers = [
    ...samples.ductways.flatMap((ductway) =>
      ductway.ends.map((end, i) =>
        markerRegion(sceneId, `${ductway.id}.${i}`, `Ductway (end ${i + 1} of 2)`, end, "#1e88e5", {
          marker: "ductway",
          ductway: ductway.id,
          end: i,
          at: end,
          exit: ductway.ends[1 - i],
        }),
      ),
    ),
    ...samples.terminals.map((terminal) =>
      markerRegion(sceneId, terminal.id, "Terminal", terminal.at, "#fdd835", {
        marker: "terminal",
        terminal: terminal.id,
        at: terminal.at,
      }),
    ),
  ];
  /** @type {Map<string, number>} */
  const placed = new Map();
  const tokens = actors.map((actor) => {
    const { gang, fighterKey } = actor.flags[MODULE_ID].bracketBusters;
    const g = samples.gangs.findIndex((candidate) => candidate.id === gang);
    const deployment = samples.deployment[g];
    if (!deployment) throw new Error(`tourneyScene: no deployment edge for gang "${gang}"`);
    const i = placed.get(gang) ?? 0;
    placed.set(gang, i + 1);
    const centre = deployedCentre(samples, deployment, i);
    const spaces = samples.baseRadius * 2;
    return {
      _id: deterministicId(`${sceneId}.Token.${gang}.${fighterKey}`),
      name: actor.prototypeToken.name,
      actorId: actor._id,
      actorLink: true,
      x: px(centre.x - spaces / 2),
      y: px(centre.y - spaces / 2),
      width: spaces,
      height: spaces,
      elevation: 0,
      rotation: rotationOfFacing(deployment.facing),
      texture: { ...actor.prototypeToken.texture },
      disposition: actor.prototypeToken.disposition,
      flags: {
        [MODULE_ID]: { bracketBusters: { gang, fighterKey, inches: { ...centre, facing: deployment.facing } } },
      },
    };
  });
  return {
    ...scene,
    regions: [...scene.regions, ...markers],
    tokens,
    navigation: true,
    folder: null,
    sort: 0,
    flags: { [MODULE_ID]: { bracketBusters: { tourneyArena: true } } },
  };
}

/**
 * A table of the adventure: the pack's RollTable re-identified (and its results), naming the pack original.
 * @param {string} adventureId @param {RollTableSource} table
 */
function adventureTable(adventureId, table) {
  const original = rollTableDocument(table);
  const _id = deterministicId(`${adventureId}.RollTable.${table.id}`);
  return withoutKeys({
    ...original,
    _id,
    results: original.results.map((result) => ({
      ...result,
      _id: deterministicId(`${_id}.TableResult.${result.flags[MODULE_ID].resultId}`),
    })),
    _stats: { coreVersion: CORE_VERSION, compendiumSource: compendiumUuid(BB_TABLES_PACK, "RollTable", original._id) },
  });
}

/**
 * The "Tourney Arena" Adventure: the tourney arena scene whose every token is one of the two sample gangs' fighters
 * (actorLink true, like "Demo Battle"), those fighters as world actors (ids of their own; `compendiumSource` names the
 * gangs pack), a folder per gang, the four injury tables, the XP Rewards journal and "About the Tourney Arena".
 * @param {BracketBustersSamples} samples @param {Rules} rules @param {Localize} localize
 */
export function tourneyAdventure(samples, rules, localize) {
  const adventureId = deterministicId(`${MODULE_ID}.Adventure.BracketBusters.${BB_ADVENTURE_NAME}`);
  const pack = sampleGangDocuments(samples, rules, localize);
  /** @type {Map<string, string>} */
  const folderIds = new Map(
    pack.folders.map((folder) => [folder._id, deterministicId(`${adventureId}.Folder.${folder._id}`)]),
  );
  const folders = pack.folders.map((folder) => ({ ...folder, _id: /** @type {string} */ (folderIds.get(folder._id)) }));
  const actors = pack.actors.map((actor) => ({
    ...actor,
    _id: deterministicId(`${adventureId}.Actor.${actor._id}`),
    folder: folderIds.get(actor.folder) ?? null,
    _stats: { coreVersion: CORE_VERSION, compendiumSource: compendiumUuid(BB_GANGS_PACK, "Actor", actor._id) },
  }));
  const scene = tourneyScene(samples, { actors }, BB_ADVENTURE_NAME);
  const gangNames = pack.gangs.map((gang) => gang.name);
  const about = journalSource(deterministicId(`${adventureId}.JournalEntry.about`), "About the Tourney Arena", [
    {
      name: "Playing the tourney",
      content: html([
        `Two sample gangs, ${gangNames.join(" and ")}, face each other across a ${samples.arena.width}" by ${samples.arena.height}" tourney arena: one grid space is one inch. Every token is linked to its fighter's actor; give each gang's actors to the player who runs it.`,
        "The arena: a walled pit, a central wall with a closed gate (a door), crates (individual cover) at the corners and two barricades (linear cover). The blue circles are the two ends of the ductway, the yellow one the terminal; ruling 15: the Tourney Scenario's map, objectives, scenario XP and end conditions are not printed, so this arena is only a table to play on.",
        "The Bracket Busters injury tables and the XP Rewards journal come with it.",
      ]),
    },
    { name: "Sample profiles", content: html([BB_SAMPLE_NOTE]) },
  ]);
  return {
    _id: adventureId,
    name: BB_ADVENTURE_NAME,
    img: IMG.adventure,
    caption: html([`Bracket Busters: two sample gangs, ${gangNames.join(" and ")}, in a small tourney arena.`]),
    description: html([
      `Importing creates the scene "${BB_ADVENTURE_NAME}" with every token linked to its fighter, the fighters in one folder per gang, the tables Lasting Injury, Permanent Injury, Critical Injury and Survivor Critical Injury, and the journals "Bracket Busters: XP Rewards" and "About the Tourney Arena".`,
      BB_SAMPLE_NOTE,
    ]),
    scenes: [scene],
    actors,
    items: [],
    folders,
    journal: [about, xpRewardsJournal(rules.BracketBusters, `${adventureId}.JournalEntry.xpRewards`)],
    combats: [],
    tables: rules.BracketBusters.INJURY_TABLE_LIST.map((/** @type {RollTableSource} */ table) =>
      adventureTable(adventureId, table),
    ),
    macros: [],
    cards: [],
    playlists: [],
    folder: null,
    sort: 0,
    flags: { [MODULE_ID]: { bracketBusters: { tourney: true }, sampleProfile: true } },
    _stats: { coreVersion: CORE_VERSION },
  };
}
