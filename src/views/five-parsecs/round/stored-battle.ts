import type { BattleState, CrewPhase } from "../../../rules";

/**
 * The battle state as it is written into combat flags. Foundry expands every dotted key of update data, at every
 * depth, and figure ids are actor UUIDs (`Actor.abc`, `Scene.x.Token.y.Actor.z`): a record keyed by figure id would
 * be stored as nested objects (`{Actor: {abc: 0}}`). So the state's only id-keyed records, the Reaction assignment
 * and the phase choices, are stored as lists of pairs, and every other key of the stored state is a fixed name.
 */
export interface StoredDie {
  readonly figureId: string;
  readonly die: number;
}
export interface StoredChoice {
  readonly figureId: string;
  readonly phase: CrewPhase;
}
type StoredReaction = Omit<NonNullable<BattleState["reaction"]>, "assignment" | "choices"> & {
  readonly assignment: readonly StoredDie[] | null;
  readonly choices: readonly StoredChoice[] | null;
};
export type StoredBattle = Omit<BattleState, "reaction"> & { readonly reaction: StoredReaction | null };

/** The state to write: id-keyed records as lists. */
export function toStored(state: BattleState): StoredBattle {
  const reaction = state.reaction;
  if (!reaction) return { ...state, reaction: null };
  return {
    ...state,
    reaction: {
      ...reaction,
      assignment: reaction.assignment
        ? Object.entries(reaction.assignment).map(([figureId, die]) => ({ figureId, die }))
        : null,
      choices: reaction.choices
        ? Object.entries(reaction.choices).map(([figureId, phase]) => ({ figureId, phase }))
        : null,
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A list of pairs back into a record, or the value unchanged when it is not such a list (the checks then name it). */
function recordOf(value: unknown, key: "die" | "phase"): unknown {
  if (!Array.isArray(value)) return value;
  const pairs = value.filter(
    (pair): pair is Record<string, unknown> => isRecord(pair) && typeof pair["figureId"] === "string" && key in pair,
  );
  if (pairs.length !== value.length) return value;
  return Object.fromEntries(pairs.map((pair) => [pair["figureId"] as string, pair[key]]));
}

/**
 * The stored value read back into the state's shape, for the checks that follow: nothing is trusted here. A record
 * stored by an earlier version (its keys expanded by Foundry) stays a record, and the checks refuse it.
 */
export function fromStored(value: unknown): unknown {
  if (!isRecord(value) || !isRecord(value["reaction"])) return value;
  const reaction = value["reaction"];
  return {
    ...value,
    reaction: {
      ...reaction,
      assignment: recordOf(reaction["assignment"], "die"),
      choices: recordOf(reaction["choices"], "phase"),
    },
  };
}
