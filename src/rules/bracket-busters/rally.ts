import { fighterIn, fightersOf, priorityOrder, type BattleState } from "./battle-state";
import { betterNerve, rollCheck } from "./characteristic-check";
import { refusal, type Dice, type Modifier, type Refusal } from "./core";
import { focusFor, missingPosition } from "./action-context";
import { assertPositions, within, type Positions } from "./positions";
import { awardXp, startRound } from "./round-flow";
import type { TransitionBuilder } from "./transition";
import type { NerveCharacteristic } from "./vocabulary";
import { RALLY_XP } from "./xp";

export const RALLY_RULE = "Rally";
/** "add 1 to their result for each friendly Active fighter within 3'' of themselves". */
export const RALLY_INCHES = 3;

/** The Broken fighters of a gang that have not made their Rally test this End Phase. */
export const untestedBroken = (state: BattleState, gangId: string): string[] =>
  fightersOf(state, gangId)
    .filter((f) => f.status === "broken" && !(state.end?.rallied ?? []).includes(f.fighter.id))
    .map((f) => f.fighter.id);

/** "Alternating in Priority order": the next gang after `after` (or the first) with a Broken fighter yet to test, or null. */
export function nextRallyGang(state: BattleState, after: string | null): string | null {
  const order = priorityOrder(state);
  const start = after === null ? 0 : order.indexOf(after) + 1;
  for (let k = 0; k < order.length; k++) {
    const gangId = order[(start + k) % order.length];
    if (gangId !== undefined && untestedBroken(state, gangId).length > 0) return gangId;
  }
  return null;
}

/**
 * The friendly Active fighters within 3'' (ruling 16: a fighter who rallied earlier this End Phase counts); a friend
 * with no position given is not among them.
 */
export function rallyHelpers(state: BattleState, fighterId: string, positions: Positions): string[] {
  assertPositions("rallyHelpers", positions);
  const f = fighterIn(state, fighterId);
  const at = positions[fighterId];
  if (!f || !at) return [];
  return fightersOf(state, f.fighter.gangId)
    .filter((friend) => friend.fighter.id !== fighterId && friend.status === "active")
    .filter((friend) => {
      const there = positions[friend.fighter.id];
      return there !== undefined && within(at, there, RALLY_INCHES);
    })
    .map((friend) => friend.fighter.id);
}

/**
 * "Rally": "Alternating in Prioirty order each player makes a Nerve test for one of their fighters who is currently
 * Broken. Each fighter making a Nerve test may add 1 to their result for each friendly Active fighter within 3'' of
 * themselves. Each fighter who passes their Nerve test is no longer Broken, and gains 1 XP immediately". Ruling 16: it
 * becomes Active. The positions must hold the fighter; of its friends only those that can matter, the Active ones
 * within 3'': a friend whose position is not given is not counted.
 */
export async function rally(
  b: TransitionBuilder,
  fighterId: string,
  choice: NerveCharacteristic | undefined,
  positions: Positions,
  dice: Dice,
): Promise<Refusal | null> {
  const end = b.state.end;
  if (end?.step !== "rally" || end.rallyGang === null)
    return refusal("wrongStep", "Rally: it is not the Rally step of the End Phase.");
  const f = fighterIn(b.state, fighterId);
  if (!f) return refusal("notInBattle", `fighterId: ${fighterId} is not a fighter in this battle.`);
  if (f.status !== "broken") return refusal("notBroken", `Rally: ${f.fighter.name} is not Broken.`);
  if (end.rallied.includes(fighterId))
    return refusal("alreadyTested", `Rally: ${f.fighter.name} has made their Nerve test this End Phase.`);
  if (f.fighter.gangId !== end.rallyGang)
    return refusal("notYourTurn", `Rally: it is another gang's turn to test (${end.rallyGang}).`);
  const missing = missingPosition(positions, [fighterId], RALLY_RULE);
  if (missing) return missing;
  const helpers = rallyHelpers(b.state, fighterId, positions);
  const characteristic = choice ?? betterNerve(f.fighter.profile);
  const modifiers: Modifier[] = [
    ...(helpers.length > 0 ? [{ value: helpers.length, reason: "Friendly Active fighters within 3''" }] : []),
    ...focusFor(b, fighterId),
  ];
  const check = await rollCheck(
    {
      rule: RALLY_RULE,
      purpose: `Nerve test (${characteristic === "cool" ? "Cool" : "Willpower"}) for ${f.fighter.name}`,
      characteristic,
      target: f.fighter.profile[characteristic],
      modifiers,
    },
    dice,
  );
  b.steps.push(check.step);
  b.update({ end: { ...end, rallied: [...end.rallied, fighterId] } });
  if (check.passed) {
    b.status(fighterId, "active", "rally");
    awardXp(b, { fighterId, xp: RALLY_XP, reason: "rally", round: b.state.round, targetId: null });
  }
  return null;
}

/**
 * A status set by hand during the Rally step (the table's setStatus, the GM's correction) can leave the gang being
 * tested with no Broken fighter: the step then moves to the next gang, or the next Round, as a last Rally test would.
 */
export function settleRally(b: TransitionBuilder): void {
  const end = b.state.end;
  if (b.state.phase !== "end" || end?.step !== "rally" || end.rallyGang === null) return;
  if (untestedBroken(b.state, end.rallyGang).length > 0) return;
  const next = nextRallyGang(b.state, end.rallyGang);
  if (next === null) startRound(b);
  else b.update({ end: { ...end, rallyGang: next } });
}
