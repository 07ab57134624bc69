import { enemyOnBattlefield, isRefusal, missingPosition, recordAction, setPending, type Actor } from "./action-context";
import { fighterIn, onBattlefield, type BattleFighter } from "./battle-state";
import { d3, refusal, rollDice, type Dice, type Refusal } from "./core";
import { baseDistance, inBaseContact, type Positions } from "./positions";
import type { TransitionBuilder } from "./transition";

export const CHARGE_RULE = "Charge";

/** "The maximum distance the fighter may move as part of this action is their current Movement characteristic plus D3''." */
export async function charge(b: TransitionBuilder, actor: Actor, dice: Dice): Promise<Refusal | null> {
  const movement = actor.f.fighter.profile.movement;
  const [die] = await rollDice(dice, d3(`Charge: ${actor.f.fighter.name}`));
  const maxInches = movement + (die?.value ?? 1);
  b.steps.push({
    rule: CHARGE_RULE,
    dice: die ? [die] : [],
    modifiers: [{ value: movement, reason: "Movement" }],
    total: maxInches,
    needed: null,
    result: "chargeDistance",
  });
  recordAction(b, actor, "charge", { inches: maxInches });
  setPending(b, { kind: "charge", maxInches });
  return null;
}

/**
 * After the Charge's move: "If the fighter successfully moves into base contact with at least one enemy fighter, they
 * may take a free Fight (Basic) action against one of those opponents. If ... with a Seriously Injured enemy fighter and
 * no other enemy fighters, they may take a free Coup de Grace (Simple) action ... If the fighter failed to move into
 * base contact with at least one enemy fighter, they must end their movement at least 1'' away from all enemy fighters."
 * Ruling 12: Engaged follows base contact; our reading: with an enemy that is not Seriously Injured (a charger that
 * reached only a Seriously Injured fighter stays Active), and a reached Active or Pinned enemy is Engaged too.
 */
export function completeCharge(
  b: TransitionBuilder,
  contacted: readonly string[],
  positions: Positions,
): Refusal | null {
  const turn = b.state.turn;
  const activation = turn?.activation;
  if (activation?.pending?.kind !== "charge") return refusal("noCharge", "Charge: no Charge is waiting for its move.");
  const charger = fighterIn(b.state, activation.fighterId);
  if (!charger) return refusal("noCharge", "Charge: no Charge is waiting for its move.");
  if (new Set(contacted).size !== contacted.length)
    return refusal("listedTwice", "contacted: a fighter is listed twice.");
  const reached: BattleFighter[] = [];
  for (const id of contacted) {
    const enemy = enemyOnBattlefield(b, charger, id, "contacted");
    if (isRefusal(enemy)) return enemy;
    reached.push(enemy);
  }
  const enemies = b.state.fighters.filter((f) => onBattlefield(f) && f.fighter.gangId !== charger.fighter.gangId);
  const missing = missingPosition(positions, [charger.fighter.id, ...enemies.map((f) => f.fighter.id)], CHARGE_RULE);
  if (missing) return missing;
  const at = positions[charger.fighter.id]!;
  for (const enemy of reached) {
    if (!inBaseContact(at, positions[enemy.fighter.id]!))
      return refusal(
        "notInBaseContact",
        `Charge: ${enemy.fighter.name} is not in base contact with ${charger.fighter.name}.`,
      );
  }
  if (reached.length === 0) {
    const near = enemies.find((f) => baseDistance(at, positions[f.fighter.id]!) < 1 - 1e-9);
    if (near)
      return refusal(
        "endAway",
        `Charge: a Charge that reaches no enemy ends at least 1'' away from all enemy fighters; ${near.fighter.name} is closer.`,
      );
  }
  const onlyOneInjured = reached.length === 1 && reached[0]?.status === "seriouslyInjured";
  const free = reached.length === 0 ? [] : onlyOneInjured ? (["fight", "coupDeGrace"] as const) : (["fight"] as const);
  setPending(b, null, { free: [...free], contacted });
  if (free.length > 0)
    b.announcements.push({
      kind: "freeActions",
      fighterId: charger.fighter.id,
      actions: [...free],
      opponents: contacted,
    });
  if (reached.some((f) => f.status !== "seriouslyInjured")) {
    b.status(charger.fighter.id, "engaged", "charge");
    for (const enemy of reached)
      if (enemy.status === "active" || enemy.status === "pinned") b.status(enemy.fighter.id, "engaged", "charge");
  }
  return null;
}
