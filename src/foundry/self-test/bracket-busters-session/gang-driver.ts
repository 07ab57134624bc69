import { BracketBusters as BB } from "../../../rules";
import { readGangBattle } from "../../../views/bracket-busters/gang-battle-flags";
import type { GangInput } from "../../../views/bracket-busters/gang-request";
import { requestGang } from "../../bracket-busters/gang-service";
import { until } from "../wait";

/**
 * Drives a combat's Bracket Busters battle as the GM's tracker would (`requestGang`), waiting after each input for the
 * stored battle to show its effect. A stored battle that no longer reads back fails at once with its problems.
 */
export class GangDriver {
  constructor(readonly combat: Combat.Implementation) {}

  settled(done: (battle: BB.BattleState) => boolean, what: string, ms = 15_000): Promise<BB.BattleState> {
    return until(
      () => {
        const read = readGangBattle(this.combat.flags);
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

  now(): Promise<BB.BattleState> {
    return this.settled(() => true, "the battle", 0);
  }

  ask(input: GangInput, done: (battle: BB.BattleState) => boolean, what: string): Promise<BB.BattleState> {
    requestGang(this.combat, input);
    return this.settled(done, what);
  }

  /** Every Ready fighter activated in turn and its activation ended at once, until the End Phase. Answers how many. */
  async playActionPhase(): Promise<number> {
    let activations = 0;
    for (let guard = 0; guard < 60; guard++) {
      const battle = await this.now();
      if (battle.phase !== "action") return activations;
      const turn = battle.turn;
      if (!turn) throw new Error(`the Action Phase has no turn (round ${battle.round})`);
      if (turn.activation) {
        const id = turn.activation.fighterId;
        await this.ask(
          { type: "endActivation" },
          (b) => b.turn?.activation?.fighterId !== id,
          `${id}'s activation to end`,
        );
        continue;
      }
      const next = BB.readyFightersOf(battle, turn.gangId)[0];
      if (!next) throw new Error(`${turn.gangId} has the turn and no Ready fighter`);
      const id = next.fighter.id;
      await this.ask(
        { type: "activate", fighterId: id },
        (b) => b.turn?.activation?.fighterId === id,
        `${id}'s activation to start`,
      );
      activations += 1;
    }
    throw new Error("the Action Phase did not end after 60 steps");
  }

  /** The End Phase's steps in order (Bottle tests, Recovery with every kept die the better one, Rally), to the next Round. */
  async playEndPhase(): Promise<BB.BattleState> {
    for (let guard = 0; guard < 40; guard++) {
      const battle = await this.now();
      const end = battle.end;
      if (battle.phase !== "end" || !end) return battle;
      const round = battle.round;
      if (end.step === "bottleTests")
        await this.ask(
          { type: "rollBottleTests" },
          (b) => b.end?.step !== "bottleTests" || b.round !== round,
          "the Bottle tests",
        );
      else if (end.step === "recovery") {
        const choice = end.recoveryChoices[0];
        if (choice)
          await this.ask(
            { type: "keepInjuryDie", fighterId: choice.fighterId, die: choice.offered },
            (b) => !b.end?.recoveryChoices.some((c) => c.fighterId === choice.fighterId),
            "a kept Injury die",
          );
        else
          await this.ask(
            { type: "rollRecovery" },
            (b) => b.end?.step !== "recovery" || (b.end?.recoveryChoices.length ?? 0) > 0 || b.round !== round,
            "the Recovery",
          );
      } else {
        const id = end.rallyGang ? BB.untestedBroken(battle, end.rallyGang)[0] : undefined;
        if (!id) throw new Error(`Rally waits with no Broken fighter to test (gang ${end.rallyGang ?? "none"})`);
        await this.ask(
          { type: "rally", fighterId: id, positions: {} },
          (b) => b.round !== round || (b.end?.rallied.includes(id) ?? true),
          `${id}'s Rally test`,
        );
      }
    }
    throw new Error("the End Phase did not end after 40 steps");
  }
}
