// The policy's action for the activating fighter: the details a player would give, then any field the action needs
// (`ACTION_NEEDS`) the policy does not know yet, generated, so a need added to the rules is still met.
import { BracketBusters as BB } from "../../../src/rules";
import type { Rng } from "../../fixtures/fuzz-rng";
import { fieldValue, type Scene } from "./generated-inputs";
import { huddle, pair, scatter } from "./layouts";

function details(rng: Rng, state: BB.BattleState, f: BB.BattleFighter, action: BB.ActionId): Partial<BB.TakeAction> {
  const ids = state.fighters.map((x) => x.fighter.id);
  const enemies = state.fighters.filter((e) => e.status !== "outOfAction" && e.fighter.gangId !== f.fighter.gangId);
  const enemy = enemies.length > 0 ? rng.pick(enemies) : undefined;
  const ranged = f.fighter.weapons.filter((w) => w.ranged && !f.outOfAmmo.includes(w.id));
  const weaponId = ranged.length > 0 ? rng.pick(ranged).id : (f.fighter.weapons[0]?.id ?? "w0");
  const allowance = BB.movementAllowance(f, action);
  switch (action) {
    case "standUp":
      return { facing: rng.int(0, 359) };
    case "entrench":
      return rng.chance(0.5) ? { facing: rng.int(0, 359) } : {};
    case "reload":
      return { weaponId: f.outOfAmmo[0] ?? weaponId };
    case "exert":
      return { object: rng.pick(BB.EXERT_OBJECTS) };
    case "detect":
    case "accessTerminal":
      return { modifier: rng.int(-2, 2) };
    case "shoot":
      return { ...(ranged.length > 0 ? { weaponId } : {}), ...(enemy ? { targetId: enemy.fighter.id } : {}) };
    case "blindfire":
      return { weaponId };
    case "fight":
      return enemy ? { targets: [enemy.fighter.id] } : {};
    case "disengage":
      // The fighter it names stands in base contact: Disengage "from all fighters they are currently Engaged with".
      return enemy
        ? { enemies: [enemy.fighter.id], positions: pair(ids, f.fighter.id, enemy.fighter.id, 0, rng) }
        : { enemies: ["nobody"], positions: scatter(ids, rng) };
    case "coupDeGrace": {
      const hurt = enemies.find((e) => e.status === "seriouslyInjured") ?? enemy;
      return {
        targetId: hurt?.fighter.id ?? "nobody",
        positions: hurt ? pair(ids, f.fighter.id, hurt.fighter.id, 0.5, rng) : scatter(ids, rng),
      };
    }
    case "fireThrough":
      return {
        weaponId,
        exit: { x: 10, y: 10 },
        ...(enemy ? { targetId: enemy.fighter.id } : {}),
        positions: huddle(ids),
      };
    case "carryHeavy": {
      const hurt = state.fighters.find((x) => x.status === "seriouslyInjured" && x !== f);
      return hurt && rng.chance(0.5) ? { carriedId: hurt.fighter.id } : {};
    }
    default:
      return allowance !== null && rng.chance(0.7) ? { distance: rng.int(0, allowance) } : {};
  }
}

export function policyAction(
  rng: Rng,
  state: BB.BattleState,
  f: BB.BattleFighter,
  action: BB.ActionId,
  scene: Scene,
): BB.TakeAction {
  const input: Record<string, unknown> = { type: "takeAction", action, ...details(rng, state, f, action) };
  for (const field of BB.ACTION_NEEDS[action] ?? [])
    if (input[field] === undefined) input[field] = fieldValue(rng, field, scene);
  return input as unknown as BB.TakeAction;
}
