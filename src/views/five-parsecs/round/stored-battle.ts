import type { BattleState, CrewPhase } from "../../../rules";
import { pairsOf } from "../../common/schema";

/**
 * The battle state as it is written into combat flags. Foundry expands every dotted key of update data, at every
 * depth, and figure ids are actor UUIDs (`Actor.abc`, `Scene.x.Token.y.Actor.z`): a record keyed by figure id would
 * be stored as nested objects (`{Actor: {abc: 0}}`). So the state's only id-keyed records, the Reaction assignment
 * and the phase choices, are stored as lists of pairs, and every other key of the stored state is a fixed name. The
 * reader (`battle-flags.ts`) reads the pairs back with the schema kit's `idMap`.
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
      assignment: reaction.assignment ? pairsOf(reaction.assignment, "figureId", "die") : null,
      choices: reaction.choices ? pairsOf(reaction.choices, "figureId", "phase") : null,
    },
  };
}
