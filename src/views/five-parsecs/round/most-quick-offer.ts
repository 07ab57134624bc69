import { advance, type BattleState, type Dice } from "../../../rules";

/**
 * Rules README ruling 6: "Offer a one-click assignment that puts the most figures into the Quick phase, and let the
 * player change it before it is locked." The tracker shows that offer as the pool's starting assignment, so it is
 * stored as soon as it can be made (the dice rolled, or the phases to choose) — what the tracker shows is then what
 * Lock locks. An assignment already stored, a locked roll, or an event's figure still to choose leave the state as it is.
 */
export async function withMostQuickOffer(state: BattleState, dice: Dice): Promise<BattleState> {
  const reaction = state.reaction;
  if (state.over || state.phase !== "reaction" || !reaction || reaction.locked) return state;
  const stored =
    reaction.mode === "roll" ? reaction.dice === null || reaction.assignment !== null : reaction.choices !== null;
  if (stored) return state;
  const offered = await advance(state, { type: "assignMostQuick" }, dice);
  return offered.refusal ? state : offered.state;
}
