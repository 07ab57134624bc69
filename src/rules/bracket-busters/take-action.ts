import { focusFor, isRefusal, missingPosition, recordAction, type Actor } from "./action-context";
import { actionRefusal } from "./action-rules";
import { ACTIONS } from "./actions";
import { blindfire, coupDeGraceRefusal, fight, fireThrough, shoot } from "./attack-actions";
import type { TakeAction } from "./battle-input";
import { fighterIn, onBattlefield, weaponOf } from "./battle-state";
import { charge } from "./charge";
import { rollCheck } from "./characteristic-check";
import { refusal, rollDice, type Dice, type Refusal } from "./core";
import { disengage } from "./disengage";
import { movementAllowance } from "./movement-actions";
import { distanceFromPoint } from "./positions";
import { takeOutOfAction } from "./round-flow";
import type { TransitionBuilder } from "./transition";
import type { ExertObject } from "./vocabulary";
import { notWithinOneInch } from "./within-one-inch";

/** "Exert": "Roll a D6 and add the fighter's Strength; if the result is 9 or more the fighter succeeds." */
export const EXERT_TARGET = 9;

/** What success does to each object, as printed; "other" is the scenario's. */
export const EXERT_SUCCESS: Readonly<Record<ExertObject, string>> = {
  door: "doorForcedOpen",
  casket: "casketOpened",
  scatterTerrain: "scatterMoved",
  other: "succeeded",
};

const MOVE_TOLERANCE = 1e-9;

/**
 * A declared action of the activating fighter: allowed for its status, its type and the Actions it has left
 * (action-rules.ts), then carried out as the text states. A refused action changes nothing.
 */
export async function takeAction(b: TransitionBuilder, input: TakeAction, dice: Dice): Promise<Refusal | null> {
  const activation = b.state.turn?.activation;
  if (!activation) return refusal("noActivation", "Activation: no fighter is activating.");
  const f = fighterIn(b.state, activation.fighterId);
  if (!f) return refusal("noActivation", "Activation: no fighter is activating.");
  const id = input.action;
  const refused = actionRefusal(activation, f.status, id);
  if (refused) return refused;
  const actor: Actor = { f, activation, free: activation.free.includes(id) };
  const name = ACTIONS[id].name;

  const allowance = movementAllowance(f, id);
  if (allowance !== null && input.distance !== undefined && input.distance > allowance + MOVE_TOLERANCE) {
    return refusal("beyondReach", `${name}: ${f.fighter.name} may move up to ${allowance}'', not ${input.distance}''.`);
  }
  switch (id) {
    case "move":
    case "doubleMove":
    case "crawl":
    case "carry":
      recordAction(b, actor, id, { inches: allowance });
      return null;
    case "takeCover":
      recordAction(b, actor, id, { inches: allowance, notes: ["pinned"] });
      b.status(f.fighter.id, "pinned", "takeCover");
      return null;
    case "carryHeavy": {
      if (input.carriedId !== undefined) {
        const carried = fighterIn(b.state, input.carriedId);
        if (!carried || !onBattlefield(carried) || carried.status !== "seriouslyInjured" || carried === f) {
          return refusal(
            "notSeriouslyInjured",
            `carriedId: Carry Heavy takes a heavy object or a Seriously Injured fighter; ${input.carriedId} is not one.`,
          );
        }
      }
      recordAction(b, actor, id, { inches: allowance, fighterIds: input.carriedId ? [input.carriedId] : [] });
      // The carried fighter is "moved involuntarily" (Aim).
      if (input.carriedId !== undefined) b.fighter(input.carriedId, { aim: false });
      return null;
    }
    case "charge":
      return charge(b, actor, dice);
    case "disengage":
      return disengage(b, actor, input.enemies ?? [], input.positions, dice);
    case "fight":
      return fight(b, actor, input);
    case "shoot":
      return shoot(b, actor, input);
    case "blindfire":
      return blindfire(b, actor, input);
    case "fireThrough":
      return (
        notWithinOneInch(actor, input.ductway, input.positions, name, "ductway") ?? fireThrough(b, actor, input, dice)
      );
    case "coupDeGrace": {
      const target = coupDeGraceRefusal(b, actor, input);
      if (isRefusal(target)) return target;
      recordAction(b, actor, id, { fighterIds: [target.fighter.id] });
      takeOutOfAction(
        b,
        target.fighter.id,
        { cause: "coupDeGrace", by: f.fighter.id, lastingInjury: true },
        "coupDeGrace",
      );
      return null;
    }
    case "standUp":
      recordAction(b, actor, id, { facing: input.facing ?? null });
      b.status(f.fighter.id, "active", "standUp");
      return null;
    case "entrench":
      recordAction(b, actor, id, { facing: input.facing ?? null });
      b.fighter(f.fighter.id, { entrench: true });
      return null;
    case "aim":
      recordAction(b, actor, id);
      b.fighter(f.fighter.id, { aim: true });
      return null;
    case "focus":
      recordAction(b, actor, id);
      b.fighter(f.fighter.id, { focus: true });
      return null;
    case "reload":
      return reload(b, actor, input.weaponId ?? "", dice);
    case "exert":
      return exert(b, actor, input.object ?? "other", dice);
    case "detect":
      return intelligenceCheck(b, actor, id, input.modifier ?? 0, dice);
    case "accessTerminal":
      return (
        notWithinOneInch(actor, input.device, input.positions, name, "terminal") ??
        intelligenceCheck(b, actor, id, input.modifier ?? 0, dice)
      );
    case "crawlThrough": {
      const far = notWithinOneInch(actor, input.ductway, input.positions, name, "ductway");
      if (far) return far;
      if (input.exit && input.positions) {
        const enemies = b.state.fighters.filter((e) => onBattlefield(e) && e.fighter.gangId !== f.fighter.gangId);
        const missing = missingPosition(
          input.positions,
          enemies.map((e) => e.fighter.id),
          name,
        );
        if (missing) return missing;
        const exit = input.exit;
        const near = enemies.find(
          (e) => distanceFromPoint(exit, input.positions![e.fighter.id]!) <= 1 + MOVE_TOLERANCE,
        );
        if (near)
          return refusal(
            "enemyAtDuctway",
            `Crawl Through: ${near.fighter.name} is within 1'' of the other side of the Ductway.`,
          );
      }
      recordAction(b, actor, id, { notes: ["pinned"] });
      b.status(f.fighter.id, "pinned", "crawlThrough");
      return null;
    }
    case "interact": {
      const far = notWithinOneInch(actor, input.device, input.positions, name, "device");
      if (far) return far;
      recordAction(b, actor, id);
      return null;
    }
    case "raiseTheAlarm":
      recordAction(b, actor, id);
      return null;
  }
}

