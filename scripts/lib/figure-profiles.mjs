// The ready-made crew and enemies (the "figures" pack), as plain profiles. The rules texts we follow print no
// crew or enemy profiles, so each is a sample (its name says "(sample profile)"); the numbers stay inside the limits
// table (src/rules/limits/limits.ts), which test/packs/ready-figures.test.ts checks through the module's own mapping.
// `carries` names armoury keys (scripts/lib/armoury.mjs).

/**
 * @typedef {"human" | "feral" | "swift" | "skulker"} CrewTrait
 * @typedef {object} CrewProfile
 * @property {string} key        Stable id seed: never change it, document ids are hashed from it.
 * @property {string} name       Shown name (and token name), without the sample suffix.
 * @property {number} reactions
 * @property {number} speed
 * @property {number} combatSkill
 * @property {number} toughness
 * @property {number} savvy
 * @property {number} luck       Current and maximum Luck (only Humans above 1).
 * @property {CrewTrait[]} traits
 * @property {string[]} carries  Armoury keys.
 *
 * @typedef {object} EnemyProfile
 * @property {string} key
 * @property {string} name
 * @property {number} speed
 * @property {number} combatSkill
 * @property {number} toughness
 * @property {"aggressive" | "cautious" | "defensive" | "rampaging" | "tactical" | "beast" | "guardian"} ai
 * @property {number} panic      Highest die of the Panic range; 0 fights to the death.
 * @property {"humanoid" | "cybernetic" | "beast"} casualtyCategory
 * @property {"regular" | "boss"} rank
 * @property {"basic" | "specialist" | "lieutenant" | "uniqueIndividual"} role
 * @property {boolean} fearless
 * @property {number | null} savingThrow  The enemy's own Saving Throw; null for none.
 * @property {string[]} carries
 */

/**
 * Six crew members: every trait the rules act on, Reactions 1-3, Speed 4-6, Combat Skill 0-2, Toughness 3-5.
 * @type {readonly CrewProfile[]}
 */
export const CREW = [
  {
    key: "kara-voss",
    name: "Kara Voss",
    reactions: 2,
    speed: 4,
    combatSkill: 1,
    toughness: 4,
    savvy: 1,
    luck: 2,
    traits: ["human"],
    carries: ["military-rifle", "blade", "frag-vest"],
  },
  {
    key: "dex-maro",
    name: "Dex Maro",
    reactions: 1,
    speed: 4,
    combatSkill: 1,
    toughness: 5,
    savvy: 0,
    luck: 1,
    traits: ["human"],
    carries: ["shotgun", "combat-armour"],
  },
  {
    key: "iri-tal",
    name: "Iri Tal",
    reactions: 2,
    speed: 5,
    combatSkill: 0,
    toughness: 3,
    savvy: 1,
    luck: 1,
    traits: ["swift"],
    carries: ["hand-gun", "blade"],
  },
  {
    key: "grub",
    name: "Grub",
    reactions: 1,
    speed: 4,
    combatSkill: 1,
    toughness: 4,
    savvy: 0,
    luck: 0,
    traits: ["feral"],
    carries: ["colony-rifle", "ripper-sword"],
  },
  {
    key: "sela-nkem",
    name: "Sela Nkem",
    reactions: 3,
    speed: 4,
    combatSkill: 0,
    toughness: 3,
    savvy: 2,
    luck: 3,
    traits: ["human"],
    carries: ["colony-rifle", "deflector-field"],
  },
  {
    key: "vesh",
    name: "Vesh",
    reactions: 2,
    speed: 6,
    combatSkill: 2,
    toughness: 3,
    savvy: 0,
    luck: 1,
    traits: ["skulker"],
    carries: ["auto-rifle", "hand-gun"],
  },
];

