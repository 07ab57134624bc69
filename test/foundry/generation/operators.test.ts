// Issue 39: v14 deprecates the `-=key` / `==key` update keys for the `_del` / `_replace()` operators (contract U4). The
// module writes each generation's form: on v13 the prefixes (v13 has no operators), on v14 the operators, no warning.
import { describe, expect, it } from "vitest";
import { deletionOf, replacementOf } from "../../../src/foundry/table/generation/operators";
import { ACTOR_TYPES, MODULE_ID } from "../../../src/views/common/module-id";
import { createWorld } from "../../double";

describe.each([13, 14] as const)("update operators on v%i", (generation) => {
  it("deleting a key or a flag scope, and replacing system or a flag, store what the update says", async () => {
    const world = await createWorld({ generation });
    const gm = world.connect("Gamemaster");
    const actor = await gm.run(() =>
      Actor.create({
        name: "Probe",
        type: ACTOR_TYPES.crew,
        system: { reactions: 2, speed: 6 },
      } as unknown as Actor.CreateData),
    );
    const flags = () => (actor!.flags as Record<string, Record<string, unknown> | undefined>)[MODULE_ID];
    await gm.run(async () => {
      await actor!.update({
        flags: { [MODULE_ID]: { probe: { a: 1, b: { c: 1 } }, other: 1 } },
      } as unknown as Actor.UpdateData);
      await actor!.update({ flags: { [MODULE_ID]: { probe: deletionOf("a") } } } as unknown as Actor.UpdateData);
    });
    expect(flags()?.["probe"]).toEqual({ b: { c: 1 } });
    await gm.run(() =>
      actor!.update({ flags: { [MODULE_ID]: replacementOf("probe", { b: { d: 2 } }) } } as unknown as Actor.UpdateData),
    );
    expect(flags()?.["probe"]).toEqual({ b: { d: 2 } });
    await gm.run(() => actor!.update(replacementOf("system", { reactions: 3 }) as unknown as Actor.UpdateData));
    const system = actor!._source.system as { reactions: number; speed: number };
    expect(system.reactions).toBe(3);
    expect(system.speed).not.toBe(6);
    await gm.run(() => actor!.update({ flags: deletionOf(MODULE_ID) } as unknown as Actor.UpdateData));
    expect(flags()).toBeUndefined();
    expect(world.deprecations.filter((warning) => warning.fromModule).map((warning) => warning.message)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("writes the generation's form: key prefixes on v13, the _del / _replace operators on v14", async () => {
    const world = await createWorld({ generation });
    const gm = world.connect("Gamemaster");
    const [deletion, replacement, del] = gm.run(
      () => [deletionOf("a"), replacementOf("b", { c: 1 }), (globalThis as { _del?: unknown })._del] as const,
    );
    if (generation === 13) {
      expect(deletion).toEqual({ "-=a": null });
      expect(replacement).toEqual({ "==b": { c: 1 } });
    } else {
      expect(Object.keys(deletion)).toEqual(["a"]);
      expect(del).toBeDefined();
      expect(deletion["a"]).toBe(del);
      expect(Object.keys(replacement)).toEqual(["b"]);
      expect((replacement["b"] as { value?: unknown }).value).toEqual({ c: 1 });
    }
  });
});
