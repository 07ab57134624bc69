import type { Battlefield } from "../../core/battlefield/battlefield";
import type { FiguresById } from "../battlefield/target-views";
import { d6, rollDice, type Dice } from "../../core/dice/dice";
import type { Step } from "../../core/outcome/outcome";
import { AI_BEHAVIOURS, actionForRoll } from "./ai-behaviours";
import { checkBaseCondition } from "./base-conditions";
import { groupOf } from "./group-actions";
import { PhaseMemo } from "./phase-memo";
import { Situation, type AiOptions } from "./situation";
import type { AiDecision, Because } from "./suggestion";

/** The purpose of the d6 rolled on an AI table, as the dice and the chat card show it. */
export const aiTablePurpose = (section: string): string => `Enemy Movement: ${section}`;

/**
 * "How to Use Movement Tables" with "Group Actions": the action an enemy (and every enemy in its group) takes. The
 * base condition is checked for each member where it stands; "If any figure in the group would be subject to the
 * base condition, they all follow that option". Otherwise one d6 on the AI type's table, shared by the group. A
 * Shocked figure makes the forced move of "Shock"; Rampaging, Beast and Guardian enemies follow their standing rule.
 * `situation`: the enemy's own, when the caller has it already (what it measured where the enemy stands is kept).
 */
export async function decideGroupAction(
  battlefield: Battlefield,
  figures: FiguresById,
  enemyId: string,
  dice: Dice,
  options: AiOptions = {},
  memo: PhaseMemo = new PhaseMemo(),
  situation: Situation = new Situation(battlefield, figures, enemyId, options, memo),
): Promise<AiDecision> {
  const { me } = situation;
  const behaviour = AI_BEHAVIOURS[me.ai];
  if (me.condition.marker === "shocked") {
    return {
      ai: me.ai,
      source: "shocked",
      action: "shockedMove",
      steps: [],
      groupIds: [enemyId],
      baseConditionMetBy: null,
      text: "If a figure is Shocked when they activate, they must act as follows.",
      reasons: [
        {
          about: "shock",
          rule: "Shock",
          text: `${me.name} is Shocked: it makes the forced move and takes no Combat Action`,
        },
      ],
    };
  }
  if (behaviour.always) {
    return {
      ai: me.ai,
      source: "always",
      action: behaviour.always.action,
      text: behaviour.always.text,
      steps: [],
      groupIds: [enemyId],
      baseConditionMetBy: null,
      reasons: [
        {
          about: "decision",
          rule: behaviour.section,
          text: `${behaviour.section} enemies roll no table: they always act this way`,
        },
      ],
    };
  }
  const groupIds = groupOf(battlefield, figures, enemyId);
  const reasons: Because[] = [];
  if (groupIds.length > 1) {
    reasons.push({
      about: "group",
      rule: "Group Actions",
      text: `${groupIds.length} enemies within 2" of each other obey one decision`,
    });
  }
  for (const id of groupIds) {
    const member = id === enemyId ? situation : new Situation(battlefield, figures, id, options, memo);
    const verdict = checkBaseCondition(member);
    if (verdict.applies) {
      reasons.push({ about: "decision", rule: behaviour.section, text: `Base condition: ${verdict.text}` });
      return {
        ai: me.ai,
        source: "baseCondition",
        action: behaviour.baseCondition!.action,
        text: behaviour.baseCondition!.text,
        steps: [],
        groupIds,
        baseConditionMetBy: id,
        reasons,
      };
    }
    if (id === enemyId)
      reasons.push({
        about: "decision",
        rule: behaviour.section,
        text: `Base condition does not apply: ${verdict.text}`,
      });
  }
  const table = behaviour.table!;
  const [die] = await rollDice(dice, d6(aiTablePurpose(behaviour.section)));
  const chosen = actionForRoll(me.ai, die!.value)!;
  const step: Step = {
    rule: behaviour.section,
    dice: [die!],
    modifiers: [],
    total: die!.value,
    needed: null,
    result: chosen.action,
  };
  reasons.push({
    about: "decision",
    rule: "How to Use Movement Tables",
    text: `Rolled ${die!.value} on the ${table.name} table: ${chosen.text}`,
  });
  return {
    ai: me.ai,
    source: "roll",
    action: chosen.action,
    text: chosen.text,
    steps: [step],
    groupIds,
    baseConditionMetBy: null,
    reasons,
  };
}
