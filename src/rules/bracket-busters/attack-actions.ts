import { enemyOnBattlefield, isRefusal, missingPosition, recordAction, type Actor } from "./action-context";
import type { BattleFighter } from "./battle-state";
import { fighterIn, onBattlefield, weaponOf } from "./battle-state";
import type { TakeAction } from "./battle-input";
import { refusal, rollDice, type Dice, type Modifier, type Refusal } from "./core";
import type { WeaponProfile } from "./fighter";
import { distanceFromPoint, inVisionArc, within } from "./positions";
import type { TransitionBuilder } from "./transition";
import { PRONE_STATUSES } from "./vocabulary";

/*
 * The attacks (Shoot, Blindfire, Fight, Fire Through). Ruling 15: the Shooting Sequence and close combat are not printed
 * here, so the module records the declared attack and notes what the text states (Aim's +1, Blindfire's -2 or scatter,
 * Fire Through's 5+ and who is hit); the players resolve it and set its result on the target (attack-results.ts).
 */

export const AIM_MODIFIER: Modifier = { value: 1, reason: "Aim" };
export const BLINDFIRE_MODIFIER: Modifier = { value: -2, reason: "Blindfire" };
/** "All other weapons hit a selected fighter with[in] 1'' of the other side of the ductway on a 5+". */
export const FIRE_THROUGH_TARGET = 5;

/** A ranged weapon profile of the fighter that is not Out of Ammo, or why not. */
function rangedWeapon(f: BattleFighter, weaponId: string): WeaponProfile | Refusal {
  const weapon = weaponOf(f, weaponId);
  if (!weapon) return refusal("noSuchWeapon", `weaponId: ${f.fighter.name} has no weapon profile ${weaponId}.`);
  if (!weapon.ranged) return refusal("notRanged", `weaponId: ${weapon.name} is not a Ranged weapon.`);
  if (f.outOfAmmo.includes(weapon.id))
    return refusal("outOfAmmo", `weaponId: ${weapon.name} is Out of Ammo; Reload it first.`);
  return weapon;
}

const isBlast = (weapon: WeaponProfile): boolean =>
  weapon.traits.includes("blast3") || weapon.traits.includes("blast5");

/** "Shoot (Basic): The fighter makes an attack with a Ranged weapon"; a pending Aim gives "+1 bonus to hit". */
export function shoot(b: TransitionBuilder, actor: Actor, input: TakeAction): Refusal | null {
  if (input.weaponId !== undefined) {
    const weapon = rangedWeapon(actor.f, input.weaponId);
    if (isRefusal(weapon)) return weapon;
  }
  if (input.targetId !== undefined) {
    const target = fighterIn(b.state, input.targetId);
    if (!target || !onBattlefield(target))
      return refusal("notOnBattlefield", `targetId: ${input.targetId} is not a fighter on the battlefield.`);
  }
  recordAction(b, actor, "shoot", {
    modifiers: actor.f.aim ? [AIM_MODIFIER] : [],
    fighterIds: input.targetId ? [input.targetId] : [],
  });
  return null;
}

/**
 * "Blindfire (Double)": "If the fighter is Prone, they are considered to have a vision arc of 360°"; "If an attack with
 * the Blast trait is used in this way the attack automatically scatters ... otherwise the fighter suffers a -2 penalty".
 */
export function blindfire(b: TransitionBuilder, actor: Actor, input: TakeAction): Refusal | null {
  const weapon = rangedWeapon(actor.f, input.weaponId ?? "");
  if (isRefusal(weapon)) return weapon;
  const notes = [isBlast(weapon) ? "scatters" : "minusTwoToHit"];
  if (PRONE_STATUSES.includes(actor.f.status as never)) notes.push("visionArc360");
  recordAction(b, actor, "blindfire", {
    modifiers: isBlast(weapon) ? [] : [BLINDFIRE_MODIFIER],
    notes,
    fighterIds: input.targetId ? [input.targetId] : [],
  });
  return null;
}

/** "Fight (Basic): The fighter makes close combat attacks against one or more enemies they are Engaged with." */
export function fight(b: TransitionBuilder, actor: Actor, input: TakeAction): Refusal | null {
  const targets = input.targets ?? [];
  for (const id of targets) {
    const target = enemyOnBattlefield(b, actor.f, id, "targets");
    if (isRefusal(target)) return target;
    if (actor.free && !actor.activation.contacted.includes(id))
      return refusal(
        "notCharged",
        `Charge: the free Fight is against one of the fighters the Charge reached, not ${target.fighter.name}.`,
      );
  }
  if (actor.free && targets.length > 1)
    return refusal("oneOpponent", "Charge: the free Fight is against one of those opponents.");
  recordAction(b, actor, "fight", { fighterIds: targets });
  return null;
}

