// The weapons and protective gear of the ready-made figures (the "armoury" pack), as plain profiles. The rules texts we
// follow print no weapon or armour profiles, so every one here is a sample: the name says "(sample profile)",
// and a GM with the book should overwrite the numbers. The firearms use the figures the browser sandbox's demo crew
// already uses (src/sandbox/battle/demo-crew.ts), so the sandbox and the compendium play the same battle.

/** What every name in the armoury and the figures pack ends with: none of these profiles is printed in the rules text. */
export const SAMPLE_SUFFIX = " (sample profile)";

/**
 * @typedef {"pistol" | "melee" | "heavy"} WeaponTrait
 * @typedef {object} WeaponProfile
 * @property {string} key          Stable id seed: never change it, document ids are hashed from it.
 * @property {string} name         Shown name, without the sample suffix.
 * @property {number} range        Inches; 0 for a weapon used only in brawls.
 * @property {number} shots        0 for a weapon used only in brawls.
 * @property {number} damage
 * @property {WeaponTrait[]} traits
 *
 * @typedef {object} GearProfile
 * @property {string} key
 * @property {string} name
 * @property {"armour" | "screen"} kind
 * @property {number} savingThrow  "5+" is 5.
 */

/** @type {readonly WeaponProfile[]} */
export const WEAPONS = [
  { key: "hand-gun", name: "Hand Gun", range: 12, shots: 1, damage: 0, traits: ["pistol"] },
  { key: "scrap-pistol", name: "Scrap Pistol", range: 9, shots: 1, damage: 0, traits: ["pistol"] },
  { key: "colony-rifle", name: "Colony Rifle", range: 18, shots: 1, damage: 0, traits: [] },
  { key: "military-rifle", name: "Military Rifle", range: 24, shots: 1, damage: 0, traits: [] },
  { key: "auto-rifle", name: "Auto Rifle", range: 24, shots: 2, damage: 0, traits: [] },
  { key: "shotgun", name: "Shotgun", range: 12, shots: 2, damage: 1, traits: [] },
  // The one Heavy weapon, so a battle shows what the Heavy trait changes.
  { key: "rattle-gun", name: "Rattle Gun", range: 24, shots: 3, damage: 0, traits: ["heavy"] },
  { key: "blade", name: "Blade", range: 0, shots: 0, damage: 0, traits: ["melee"] },
  { key: "ripper-sword", name: "Ripper Sword", range: 0, shots: 0, damage: 1, traits: ["melee"] },
  // A beast's natural weapons: a melee weapon that cannot be dropped or Panic Fired.
  { key: "claws-and-teeth", name: "Claws and Teeth", range: 0, shots: 0, damage: 1, traits: ["melee"] },
];

/** @type {readonly GearProfile[]} */
export const GEAR = [
  { key: "frag-vest", name: "Frag Vest", kind: "armour", savingThrow: 6 },
  { key: "combat-armour", name: "Combat Armour", kind: "armour", savingThrow: 5 },
  { key: "deflector-field", name: "Deflector Field", kind: "screen", savingThrow: 5 },
];
