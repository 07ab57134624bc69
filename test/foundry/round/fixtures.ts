// A small battle driven through the real round machine, for the adapter's pure pieces to look at.
import { advance, createBattle, ScriptedDice, type BattleInput, type BattleState } from "../../../src/rules";
import { crewFigure, enemyFigure } from "../../fixtures/figures";

export const kara = crewFigure({ id: "Actor.kara", name: "Kara", reactions: 2 });
export const rex = crewFigure({ id: "Actor.rex", name: "Rex", reactions: 1, traits: ["feral"] });
export const raider = enemyFigure({ id: "Actor.raider", name: "Raider" });
export const boss = enemyFigure({ id: "Actor.boss", name: "Boss" });

export const newBattle = (): BattleState =>
  createBattle({ crew: [kara, rex], enemies: [raider, boss], difficulty: "normal", hiredMuscle: false });

export async function run(state: BattleState, input: BattleInput, dice: readonly number[] = []): Promise<BattleState> {
  const transition = await advance(state, input, new ScriptedDice(dice));
  if (transition.refusal) throw new Error(`${input.type} refused: ${transition.refusal.message}`);
  return transition.state;
}

/** Round 1, Reaction dice rolled: 1 and 5 (the single 1 must go to Rex, the Feral). */
export async function rolledRound(): Promise<BattleState> {
  const round1 = await run(newBattle(), { type: "declineSeize" });
  return run(round1, { type: "rollReactions" }, [1, 5]);
}

/** Round 1 locked with the most-Quick assignment: Rex Quick (the 1), Kara Slow (5 > 2). */
export async function lockedRound(): Promise<BattleState> {
  const rolled = await rolledRound();
  const assigned = await run(rolled, { type: "assignMostQuick" });
  return run(assigned, { type: "lockReactions" });
}