/**
 * "Fire Through (Basic)": through a ductway within 1'' (marked by the GM, ruling 15). Template or Blast 3'': "every
 * fighter and targettable object within 3'' of the other side" is hit; Blast 5'': every fighter within 5''; "All other
 * weapons hit a selected fighter with[in] 1'' of the other side of the ductway on a 5+ regardless of Ballistic Skill or
 * modifiers."
 */
export async function fireThrough(
  b: TransitionBuilder,
  actor: Actor,
  input: TakeAction,
  dice: Dice,
): Promise<Refusal | null> {
  const weapon = rangedWeapon(actor.f, input.weaponId ?? "");
  if (isRefusal(weapon)) return weapon;
  const exit = input.exit ?? { x: 0, y: 0 };
  const onField = b.state.fighters.filter((f) => onBattlefield(f) && f.fighter.id !== actor.f.fighter.id);
  const blastInches =
    weapon.traits.includes("template") || weapon.traits.includes("blast3")
      ? 3
      : weapon.traits.includes("blast5")
        ? 5
        : null;
  if (blastInches !== null) {
    const missing = missingPosition(
      input.positions,
      onField.map((f) => f.fighter.id),
      "Fire Through",
    );
    if (missing) return missing;
    const hit = onField
      .filter((f) => distanceFromPoint(exit, input.positions![f.fighter.id]!) <= blastInches + 1e-9)
      .map((f) => f.fighter.id);
    recordAction(b, actor, "fireThrough", { notes: [`hitWithin${blastInches}`], fighterIds: hit });
    return null;
  }
  if (input.targetId === undefined)
    return badTarget("targetId: Fire Through with this weapon hits a selected fighter; name it.");
  const target = fighterIn(b.state, input.targetId);
  if (!target || !onBattlefield(target))
    return badTarget(`targetId: ${input.targetId} is not a fighter on the battlefield.`);
  const missing = missingPosition(input.positions, [target.fighter.id], "Fire Through");
  if (missing) return missing;
  if (distanceFromPoint(exit, input.positions![target.fighter.id]!) > 1 + 1e-9) {
    return refusal(
      "notNearDuctway",
      `Fire Through: ${target.fighter.name} is not within 1'' of the other side of the ductway.`,
    );
  }
  const [die] = await rollDice(dice, { count: 1, faces: 6, purpose: `Fire Through at ${target.fighter.name}` });
  const hit = (die?.value ?? 0) >= FIRE_THROUGH_TARGET;
  b.steps.push({
    rule: "Fire Through",
    dice: die ? [die] : [],
    modifiers: [],
    total: die?.value ?? null,
    needed: FIRE_THROUGH_TARGET,
    result: hit ? "hit" : "miss",
  });
  recordAction(b, actor, "fireThrough", { notes: [hit ? "hit" : "miss"], fighterIds: [target.fighter.id] });
  return null;
}

const badTarget = (message: string): Refusal => refusal("targetNeeded", message);

/**
 * "Coup de Grace (Simple): The fighter may target a Seriously Injured fighter within their vision arc and no further
 * than 1'' away; that Seriously Injured fighter is taken Out of Action immediately." Ruling 16: an enemy fighter.
 */
export function coupDeGraceRefusal(b: TransitionBuilder, actor: Actor, input: TakeAction): Refusal | BattleFighter {
  const target = enemyOnBattlefield(b, actor.f, input.targetId ?? "", "targetId");
  if (isRefusal(target)) return target;
  if (target.status !== "seriouslyInjured")
    return refusal("notSeriouslyInjured", `Coup de Grace: ${target.fighter.name} is not Seriously Injured.`);
  if (actor.free && !actor.activation.contacted.includes(target.fighter.id)) {
    return refusal(
      "notCharged",
      `Charge: the free Coup de Grace is against the Seriously Injured fighter the Charge reached, not ${target.fighter.name}.`,
    );
  }
  const missing = missingPosition(input.positions, [actor.f.fighter.id, target.fighter.id], "Coup de Grace");
  if (missing) return missing;
  const from = input.positions![actor.f.fighter.id]!;
  const to = input.positions![target.fighter.id]!;
  if (!within(from, to, 1)) return refusal("tooFar", `Coup de Grace: ${target.fighter.name} is further than 1'' away.`);
  if (!inVisionArc(from, to))
    return refusal(
      "notInVisionArc",
      `Coup de Grace: ${target.fighter.name} is not within ${actor.f.fighter.name}'s vision arc.`,
    );
  return target;
}
