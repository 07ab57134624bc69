import { brawlAs, crewFire, notice, snapFire } from "./attack-inputs";
import type { Draft, Refused } from "./draft";
import { move } from "./move-inputs";
import type { SandboxInput } from "./sandbox-input";
import { applySuggestion, skipSuggestion } from "./suggestion-inputs";

/** The sandbox's own inputs: moving, firing and brawling with the selected figure, and the AI's suggestion. */
export async function runAttackInput(draft: Draft, input: SandboxInput): Promise<Refused | null> {
  switch (input.type) {
    case "move":
      return move(draft, input.figureId, input.to);
    case "fire":
      return crewFire(draft, input.firerId, input.targetId);
    case "brawl":
      return brawlAs(draft, input.attackerId, input.defenderId, "attack");
    case "applySuggestion":
      return applySuggestion(draft);
    case "skipSuggestion":
      return skipSuggestion(draft);
    case "round":
      return input.input.type === "snapFire" ? snapFire(draft, input.input.figureId) : notice("unknownInput");
    case "setup":
      return notice("unknownInput");
  }
}
