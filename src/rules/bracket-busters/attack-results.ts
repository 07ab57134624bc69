import { fighterIn, modifiedToughness, onBattlefield, weaponOf } from "./battle-state";
import { refusal, type Refusal } from "./core";
import { takeOutOfAction } from "./round-flow";
import type { TransitionBuilder } from "./transition";
import type { AttackResult, Status } from "./vocabulary";

/** The statuses a "Pinned" result changes: a Seriously Injured or Broken fighter is already worse off. */
const PINNABLE: readonly Status[] = ["active", "engaged"];

/**
 * Ruling 15: "the players resolve an attack with their own book and set its result on the target from the card (Pinned,
 * a Flesh Wound, Seriously Injured, Broken, Out of Action)", with who made it, for XP. A Flesh Wound is "Toughness −1";
 * what an attack's Flesh Wound below Toughness 1 does is not printed here (only Recovery's is), so the players are told
 * and set the result their book gives. Out of Action from an attack rolls a Lasting Injury ("put Out of Action via
 * damage") and earns the attacker XP when it is an enemy.
 */
export function setResult(
  b: TransitionBuilder,
  targetId: string,
  result: AttackResult,
  by: string | null,
): Refusal | null {
  const target = fighterIn(b.state, targetId);
  if (!target) return refusal("notInBattle", `targetId: ${targetId} is not a fighter in this battle.`);
  if (!onBattlefield(target))
    return refusal("outOfAction", `targetId: ${target.fighter.name} is already Out of Action.`);
  if (by !== null) {
    if (by === targetId) return refusal("selfAttack", "by: a fighter's attack result is set on another fighter.");
    if (!fighterIn(b.state, by)) return refusal("notInBattle", `by: ${by} is not a fighter in this battle.`);
  }
  b.fighter(targetId, { lastAttackBy: by });
  switch (result) {
    case "pinned":
      if (PINNABLE.includes(target.status as Status)) b.status(targetId, "pinned", "attack");
      return null;
    case "fleshWound": {
      const fleshWounds = Math.min(10, target.fleshWounds + 1);
      b.fighter(targetId, { fleshWounds });
      const now = fighterIn(b.state, targetId);
      const toughness = now ? modifiedToughness(now) : 0;
      b.announcements.push({ kind: "fleshWound", fighterId: targetId, toughness });
      if (toughness < 1) b.announcements.push({ kind: "toughnessBelowOne", fighterId: targetId });
      return null;
    }
    case "seriouslyInjured":
      b.status(targetId, "seriouslyInjured", "attack");
      return null;
    case "broken":
      b.status(targetId, "broken", "attack");
      return null;
    case "outOfAction":
      takeOutOfAction(b, targetId, { cause: "attack", by, lastingInjury: true }, "attack");
      return null;
  }
}

/** Ruling 12: the GM's override of a status the module proposes (Engaged from base contact) or does not track. */
export function setStatus(b: TransitionBuilder, fighterId: string, status: Status): Refusal | null {
  const f = fighterIn(b.state, fighterId);
  if (!f) return refusal("notInBattle", `fighterId: ${fighterId} is not a fighter in this battle.`);
  if (!onBattlefield(f)) return refusal("outOfAction", `fighterId: ${f.fighter.name} is Out of Action.`);
  b.status(fighterId, status, "gm");
  return null;
}

/** A weapon profile ran Out of Ammo in the players' Shooting Sequence; "Reload" makes the Ammo check to undo it. */
export function markOutOfAmmo(b: TransitionBuilder, fighterId: string, weaponId: string): Refusal | null {
  const f = fighterIn(b.state, fighterId);
  if (!f) return refusal("notInBattle", `fighterId: ${fighterId} is not a fighter in this battle.`);
  const weapon = weaponOf(f, weaponId);
  if (!weapon) return refusal("noSuchWeapon", `weaponId: ${f.fighter.name} has no weapon profile ${weaponId}.`);
  if (weapon.ammo === null)
    return refusal("noAmmoCharacteristic", `weaponId: ${weapon.name} has no Ammo characteristic to run out of.`);
  if (f.outOfAmmo.includes(weaponId))
    return refusal("alreadyOutOfAmmo", `weaponId: ${weapon.name} is already Out of Ammo.`);
  b.fighter(fighterId, { outOfAmmo: [...f.outOfAmmo, weaponId] });
  return null;
}
