import type { BracketBusters as BB } from "../../rules";
import { say, type Lang } from "../../views/bracket-busters";

/*
 * Sample gangs for the sandbox only: four small gangs whose fighters differ in profile, type and weapons, each led by a
 * fighter with a Group Activation (ruling 14: radius, extra fighters, restriction). A hot-seat battle takes the first
 * two to four of them.
 */

type ProfilePatch = Partial<BB.Profile>;

const BASE: BB.Profile = {
  movement: 5, weaponSkill: 4, ballisticSkill: 4, strength: 3, toughness: 3, wounds: 1,
  initiative: 4, attacks: 1, leadership: 7, cool: 7, willpower: 7, intelligence: 7,
};

const AUTOPISTOL: BB.WeaponProfile = { id: "autopistol", name: "Autopistol", ranged: true, ammo: 4, traits: [] };
const LASGUN: BB.WeaponProfile = { id: "lasgun", name: "Lasgun", ranged: true, ammo: 2, traits: [] };
const SHOTGUN: BB.WeaponProfile = { id: "shotgun", name: "Shotgun", ranged: true, ammo: 4, traits: [] };
const GRENADES: BB.WeaponProfile = { id: "frag", name: "Frag grenades", ranged: true, ammo: 5, traits: ["blast3"] };
const FLAMER: BB.WeaponProfile = { id: "flamer", name: "Flamer", ranged: true, ammo: 5, traits: ["template"] };
const CHAINSWORD: BB.WeaponProfile = { id: "chainsword", name: "Chainsword", ranged: false, ammo: null, traits: [] };
const FIGHTING_KNIFE: BB.WeaponProfile = { id: "knife", name: "Fighting knife", ranged: false, ammo: null, traits: [] };

interface Sample {
  readonly name: string;
  readonly type: BB.FighterType;
  readonly profile: ProfilePatch;
  readonly weapons: readonly BB.WeaponProfile[];
  readonly rating: number;
  readonly group?: Omit<BB.GroupActivation, "restriction"> & { readonly restrictionKey: string };
  readonly survivor?: boolean;
}

const LEADER: ProfilePatch = { weaponSkill: 3, ballisticSkill: 3, wounds: 2, initiative: 3, attacks: 2, leadership: 5, cool: 5, willpower: 6 };
const CHAMPION: ProfilePatch = { weaponSkill: 3, strength: 4, wounds: 2, attacks: 2, cool: 6 };
const GANGER: ProfilePatch = {};
const JUVE: ProfilePatch = { movement: 6, weaponSkill: 5, ballisticSkill: 5, strength: 2, toughness: 2, cool: 8, willpower: 8, intelligence: 8 };

