import type { BattleState } from "../../rules";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import type { RoundCard } from "../../views/five-parsecs/round/round-cards";
import { nameIn, type RoundInput } from "../../views/five-parsecs/round/round-request";
import { roundCardTitle } from "../../views/five-parsecs/round/round-title";

const key = (name: string): string => `FPB.Sandbox.Battle.Chat.Quiet.${name}`;

/** The note for a tracker input the rules take without rolling or announcing anything, or null for other inputs. */
function quietNote(input: RoundInput, before: BattleState, after: BattleState, i18n: Localizer): string | null {
  switch (input.type) {
    case "reachObjective":
      return i18n.localize(key(before.objectiveReachedThisRound ? "ObjectiveAgain" : "Objective"));
    case "achieveWinCondition": {
      if (before.winConditionAchieved) return i18n.localize(key("WinConditionAgain"));
      const ai = after.setup.mainAiType;
      return ai
        ? i18n.format(key("WinCondition"), { ai: i18n.localize(`FPB.AiType.${ai}`) })
        : i18n.localize(key("WinConditionNoAi"));
    }
    case "act": {
      if (input.action !== "freeAction" || !after.active) return null;
      const figure = nameIn(after, after.active.figureId);
      return i18n.format(key(after.active.freeActions > 1 ? "SecondFreeAction" : "FreeAction"), { figure });
    }
    default:
      return null;
  }
}

/**
 * "A crew member reached an objective", "Win condition achieved" and a Free Action change only what a later End
 * Phase or the rest of the activation reads, so Foundry's chat stays silent; the sandbox has no sheet or token to
 * show them on, so a card says what was recorded and what it will do.
 */
export function quietInputCard(
  input: RoundInput,
  before: BattleState,
  after: BattleState,
  i18n: Localizer,
): RoundCard | null {
  const note = quietNote(input, before, after, i18n);
  return note ? { title: roundCardTitle(before.round, input.type, i18n), steps: [], notes: [note], buttons: [] } : null;
}
