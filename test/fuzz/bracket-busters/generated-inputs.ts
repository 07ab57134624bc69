// Stray and malformed Bracket Busters inputs, generated from the rules' own lists (`INPUT_TYPES`, `ACTION_IDS`,
// `ACTION_NEEDS`), so an input type or an action's need added to the rules is fuzzed without touching this file.
import { BracketBusters as BB } from "../../../src/rules";
import type { Rng } from "../../fixtures/fuzz-rng";
import { layouts } from "./layouts";

/** The fields each input type reads (battle-input.ts); a type added since gets every field below. */
const FIELDS_OF: Readonly<Record<string, readonly string[]>> = {
  rollPriority: [],
  readyFighters: ["nerve?"],
  activate: ["fighterId", "actions?"],
  groupActivate: ["initiatorId", "nominated", "positions"],
  completeCharge: ["contacted", "positions"],
  completeDisengage: ["outcome", "positions?"],
  changeFacing: ["facing"],
  endActivation: [],
  setResult: ["targetId", "result", "by"],
  setStatus: ["fighterId", "status"],
  markOutOfAmmo: ["fighterId", "weaponId"],
  rollBottleTests: [],
  rollRecovery: ["assists?", "positions?"],
  keepInjuryDie: ["fighterId", "die"],
  rally: ["fighterId", "characteristic?", "positions"],
  awardXp: ["fighterId", "xp"],
  endBattle: [],
  rollLastingInjuries: [],
};

/** The optional details any action may carry (TakeAction); the needed ones come from `ACTION_NEEDS`. */
const ACTION_DETAILS = [
  "distance",
  "facing",
  "weaponId",
  "targetId",
  "targets",
  "object",
  "carriedId",
  "exit",
  "enemies",
  "modifier",
  "positions",
];

/** Every field a generated input may carry: an input type added later most likely reads some of these. */
const ALL_FIELDS = [
  ...new Set([...Object.values(FIELDS_OF).flat(), ...ACTION_DETAILS].map((f) => f.replace("?", ""))),
  "action",
  "distance",
];

export interface Scene {
  /** Every fighter's id, on the battlefield or not. */
  readonly ids: readonly string[];
  /** The activating fighter, when one is. */
  readonly actorId: string | null;
}

/** A plausible value for a field: well formed, legal or not at this moment. */
export function fieldValue(rng: Rng, field: string, scene: Scene): unknown {
  const someone = (): string => (scene.ids.length > 0 && rng.chance(0.92) ? rng.pick(scene.ids) : "nobody");
  switch (field) {
    case "fighterId":
    case "initiatorId":
    case "targetId":
    case "carriedId":
      return someone();
    case "by":
      return rng.chance(0.2) ? null : someone();
    case "nominated":
    case "contacted":
    case "targets":
    case "enemies":
      return Array.from({ length: rng.int(1, 3) }, someone);
    case "positions":
      return rng.pick(layouts(scene.ids, scene.actorId, rng));
    case "action":
      return rng.pick(BB.ACTION_IDS);
    case "actions":
      return rng.int(0, 4);
    case "facing":
      return rng.int(0, 359);
    case "distance":
      return rng.int(0, 12);
    case "weaponId":
      return `w${rng.int(0, 3)}`;
    case "object":
      return rng.pick(BB.EXERT_OBJECTS);
    case "exit":
      return { x: rng.int(0, 40), y: rng.int(0, 40) };
    case "modifier":
      return rng.int(-2, 2);
    case "outcome":
      return rng.pick(BB.DISENGAGE_OUTCOMES);
    case "result":
      return rng.pick(BB.ATTACK_RESULTS);
    case "status":
      return rng.pick(BB.STATUSES);
    case "die":
      return rng.int(0, 1);
    case "characteristic":
      return rng.pick(BB.NERVE_CHARACTERISTICS);
    case "xp":
      return rng.int(1, BB.MAX_SCENARIO_XP);
    case "nerve":
      return { [someone()]: rng.pick(BB.NERVE_CHARACTERISTICS) };
    case "assists":
      return [{ assistantId: someone(), injuredId: someone() }];
    default:
      return someone();
  }
}

