import { UNHARMED, type AiType, type CrewFigure, type CrewTrait, type EnemyFigure, type Weapon } from "../../rules";
import { sampleWeapon as weapon } from "../common/sample-weapon";

/**
 * The figures standing on the demo scene's tokens (crew-1..6, enemy-1..8): a small crew against a mixed gang, with
 * weapons from the rules' own weapon table (range, Shots, Damage). Sample data for the sandbox only.
 */

const MILITARY_RIFLE = weapon("military-rifle", "Military Rifle", 24, 1, 0);
const COLONY_RIFLE = weapon("colony-rifle", "Colony Rifle", 18, 1, 0);
const HAND_GUN = weapon("hand-gun", "Hand Gun", 12, 1, 0, ["pistol"]);
const SHOTGUN = weapon("shotgun", "Shotgun", 12, 2, 1);
const BLADE = weapon("blade", "Blade", 0, 0, 0, ["melee"]);
const AUTO_RIFLE = weapon("auto-rifle", "Auto Rifle", 24, 2, 0);
const SCRAP_PISTOL = weapon("scrap-pistol", "Scrap Pistol", 9, 1, 0, ["pistol"]);

interface CrewSample {
  readonly id: string;
  readonly name: string;
  readonly reactions: number;
  readonly speed: number;
  readonly combatSkill: number;
  readonly toughness: number;
  readonly savvy: number;
  readonly luck: number;
  readonly traits: readonly CrewTrait[];
  readonly weapons: readonly Weapon[];
}

const CREW: readonly CrewSample[] = [
  {
    id: "crew-1",
    name: "Kara Voss",
    reactions: 2,
    speed: 4,
    combatSkill: 1,
    toughness: 4,
    savvy: 1,
    luck: 2,
    traits: ["human"],
    weapons: [MILITARY_RIFLE, BLADE],
  },
  {
    id: "crew-2",
    name: "Dex Maro",
    reactions: 1,
    speed: 4,
    combatSkill: 1,
    toughness: 3,
    savvy: 0,
    luck: 1,
    traits: ["human"],
    weapons: [SHOTGUN],
  },
  {
    id: "crew-3",
    name: "Iri Tal",
    reactions: 2,
    speed: 5,
    combatSkill: 0,
    toughness: 3,
    savvy: 1,
    luck: 0,
    traits: ["swift"],
    weapons: [HAND_GUN, BLADE],
  },
  {
    id: "crew-4",
    name: "Grub",
    reactions: 1,
    speed: 4,
    combatSkill: 1,
    toughness: 4,
    savvy: 0,
    luck: 0,
    traits: ["feral"],
    weapons: [COLONY_RIFLE],
  },
  {
    id: "crew-5",
    name: "Sela Nkem",
    reactions: 2,
    speed: 4,
    combatSkill: 0,
    toughness: 3,
    savvy: 2,
    luck: 1,
    traits: ["human"],
    weapons: [COLONY_RIFLE],
  },
  {
    id: "crew-6",
    name: "Tomo Reyes",
    reactions: 1,
    speed: 4,
    combatSkill: 1,
    toughness: 3,
    savvy: 0,
    luck: 1,
    traits: ["human"],
    weapons: [AUTO_RIFLE],
  },
];

interface EnemySample {
  readonly id: string;
  readonly name: string;
  readonly ai: AiType;
  readonly combatSkill: number;
  readonly weapons: readonly Weapon[];
  readonly role?: EnemyFigure["role"];
}

const ENEMIES: readonly EnemySample[] = [
  { id: "enemy-1", name: "Raider Boss", ai: "tactical", combatSkill: 1, weapons: [AUTO_RIFLE], role: "lieutenant" },
  { id: "enemy-2", name: "Raider 2", ai: "tactical", combatSkill: 0, weapons: [COLONY_RIFLE] },
  { id: "enemy-3", name: "Raider 3", ai: "cautious", combatSkill: 0, weapons: [COLONY_RIFLE] },
  { id: "enemy-4", name: "Raider 4", ai: "aggressive", combatSkill: 0, weapons: [SCRAP_PISTOL, BLADE] },
  { id: "enemy-5", name: "Raider 5", ai: "aggressive", combatSkill: 0, weapons: [SHOTGUN] },
  { id: "enemy-6", name: "Raider 6", ai: "defensive", combatSkill: 0, weapons: [COLONY_RIFLE] },
  { id: "enemy-7", name: "Raider 7", ai: "cautious", combatSkill: 0, weapons: [SCRAP_PISTOL] },
  { id: "enemy-8", name: "Raider 8", ai: "aggressive", combatSkill: 0, weapons: [AUTO_RIFLE] },
];

const crewFigure = (s: CrewSample): CrewFigure => ({
  side: "crew",
  id: s.id,
  name: s.name,
  reactions: s.reactions,
  speed: s.speed,
  combatSkill: s.combatSkill,
  toughness: s.toughness,
  savvy: s.savvy,
  luck: { current: s.luck, max: s.luck },
  traits: s.traits,
  casualtyCategory: "humanoid",
  weapons: s.weapons,
  gear: [],
  condition: UNHARMED,
});

const enemyFigure = (s: EnemySample): EnemyFigure => ({
  side: "enemy",
  id: s.id,
  name: s.name,
  speed: 4,
  combatSkill: s.combatSkill,
  toughness: 3,
  casualtyCategory: "humanoid",
  weapons: s.weapons,
  gear: [],
  condition: UNHARMED,
  ai: s.ai,
  panic: 2,
  rank: "regular",
  role: s.role ?? "basic",
  fearless: false,
  savingThrow: null,
  seizeModifier: 0,
  guardianOf: null,
});

/** Every figure of the demo battle, by its token id on the demo scene. */
export function demoFigures(): Record<string, CrewFigure | EnemyFigure> {
  return Object.fromEntries([...CREW.map(crewFigure), ...ENEMIES.map(enemyFigure)].map((f) => [f.id, f]));
}
