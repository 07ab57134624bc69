import { UNHARMED, type CrewFigure, type EnemyFigure, type ProtectiveGear, type Weapon } from "../../../rules";
import { sampleWeapon as weapon } from "../../common/sample-weapon";

/*
 * Sample rules data for the gallery: figures and equipment as the rules layer takes them (see test/fixtures/figures.ts),
 * profiles from the rules' weapon and armour lists.
 */

export const MILITARY_RIFLE = weapon("Item.military-rifle", "Military Rifle", 24, 1, 0);
export const HAND_GUN = weapon("Item.hand-gun", "Hand Gun", 12, 1, 0, ["pistol"]);
export const BLADE = weapon("Item.blade", "Blade", 0, 0, 0, ["melee"]);
export const SHOTGUN = weapon("Item.shotgun", "Shotgun", 12, 2, 1);
export const SCRAP_PISTOL: Weapon = {
  ...weapon("Item.scrap-pistol", "Scrap Pistol", 9, 1, 0, ["pistol"]),
  battleState: "panicFired",
};
export const RIPPER_SWORD = weapon("Item.ripper-sword", "Ripper Sword", 0, 0, 1, ["melee"]);

export const COMBAT_ARMOUR: ProtectiveGear = {
  id: "Item.combat-armour",
  name: "Combat Armour",
  kind: "armour",
  savingThrow: 5,
};
export const FRAG_VEST: ProtectiveGear = { id: "Item.frag-vest", name: "Frag Vest", kind: "armour", savingThrow: 6 };

export const KARA: CrewFigure = {
  side: "crew",
  id: "Actor.kara",
  name: "Kara Voss",
  reactions: 2,
  speed: 4,
  combatSkill: 1,
  toughness: 4,
  savvy: 1,
  luck: { current: 1, max: 2 },
  traits: ["human"],
  casualtyCategory: "humanoid",
  weapons: [MILITARY_RIFLE, HAND_GUN, BLADE],
  gear: [COMBAT_ARMOUR],
  condition: UNHARMED,
};

export const GRUB: CrewFigure = {
  ...KARA,
  id: "Actor.grub",
  name: "Grub",
  reactions: 1,
  savvy: 0,
  luck: { current: 0, max: 0 },
  traits: ["feral"],
  weapons: [SHOTGUN],
  gear: [],
};

export const RAIDER: EnemyFigure = {
  side: "enemy",
  id: "Actor.raider",
  name: "Raider",
  speed: 4,
  combatSkill: 0,
  toughness: 3,
  casualtyCategory: "humanoid",
  weapons: [SCRAP_PISTOL, RIPPER_SWORD],
  gear: [FRAG_VEST],
  condition: UNHARMED,
  ai: "aggressive",
  panic: 2,
  rank: "regular",
  role: "basic",
  fearless: false,
  savingThrow: null,
  seizeModifier: 0,
  guardianOf: null,
};

export const RAIDER_BOSS: EnemyFigure = {
  ...RAIDER,
  id: "Actor.raider-boss",
  name: "Raider Boss",
  combatSkill: 1,
  toughness: 4,
  rank: "boss",
  role: "lieutenant",
  savingThrow: 5,
  weapons: [MILITARY_RIFLE, BLADE],
  gear: [],
};

/** Every sample figure, for cards that name figures by id. */
export const FIGURES = [KARA, GRUB, RAIDER, RAIDER_BOSS] as const;

export const nameOf = (figureId: string): string => FIGURES.find(({ id }) => id === figureId)?.name ?? figureId;
