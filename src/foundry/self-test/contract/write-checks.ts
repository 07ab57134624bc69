import { roundWriteOptions } from "../../table/table-write";
import { withScratch } from "../scratch";
import { quietCombat, rawUpdate, type CombatantSpec } from "../throwaway";
import { messageOf, outcomeOf, shown } from "../wait";
import type { ContractCheck } from "./check";

/*
 * Contract C12: core writes into the options object a write is handed. The checks use a started combat whose battle
 * is over (the module's guards let core through) and the round's own initiative write, as the round makes it.
 */

const PAIR: readonly CombatantSpec[] = [
  { _id: "cccccccccccccccc", name: "Twelve", initiative: 12 },
  { _id: "dddddddddddddddd", name: "Six", initiative: 6 },
];

/** Core's keys on the caller's object after an embedded Combatant update (issue 31, fact 1). */
const WRITTEN = ["action", "updates", "parentUuid", "modifiedTime", "diff", "recursive", "combatTurn", "turnEvents"];

/** The round's initiative write into a fresh started combat; hands back the options object after the write. */
const initiativeWrite = (check: (combat: Combat.Implementation, options: Record<string, unknown>) => Promise<void>) =>
  withScratch(async (scratch) => {
    const combat = await quietCombat(scratch, PAIR);
    await combat.startCombat();
    const options: Record<string, unknown> = roundWriteOptions();
    await combat.updateEmbeddedDocuments(
      "Combatant",
      [{ _id: PAIR[1]!._id, initiative: 7 } as never],
      options as never,
    );
    await check(combat, options);
  });

export const WRITE_CHECKS: readonly ContractCheck[] = [
  {
    name: "write.optionsWrittenInto",
    says: "a Combatant write fills the caller's options: action, updates, parentUuid (parent deleted), modifiedTime, diff, recursive, combatTurn, turnEvents false",
    run: (assert) =>
      initiativeWrite(async (combat, options) => {
        const missing = WRITTEN.filter((key) => !(key in options));
        assert.deepEqual(
          missing,
          [],
          `keys core did not write into the options: ${missing.join(", ")}; they hold ${shown(Object.keys(options))}`,
        );
        assert.strictEqual(options["action"], "update", "options.action");
        assert.strictEqual(options["parentUuid"], combat.uuid, "options.parentUuid is the combat's uuid");
        assert.isFalse("parent" in options, "options.parent is still there after sending");
        assert.strictEqual(options["turnEvents"], false, "options.turnEvents");
        assert.typeOf(options["combatTurn"], "number", "options.combatTurn");
      }),
  },
  {
    name: "write.reusedOptionsRefused",
    says: "one options object reused for a Combat update after a Combatant write throws core's error and writes nothing",
    run: (assert) =>
      initiativeWrite(async (combat, options) => {
        const outcome = await outcomeOf(() =>
          combat.update(rawUpdate<Combat.UpdateData>({ "flags.world.fpbSelfTest": 1 }), options as never),
        );
        const message =
          outcome.status === "rejected"
            ? messageOf(outcome.error)
            : `resolved ${shown(outcome.status === "resolved" ? outcome.value : null)}`;
        assert.strictEqual(outcome.status, "rejected", `the second write ${message}`);
        assert.include(message, "Combat is not a valid embedded Document within the Combat Document", "core's error");
        assert.isUndefined(
          (combat.flags as Record<string, Record<string, unknown> | undefined>)["world"]?.["fpbSelfTest"],
          "the refused write was stored",
        );
      }),
  },
];
