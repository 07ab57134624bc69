import type { BattleState } from "../../../rules";
import { readBattleFlags } from "../../../views/five-parsecs/round/battle-flags";
import { HookSpy } from "../hook-spy";

/**
 * Each round's last stored battle, as `updateCombat` delivers it on this client: the autopilot moves from an enemy to
 * the next and through the End Phase faster than a check polls, so the round's final schedule is read from the hook.
 */
export class RoundLog {
  readonly #last = new Map<number, BattleState>();
  readonly #spy: HookSpy;

  constructor(combat: Combat.Implementation) {
    this.#spy = new HookSpy("updateCombat", (document) => {
      const updated = document as Combat.Implementation;
      if (updated.id !== combat.id) return;
      const read = readBattleFlags(updated.flags);
      if (read.status === "ok") this.#last.set(read.flags.battle.round, read.flags.battle);
    });
  }

  /** The enemies whose Enemy Actions activation was played in `round` (their slot done), in schedule order. */
  enemiesActed(round: number): string[] {
    const battle = this.#last.get(round);
    if (!battle) return [];
    const enemies = new Set(battle.enemies.map((figure) => figure.id));
    return battle.schedule
      .filter((slot) => slot.phase === "enemy" && slot.status === "done" && enemies.has(slot.figureId))
      .map((slot) => slot.figureId);
  }

  /** Enemy slots of `round` never played (neither done nor removed). */
  enemiesLeft(round: number): string[] {
    const battle = this.#last.get(round);
    return (battle?.schedule ?? [])
      .filter((slot) => slot.phase === "enemy" && slot.status === "pending")
      .map((slot) => slot.figureId);
  }

  stop(): void {
    this.#spy.stop();
  }
}
