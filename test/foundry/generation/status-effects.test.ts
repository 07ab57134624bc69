// Issue 39: v14's CONFIG.statusEffects is an object keyed by status id that still answers array methods, each with a
// deprecation warning. The module registers its statuses as an array on v13 and by id on v14, with no warning.
import { describe, expect, it } from "vitest";
import { FIGHTER_STATUS_EFFECT, registerFighterStatuses } from "../../../src/foundry/bracket-busters/fighter-statuses";
import { CONDITION_STATUS } from "../../../src/foundry/five-parsecs/conditions/condition-statuses";
import { registerConditionStatuses } from "../../../src/foundry/five-parsecs/conditions/register-statuses";
import { createWorld } from "../../double";
import { statusEffectList } from "../../double/status-effects";

const MODULE_STATUS_IDS: readonly string[] = [
  ...Object.values(CONDITION_STATUS),
  ...Object.values(FIGHTER_STATUS_EFFECT),
];

describe.each([13, 14] as const)("the module's status effects on v%i", (generation) => {
  it("are in CONFIG.statusEffects once each, core's kept, in the generation's shape, with no deprecation warning", async () => {
    const world = await createWorld({ generation });
    const gm = world.connect("Gamemaster");
    // The module's init has registered them; a second registration (a reload's) adds nothing.
    gm.run(() => {
      registerConditionStatuses();
      registerFighterStatuses();
    });
    const effects: unknown = gm.CONFIG.statusEffects;
    expect(Array.isArray(effects)).toBe(generation === 13);
    const ids = statusEffectList(effects).map((status) => status.id);
    expect(ids.filter((id) => MODULE_STATUS_IDS.includes(id)).sort()).toEqual([...MODULE_STATUS_IDS].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("dead");
    if (generation === 14) {
      const byId = effects as Record<string, { id: string } | undefined>;
      for (const id of MODULE_STATUS_IDS) expect(byId[id]?.id, id).toBe(id);
    }
    expect(world.deprecations.filter((warning) => warning.fromModule).map((warning) => warning.message)).toEqual([]);
    expect(world.errors).toEqual([]);
  });
});
