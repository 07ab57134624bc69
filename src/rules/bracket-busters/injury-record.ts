/** What the Lasting Injury roll left the fighter with, in the tables' words. */
export const INJURY_OUTCOMES = [
  "outCold",
  "grievousInjury",
  "permanentInjury",
  "criticalInjury",
  "memorableDeath",
] as const;
export type InjuryOutcome = (typeof INJURY_OUTCOMES)[number];

export interface InjuryRecord {
  readonly fighterId: string;
  /** The result of the last table rolled. */
  readonly outcome: InjuryOutcome;
  /** The Permanent Injury rolled, if any ("handInjury"). */
  readonly permanentInjury: string | null;
  /** "goes into Recovery". */
  readonly recovery: boolean;
  /** "killed instantly". */
  readonly dead: boolean;
  /** "If the injury was caused by an attack, the attacker gains an additional 1 XP": who, or null. */
  readonly memorableDeathXpTo: string | null;
}
