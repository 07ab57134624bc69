import { withScratch } from "../scratch";
import { crewActor, ownFlags, rawUpdate } from "../throwaway";
import { MODULE_ID } from "../../../views/common/module-id";
import { messageOf, outcomeOf, shown } from "../wait";
import type { ContractSection } from "./check";

const UNKNOWN_SCOPE = "fpb-self-test-unknown-scope";

export const FLAG_CHECKS: ContractSection = {
  title: "Flags",
  checks: [
    {
      name: "flags.setFlagScope",
      says: "setFlag with an unknown scope throws 'Flag scope ... is not valid or not currently active'",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          const setFlag = actor.setFlag.bind(actor) as unknown as (
            scope: string,
            key: string,
            value: unknown,
          ) => Promise<unknown>;
          const outcome = await outcomeOf(() => setFlag(UNKNOWN_SCOPE, "key", 1));
          if (outcome.status === "resolved")
            return assert.fail(`setFlag accepted the scope; flags are now ${shown(actor.flags)}`);
          assert.include(messageOf(outcome.error), `Flag scope "${UNKNOWN_SCOPE}"`, "the error names the scope");
          assert.include(messageOf(outcome.error), "not valid or not currently active");
        }),
    },
    {
      name: "flags.updateUnknownScope",
      says: "update({flags: {unknownScope: ...}}) is stored raw, without a scope check",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          const outcome = await outcomeOf(() =>
            actor.update(rawUpdate<Actor.UpdateData>({ flags: { [UNKNOWN_SCOPE]: { key: 1 } } })),
          );
          assert.strictEqual(outcome.status, "resolved", outcome.status === "rejected" ? messageOf(outcome.error) : "");
          assert.deepEqual(
            (actor.flags as Record<string, unknown>)[UNKNOWN_SCOPE],
            { key: 1 },
            `flags: ${shown(actor.flags)}`,
          );
        }),
    },
    {
      name: "flags.stringReplaced",
      says: "a string flag is replaced whole by an update, whatever it held (the Bracket Busters battle is one JSON text)",
      run: (assert) =>
        withScratch(async (scratch) => {
          const actor = await crewActor(scratch);
          await actor.update(
            rawUpdate<Actor.UpdateData>({
              flags: { [MODULE_ID]: { selfTestText: JSON.stringify({ pending: { kind: "charge", maxInches: 8 } }) } },
            }),
          );
          const later = JSON.stringify({ pending: { kind: "disengage", from: ["a"] } });
          await actor.update(rawUpdate<Actor.UpdateData>({ flags: { [MODULE_ID]: { selfTestText: later } } }));
          assert.strictEqual(ownFlags(actor)?.["selfTestText"], later, `flags: ${shown(actor.flags)}`);
        }),
    },
  ],
};
