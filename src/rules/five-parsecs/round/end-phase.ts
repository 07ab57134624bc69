import type { Dice } from "../../core/dice/dice";
import type { CrewFigure } from "../figures/figure";
import { isEscalatingAiType } from "../tables/escalation";
import { BATTLE_EVENT_ROUNDS } from "./battle-event-automation";
import { playBattleEvent } from "./battle-event-play";
import type { EndPhaseEnemy } from "./battle-input";
import { removedThisRound } from "./battle-state";
import { rollClock, rollWithdrawal } from "./ending-the-battle";
import { moraleEnemyOf, panicRangeOf, rollMorale } from "./enemy-running-away";
import { escalationTriggers, MAX_ESCALATION_ROLLS, rollEscalation } from "./escalating-battles";
import { refusal, type Refusal } from "../../core/refusal";
import { endBattle, endIfSideGone, removeFromBattle, startRound } from "./round-flow";
import type { TransitionBuilder } from "./transition";

/**
 * "End Phase": "You may resolve any such events in any order you like." The module resolves them in one fixed order,
 * chosen so that nothing is rolled for a battle that is already over:
 * 1. Morale ("Enemy Running Away", "Fearless"); 2. the battle ends if the enemy is gone; 3. "Lost heart";
 * 4. "Clock is running out"; 5. the withdrawal roll once the Win condition is achieved; 6. the Battle Event (rounds 2
 * and 4); 7. the battle ends if the crew is gone ("Lost!"); 8. the Escalation check; then the next round begins.
 */
export async function runEndPhase(
  b: TransitionBuilder,
  enemies: readonly EndPhaseEnemy[],
  dice: Dice,
  crew: readonly CrewFigure[] | null = null,
): Promise<Refusal | null> {
  const onTable = new Set(b.state.enemies.map((f) => f.id));
  const given = new Set(enemies.map((e) => e.figure.id));
  const missing = [...onTable].find((id) => !given.has(id));
  if (missing)
    return refusal(
      "endPhaseNeedsEnemies",
      `The End Phase needs every enemy on the table with its distance to the enemy edge: ${missing} is missing.`,
    );
  const stray = [...given].find((id) => !onTable.has(id));
  if (stray) return refusal("notInBattle", `${stray} is not an enemy in the battle.`);
  if (enemies.some((e) => !Number.isFinite(e.distanceToEnemyEdge) || e.distanceToEnemyEdge < 0)) {
    return refusal("badDistance", "Distances to the enemy edge must be numbers of inches, 0 or more.");
  }
  const figures = enemies.map((e) => e.figure);

  // 1. "Morale Test": one die per figure "removed due to combat this round".
  const losses = removedThisRound(b.state, "enemy").filter((r) => r.reason === "casualty").length;
  const morale = await rollMorale(
    {
      removedThisRound: losses,
      panicRange: panicRangeOf(figures),
      enemies: enemies.map((e) => moraleEnemyOf(e.figure, e.distanceToEnemyEdge)),
    },
    dice,
  );
  if (morale.step) b.steps.push(morale.step);
  if (morale.bailed.length > 0) b.announcements.push({ kind: "bail", figureIds: morale.bailed });
  for (const id of morale.bailed) removeFromBattle(b, id, "bailed", true);
  if (endIfSideGone(b)) return null;

  const round = b.state.round;
  // 3. "Lost heart": "At the end of the next round, they will leave the field."
  if (b.state.effects.lostHeartAtEndOfRound === round) {
    for (const { id } of b.state.enemies) removeFromBattle(b, id, "leftTheField", true);
    endBattle(b, "enemyLostHeart");
    return null;
  }
  // 4. "Clock is running out": "At the end of the next round and each round thereafter, roll 1D6."
  const clockFrom = b.state.effects.clockFromRound;
  if (clockFrom !== null && round >= clockFrom) {
    const clock = await rollClock(dice);
    b.steps.push(clock.step);
    if (clock.endsNow) {
      endBattle(b, "clockRanOut");
      return null;
    }
  }
  // 5. "Achieving the Win condition": "at the end of the current and every subsequent round".
  const ai = b.state.setup.mainAiType;
  if (b.state.winConditionAchieved && ai) {
    const withdrawal = await rollWithdrawal(ai, dice);
    if (withdrawal) b.steps.push(withdrawal.step);
    if (withdrawal?.withdraws) {
      endBattle(b, "enemyWithdrew");
      return null;
    }
  }
  // 6. Battle Events, once each at the end of rounds 2 and 4.
  if (BATTLE_EVENT_ROUNDS.includes(round) && !b.state.battleEvents.some((e) => e.round === round)) {
    await playBattleEvent(
      b,
      figures.filter((f) => b.state.enemies.some((e) => e.id === f.id)),
      dice,
      crew,
    );
  }
  if (endIfSideGone(b)) return null;

  // 8. "Perform an Escalation check at the end of each round if any of the following conditions are met".
  const triggers = escalationTriggers({
    round,
    enemiesRemovedThisRound: removedThisRound(b.state, "enemy").length,
    objectiveReachedThisRound: b.state.objectiveReachedThisRound,
    crewCount: b.state.crew.length,
    enemyCount: b.state.enemies.length,
  });
  if (triggers.length > 0 && b.state.escalationRollsUsed < MAX_ESCALATION_ROLLS) {
    const main = b.state.setup.mainAiType;
    if (main && isEscalatingAiType(main)) {
      const escalation = await rollEscalation(main, dice);
      const used = b.state.escalationRollsUsed + 1;
      b.steps.push(escalation.step);
      b.update({ escalationRollsUsed: used });
      b.announcements.push({
        kind: "escalation",
        effectId: escalation.effectId,
        name: escalation.effectName,
        ai: main,
        rollsLeft: MAX_ESCALATION_ROLLS - used,
      });
    } else {
      b.announcements.push({ kind: "escalationNeedsMainAiType" });
    }
  }
  startRound(b, round + 1);
  return null;
}
