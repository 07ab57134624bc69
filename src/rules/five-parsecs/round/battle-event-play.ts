import { d100, d6, rollDice, type Dice } from "../../core/dice/dice";
import type { CrewFigure, EnemyFigure } from "../figures/figure";
import { isRanged } from "../figures/weapon";
import type { Step } from "../../core/outcome/outcome";
import { BATTLE_EVENTS } from "../tables/battle-events";
import { resultFor } from "../../core/tables/roll-table";
import { rollAmmoFault } from "./ammo-fault";
import { BATTLE_EVENT_AUTOMATION, isBattleEventId } from "./battle-event-automation";
import { randomFigure } from "./random-figure";
import { removeFromBattle } from "./round-flow";
import { isOutnumbered } from "./seize-the-initiative";
import type { TransitionBuilder } from "./transition";

export const BATTLE_EVENT_RULE = "Battle Events on Round 2 and Round 4";
export const BATTLE_EVENT_PURPOSE = "Battle Event";
/** "Tougher than expected": "+1 Toughness (to a maximum of 6)". */
export const MAX_TOUGHNESS_FROM_EVENT = 6;
/** "Visibility change": "If visibility is currently unlimited, reduce it to 1D6+6”." */
export const VISIBILITY_BASE = 6;
/** "Possible reinforcements": "Place 3 markers". */
export const POSSIBLE_REINFORCEMENT_MARKERS = 3;

const rollStep = (rule: string, dice: Step["dice"], result: string): Step => ({
  rule,
  dice,
  modifiers: [],
  total: dice.reduce((sum, die) => sum + die.value, 0),
  needed: null,
  result,
});

/**
 * Rolls the Battle Event at the end of round 2 or 4 and carries out what the module automates
 * (BATTLE_EVENT_AUTOMATION). Every event is announced with its full text. `enemies` are the enemy figures on the table
 * (their AI types and Toughness), as the End Phase input gives them.
 */
