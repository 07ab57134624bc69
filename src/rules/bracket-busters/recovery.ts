import {
  fighterIn,
  fightersOf,
  modifiedToughness,
  priorityOrder,
  type BattleFighter,
  type RecoveryChoice,
} from "./battle-state";
import { refusal, type Dice, type Refusal } from "./core";
import { betterInjuryDie, injuryResultFor, rollInjuryDice } from "./injury-dice";
import { within, type Positions } from "./positions";
import { takeOutOfAction } from "./round-flow";
import type { TransitionBuilder } from "./transition";
import type { InjuryResult } from "./vocabulary";

export const RECOVERY_RULE = "Recovery";

export interface Assist {
  readonly assistantId: string;
  readonly injuredId: string;
}

/**
 * "An Active or Pinned friendly fighter who is within 1'' of a friendly Seriously Injured fighter may assist one
 * Seriously Injured fighter at this time." Each assistant assists one, and each injured fighter rolls one extra die at
 * most ("roll an extra Injury dice").
 */
export function assistRefusal(
  b: TransitionBuilder,
  assists: readonly Assist[],
  positions: Positions | undefined,
): Refusal | null {
  const assistants = new Set<string>();
  const injured = new Set<string>();
  for (const [i, { assistantId, injuredId }] of assists.entries()) {
    const helper = fighterIn(b.state, assistantId);
    const hurt = fighterIn(b.state, injuredId);
    const at = `assists[${i}]`;
    if (!helper) return refusal("notInBattle", `${at}.assistantId: ${assistantId} is not a fighter in this battle.`);
    if (!hurt) return refusal("notInBattle", `${at}.injuredId: ${injuredId} is not a fighter in this battle.`);
    if (helper.status !== "active" && helper.status !== "pinned")
      return refusal("cannotAssist", `${at}: ${helper.fighter.name} is not Active or Pinned.`);
    if (hurt.status !== "seriouslyInjured")
      return refusal("notSeriouslyInjured", `${at}: ${hurt.fighter.name} is not Seriously Injured.`);
    if (helper.fighter.gangId !== hurt.fighter.gangId)
      return refusal("notFriendly", `${at}: ${helper.fighter.name} is not a friend of ${hurt.fighter.name}.`);
    if (assistants.has(assistantId))
      return refusal("assistsOnce", `${at}: ${helper.fighter.name} may assist one Seriously Injured fighter.`);
    if (injured.has(injuredId)) return refusal("assistedOnce", `${at}: ${hurt.fighter.name} is already assisted.`);
    const from = positions?.[assistantId];
    const to = positions?.[injuredId];
    if (!from || !to)
      return refusal("positionMissing", `${at}: the positions of both fighters are needed to measure the 1''.`);
    if (!within(from, to, 1))
      return refusal("tooFar", `${at}: ${helper.fighter.name} is not within 1'' of ${hurt.fighter.name}.`);
    assistants.add(assistantId);
    injured.add(injuredId);
  }
  return null;
}

/**
 * "If a Seriously Injured fighter gets a Flesh Wound result, the fighter suffers a Flesh Wound. If their current modified
 * Toughness is 1 or higher the fighter is turned face up and becomes Pinned" — below 1, "Out of Action but no Lasting
 * Injury roll". "Serious Injury ... remains Seriously Injured." "Out of Action ... a Lasting Injury roll is made";
 * "no bonus XP for taking a fighter Out of Action is awarded to anyone".
 */
export function applyRecovery(b: TransitionBuilder, fighterId: string, result: InjuryResult): void {
  const f = fighterIn(b.state, fighterId);
  if (!f) return;
  b.announcements.push({ kind: "recovery", fighterId, result });
  if (result === "fleshWound") {
    b.fighter(fighterId, { fleshWounds: Math.min(10, f.fleshWounds + 1) });
    const now = fighterIn(b.state, fighterId);
    const toughness = now ? modifiedToughness(now) : 0;
    b.announcements.push({ kind: "fleshWound", fighterId, toughness });
    if (toughness >= 1) b.status(fighterId, "pinned", "recovery");
    else takeOutOfAction(b, fighterId, { cause: "recovery", by: null, lastingInjury: false }, "recovery");
  } else if (result === "outOfAction") {
    takeOutOfAction(b, fighterId, { cause: "recovery", by: null, lastingInjury: true }, "recovery");
  }
}

/** Whether a Flesh Wound would take the fighter Out of Action (modified Toughness below 1), for offering dice. */
const fleshWoundTakesOut = (f: BattleFighter): boolean => modifiedToughness(f) - 1 < 1;

/**
 * "Each player in turn rolls an Injury dice for each of their fighters who are currently Seriously Injured and applies
 * the result" (ruling 16: in Priority order). An assisted fighter rolls two and its player discards one (ruling 11:
 * offer the better): those wait for `keepInjuryDie`.
 */
export async function rollRecovery(
  b: TransitionBuilder,
  assists: readonly Assist[],
  dice: Dice,
): Promise<RecoveryChoice[]> {
  const faces = b.state.setup.injuryDice;
  const assisted = new Set(assists.map((a) => a.injuredId));
  const choices: RecoveryChoice[] = [];
  for (const gangId of priorityOrder(b.state)) {
    for (const f of fightersOf(b.state, gangId).filter((x) => x.status === "seriouslyInjured")) {
      const two = assisted.has(f.fighter.id);
      const rolled = await rollInjuryDice(dice, two ? 2 : 1, `Injury dice for ${f.fighter.name}`);
      const [first, second] = rolled;
      if (!first) continue;
      if (two && second) {
        const offered = betterInjuryDie(faces, [first.value, second.value], fleshWoundTakesOut(f)) === 1 ? 1 : 0;
        b.steps.push({
          rule: RECOVERY_RULE,
          dice: rolled,
          modifiers: [],
          total: null,
          needed: null,
          result: "discardOne",
        });
        choices.push({ fighterId: f.fighter.id, dice: [first.value, second.value], offered });
        b.announcements.push({
          kind: "recoveryChoice",
          fighterId: f.fighter.id,
          dice: [first.value, second.value],
          offered,
        });
        continue;
      }
      const result = injuryResultFor(faces, first.value);
      b.steps.push({ rule: RECOVERY_RULE, dice: rolled, modifiers: [], total: null, needed: null, result });
      applyRecovery(b, f.fighter.id, result);
    }
  }
  return choices;
}