/** "Reload (Simple)": "An Ammo check is made for the weapon profile being reloaded ... If the check is passed, the weapon profile is reloaded". */
async function reload(b: TransitionBuilder, actor: Actor, weaponId: string, dice: Dice): Promise<Refusal | null> {
  const weapon = weaponOf(actor.f, weaponId);
  if (!weapon) return refusal("noSuchWeapon", `weaponId: ${actor.f.fighter.name} has no weapon profile ${weaponId}.`);
  if (!actor.f.outOfAmmo.includes(weapon.id) || weapon.ammo === null)
    return refusal("notOutOfAmmo", `Reload: ${weapon.name} is not Out of Ammo.`);
  const check = await rollCheck(
    {
      rule: "Reload",
      purpose: `Ammo check for ${weapon.name}`,
      characteristic: "ammo",
      target: weapon.ammo,
      modifiers: focusFor(b, actor.f.fighter.id),
    },
    dice,
  );
  b.steps.push(check.step);
  const now = fighterIn(b.state, actor.f.fighter.id);
  if (check.passed && now) b.fighter(now.fighter.id, { outOfAmmo: now.outOfAmmo.filter((id) => id !== weapon.id) });
  recordAction(b, actor, "reload", { notes: [check.passed ? "reloaded" : "stillOutOfAmmo"] });
  return null;
}

/** "Exert (Double)": D6 + Strength, 9 or more. Ruling 16: Focus is for characteristic checks, not Exert. */
async function exert(b: TransitionBuilder, actor: Actor, object: ExertObject, dice: Dice): Promise<Refusal | null> {
  const strength = actor.f.fighter.profile.strength;
  const [die] = await rollDice(dice, { count: 1, faces: 6, purpose: `Exert: ${actor.f.fighter.name}` });
  const total = (die?.value ?? 0) + strength;
  const success = total >= EXERT_TARGET;
  b.steps.push({
    rule: "Exert",
    dice: die ? [die] : [],
    modifiers: [{ value: strength, reason: "Strength" }],
    total,
    needed: EXERT_TARGET,
    result: success ? "success" : "failure",
  });
  recordAction(b, actor, "exert", { notes: [success ? EXERT_SUCCESS[object] : "failed"] });
  return null;
}

/** "Detect" and "Access Terminal": "an Intelligence check", with the scenario's bonuses or penalties. */
async function intelligenceCheck(
  b: TransitionBuilder,
  actor: Actor,
  id: "detect" | "accessTerminal",
  modifier: number,
  dice: Dice,
): Promise<Refusal | null> {
  const modifiers = [
    ...(modifier !== 0 ? [{ value: modifier, reason: "Scenario" }] : []),
    ...focusFor(b, actor.f.fighter.id),
  ];
  const check = await rollCheck(
    {
      rule: ACTIONS[id].name,
      purpose: `Intelligence check for ${actor.f.fighter.name}`,
      characteristic: "intelligence",
      target: actor.f.fighter.profile.intelligence,
      modifiers,
    },
    dice,
  );
  b.steps.push(check.step);
  recordAction(b, actor, id, { notes: [check.passed ? "passed" : "failed"] });
  return null;
}