const ROSTERS: readonly (readonly Sample[])[] = [
  [
    { name: "Vex Harrow", type: "leader", profile: LEADER, weapons: [LASGUN, CHAINSWORD], rating: 135, group: { radius: 3, extraFighters: 2, allowedTypes: ["champion", "other"], restrictionKey: "Sample.restrictionGangers" } },
    { name: "Brakka", type: "champion", profile: CHAMPION, weapons: [SHOTGUN, CHAINSWORD], rating: 120 },
    { name: "Iska", type: "other", profile: GANGER, weapons: [LASGUN, FIGHTING_KNIFE], rating: 70 },
    { name: "Dorn", type: "other", profile: { ...GANGER, toughness: 4 }, weapons: [AUTOPISTOL, FIGHTING_KNIFE], rating: 65 },
    { name: "Mirela", type: "other", profile: { ...GANGER, ballisticSkill: 3 }, weapons: [LASGUN], rating: 75 },
    { name: "Kip", type: "other", profile: JUVE, weapons: [AUTOPISTOL], rating: 40 },
    { name: "Sallow Jo", type: "merc", profile: { ballisticSkill: 3, cool: 6, intelligence: 6 }, weapons: [GRENADES, AUTOPISTOL], rating: 110 },
  ],
  [
    { name: "Matron Quell", type: "leader", profile: { ...LEADER, movement: 4, toughness: 4 }, weapons: [SHOTGUN, CHAINSWORD], rating: 140, group: { radius: 6, extraFighters: 1, allowedTypes: [], restrictionKey: "Sample.restrictionAny" } },
    { name: "Sister Rue", type: "champion", profile: { ...CHAMPION, willpower: 5 }, weapons: [FLAMER, FIGHTING_KNIFE], rating: 125 },
    { name: "Gannet", type: "bountyHunter", profile: { ballisticSkill: 3, initiative: 3, cool: 5 }, weapons: [LASGUN, FIGHTING_KNIFE], rating: 115, survivor: true },
    { name: "Old Tam", type: "other", profile: { movement: 4, toughness: 4 }, weapons: [AUTOPISTOL], rating: 60 },
    { name: "Wick", type: "other", profile: GANGER, weapons: [LASGUN], rating: 65 },
    { name: "Pell", type: "other", profile: JUVE, weapons: [AUTOPISTOL, FIGHTING_KNIFE], rating: 40 },
  ],
  [
    { name: "Kordo Flint", type: "leader", profile: LEADER, weapons: [AUTOPISTOL, CHAINSWORD], rating: 130, group: { radius: 4, extraFighters: 1, allowedTypes: [], restrictionKey: "Sample.restrictionAny" } },
    { name: "Spyre-7", type: "spyrer", profile: { ...CHAMPION, movement: 6 }, weapons: [LASGUN], rating: 150 },
    { name: "Nessa", type: "other", profile: GANGER, weapons: [LASGUN], rating: 70 },
    { name: "Rook", type: "other", profile: GANGER, weapons: [SHOTGUN], rating: 70 },
    { name: "Tully", type: "other", profile: JUVE, weapons: [AUTOPISTOL], rating: 40 },
    { name: "Moss", type: "other", profile: JUVE, weapons: [FIGHTING_KNIFE], rating: 35 },
  ],
  [
    { name: "Hale Varga", type: "leader", profile: LEADER, weapons: [LASGUN, FIGHTING_KNIFE], rating: 130, group: { radius: 3, extraFighters: 2, allowedTypes: [], restrictionKey: "Sample.restrictionAny" } },
    { name: "Crane", type: "champion", profile: CHAMPION, weapons: [GRENADES, CHAINSWORD], rating: 120 },
    { name: "Lode", type: "other", profile: GANGER, weapons: [LASGUN], rating: 70 },
    { name: "Brin", type: "other", profile: GANGER, weapons: [AUTOPISTOL], rating: 65 },
    { name: "Fen", type: "other", profile: JUVE, weapons: [AUTOPISTOL], rating: 40 },
    { name: "Ash", type: "other", profile: JUVE, weapons: [FIGHTING_KNIFE], rating: 35 },
  ],
];

export const MIN_GANGS = 2;
export const MAX_SAMPLE_GANGS = ROSTERS.length;

/** The first `count` sample gangs, as the rules take them; names and restrictions in the page's language. */
export function sampleGangs(count: number, lang: Lang): BB.Gang[] {
  const n = Math.min(MAX_SAMPLE_GANGS, Math.max(MIN_GANGS, Math.round(count)));
  return ROSTERS.slice(0, n).map((roster, g) => {
    const gangId = `gang${g + 1}`;
    return {
      id: gangId,
      name: say(lang, `Sample.gang${g + 1}`),
      fighters: roster.map((s, i): BB.Fighter => ({
        id: `${gangId}-${i + 1}`,
        name: s.name,
        gangId,
        type: s.type,
        profile: { ...BASE, ...s.profile },
        actions: 2,
        groupActivation: s.group
          ? { radius: s.group.radius, extraFighters: s.group.extraFighters, allowedTypes: s.group.allowedTypes, restriction: say(lang, s.group.restrictionKey) }
          : null,
        weapons: s.weapons,
        xp: 0,
        rating: s.rating,
        survivor: s.survivor ?? false,
      })),
    };
  });
}
