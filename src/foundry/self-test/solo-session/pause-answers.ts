import { answerWatch } from "../../five-parsecs/ai/watch-card";
import { watchFlagsOf } from "../../../views/five-parsecs/ai/suggestion-flags";
import type { BattleState } from "../../../rules";
import { requestRound } from "../../five-parsecs/round/round-service";
import type { SoloTable } from "./solo-table";

/**
 * The player's side of the autopilot's pauses, answered as issue 38's solo player would: a brawl's dialog rolled as
 * it stands, a Snap Fire (or Overwatch) offer declined, a Battle Event's figure the first crew member offered. Each
 * pause is answered once; what was answered is said back, for the batch's record.
 */
export class PauseAnswers {
  readonly answered: string[] = [];
  readonly #asked = new Set<string>();

  constructor(
    readonly combat: Combat.Implementation,
    readonly table: SoloTable,
  ) {}

  /** Whether something waits for the player now (a dialog, an offer, an event's choice). */
  waiting(battle: BattleState): boolean {
    return this.table.rollDialogs().length > 0 || this.#offers().length > 0 || this.#choices(battle).length > 0;
  }

  /** Answers every pause open now; how many it answered. */
  async answer(battle: BattleState): Promise<number> {
    let count = 0;
    for (const dialog of this.table.rollDialogs()) {
      this.answered.push(`rolled the dialog "${dialog.title}"`);
      await dialog.roll();
      count += 1;
    }
    for (const { message, watch } of this.#offers()) {
      this.#asked.add(`watch:${message.id}`);
      this.answered.push(`declined the ${watch.kind} offer of ${watch.watcherId} at ${watch.moverId}`);
      await answerWatch(message, watch, "decline");
      count += 1;
    }
    for (const { eventId, figureId, key } of this.#choices(battle)) {
      this.#asked.add(key);
      this.answered.push(`picked ${figureId} for ${eventId}`);
      requestRound(this.combat, { type: "chooseEventFigure", eventId, figureId });
      count += 1;
    }
    return count;
  }

  /** This combat's watch cards still offered and not yet declined here. */
  #offers() {
    const messages = (game.messages?.contents ?? []) as unknown as ChatMessage.Implementation[];
    return messages.flatMap((message) => {
      const watch = watchFlagsOf(message.flags);
      const open = watch?.state === "offered" && watch.combatId === this.combat.id;
      return open && !this.#asked.has(`watch:${message.id}`) ? [{ message, watch }] : [];
    });
  }

  /** The Battle Events' figure choices not yet asked for, each with the first crew member it allows. */
  #choices(battle: BattleState) {
    return battle.pendingChoices.flatMap((pending) => {
      const key = `choice:${pending.round}:${pending.eventId}`;
      const figureId = battle.crew.find((figure) => !pending.excluded.includes(figure.id))?.id;
      return figureId && !this.#asked.has(key) ? [{ eventId: pending.eventId, figureId, key }] : [];
    });
  }
}
