import { fighterIn, onBattlefield, type BattleFighter, type BattleState } from "./battle-state";
import { refusal, type Refusal } from "./core";
import { assertPositions, within, type Positions } from "./positions";
import type { TransitionBuilder } from "./transition";

export const GROUP_ACTIVATION_RULE = "Group Activation";

/**
 * Why these fighters may not form a Group Activation, or null. "A player must select a Ready fighter who is able to
 * initiate a Group Activation and then nominate all of the fighters who will be activated as part of the Group
 * Activation before any of the fighters are activated." Ruling 14: the module checks Ready, the radius, the number and
 * the allowed types where the data names them; "Only one fighter may initiate a Group Activation per turn, so it is not
 * possible to chain" — once a turn has activated anyone, singly or in a group, no Group Activation begins.
 */
export function groupActivationRefusal(
  state: BattleState,
  initiatorId: string,
  nominated: readonly string[],
  positions: Positions,
): Refusal | null {
  const turn = state.turn;
  if (!turn) return refusal("noTurn", "Action Phase: no gang has a turn now.");
  if (turn.group)
    return refusal(
      "noChaining",
      "Group Activation: only one fighter may initiate a Group Activation per turn; it cannot be chained.",
    );
  if (turn.activated.length > 0 || turn.activation)
    return refusal(
      "nominateFirst",
      "Group Activation: the fighters are nominated before any fighter is activated this turn.",
    );
  const initiator = fighterIn(state, initiatorId);
  if (!initiator) return refusal("notInBattle", `${initiatorId} is not a fighter in this battle.`);
  const skill = initiator.fighter.groupActivation;
  const name = initiator.fighter.name;
  if (initiator.fighter.gangId !== turn.gangId)
    return refusal("notYourTurn", `Action Phase: it is not ${name}'s gang's turn.`);
  if (!onBattlefield(initiator) || !initiator.ready)
    return refusal("notReady", `Group Activation: ${name} is not Ready.`);
  if (!skill) return refusal("noGroupActivation", `Group Activation: ${name} has no skill or ability to initiate one.`);
  if (new Set(nominated).size !== nominated.length)
    return refusal("nominatedTwice", "Group Activation: a fighter is nominated twice.");
  if (nominated.length > skill.extraFighters) {
    return refusal(
      "tooManyNominated",
      `Group Activation: ${name} may activate ${skill.extraFighters} additional fighter(s), not ${nominated.length}.`,
    );
  }
  const from = positions[initiatorId];
  if (!from)
    return refusal(
      "positionMissing",
      `Group Activation: positions.${initiatorId} (${name}) is needed to measure the radius.`,
    );
  for (const id of nominated) {
    const f = fighterIn(state, id);
    if (!f) return refusal("notInBattle", `${id} is not a fighter in this battle.`);
    const problem = nomineeProblem(initiator, f, skill.radius, positions);
    if (problem) return refusal(problem.code, `Group Activation: ${f.fighter.name} ${problem.words}.`);
  }
  return null;
}

function nomineeProblem(
  initiator: BattleFighter,
  f: BattleFighter,
  radius: number,
  positions: Positions,
): { code: string; words: string } | null {
  const skill = initiator.fighter.groupActivation;
  if (f.fighter.id === initiator.fighter.id)
    return {
      code: "initiatorNominated",
      words: "initiates the Group Activation and is not one of the additional fighters",
    };
  if (f.fighter.gangId !== initiator.fighter.gangId)
    return { code: "notFriendly", words: "is not in the initiator's gang" };
  if (!onBattlefield(f) || !f.ready) return { code: "notReady", words: "is not Ready" };
  if (skill && skill.allowedTypes.length > 0 && !skill.allowedTypes.includes(f.fighter.type)) {
    return { code: "typeNotAllowed", words: `is not of a type the skill allows (${skill.allowedTypes.join(", ")})` };
  }
  const at = positions[f.fighter.id];
  const from = positions[initiator.fighter.id];
  if (!at || !from) return { code: "positionMissing", words: "has no position to measure the radius from" };
  if (!within(from, at, radius))
    return { code: "outsideRadius", words: `is not within ${radius}'' of ${initiator.fighter.name}` };
  return null;
}

/** The fighters the initiator could nominate now, for the activation panel. */
export function groupActivationCandidates(state: BattleState, initiatorId: string, positions: Positions): string[] {
  assertPositions("groupActivationCandidates", positions);
  const initiator = fighterIn(state, initiatorId);
  const skill = initiator?.fighter.groupActivation;
  if (!initiator || !skill) return [];
  return state.fighters
    .filter((f) => nomineeProblem(initiator, f, skill.radius, positions) === null)
    .map((f) => f.fighter.id);
}

export function groupActivate(
  b: TransitionBuilder,
  initiatorId: string,
  nominated: readonly string[],
  positions: Positions,
): Refusal | null {
  const refused = groupActivationRefusal(b.state, initiatorId, nominated, positions);
  if (refused) return refused;
  const turn = b.state.turn;
  const initiator = fighterIn(b.state, initiatorId);
  if (!turn || !initiator?.fighter.groupActivation) return refusal("noTurn", "Action Phase: no gang has a turn now.");
  const members = [initiatorId, ...nominated];
  b.update({ turn: { ...turn, group: { initiatorId, members } } });
  b.announcements.push({
    kind: "groupActivation",
    initiatorId,
    members,
    restriction: initiator.fighter.groupActivation.restriction,
  });
  return null;
}
