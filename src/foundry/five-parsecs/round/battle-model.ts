import { MODULE_ID } from "../../../views/common/module-id";
import { warn } from "../../table/i18n/notify";
import {
  battleStateProblems,
  ENEMY_EDGES,
  readBattleFlags,
  type BattleFlags,
} from "../../../views/five-parsecs/round/battle-flags";
import { toStored } from "../../../views/five-parsecs/round/stored-battle";

const fields = foundry.data.fields;

const battleFlagsSchema = () => ({
  battle: new fields.ObjectField({ required: true, nullable: false }),
  enemyEdge: new fields.StringField({
    required: true,
    nullable: false,
    blank: false,
    choices: [...ENEMY_EDGES],
    initial: "north",
  }),
});
type BattleFlagsSchema = ReturnType<typeof battleFlagsSchema>;

/**
 * The combat's battle flags as a DataModel: the edge is a choice field, and the state (one object field) is held to
 * the round's whole shape by `validateJoint`, which runs the pure `battleStateProblems`. Built on every read, so a
 * reload mid-round restores exactly what was stored, and a broken flag is refused here instead of reaching `advance`.
 */
export class BattleFlagsModel extends foundry.abstract.DataModel<BattleFlagsSchema> {
  static override defineSchema(): BattleFlagsSchema {
    return battleFlagsSchema();
  }

  static override validateJoint(data: unknown): void {
    const battle = typeof data === "object" && data !== null ? (data as { battle?: unknown }).battle : undefined;
    const problems = battleStateProblems(battle);
    if (problems.length > 0) throw new Error(problems.join("; "));
  }
}

/** Problems already reported, per combat, so a tracker that renders often warns once. */
const reported = new Map<string, string>();

/**
 * The last battle read of each combat, by the stored flags' text: the tracker, its rows, the autopilot and the hooks of
 * one change each read the same flags, and checking them (the whole state, twice) was most of a render's cost. The
 * text, not the object, is the key: Foundry merges an update into the stored flags in place. Keyed by user too: a test
 * world runs several clients on this one module.
 */
const lastRead = new Map<string, { readonly text: string; readonly flags: BattleFlags | null }>();

/**
 * The battle of a combat, checked: null when none is set up, or when the stored state is malformed (then a warning
 * names the first problem, once, and the tracker offers the GM a new setup). Every caller of one change shares one
 * read, deep-frozen: the rules never change a state they are given (they return a new one), so no caller needs a copy,
 * and one that tried to change it would throw instead of changing every other caller's battle.
 */
export function battleOf(combat: Combat.Implementation): BattleFlags | null {
  const own = (combat.flags as Record<string, unknown> | undefined)?.[MODULE_ID];
  const key = `${game.user?.id ?? ""}.${combat.id ?? ""}`;
  const text = JSON.stringify(own ?? null);
  let last = lastRead.get(key);
  if (last?.text !== text) {
    // A copy, then frozen: parts of the read are the document's own data, which Foundry merges the next update into.
    last = { text, flags: deepFreeze(structuredClone(checkedBattleOf(combat))) };
    lastRead.set(key, last);
  }
  return last.flags;
}

/** A deleted combat's last read, on every client, so reads kept for old battles do not pile up over a session. */
export function forgetBattleOf(combat: Combat.Implementation): void {
  lastRead.delete(`${game.user?.id ?? ""}.${combat.id ?? ""}`);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function checkedBattleOf(combat: Combat.Implementation): BattleFlags | null {
  const read = readBattleFlags(combat.flags);
  if (read.status === "none") return null;
  if (read.status === "ok") {
    try {
      // The object field is typed as a plain record; the state is one (checked above and again in validateJoint).
      const model = new BattleFlagsModel({ battle: { ...read.flags.battle }, enemyEdge: read.flags.enemyEdge });
      return {
        battle: read.flags.battle,
        enemyEdge: model.enemyEdge as BattleFlags["enemyEdge"],
        moveStart: read.flags.moveStart ?? null,
      };
    } catch (error) {
      report(combat, error instanceof Error ? error.message : String(error));
      return null;
    }
  }
  report(combat, read.problems.join("; "));
  return null;
}

/** Whether the combat's stored battle is unusable (for the tracker to say so). */
export const hasBrokenBattle = (combat: Combat.Implementation): boolean =>
  readBattleFlags(combat.flags).status === "invalid";

function report(combat: Combat.Implementation, problems: string): void {
  if (reported.get(combat.id ?? "") === problems) return;
  reported.set(combat.id ?? "", problems);
  warn("FPB.Round.Warn.BrokenState", { problem: problems.split("; ")[0] ?? problems });
}

/**
 * The update that stores a battle in a combat's flags. Every key of the stored state is a fixed name (see
 * `toStored`), so Foundry's merge of update data into the stored flags replaces each value it names. A copy: the new
 * state shares its unchanged parts with the frozen read, and what Foundry stores it later merges updates into.
 */
export const battleUpdate = (flags: BattleFlags) => ({
  flags: {
    [MODULE_ID]: structuredClone({
      battle: toStored(flags.battle),
      enemyEdge: flags.enemyEdge,
      moveStart: flags.moveStart ?? null,
    }),
  },
});