/** A well-formed value no check may let through: wrong type, not finite, out of bounds, outside the rules' words. */
function badValueOf(rng: Rng, field: string, scene: Scene): unknown {
  const id = scene.ids[0] ?? "x";
  const numbers = [Number.NaN, Number.POSITIVE_INFINITY, "3", null];
  switch (field) {
    case "positions":
      return rng.pick([[], "here", { [id]: { x: Number.NaN, y: 0, facing: 0, radius: 0.5 } }, { [id]: { x: 0 } }]);
    case "exit":
      return rng.pick([{ x: 1e9, y: 0 }, { x: Number.NaN, y: 0 }, "ductway"]);
    case "nominated":
    case "contacted":
    case "targets":
    case "enemies":
      return rng.pick(["all", [42], [""], null]);
    case "nerve":
      return rng.pick([{ [id]: "nerve" }, [], "cool"]);
    case "assists":
      return rng.pick([[{ assistantId: id }], "all", [null]]);
    case "actions":
      return rng.pick([...numbers, 9, -1, 1.5]);
    case "distance":
      return rng.pick([...numbers, -1, 1e6]);
    case "facing":
      return rng.pick([...numbers, "north"]);
    case "modifier":
      return rng.pick([...numbers, 7, 0.5]);
    case "die":
      return rng.pick([...numbers, 2, 0.5]);
    case "xp":
      return rng.pick([...numbers, 0, BB.MAX_SCENARIO_XP + 1]);
    case "by":
      return rng.pick(["", 42, {}]);
    case "action":
    case "outcome":
    case "result":
    case "status":
    case "object":
    case "characteristic":
      return rng.pick(["nope", 3, null, ""]);
    default:
      return rng.pick(["", 42, null, {}]);
  }
}

/** The fields of an input of `type` (with `action`, a takeAction's), each marked whether it is always given. */
function fieldsOf(rng: Rng, type: string, action: BB.ActionId): { field: string; needed: boolean }[] {
  if (type === "takeAction") {
    const needs = BB.ACTION_NEEDS[action] ?? [];
    return [
      { field: "action", needed: true },
      ...needs.map((field) => ({ field, needed: true })),
      ...ACTION_DETAILS.filter((f) => !needs.includes(f) && rng.chance(0.25)).map((field) => ({
        field,
        needed: false,
      })),
    ];
  }
  const known = FIELDS_OF[type];
  if (!known) return ALL_FIELDS.map((field) => ({ field, needed: false }));
  return known.map((f) => ({ field: f.replace("?", ""), needed: !f.endsWith("?") }));
}

export interface Generated {
  readonly input: Readonly<Record<string, unknown>> | unknown;
  /** Why the input must be refused whatever the moment, or null when it is well formed. */
  readonly malformed: string | null;
}

/** Any input type with plausible fields: legal or not depending on the moment. */
export function strayInput(rng: Rng, scene: Scene): Generated {
  // The GM's "End the battle" is legal at any moment: as noise it is rare, so battles run their Rounds.
  let type = rng.pick(BB.INPUT_TYPES);
  if (type === "endBattle" && !rng.chance(0.1)) type = rng.pick(BB.INPUT_TYPES);
  const action = rng.pick(BB.ACTION_IDS);
  const input: Record<string, unknown> = { type };
  for (const { field, needed } of fieldsOf(rng, type, action))
    if (needed || rng.chance(0.5)) input[field] = field === "action" ? action : fieldValue(rng, field, scene);
  return { input, malformed: null };
}

/** A takeAction for `action` (one the fighter may take now) with generated details: right or wrong for this scene. */
export function strayAction(rng: Rng, scene: Scene, action: BB.ActionId): Generated {
  const input: Record<string, unknown> = { type: "takeAction" };
  for (const { field, needed } of fieldsOf(rng, "takeAction", action))
    if (needed || rng.chance(0.5)) input[field] = field === "action" ? action : fieldValue(rng, field, scene);
  return { input, malformed: null };
}

/** An input no caller should send: not an object, an unknown type, a field it reads made bad, an action's need left out. */
export function malformedInput(rng: Rng, scene: Scene): Generated {
  const roll = rng.int(0, 9);
  if (roll === 0) return { input: rng.pick([null, undefined, 7, "rollPriority", [], true]), malformed: "notAnObject" };
  if (roll === 1) return { input: { type: rng.pick(["nope", 3, "", "TakeAction"]) }, malformed: "unknownType" };
  const base = strayInput(rng, scene).input as Record<string, unknown>;
  const type = String(base["type"]);
  if (type === "takeAction" && roll === 2) {
    const needs = BB.ACTION_NEEDS[base["action"] as BB.ActionId] ?? [];
    if (needs.length > 0) {
      const { [rng.pick(needs)]: _dropped, ...rest } = base;
      return { input: rest, malformed: "actionNeedLeftOut" };
    }
  }
  const judged = FIELDS_OF[type] !== undefined || type === "takeAction";
  const present = Object.keys(base).filter((f) => f !== "type");
  if (present.length === 0) return { input: { type, [rng.pick(ALL_FIELDS)]: Number.NaN }, malformed: null };
  const field = rng.pick(present);
  return { input: { ...base, [field]: badValueOf(rng, field, scene) }, malformed: judged ? `bad ${field}` : null };
}
