import { MODULE_ID } from "../../../views/common/module-id";
import { HookSpy, spying } from "../hook-spy";
import { withScratch } from "../scratch";
import { crewActor, ownFlags, rawUpdate } from "../throwaway";
import { pause, shown } from "../wait";
import type { ContractSection } from "./check";
import { deletionOf, replacementOf } from "../../table/generation/operators";
import { isV14 } from "../../table/generation/release";

type Update = Actor.UpdateData;

export const UPDATE_CHECKS: ContractSection = {
  title: "Update data and merging",
  checks: [
    {
      name: "update.dottedNested",
      says: "dotted keys in update data expand at every depth",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          await actor.update(rawUpdate<Update>({ "flags.five-parsecs-battle.top.level": 1 }));
          await actor.update(rawUpdate<Update>({ flags: { [MODULE_ID]: { "nested.deep.key": 2 } } }));
          const flags = ownFlags(actor);
          const stored = shown(flags);
          assert.deepEqual(
            flags?.["top"],
            { level: 1 },
            `a top-level dotted key was not expanded; Foundry stored ${stored}`,
          );
          assert.deepEqual(
            flags?.["nested"],
            { deep: { key: 2 } },
            `a dotted key inside flags was not expanded; Foundry stored ${stored}`,
          );
          assert.isUndefined(flags?.["nested.deep.key"], `the dotted key was also stored literally: ${stored}`);
        }),
    },
    {
      name: "update.deleteKey",
      says: 'deleting a key inside flags (v13 "-=key": null, v14 key: _del) deletes it',
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          await actor.update(rawUpdate<Update>({ flags: { [MODULE_ID]: { probe: { a: 1, b: 2 } } } }));
          await actor.update(rawUpdate<Update>({ flags: { [MODULE_ID]: { probe: deletionOf("a") } } }));
          assert.deepEqual(ownFlags(actor)?.["probe"], { b: 2 }, `Foundry kept ${shown(ownFlags(actor))}`);
        }),
    },
    {
      name: "update.deleteFlagScope",
      says: 'deleting a flag scope (v13 flags: {"-=scope": null}, v14 flags: {scope: _del}) deletes the whole scope',
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          await actor.update(rawUpdate<Update>({ flags: { [MODULE_ID]: { probe: 1 } } }));
          await actor.update(rawUpdate<Update>({ flags: deletionOf(MODULE_ID) }));
          assert.isUndefined(ownFlags(actor), `Foundry kept the scope: ${shown(actor.flags)}`);
        }),
    },
    {
      name: "update.forceReplace",
      says: 'replacing system (v13 "==system", v14 system: _replace(...)) replaces the system data instead of merging into it',
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch, { reactions: 2, speed: 6 });
          await actor.update(rawUpdate<Update>(replacementOf("system", { reactions: 3 })));
          const system = actor._source.system as { reactions: number; speed: number };
          assert.strictEqual(system.reactions, 3, `reactions is ${system.reactions}`);
          assert.notStrictEqual(
            system.speed,
            6,
            `Foundry merged instead of replacing: speed kept its old 6 (${shown(system)})`,
          );
        }),
    },
    {
      name: "update.forceReplaceFlag",
      says: 'replacing (v13 "==key", v14 key: _replace(...)) works on an object inside flags and on a whole flag scope',
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          await actor.update(rawUpdate<Update>({ flags: { [MODULE_ID]: { probe: { a: 1, b: { c: 1 } }, other: 1 } } }));
          await actor.update(rawUpdate<Update>({ flags: { [MODULE_ID]: replacementOf("probe", { b: { d: 2 } }) } }));
          assert.deepEqual(
            ownFlags(actor)?.["probe"],
            { b: { d: 2 } },
            `replacing probe inside a scope: Foundry stored ${shown(ownFlags(actor))}`,
          );
          await actor.update(rawUpdate<Update>({ flags: replacementOf(MODULE_ID, { fresh: true }) }));
          assert.deepEqual(
            ownFlags(actor),
            { fresh: true },
            `replacing the scope: Foundry stored flags ${shown(actor.flags)}`,
          );
        }),
    },
    {
      name: "update.noV14Operators",
      says: "foundry.data.operators and the _del / _replace globals are v14's: absent on v13, present on v14",
      run: (assert) => {
        const operators = (foundry.data as unknown as Record<string, unknown>)["operators"];
        const globals = globalThis as { _del?: unknown; _replace?: unknown };
        if (isV14()) {
          assert.isDefined(operators, "foundry.data.operators is missing: this is not v14's API");
          assert.isDefined(globals._del, "the _del global is missing");
          assert.typeOf(globals._replace, "function", "the _replace global");
        } else {
          assert.isUndefined(operators, "foundry.data.operators exists: this is not v13's API");
          assert.isUndefined(globals._del, "a _del global exists on v13");
        }
      },
    },
    {
      name: "update.noopNoHook",
      says: "an update that changes nothing fires no updateActor hook",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch, { reactions: 2 });
          const spy = new HookSpy("updateActor", (document) => void document);
          await spying([spy], async () => {
            await actor.update(rawUpdate<Update>({ system: { reactions: 2 } }));
            await pause(300);
          });
          const mine = spy.calls.filter(([document]) => document === actor);
          assert.strictEqual(
            mine.length,
            0,
            `updateActor fired ${mine.length} time(s) with ${shown(mine.map((call) => call[1]))}`,
          );
        }),
    },
  ],
};