export async function playBattleEvent(
  b: TransitionBuilder,
  enemies: readonly EnemyFigure[],
  dice: Dice,
  crew: readonly CrewFigure[] | null = null,
): Promise<void> {
  const [die] = await rollDice(dice, d100(BATTLE_EVENT_PURPOSE));
  if (!die) throw new Error("Battle Event: the dice returned no result");
  const event = resultFor(BATTLE_EVENTS, die.value);
  if (!isBattleEventId(event.id)) throw new Error(`Battle Event: no automation entry for ${event.id}`);
  const automation = BATTLE_EVENT_AUTOMATION[event.id];
  b.steps.push({
    rule: BATTLE_EVENT_RULE,
    dice: [die],
    modifiers: [],
    total: die.value,
    needed: null,
    result: event.id,
  });
  const round = b.state.round;
  const next = round + 1;
  b.update({ battleEvents: [...b.state.battleEvents, { round, eventId: event.id }] });

  // "Lost!": "Ignore this event if you are currently outnumbered."
  const ignored = event.id === "lost" && isOutnumbered(b.state.crew.length, b.state.enemies.length);
  let figureId: string | null = null;
  const pool =
    automation.randomFigure === "crew" ? b.state.crew : automation.randomFigure === "enemy" ? b.state.enemies : [];
  if (!ignored && pool.length > 0) {
    const pick = await randomFigure(
      pool.map((f) => f.id),
      dice,
      `${event.name}: random figure`,
      event.name,
    );
    if (pick.step.dice.length > 0) b.steps.push(pick.step);
    figureId = pick.figureId;
  }
  b.announcements.push({
    kind: "battleEvent",
    eventId: event.id,
    name: event.name,
    text: event.text,
    automation: automation.level,
    note: automation.note,
    figureId,
  });

  const effects = b.state.effects;
  switch (event.id) {
    case "renewedEfforts":
      // Ruling 9: standing Battle Events stack.
      b.update({ effects: { ...effects, renewedEfforts: effects.renewedEfforts + 1 } });
      return;
    case "changeOfPlans": {
      // "Enemies with no ranged attacks are unaffected by this event."
      for (const enemy of enemies.filter((e) => e.weapons.some(isRanged))) {
        b.changes.push({ kind: "aiType", figureId: enemy.id, ai: enemy.ai === "cautious" ? "tactical" : "cautious" });
      }
      if (enemies.some((e) => e.weapons.some(isRanged))) {
        const main = b.state.setup.mainAiType;
        b.update({ setup: { ...b.state.setup, mainAiType: main === "cautious" ? "tactical" : "cautious" } });
      }
      return;
    }
    case "ammoFault": {
      // Without the crew's weapons (an older adapter) the event stays announced only.
      const figure = crew?.find((f) => f.id === figureId);
      if (!figure) return;
      const fault = await rollAmmoFault(figure, b.state.firedThisRound ?? [], dice);
      b.steps.push(...fault.steps);
      b.changes.push(...fault.changes);
      const weaponName = figure.weapons.find((w) => w.id === fault.weaponId)?.name ?? null;
      b.announcements.push({
        kind: "ammoFault",
        figureId: figure.id,
        result: fault.result,
        weaponId: fault.weaponId,
        weaponName,
      });
      return;
    }
    case "lostHeart":
      b.update({ effects: { ...effects, lostHeartAtEndOfRound: next } });
      return;
    case "seizedTheMoment":
      b.update({
        pendingChoices: [...b.state.pendingChoices, { eventId: "seizedTheMoment", round: next, excluded: [] }],
      });
      b.announcements.push({ kind: "choiceNeeded", eventId: event.id, round: next });
      return;
    case "visibilityChange": {
      const rolled = await rollDice(dice, d6("Visibility change"));
      const value = rolled[0]?.value ?? 0;
      const visibility = effects.visibility === null ? value + VISIBILITY_BASE : effects.visibility + value;
      b.steps.push(rollStep("Visibility change", rolled, `${visibility}`));
      b.update({ effects: { ...effects, visibility } });
      return;
    }
    case "tougherThanExpected": {
      const enemy = enemies.find((e) => e.id === figureId);
      if (!enemy) return;
      b.changes.push({
        kind: "toughness",
        figureId: enemy.id,
        toughness: Math.min(MAX_TOUGHNESS_FROM_EVENT, enemy.toughness + 1),
      });
      if (enemy.condition.marker === "stunned")
        b.changes.push({ kind: "condition", figureId: enemy.id, condition: { ...enemy.condition, marker: null } });
      return;
    }
    case "cunningPlan":
      b.update({ effects: { ...effects, freeChoiceRound: next } });
      return;
    case "possibleReinforcements":
      // Ruling 9: 3 more markers beside those still on the table.
      b.update({
        effects: { ...effects, reinforcementMarkers: effects.reinforcementMarkers + POSSIBLE_REINFORCEMENT_MARKERS },
      });
      return;
    case "clockIsRunningOut":
      // Rolled again, the clock already running keeps running from its first round (ruling 9: it never restarts later).
      b.update({ effects: { ...effects, clockFromRound: effects.clockFromRound ?? next } });
      return;
    case "aDesperatePlan": {
      if (figureId === null) return;
      b.update({ effects: { ...effects, cannotAct: [...effects.cannotAct, { figureId, round: next }] } });
      // Rules Notes fpbNotesDespPlan: with no "another figure of choice" there is nothing to select.
      if (!b.state.crew.some((f) => f.id !== figureId)) return;
      b.update({
        pendingChoices: [...b.state.pendingChoices, { eventId: "aDesperatePlan", round: next, excluded: [figureId] }],
      });
      b.announcements.push({ kind: "choiceNeeded", eventId: event.id, round: next });
      return;
    }
    case "aMomentOfHesitation":
      b.update({ effects: { ...effects, hesitationRound: next } });
      return;
    case "fogCloud":
      b.update({ effects: { ...effects, fogCloud: true } });
      return;
    case "lost":
      if (figureId !== null) removeFromBattle(b, figureId, "leftTheField", true);
      return;
    default:
      // Announced only (BATTLE_EVENT_AUTOMATION says why).
      return;
  }
}
