import { isActionPhase, type BattleState } from "../../../rules";
import { readBattleFlags } from "../../../views/five-parsecs/round/battle-flags";
import { requestRound } from "../../five-parsecs/round/round-service";
import type { RoundInput } from "../../../views/five-parsecs/round/round-request";
import { shown, until } from "../wait";

/**
 * Drives a combat's battle round as the GM's tracker would (`requestRound`), waiting after each input for the stored
 * battle to show its effect. A stored battle that no longer reads back fails at once with its problems.
 */
export class BattleDriver {
  constructor(readonly combat: Combat.Implementation) {}

  /** The stored battle, once `done` holds for it. */
  settled(done: (battle: BattleState) => boolean, what: string, ms = 15_000): Promise<BattleState> {
    return until(
      () => {
        const read = readBattleFlags(this.combat.flags);
        if (read.status === "invalid")
          throw new Error(
            `the stored battle no longer reads back while waiting for ${what}: ${read.problems.slice(0, 3).join("; ")}`,
          );
        return read.status === "ok" && done(read.flags.battle) ? read.flags.battle : null;
      },
      what,
      ms,
    );
  }

  /** The stored battle now (fails when there is none or it is broken). */
  now(): Promise<BattleState> {
    return this.settled(() => true, "the battle", 0);
  }

  ask(input: RoundInput, done: (battle: BattleState) => boolean, what: string): Promise<BattleState> {
    requestRound(this.combat, input);
    return this.settled(done, what);
  }

  /**
   * Plays every activation of the round's action phases in schedule order, until the End Phase; `onEnemy` runs once
   * each enemy's activation has started, `onCrew` each crew member's. Answers how many enemy turns were played.
   */
  async playActivations(
    isEnemy: (figureId: string) => boolean,
    onEnemy: (figureId: string) => Promise<void>,
    onCrew?: (figureId: string) => Promise<void>,
  ): Promise<number> {
    let enemyTurns = 0;
    for (let step = 0; step < 100; step++) {
      const battle = await this.now();
      if (battle.phase === "end") return enemyTurns;
      if (!isActionPhase(battle.phase))
        throw new Error(`expected an action phase or the End Phase, the battle is in ${battle.phase}`);
      const slot = battle.schedule.find((s) => s.status === "pending" && s.phase === battle.phase);
      if (!slot) throw new Error(`no pending activation in the ${battle.phase} phase: ${shown(battle.schedule)}`);
      const id = slot.figureId;
      await this.ask(
        { type: "startActivation", figureId: id },
        (b) => b.active?.figureId === id,
        `${id}'s activation to start`,
      );
      if (isEnemy(id)) {
        enemyTurns += 1;
        await onEnemy(id);
      } else await onCrew?.(id);
      await this.ask(
        { type: "endActivation", figureId: id },
        (b) => b.active?.figureId !== id,
        `${id}'s activation to end`,
      );
    }
    throw new Error("the round did not reach the End Phase after 100 activations");
  }
}
