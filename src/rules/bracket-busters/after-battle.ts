import { refusal, type Refusal } from "./core";
import type { Dice } from "./core";
import type { InjuryRecord } from "./lasting-injuries";
import { rollLastingInjury } from "./lasting-injuries";
import { awardXp } from "./round-flow";
import type { TransitionBuilder } from "./transition";
import { MEMORABLE_DEATH_XP, xpByFighter } from "./xp";
import { BRACKET_BUSTERS_LIMITS } from "./limits";

const MAX_XP = BRACKET_BUSTERS_LIMITS.bracketBustersFighter.xp.max;

/** Ruling 15: "The GM ends the battle." "When the battle has concluded, proceed to the Post-Battle Sequence." */
export function endBattle(b: TransitionBuilder): void {
  b.update({ phase: "over", over: { round: b.state.round }, turn: null, end: null });
  b.announcements.push({ kind: "battleOver", round: b.state.round });
}

/**
 * After the battle: "fighters put Out of Action via damage must check to see if they are killed or if they suffer a
 * Lasting Injury" (not those who fled or fell below Toughness 1 in Recovery), then every change to the fighter cards —
 * characteristics, Rating, the injury, and the XP of the battle's ledger (Memorable Death's +1 to the attacker) — for the
 * adapter to apply.
 */
export async function rollLastingInjuries(b: TransitionBuilder, dice: Dice): Promise<Refusal | null> {
  if (b.state.phase !== "over") return refusal("battleNotOver", "Lasting Injury: roll after the battle has ended.");
  if (b.state.injuries !== null)
    return refusal("alreadyRolled", "Lasting Injury: the injuries of this battle are rolled.");
  const records: InjuryRecord[] = [];
  for (const f of b.state.fighters) {
    if (!f.outOfAction?.lastingInjury) continue;
    const roll = await rollLastingInjury(f, dice);
    b.steps.push(...roll.steps);
    b.changes.push(...roll.changes);
    records.push(roll.record);
    if (roll.record.memorableDeathXpTo !== null) {
      awardXp(b, {
        fighterId: roll.record.memorableDeathXpTo,
        xp: MEMORABLE_DEATH_XP,
        reason: "memorableDeath",
        round: b.state.round,
        targetId: f.fighter.id,
      });
    }
  }
  b.update({ injuries: records });
  for (const [fighterId, earned] of xpByFighter(b.state.xp)) {
    const f = b.state.fighters.find((x) => x.fighter.id === fighterId);
    if (!f || earned <= 0) continue;
    b.changes.push({ kind: "xp", fighterId, from: f.fighter.xp, to: Math.min(MAX_XP, f.fighter.xp + earned) });
  }
  return null;
}
