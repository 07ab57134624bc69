import type { BattleFighter, BattleState } from "./battle-state";
import { oneStepWorse } from "./characteristics";
import { resultFor, rollDice, type Dice, type Step } from "./core";
import {
  CRITICAL_INJURY_TABLE,
  LASTING_INJURY_TABLE,
  PERMANENT_INJURY_EFFECTS,
  PERMANENT_INJURY_TABLE,
  SURVIVOR_CRITICAL_INJURY_TABLE,
} from "./injury-tables";
import type { InjuryOutcome, InjuryRecord } from "./injury-record";
import type { Characteristic } from "./vocabulary";

export { INJURY_OUTCOMES, type InjuryOutcome, type InjuryRecord } from "./injury-record";

/** A change to the fighter card for the adapter to apply after the battle. */
export type FighterChange =
  | {
      readonly kind: "characteristic";
      readonly fighterId: string;
      readonly characteristic: Characteristic;
      readonly from: number;
      readonly to: number;
    }
  | { readonly kind: "rating"; readonly fighterId: string; readonly from: number; readonly to: number }
  | {
      readonly kind: "injury";
      readonly fighterId: string;
      readonly outcome: InjuryOutcome;
      readonly recovery: boolean;
      readonly dead: boolean;
    }
  | { readonly kind: "xp"; readonly fighterId: string; readonly from: number; readonly to: number };

/**
 * "Fighters put Out of Action via damage must check to see if they are killed or if they suffer a Lasting Injury" (not
 * those who fled or fell below Toughness 1 in Recovery): those whose roll is still to make, in roster order.
 */
export const lastingInjuriesDue = (state: BattleState): BattleFighter[] =>
  state.fighters.filter(
    (f) => f.outOfAction?.lastingInjury && !(state.injuriesRolled ?? []).some((r) => r.fighterId === f.fighter.id),
  );

export interface LastingInjuryRoll {
  readonly record: InjuryRecord;
  readonly steps: readonly Step[];
  readonly changes: readonly FighterChange[];
}

async function rollOn(
  table: typeof LASTING_INJURY_TABLE,
  dice: Dice,
  who: string,
): Promise<{ id: string; step: Step }> {
  const [die] = await rollDice(dice, { count: 1, faces: 6, purpose: `${table.name} for ${who}` });
  const value = die?.value ?? 1;
  const result = resultFor(table, value);
  return {
    id: result.id,
    step: { rule: table.section, dice: die ? [die] : [], modifiers: [], total: value, needed: null, result: result.id },
  };
}

/**
 * "Lasting Injury": the Lasting Injury table; a Permanent Injury rolls again on the Permanent Injury table; a Critical
 * Injury on the Critical Injury table, or for a survivor on the Survivor Critical Injury table (ruling 2: D6 − Wounds,
 * whose Permanent Injury rolls on the Permanent Injury table too). Changes to the card, never past the worst values.
 */
export async function rollLastingInjury(f: BattleFighter, dice: Dice): Promise<LastingInjuryRoll> {
  const { fighter } = f;
  const steps: Step[] = [];
  const lasting = await rollOn(LASTING_INJURY_TABLE, dice, fighter.name);
  steps.push(lasting.step);
  let outcome = lasting.id as InjuryOutcome;
  if (outcome === "criticalInjury") {
    if (fighter.survivor) {
      const [die] = await rollDice(dice, {
        count: 1,
        faces: 6,
        purpose: `Survivor Critical Injury for ${fighter.name}`,
      });
      const value = die?.value ?? 1;
      const total = value - fighter.profile.wounds;
      const result = resultFor(SURVIVOR_CRITICAL_INJURY_TABLE, total);
      steps.push({
        rule: SURVIVOR_CRITICAL_INJURY_TABLE.section,
        dice: die ? [die] : [],
        modifiers: [{ value: -fighter.profile.wounds, reason: "Wounds" }],
        total,
        needed: null,
        result: result.id,
      });
      outcome = result.id as InjuryOutcome;
    } else {
      const critical = await rollOn(CRITICAL_INJURY_TABLE, dice, fighter.name);
      steps.push(critical.step);
      outcome = critical.id as InjuryOutcome;
    }
  }
  const changes: FighterChange[] = [];
  let permanentInjury: string | null = null;
  if (outcome === "permanentInjury") {
    const permanent = await rollOn(PERMANENT_INJURY_TABLE, dice, fighter.name);
    steps.push(permanent.step);
    permanentInjury = permanent.id;
    const effect = PERMANENT_INJURY_EFFECTS[permanent.id];
    for (const characteristic of effect?.characteristics ?? []) {
      const from = fighter.profile[characteristic];
      const to = oneStepWorse(characteristic, from);
      if (to !== from) changes.push({ kind: "characteristic", fighterId: fighter.id, characteristic, from, to });
    }
    const rating = Math.max(0, fighter.rating + (effect?.rating ?? 0));
    if (rating !== fighter.rating)
      changes.push({ kind: "rating", fighterId: fighter.id, from: fighter.rating, to: rating });
  }
  const dead = outcome === "memorableDeath";
  const recovery = outcome === "grievousInjury" || outcome === "permanentInjury";
  changes.unshift({ kind: "injury", fighterId: fighter.id, outcome, recovery, dead });
  const cause = f.outOfAction;
  const memorableDeathXpTo = dead && cause?.cause === "attack" && cause.by !== null ? cause.by : null;
  return {
    record: { fighterId: fighter.id, outcome, permanentInjury, recovery, dead, memorableDeathXpTo },
    steps,
    changes,
  };
}
