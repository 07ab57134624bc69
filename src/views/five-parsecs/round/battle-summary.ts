import {
  BATTLE_EVENTS,
  ESCALATION_EFFECTS,
  type AiActionId,
  type Announcement,
  type BattleState,
  type RemovalReason,
} from "../../../rules";
import type { NameOf } from "../chat/step-details";

/** What one input of the battle told, by the round it was given in: the battle's log as the summary reads it. */
export interface BattleLogEntry {
  readonly round: number;
  readonly announcements: readonly Announcement[];
}

/** An enemy's AI decision as it was carried out (or skipped), with the card that told it. */
export interface EnemyDecisionRecord {
  readonly round: number;
  readonly figureId: string;
  readonly action: AiActionId;
  /** The action as printed on the AI table. */
  readonly text: string;
  /** False when the suggestion was skipped instead of applied. */
  readonly applied: boolean;
  /** The id of the card that reported it (a chat message, a sandbox chat entry), or null when none was posted. */
  readonly cardId: string | null;
}

export interface SummaryCasualty {
  readonly figureId: string;
  readonly name: string;
  readonly reason: RemovalReason;
  readonly round: number;
}

export interface SummaryRoll {
  readonly round: number;
  readonly id: string;
  /** The name printed on the table. */
  readonly name: string;
}

export interface SummaryDecision {
  readonly figureId: string;
  readonly name: string;
  readonly action: AiActionId;
  readonly text: string;
  readonly applied: boolean;
  readonly cardId: string | null;
}

/** The battle looked back on: what a solo player reads when it ends (issue 38, "A battle summary"). */
export interface BattleSummaryView {
  /** Rounds begun; the round the battle ended in when it is over. */
  readonly roundsPlayed: number;
  readonly over: boolean;
  readonly crewCasualties: readonly SummaryCasualty[];
  readonly enemyCasualties: readonly SummaryCasualty[];
  /** "Achieving the Win condition". */
  readonly winConditionAchieved: boolean;
  /** False when the battle ended with no objective left to complete ("Clock is running out", an abandoned battle). */
  readonly objectivesPossible: boolean;
  readonly heldTheField: boolean | null;
  readonly battleEvents: readonly SummaryRoll[];
  readonly escalations: readonly SummaryRoll[];
  /** The enemy's decisions, grouped by round, oldest first. */
  readonly decisions: readonly { readonly round: number; readonly entries: readonly SummaryDecision[] }[];
}

const EVENT_NAMES = new Map<string, string>(BATTLE_EVENTS.results.map((result) => [result.id, result.name]));
const ESCALATION_NAMES = new Map<string, string>(ESCALATION_EFFECTS.map((effect) => [effect.id, effect.name]));

/**
 * The battle summary from the battle's state and log. Casualties and Battle Events are the state's own records; an
 * Escalation is only told in its announcement (the state keeps the count of rolls), so they come from the log.
 */
export function battleSummaryView(
  state: BattleState,
  log: readonly BattleLogEntry[],
  decisions: readonly EnemyDecisionRecord[],
  names: NameOf,
): BattleSummaryView {
  const casualties = (side: "crew" | "enemy"): SummaryCasualty[] =>
    state.removed
      .filter((r) => r.side === side)
      .map((r) => ({ figureId: r.figureId, name: names(r.figureId), reason: r.reason, round: r.round }));
  const escalations = log.flatMap((entry) =>
    entry.announcements.flatMap((a) =>
      a.kind === "escalation"
        ? [{ round: entry.round, id: a.effectId, name: ESCALATION_NAMES.get(a.effectId) ?? a.name }]
        : [],
    ),
  );
  const rounds = [...new Set(decisions.map((d) => d.round))].sort((a, b) => a - b);
  return {
    roundsPlayed: state.over?.round ?? state.round,
    over: state.over !== null,
    crewCasualties: casualties("crew"),
    enemyCasualties: casualties("enemy"),
    winConditionAchieved: state.winConditionAchieved,
    objectivesPossible: state.over?.objectivesPossible ?? true,
    heldTheField: state.over?.heldTheField ?? null,
    battleEvents: state.battleEvents.map((e) => ({
      round: e.round,
      id: e.eventId,
      name: EVENT_NAMES.get(e.eventId) ?? e.eventId,
    })),
    escalations,
    decisions: rounds.map((round) => ({
      round,
      entries: decisions
        .filter((d) => d.round === round)
        .map((d) => ({
          figureId: d.figureId,
          name: names(d.figureId),
          action: d.action,
          text: d.text,
          applied: d.applied,
          cardId: d.cardId,
        })),
    })),
  };
}
