import type { FigurePlacement } from "../../core/battlefield/battlefield";
import type { AiActionId } from "./ai-actions";
import { stalk, guard } from "./beast-and-guardian";
import { advanceFastestRoute, dashFastestRoute, engageInBrawl, rampage } from "./charge-actions";
import {
  advanceEndingInCover,
  advanceNextForwardPosition,
  advanceOrFlank,
  advanceUsingCover,
  advanceWithin12InCover,
} from "./cover-advance-actions";
import { manoeuvreInCover, moveAwayInCover, remainInPlace, retreatInCover } from "./cover-hold-actions";
import { shockedMove } from "./shocked-move";
import type { ActionResult, WardPlan } from "./pick-position";
import type { Situation } from "./situation";

/**
 * Tactical position selection, one file per family of actions: `pick-position.ts` (candidates, tests, scores),
 * `cover-hold-actions.ts` and `cover-advance-actions.ts` (the table rows about Cover and advancing), `shocked-move.ts`, `charge-actions.ts` (fastest routes and brawls),
 * `beast-and-guardian.ts` (the Beast and Guardian behaviours). This file turns an action into a position.
 */
export { pickPosition, mayDash, type ActionResult, type MovePlan, type WardPlan } from "./pick-position";
export { GUARDIAN_INCHES, BEAST_FRIEND_INCHES } from "./beast-and-guardian";

export interface ActionContext {
  readonly ward: { readonly placement: FigurePlacement; readonly name: string } | null;
  readonly wardPlan: WardPlan | null;
}

/** Turns an action into a position: the tactical position selection of each action the AI can take. */
export function carryOut(situation: Situation, action: AiActionId, context: ActionContext): ActionResult {
  switch (action) {
    case "remainInPlace":
    case "remainInPositionAndFire":
      return remainInPlace(situation);
    case "manoeuvreInCover":
    case "remainOrManoeuvreInCover":
      return manoeuvreInCover(situation);
    case "retreatInCover":
      return retreatInCover(situation);
    case "moveAwayInCover":
      return moveAwayInCover(situation);
    case "advanceWithin12InCover":
      return advanceWithin12InCover(situation);
    case "advanceEndingInCover":
      return advanceEndingInCover(situation);
    case "advanceNextForwardPosition":
      return advanceNextForwardPosition(situation, situation.me.ai === "defensive" ? "Defensive" : "Aggressive");
    case "advanceOrFlank":
      return advanceOrFlank(situation);
    case "advanceUsingCover":
      return advanceUsingCover(
        situation,
        situation.me.ai === "defensive" ? "Defensive" : situation.me.ai === "tactical" ? "Tactical" : "Aggressive",
      );
    case "advanceFastestRoute":
      return advanceFastestRoute(situation);
    case "dashFastestRoute":
      return dashFastestRoute(situation);
    case "engageInBrawl":
      return engageInBrawl(situation);
    case "rampage":
      return rampage(situation);
    case "stalk":
      return stalk(situation);
    case "guard":
      return guard(situation, context.ward, context.wardPlan);
    case "shockedMove":
      return shockedMove(situation);
  }
}
