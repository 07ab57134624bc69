import { refusal, type Refusal } from "./core";
import type { Dice } from "./core";
import type { InjuryRecord } from "./lasting-injuries";
import { lastingInjuriesDue, rollLastingInjury } from "./lasting-injuries";
import { fighterIn } from "./battle-state";
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
 * Lasting Injury" (not those who fled or fell below Toughness 1 in Recovery), one fighter's (`fighterId`, so each gets
 * its own card and die) or every one still due. Once the last is rolled, every change to the fighter cards —
 * characteristics, Rating, the injury, and the XP of the battle's ledger (Memorable Death's +1 to the attacker) — is
 * there for the adapter to apply, and `injuries` holds them all.
 */
export async function rollLastingInjuries(
  b: TransitionBuilder,
  dice: Dice,
  fighterId?: string,
): Promise<Refusal | null> {
  if (b.state.phase !== "over") return refusal("battleNotOver", "Lasting Injury: roll after the battle has ended.");
  if (b.state.injuries !== null)
    return refusal("alreadyRolled", "Lasting Injury: the injuries of this battle are rolled.");
  const due = lastingInjuriesDue(b.state);
  let toRoll = due;
  if (fighterId !== undefined) {
    const f = fighterIn(b.state, fighterId);
    if (!f) return refusal("notInBattle", `fighterId: ${fighterId} is not a fighter in this battle.`);
    if (!f.outOfAction?.lastingInjury)
      return refusal("noLastingInjury", `Lasting Injury: ${f.fighter.name} was not put Out of Action via damage.`);
    toRoll = due.filter((x) => x.fighter.id === fighterId);
    if (toRoll.length === 0)
      return refusal("alreadyRolled", `Lasting Injury: ${f.fighter.name}'s Lasting Injury is rolled.`);
  }
  const records: InjuryRecord[] = [...(b.state.injuriesRolled ?? [])];
  for (const f of toRoll) {
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
  b.update({ injuriesRolled: records });
  if (lastingInjuriesDue(b.state).length > 0) return null;
  b.update({ injuries: records });
  for (const [id, earned] of xpByFighter(b.state.xp)) {
    const f = fighterIn(b.state, id);
    if (!f || earned <= 0) continue;
    b.changes.push({ kind: "xp", fighterId: id, from: f.fighter.xp, to: Math.min(MAX_XP, f.fighter.xp + earned) });
  }
  return null;
}
