import {
  enemyOnBattlefield,
  focusFor,
  isRefusal,
  missingPosition,
  recordAction,
  setPending,
  type Actor,
} from "./action-context";
import type { DisengageOutcome } from "./battle-input";
import { fighterIn, onBattlefield, type BattleFighter } from "./battle-state";
import { rollCheck } from "./characteristic-check";
import { refusal, type Dice, type Refusal } from "./core";
import { engagedWith } from "./engaged";
import { baseDistance, EXACTLY_TOLERANCE_INCHES, inchesText, type Positions } from "./positions";
import type { TransitionBuilder } from "./transition";

export const DISENGAGE_RULE = "Disengage";

/**
 * "Disengage (Basic)": "The fighter may attempt to disengage from all fighters they are currently Engaged with. Each
 * fighter Engaged with this fighter may make a single free close combat attack against this fighter without retaliation
 * if they can first pass an Initiative check." Ruling 12: Engaged follows base contact, so `enemies` must be exactly the
 * enemies in base contact where the fighters stand. The checks are rolled here; the free attacks are the players'
 * (ruling 15), their results set on this fighter; `completeDisengage` then says where it ended up.
 */
export async function disengage(
  b: TransitionBuilder,
  actor: Actor,
  enemies: readonly string[],
  positions: Positions | undefined,
  dice: Dice,
): Promise<Refusal | null> {
  if (new Set(enemies).size !== enemies.length) return refusal("listedTwice", "enemies: a fighter is listed twice.");
  const engaged: BattleFighter[] = [];
  for (const id of enemies) {
    const enemy = enemyOnBattlefield(b, actor.f, id, "enemies");
    if (isRefusal(enemy)) return enemy;
    engaged.push(enemy);
  }
  const missing = missingPosition(positions, [actor.f.fighter.id, ...enemies], DISENGAGE_RULE);
  if (missing) return missing;
  const touching = engagedWith(b.state, actor.f.fighter.id, positions!);
  const apart = engaged.find((e) => !touching.includes(e.fighter.id));
  if (apart) {
    const inches = baseDistance(positions![actor.f.fighter.id]!, positions![apart.fighter.id]!);
    return refusal(
      "notEngagedWith",
      `enemies: ${apart.fighter.name} is not Engaged with ${actor.f.fighter.name} (${inchesText(inches)} away, not in base contact).`,
    );
  }
  const unlisted = touching.find((id) => !enemies.includes(id));
  if (unlisted !== undefined)
    return refusal(
      "engagedNotListed",
      `enemies: ${fighterIn(b.state, unlisted)?.fighter.name ?? unlisted} is Engaged with ${actor.f.fighter.name}; a Disengage is from all fighters they are currently Engaged with.`,
    );
  const attackers: string[] = [];
  for (const enemy of engaged) {
    const check = await rollCheck(
      {
        rule: DISENGAGE_RULE,
        purpose: `Initiative check for ${enemy.fighter.name}`,
        characteristic: "initiative",
        target: enemy.fighter.profile.initiative,
        modifiers: focusFor(b, enemy.fighter.id),
      },
      dice,
    );
    b.steps.push(check.step);
    if (check.passed) attackers.push(enemy.fighter.id);
  }
  recordAction(b, actor, "disengage", { fighterIds: enemies });
  setPending(b, { kind: "disengage", from: enemies, attackers });
  b.announcements.push({ kind: "freeAttacks", fighterId: actor.f.fighter.id, attackers });
  return null;
}

/**
 * "If this fighter is not taken Out of Action by such attacks, they are moved so that they are exactly 1'' away from
 * one of the fighters they were Engaged with and at least 1'' away from all other enemy fighters. If this is not
 * possible, the fighter remains Engaged". Ruling 16: "A fighter who Disengages successfully is Active" (one whose free
 * attacks left it Pinned or Seriously Injured keeps that status).
 */
export function completeDisengage(
  b: TransitionBuilder,
  outcome: DisengageOutcome,
  positions: Positions | undefined,
): Refusal | null {
  const turn = b.state.turn;
  const activation = turn?.activation;
  const pending = activation?.pending;
  if (!activation || pending?.kind !== "disengage")
    return refusal("noDisengage", "Disengage: no Disengage is waiting for its free attacks.");
  const f = fighterIn(b.state, activation.fighterId);
  if (!f) return refusal("noDisengage", "Disengage: no Disengage is waiting for its free attacks.");
  if (outcome === "clear") {
    const enemies = b.state.fighters.filter((e) => onBattlefield(e) && e.fighter.gangId !== f.fighter.gangId);
    const missing = missingPosition(positions, [f.fighter.id, ...enemies.map((e) => e.fighter.id)], DISENGAGE_RULE);
    if (missing) return missing;
    const at = positions![f.fighter.id]!;
    const distanceTo = (e: BattleFighter): number => baseDistance(at, positions![e.fighter.id]!);
    const former = enemies.filter((e) => pending.from.includes(e.fighter.id));
    const exactly = former.find((e) => Math.abs(distanceTo(e) - 1) <= EXACTLY_TOLERANCE_INCHES);
    if (former.length > 0 && !exactly)
      return refusal(
        "notExactlyOneInch",
        "Disengage: the fighter must end exactly 1'' away from one of the fighters it was Engaged with.",
      );
    const tooNear = enemies.find((e) => e !== exactly && distanceTo(e) < 1 - EXACTLY_TOLERANCE_INCHES);
    if (tooNear)
      return refusal(
        "tooNear",
        `Disengage: the fighter must end at least 1'' away from all other enemy fighters; ${tooNear.fighter.name} is closer.`,
      );
    if (f.status === "engaged") b.status(f.fighter.id, "active", "disengaged");
  }
  setPending(b, null);
  return null;
}
