// The noise a fuzzed battle gets between its moves: stray inputs (well formed, often illegal now) and malformed ones
// (wrong shapes, words outside the rules, numbers that are not finite or out of bounds).
import { BracketBusters as BB } from "../../../../src/rules";
import type { Rng } from "../../../fixtures/fuzz-rng";

export function strayInput(rng: Rng, ids: readonly string[], positions: BB.Positions): BB.BattleInput {
  const id = ids.length > 0 && rng.chance(0.9) ? rng.pick(ids) : "nobody";
  const inputs: (() => BB.BattleInput)[] = [
    () => ({ type: "rollPriority" }),
    () => ({ type: "readyFighters" }),
    () => ({ type: "activate", fighterId: id }),
    () => ({ type: "groupActivate", initiatorId: id, nominated: [rng.pick([...ids, "nobody"])], positions }),
    () => ({
      type: "takeAction",
      action: rng.pick(BB.ACTION_IDS),
      weaponId: "w0",
      targetId: id,
      facing: 0,
      object: "door",
      enemies: [id],
      exit: { x: 1, y: 1 },
      positions,
    }),
    () => ({ type: "completeCharge", contacted: [id], positions }),
    () => ({ type: "completeDisengage", outcome: rng.pick(BB.DISENGAGE_OUTCOMES), positions }),
    () => ({ type: "changeFacing", facing: rng.int(0, 359) }),
    () => ({ type: "endActivation" }),
    () => ({
      type: "setResult",
      targetId: id,
      result: rng.pick(BB.ATTACK_RESULTS),
      by: rng.chance(0.5) ? rng.pick([...ids, "nobody"]) : null,
    }),
    () => ({ type: "markOutOfAmmo", fighterId: id, weaponId: "w0" }),
    () => ({ type: "rollBottleTests" }),
    () => ({
      type: "rollRecovery",
      assists: [{ assistantId: id, injuredId: rng.pick([...ids, "nobody"]) }],
      positions,
    }),
    () => ({ type: "keepInjuryDie", fighterId: id, die: rng.pick([0, 1] as const) }),
    () => ({ type: "rally", fighterId: id, positions }),
    () => ({ type: "rollLastingInjuries" }),
  ];
  return rng.pick(inputs)();
}

export function malformedInput(rng: Rng, ids: readonly string[]): unknown {
  const id = ids.length > 0 ? rng.pick(ids) : "x";
  const bad: unknown[] = [
    null,
    7,
    "rollPriority",
    [],
    {},
    { type: "nope" },
    { type: 3 },
    { type: "activate", fighterId: "" },
    { type: "activate", fighterId: id, actions: 9 },
    { type: "activate", fighterId: id, actions: Number.NaN },
    { type: "takeAction", action: "move", distance: Number.POSITIVE_INFINITY },
    { type: "takeAction", action: "move", distance: -1 },
    { type: "takeAction", action: "fly" },
    { type: "takeAction", action: "reload" },
    { type: "takeAction", action: "coupDeGrace", targetId: id },
    { type: "takeAction", action: "move", positions: { [id]: { x: Number.NaN, y: 0, facing: 0, radius: 0.5 } } },
    { type: "takeAction", action: "move", exit: { x: 1e9, y: 0 } },
    { type: "takeAction", action: "disengage", enemies: [] },
    { type: "groupActivate", initiatorId: id, nominated: [], positions: {} },
    {
      type: "groupActivate",
      initiatorId: id,
      nominated: [id],
      positions: { [id]: { x: 0, y: 0, facing: 0, radius: 0 } },
    },
    { type: "setResult", targetId: id, result: "dead", by: null },
    { type: "setResult", targetId: id, result: "pinned" },
    { type: "setStatus", fighterId: id, status: "outOfAction" },
    { type: "keepInjuryDie", fighterId: id, die: 2 },
    { type: "rally", fighterId: id },
    { type: "rally", fighterId: id, positions: [], characteristic: "cool" },
    { type: "awardXp", fighterId: id, xp: 11 },
    { type: "readyFighters", nerve: { [id]: "nerve" } },
    { type: "readyFighters", nerve: [] },
    { type: "rollRecovery", assists: [{ assistantId: id }] },
    { type: "completeCharge", contacted: "all", positions: {} },
    { type: "changeFacing", facing: "north" },
    { type: "markOutOfAmmo", fighterId: id },
  ];
  return rng.pick(bad);
}
