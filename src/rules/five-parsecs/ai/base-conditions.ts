import { mayEngage } from "../brawling/engage";
import { AI_BEHAVIOURS } from "./ai-behaviours";
import { bestRouteToEngage } from "./engage";
import { round } from "./planned-attack";
import type { Situation } from "./situation";

/** "within 12”" of the Cautious and Tactical base conditions (and Cautious 4-5). */
export const BASE_CONDITION_INCHES = 12;

/** Whether an enemy's base condition applies where it stands, and why (or why not). */
export interface BaseConditionVerdict {
  readonly applies: boolean;
  readonly text: string;
}

/**
 * "How to Use Movement Tables": "check if the base condition for the AI type applies". Read on the table as it is
 * when the enemy activates. AI types without a table have no base condition (never applies).
 */
export function checkBaseCondition(situation: Situation): BaseConditionVerdict {
  const { me } = situation;
  const behaviour = AI_BEHAVIOURS[me.ai];
  if (!behaviour.baseCondition) return { applies: false, text: `${behaviour.section} has no base condition` };
  const here = situation.here;
  switch (me.ai) {
    case "cautious":
    case "tactical": {
      if (!here.covered) return { applies: false, text: `${me.name} is not in Cover` };
      const near = here.seenBy().filter((i) => here.range(i) <= BASE_CONDITION_INCHES + 1e-9);
      if (near.length === 0)
        return { applies: false, text: `${me.name} is in Cover but no visible opponent is within 12"` };
      const o = situation.opponents[near[0]!]!;
      return {
        applies: true,
        text: `${me.name} is in Cover and ${o.figure.name} is visible ${round(here.range(near[0]!))}" away`,
      };
    }
    case "defensive": {
      if (!here.covered) return { applies: false, text: `${me.name} is not in Cover` };
      const open = here.seenBy().filter((i) => !here.targetInCover(i));
      if (open.length === 0) return { applies: false, text: `${me.name} is in Cover but sees no opponent in the open` };
      return {
        applies: true,
        text: `${me.name} is in Cover and sees ${situation.opponents[open[0]!]!.figure.name} in the open`,
      };
    }
    case "aggressive": {
      const verdict = mayEngage(me);
      if (!verdict.allowed) return { applies: false, text: `${me.name} may not move into a brawl (${verdict.rule})` };
      const route = bestRouteToEngage(situation, situation.move);
      if (!route) return { applies: false, text: `No opponent is within ${me.name}'s move` };
      return {
        applies: true,
        text: `${me.name} can reach ${route.opponent.figure.name} (${round(route.path.cost)}" of its ${situation.move}" move) to brawl`,
      };
    }
    default:
      return { applies: false, text: `${behaviour.section} has no base condition` };
  }
}