/**
 * Ten enemies of one raider band and its hangers-on: all seven AI types, one Boss (rank "boss", the Boss columns of the
 * casualty tables), one Lieutenant (Fearless, as "Fearless" says all Lieutenants are), a Guardian (its ward is set in
 * the demo adventure, where the Boss's token exists), a cybernetic sentry and a beast.
 * @type {readonly EnemyProfile[]}
 */
export const ENEMIES = [
  {
    key: "raider-boss",
    name: "Raider Boss",
    speed: 4,
    combatSkill: 2,
    toughness: 5,
    ai: "tactical",
    panic: 0,
    casualtyCategory: "humanoid",
    rank: "boss",
    role: "uniqueIndividual",
    fearless: true,
    savingThrow: null,
    carries: ["auto-rifle", "blade", "combat-armour"],
  },
  {
    key: "raider-lieutenant",
    name: "Raider Lieutenant",
    speed: 4,
    combatSkill: 1,
    toughness: 4,
    ai: "tactical",
    panic: 0,
    casualtyCategory: "humanoid",
    rank: "regular",
    role: "lieutenant",
    fearless: true,
    savingThrow: null,
    carries: ["military-rifle", "blade"],
  },
  {
    key: "raider-bodyguard",
    name: "Raider Bodyguard",
    speed: 4,
    combatSkill: 1,
    toughness: 4,
    ai: "guardian",
    panic: 1,
    casualtyCategory: "humanoid",
    rank: "regular",
    role: "specialist",
    fearless: false,
    savingThrow: 6,
    carries: ["shotgun"],
  },
  {
    key: "raider-gunner",
    name: "Raider Gunner",
    speed: 4,
    combatSkill: 1,
    toughness: 3,
    ai: "cautious",
    panic: 2,
    casualtyCategory: "humanoid",
    rank: "regular",
    role: "specialist",
    fearless: false,
    savingThrow: null,
    carries: ["rattle-gun"],
  },
  {
    key: "raider-scout",
    name: "Raider Scout",
    speed: 5,
    combatSkill: 0,
    toughness: 3,
    ai: "cautious",
    panic: 2,
    casualtyCategory: "humanoid",
    rank: "regular",
    role: "basic",
    fearless: false,
    savingThrow: null,
    carries: ["colony-rifle"],
  },
  {
    key: "raider-brawler",
    name: "Raider Brawler",
    speed: 4,
    combatSkill: 0,
    toughness: 4,
    ai: "aggressive",
    panic: 2,
    casualtyCategory: "humanoid",
    rank: "regular",
    role: "basic",
    fearless: false,
    savingThrow: null,
    carries: ["scrap-pistol", "blade"],
  },
  {
    key: "raider-shotgunner",
    name: "Raider Shotgunner",
    speed: 4,
    combatSkill: 0,
    toughness: 3,
    ai: "aggressive",
    panic: 2,
    casualtyCategory: "humanoid",
    rank: "regular",
    role: "basic",
    fearless: false,
    savingThrow: null,
    carries: ["shotgun"],
  },
  {
    key: "berserker",
    name: "Berserker",
    speed: 5,
    combatSkill: 1,
    toughness: 4,
    ai: "rampaging",
    panic: 0,
    casualtyCategory: "humanoid",
    rank: "regular",
    role: "basic",
    fearless: false,
    savingThrow: null,
    carries: ["ripper-sword", "scrap-pistol"],
  },
  {
    key: "sentry-bot",
    name: "Sentry Bot",
    speed: 3,
    combatSkill: 0,
    toughness: 5,
    ai: "defensive",
    panic: 0,
    casualtyCategory: "cybernetic",
    rank: "regular",
    role: "basic",
    fearless: true,
    savingThrow: 6,
    carries: ["auto-rifle"],
  },
  {
    key: "guard-beast",
    name: "Guard Beast",
    speed: 6,
    combatSkill: 1,
    toughness: 4,
    ai: "beast",
    panic: 1,
    casualtyCategory: "beast",
    rank: "regular",
    role: "basic",
    fearless: false,
    savingThrow: null,
    carries: ["claws-and-teeth"],
  },
];
