import type { RollTableSource } from "./core";
import { PROFILE_LIMITS } from "./limits";
import type { Characteristic } from "./vocabulary";

/*
 * The four injury tables of bracket-busters-battle-sequence.md as plain data (names and texts as printed), in TABLES
 * for the compendium. test/rules/bracket-busters/injury-tables.test.ts re-reads the rules file and fails if they drift.
 */

export const LASTING_INJURY_TABLE: RollTableSource = {
  id: "bracketBustersLastingInjury",
  name: "Lasting Injury",
  section: "Lasting Injury Table",
  formula: "1d6",
  description:
    "During campaign battles, fighters put Out of Action via damage must check to see if they are killed or if they suffer a Lasting Injury. Some types of fighters use bespoke abilities to resolve this where indicated, but by default most fighters use the Standard Lasting Injury table.",
  results: [
    {
      id: "outCold",
      range: [1, 2],
      name: "Out Cold",
      text: "The fighter misses the rest of the battle, but avoids any long-term injuries.",
    },
    { id: "grievousInjury", range: [3, 4], name: "Grievous Injury", text: "The fighter goes into Recovery." },
    {
      id: "permanentInjury",
      range: [5, 5],
      name: "Permanent Injury",
      text: "The fighter goes into Recovery and suffers a permanent injury. Roll again on the Permanent Injury table.",
    },
    {
      id: "criticalInjury",
      range: [6, 6],
      name: "Critical Injury",
      text: "The fighter suffers a critical injury and may die. Roll again on the Critical Injury table.",
    },
  ],
};

export const PERMANENT_INJURY_TABLE: RollTableSource = {
  id: "bracketBustersPermanentInjury",
  name: "Permanent Injury",
  section: "Permanent Injury Table",
  formula: "1d6",
  description:
    "Rating: the fighter card's Rating is reduced by the amount indicated in this column. The gang does not gain credits back for this reduction.",
  results: [
    {
      id: "handInjury",
      range: [1, 1],
      name: "Hand Injury",
      text: "The fighter's Weapon Skill is decreased by 1 step (Rating: -5)",
    },
    { id: "eyeInjury", range: [2, 2], name: "Eye Injury", text: "Ballistic Skill is decreased by 1 step (Rating: -5)" },
    {
      id: "spinalInjury",
      range: [3, 3],
      name: "Spinal Injury",
      text: "The fighter's Strength is reduced by 1 step. (Rating: -5)",
    },
    {
      id: "enfeebled",
      range: [4, 4],
      name: "Enfeebled",
      text: "The fighter's Toughness is decreased by 1 step. (Rating: -5)",
    },
    {
      id: "headInjury",
      range: [5, 5],
      name: "Head Injury",
      text: "The fighter's Leadership, Cool, Willpower, and Intelligence are all decreased by 1 step. (Rating: -10)",
    },
    {
      id: "hobbled",
      range: [6, 6],
      name: "Hobbled",
      text: "The fighter's Movement is reduced by 1'' and Initiative is decreased by 1 step. (Rating: -10)",
    },
  ],
};

/** What each Permanent Injury does to the card: the characteristics made one step worse, and the Rating column. */
export const PERMANENT_INJURY_EFFECTS: Readonly<
  Record<string, { readonly characteristics: readonly Characteristic[]; readonly rating: number }>
> = {
  handInjury: { characteristics: ["weaponSkill"], rating: -5 },
  eyeInjury: { characteristics: ["ballisticSkill"], rating: -5 },
  spinalInjury: { characteristics: ["strength"], rating: -5 },
  enfeebled: { characteristics: ["toughness"], rating: -5 },
  headInjury: { characteristics: ["leadership", "cool", "willpower", "intelligence"], rating: -10 },
  hobbled: { characteristics: ["movement", "initiative"], rating: -10 },
};

export const CRITICAL_INJURY_TABLE: RollTableSource = {
  id: "bracketBustersCriticalInjury",
  name: "Critical Injury",
  section: "Critical Injury Table",
  formula: "1d6",
  description: "Roll again on this table after a Critical Injury on the Lasting Injury table.",
  results: [
    {
      id: "criticalInjury",
      range: [1, 5],
      name: "Critical Injury",
      text: "The fighter is in critical condition. If their injury is not successfully treated by a visit to the Doc in the Post-Battle Sequence, they will die.",
    },
    {
      id: "memorableDeath",
      range: [6, 6],
      name: "Memorable Death",
      text: "The fighter is killed instantly; not even a visit to the Doc can save them. If the injury was caused by an attack, the attacker gains an additional 1 XP.",
    },
  ],
};

/** The lowest D6 − Wounds total: a 1 for a fighter with the most Wounds the limits table allows. */
export const SURVIVOR_LOWEST_TOTAL = 1 - PROFILE_LIMITS.wounds.max;

/**
 * Ruling 2: "D6 − Wounds (tougher fighters survive more often)"; the header's "D6+W" is not followed. Its ranges are
 * totals, not die faces: a Foundry draw must be given the roll `1d6 - W` (RollTable#draw({ roll })), and the
 * `tableCoverageProblems` of a plain die does not apply (its own test covers every total from -9 to 5 once).
 */
export const SURVIVOR_CRITICAL_INJURY_TABLE: RollTableSource = {
  id: "bracketBustersSurvivorCriticalInjury",
  name: "Survivor Critical Injury",
  section: "Survivor Critical Injury Table",
  formula: "1d6",
  description:
    "Roll a D6 and subtract the fighter's Wounds characteristic (not their current Wounds), then consult the table below with the total.",
  results: [
    {
      id: "grievousInjury",
      range: [SURVIVOR_LOWEST_TOTAL, 0],
      name: "Grievous Injury",
      text: "The fighter goes into Recovery.",
    },
    {
      id: "permanentInjury",
      range: [1, 4],
      name: "Permanent Injury",
      text: "The fighter goes into Recovery and suffers a permanent injury. Roll again on the Permanent Injury table.",
    },
    {
      id: "memorableDeath",
      range: [5, 5],
      name: "Memorable Death",
      text: "The fighter is killed instantly. If the injury was caused by an attack, the attacker gains an additional 1 XP.",
    },
  ],
};

export const INJURY_TABLE_LIST: readonly RollTableSource[] = [
  LASTING_INJURY_TABLE,
  PERMANENT_INJURY_TABLE,
  CRITICAL_INJURY_TABLE,
  SURVIVOR_CRITICAL_INJURY_TABLE,
];
