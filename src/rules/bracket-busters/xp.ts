import type { FighterType } from "./vocabulary";

/** "Standard Battle Sequence XP Rewards": taking an enemy of each type Out of Action. */
export const OUT_OF_ACTION_XP: Readonly<Record<FighterType, number>> = {
  leader: 3,
  bountyHunter: 3,
  champion: 2,
  spyrer: 2,
  merc: 2,
  other: 1,
};

/** "Rally: 1 XP". */
export const RALLY_XP = 1;
/** "Memorable Death": "If the injury was caused by an attack, the attacker gains an additional 1 XP." */
export const MEMORABLE_DEATH_XP = 1;
/** "Scenario specific rewards: varies": the most one award gives. */
export const MAX_SCENARIO_XP = 10;

export const XP_REASONS = ["outOfAction", "rally", "memorableDeath", "scenario"] as const;
export type XpReason = (typeof XP_REASONS)[number];

/** One line of the XP ledger. */
export interface XpEntry {
  readonly fighterId: string;
  readonly xp: number;
  readonly reason: XpReason;
  readonly round: number;
  /** The fighter taken Out of Action, for "outOfAction" and "memorableDeath". */
  readonly targetId: string | null;
}

/** XP earned in this battle, by fighter. */
export function xpByFighter(ledger: readonly XpEntry[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const entry of ledger) totals.set(entry.fighterId, (totals.get(entry.fighterId) ?? 0) + entry.xp);
  return totals;
}
