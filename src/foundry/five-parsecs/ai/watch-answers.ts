import { MODULE_ID } from "../../../views/common/module-id";
import { watchFlagsOf, type WatchFlags } from "../../../views/five-parsecs/ai/suggestion-flags";
import { parseWatchAnswerMessage, type WatchAnswerInput } from "../../../views/five-parsecs/ai/watch-answer-request";
import type { BattleFlags } from "../../../views/five-parsecs/round/battle-flags";
import type { BattleState } from "../../../rules";
import { actorAt } from "../../table/documents/by-uuid";
import { answer } from "../../table/refusal";
import { ask, listen, type RequestRuleset } from "../../table/request-loop";
import { battleOf } from "../round/battle-model";

/*
 * A watch card's answer, decided on the active GM's client in the table's request loop (table/request-loop.ts): the
 * sender is who Foundry's socket says, the card must be this combat's and still waiting, and the sender must own the
 * watcher (or be a GM). The answer is the card's alone: the shot, if fired, went through the round as a request of
 * its own. A request never goes stale with the battle; a card answered already refuses the second answer.
 */

function watchCard(messageId: string): { message: ChatMessage.Implementation; watch: WatchFlags } | null {
  const message = (game.messages?.get(messageId) ?? null) as ChatMessage.Implementation | null;
  const watch = message ? watchFlagsOf(message.flags) : null;
  return message && watch ? { message, watch } : null;
}

const watchAnswers: RequestRuleset<WatchAnswerInput, BattleFlags, BattleState> = {
  requestType: "watchAnswer",
  refusalType: "watchAnswerRefused",
  parse: parseWatchAnswerMessage,
  shapeProblem: () => null,
  read: battleOf,
  stateOf: (flags) => flags.battle,
  noBattle: answer("FPB.Round.Request.noBattle"),
  mayAsk: (input, _state, user, combat) => {
    const card = watchCard(input.messageId);
    if (!card || card.watch.combatId !== combat.id) return answer("FPB.Ai.Watch.Refused.Gone");
    if (card.watch.state !== "offered") return answer("FPB.Ai.Watch.Refused.Answered");
    const watcher = actorAt(card.watch.watcherId);
    if (user.isGM || watcher?.testUserPermission(user, "OWNER")) return null;
    return answer("FPB.Round.Request.notOwner", { figure: watcher?.name ?? card.watch.watcherId });
  },
  stampOf: () => "",
  stale: answer("FPB.Round.Request.stale"),
  decide: async ({ input }) => {
    const card = watchCard(input.messageId);
    if (!card) return answer("FPB.Ai.Watch.Refused.Gone");
    await card.message.update({
      flags: { [MODULE_ID]: { aiWatch: { ...card.watch, state: input.answer } } } as never,
    });
    return undefined;
  },
};

/** Asks the active GM's client to record a watch card's answer (decided here when this is that client). */
export const askWatchAnswer = (combat: Combat.Implementation, input: WatchAnswerInput): void =>
  ask(watchAnswers, combat, input);

/** Opens the watch answers on the module socket, once this client is ready. */
export const listenForWatchAnswers = (): void => listen(watchAnswers);
