import {
  ACTION_PHASES,
  allowedActions,
  feralDieIndex,
  hasActed,
  isOnOverwatch,
  phaseForDie,
  type ActionPhase,
  type AllowedActions,
  type BattleState,
  type CrewPhase,
  type Marker,
  type ReactionMode,
  type RemovalReason,
} from "../../../rules";
import { phaseOfFigure } from "./initiative";
import { roundTitleKey } from "./round-title";
import { currentAssignment, nameIn } from "./round-request";

/** Who looks at the tracker: the GM sees every control, a player those of the figures they own. */
export interface Viewer {
  readonly isGM: boolean;
  /** Whether this user owns the figure (a GM owns all). */
  readonly owns: (figureId: string) => boolean;
}

export interface DieOption {
  readonly index: number;
  readonly value: number;
  readonly selected: boolean;
}

export interface ReactionRow {
  readonly figureId: string;
  readonly name: string;
  readonly reactions: number;
  readonly feral: boolean;
  /** The die this figure holds (the pool's current assignment), or null before the roll. */
  readonly die: number | null;
  /** The phase that die (or the choice) gives it, and its label key. */
  readonly phase: CrewPhase | null;
  readonly phaseKey: string | null;
  readonly canAssign: boolean;
  readonly options: readonly DieOption[];
  readonly canChoose: boolean;
}

export interface ReactionView {
  readonly mode: ReactionMode;
  readonly modeKey: string;
  readonly rolled: boolean;
  readonly dice: readonly { readonly index: number; readonly value: number; readonly feral: boolean }[];
  readonly rows: readonly ReactionRow[];
  readonly canRoll: boolean;
  readonly canMostQuick: boolean;
  readonly canLock: boolean;
  readonly locked: boolean;
}

export interface FigureChoice {
  readonly figureId: string;
  readonly name: string;
}

/** A Quick crew figure its owner may hold for Snap Fire (not an extra activation) or delay to the Slow phase. */
export interface SnapFireChoice extends FigureChoice {
  readonly canHold: boolean;
}

export interface TrackerView {
  readonly round: number;
  /** The round's name (`roundTitleKey`): "Before round 1" while Seizing the Initiative. */
  readonly roundKey: string;
  readonly phase: BattleState["phase"];
  readonly phaseKey: string;
  readonly isGM: boolean;
  /** GM, before the first round: attempt Seize the Initiative or not. */
  readonly seizeDecision: boolean;
  /** After a successful Seize: each crew figure Moves or Fires once. */
  readonly seize: {
    readonly rows: readonly (FigureChoice & {
      readonly action: "move" | "fire" | null;
      readonly actionKey: string | null;
      readonly canAct: boolean;
    })[];
    readonly canEnd: boolean;
  } | null;
  readonly reaction: ReactionView | null;
  readonly pendingChoices: readonly {
    readonly eventId: string;
    readonly eventKey: string;
    readonly options: readonly FigureChoice[];
  }[];
  /** Quick figures (not yet acting) whose owner may hold them for Snap Fire or delay them to the Slow phase. */
  readonly snapFire: readonly SnapFireChoice[];
  /**
   * The `snapFire` figures that are not in `ready` (while another figure activates): the tracker lists each figure
   * once, a ready one with its Hold and Delay beside its Start.
   */
  readonly snapFireOnly: readonly SnapFireChoice[];
  /** Figures due in this phase that this user may activate, with their Snap Fire choices in the Quick phase. */
  readonly ready: readonly (FigureChoice & { readonly holding: boolean; readonly snapFire: SnapFireChoice | null })[];
  readonly activation:
    | (FigureChoice & {
        readonly marker: Marker | null;
        readonly markerKey: string | null;
        readonly allowed: AllowedActions;
        readonly mine: boolean;
      })
    | null;
  /**
   * The crew holding for Snap Fire, for everyone to see from the Quick Actions phase on: the enemy's moves may let
   * them fire before the Slow Actions phase.
   */
  readonly holding: readonly FigureChoice[];
  /** Held figures this user owns that may fire at the enemy moving now. */
  readonly snapShots: readonly (FigureChoice & { readonly moverName: string })[];
  readonly canEndPhase: boolean;
  /**
   * The phases figures activate in, and the End phase after them: the panel keeps the activation's controls in one
   * place from the first activation to the End phase, so nothing moves under a second click.
   */
  readonly activationSlot: boolean;
  /**
   * "Enemy Overwatch": the enemies on Overwatch, for everyone to see who watches the crew's moves; `canEnd` for the
   * enemy's owner (the GM), to end it after a hit or brawl resolved by hand.
   */
  readonly overwatch: readonly (FigureChoice & { readonly canEnd: boolean })[];
  readonly reinforcementMarkers: number;
  readonly over: boolean;
  /** GM, while the battle runs: the battle controls (figures joining, the main AI type). */
  readonly canOpenControls?: boolean;
  /** The enemy's main AI type's label key, or null when none is set (Escalation then needs one). */
  readonly mainAiKey?: string | null;
}

export const phaseKey = (phase: BattleState["phase"]): string => `FPB.Round.Phase.${phase}`;

const choice = (state: BattleState, figureId: string): FigureChoice => ({ figureId, name: nameIn(state, figureId) });

function reactionView(state: BattleState, viewer: Viewer): ReactionView | null {
  const reaction = state.reaction;
  if (!reaction || state.phase !== "reaction") return null;
  const blocked = state.pendingChoices.some((p) => p.round === state.round);
  const ownsAny = viewer.isGM || reaction.reactors.some((f) => viewer.owns(f.id));
  const dice = reaction.dice ?? [];
  const feral = reaction.dice ? feralDieIndex(reaction.reactors, reaction.dice) : null;
  const assignment = reaction.mode === "roll" ? currentAssignment(reaction) : null;
  const open = !reaction.locked && !blocked;
  const rows = state.crew
    .filter((f) => reaction.reactors.some((r) => r.id === f.id))
    .map((figure): ReactionRow => {
      const index = assignment?.[figure.id];
      const die = index === undefined ? null : (dice[index] ?? null);
      const chosen = reaction.mode === "roll" ? null : choicesAfterNothing(reaction, figure.id);
      const phase = die !== null ? phaseForDie(die, figure.reactions) : chosen;
      return {
        figureId: figure.id,
        name: figure.name,
        reactions: figure.reactions,
        feral: figure.feral,
        die,
        phase,
        phaseKey: phase ? phaseKey(phase) : null,
        canAssign: open && reaction.mode === "roll" && assignment !== null && viewer.owns(figure.id),
        options: dice.map((value, i) => ({ index: i, value, selected: i === index })),
        canChoose: open && reaction.mode !== "roll" && viewer.owns(figure.id),
      };
    });
  return {
    mode: reaction.mode,
    modeKey: `FPB.Round.Reaction.Mode.${reaction.mode}`,
    rolled: reaction.dice !== null,
    dice: dice.map((value, index) => ({ index, value, feral: index === feral })),
    rows,
    canRoll: !blocked && ownsAny && reaction.mode === "roll" && reaction.dice === null,
    canMostQuick: open && ownsAny && (reaction.mode !== "roll" || reaction.dice !== null),
    canLock: open && ownsAny && (reaction.mode !== "roll" || reaction.dice !== null),
    locked: reaction.locked,
  };
}

/** The phase a free-choice figure is shown in: its choice, or the default (Quick for "Cunning plan", Slow for hesitation). */
function choicesAfterNothing(reaction: NonNullable<BattleState["reaction"]>, figureId: string): CrewPhase {
  return reaction.choices?.[figureId] ?? (reaction.mode === "hesitation" ? "slow" : "quick");
}

/** Everything the tracker shows about the round, for this viewer. Pure: the template and the tests read it. */
export function trackerView(state: BattleState, viewer: Viewer): TrackerView {
  const phase = state.phase;
  const inPhase = (p: ActionPhase) => state.schedule.filter((s) => s.phase === p && s.status === "pending");
  const active = state.active;
  const seize = state.seize;
  const pendingHere = (ACTION_PHASES as readonly string[]).includes(phase) ? inPhase(phase as ActionPhase) : [];
  const snapFire: SnapFireChoice[] =
    phase === "quick"
      ? inPhase("quick")
          .filter(
            (s) =>
              s.figureId !== active?.figureId && viewer.owns(s.figureId) && state.crew.some((f) => f.id === s.figureId),
          )
          .map((s) => ({ ...choice(state, s.figureId), canHold: !s.extra }))
      : [];
  const ready = active
    ? []
    : pendingHere
        .filter((s) => viewer.owns(s.figureId))
        .map((s) => ({
          ...choice(state, s.figureId),
          holding: s.snapFire,
          snapFire: snapFire.find((f) => f.figureId === s.figureId) ?? null,
        }));
  const mover =
    active && phase === "enemy" && state.enemies.some((f) => f.id === active.figureId) && !active.combatAction
      ? active
      : null;
  return {
    round: state.round,
    roundKey: roundTitleKey(state.round),
    phase,
    phaseKey: phaseKey(phase),
    isGM: viewer.isGM,
    seizeDecision: viewer.isGM && phase === "seize" && seize === null,
    seize:
      phase === "seize" && seize?.seized
        ? {
            rows: state.crew.map((f) => {
              const action = seize.acted.find((a) => a.figureId === f.id)?.action ?? null;
              return {
                ...choice(state, f.id),
                action,
                actionKey: action ? `FPB.Round.Seize.Done.${action}` : null,
                canAct: action === null && viewer.owns(f.id),
              };
            }),
            canEnd: viewer.isGM || state.crew.some((f) => viewer.owns(f.id)),
          }
        : null,
    reaction: reactionView(state, viewer),
    pendingChoices: state.pendingChoices.map((p) => ({
      eventId: p.eventId,
      eventKey: `FPB.Round.Choice.${p.eventId}`,
      options: state.crew
        .filter((f) => !p.excluded.includes(f.id) && viewer.owns(f.id))
        .map((f) => choice(state, f.id)),
    })),
    snapFire,
    snapFireOnly: snapFire.filter((s) => !ready.some((r) => r.figureId === s.figureId)),
    ready,
    activation: active
      ? {
          ...choice(state, active.figureId),
          marker: active.marker,
          markerKey: active.marker ? `FPB.Round.Marker.${active.marker}` : null,
          allowed: allowedActions(active),
          mine: viewer.owns(active.figureId),
        }
      : null,
    holding:
      phase === "quick" || phase === "enemy"
        ? state.schedule.filter((s) => s.snapFire && s.status === "pending").map((s) => choice(state, s.figureId))
        : [],
    snapShots: mover
      ? state.schedule
          .filter((s) => s.snapFire && s.status === "pending" && viewer.owns(s.figureId))
          .map((s) => ({ ...choice(state, s.figureId), moverName: nameIn(state, mover.figureId) }))
      : [],
    canEndPhase: viewer.isGM && phase === "end",
    activationSlot: (ACTION_PHASES as readonly string[]).includes(phase) || phase === "end",
    overwatch: state.over ? [] : state.overwatchIds.map((id) => ({ ...choice(state, id), canEnd: viewer.owns(id) })),
    reinforcementMarkers: state.effects.reinforcementMarkers,
    over: state.over !== null,
    canOpenControls: viewer.isGM && state.over === null,
    mainAiKey: state.setup.mainAiType ? `FPB.AiType.${state.setup.mainAiType}` : null,
  };
}

/** What the tracker marks on one figure's row. */
export interface FigureMarks {
  readonly phase: ActionPhase | null;
  readonly acted: boolean;
  readonly holding: boolean;
  /** "Enemy Overwatch": the enemy watches for crew moves until it activates next, is hit or is brawled. */
  readonly overwatch: boolean;
  readonly active: boolean;
  readonly removed: RemovalReason | null;
}

export function figureMarks(state: BattleState, figureId: string): FigureMarks {
  const removed = state.removed.find((r) => r.figureId === figureId)?.reason ?? null;
  const slots = state.schedule.filter((s) => s.figureId === figureId);
  return {
    phase: phaseOfFigure(state, figureId),
    acted: slots.length > 0 && hasActed(state, figureId) && removed === null,
    holding: slots.some((s) => s.snapFire && s.status === "pending"),
    overwatch: isOnOverwatch(state, figureId),
    active: state.active?.figureId === figureId,
    removed,
  };
}

/**
 * The tracker's phase headers: runs of consecutive rows in one phase, in the order shown (figure ids of the rows,
 * top to bottom). Rows the round does not place (not in the battle, or before the Reaction Roll) form no group.
 */
export function phaseGroups(
  state: BattleState,
  rowFigureIds: readonly (string | null)[],
): { readonly phase: ActionPhase; readonly labelKey: string; readonly startRow: number }[] {
  if (state.schedule.length === 0) return [];
  const groups: { phase: ActionPhase; labelKey: string; startRow: number }[] = [];
  rowFigureIds.forEach((id, row) => {
    const phase = id === null ? null : phaseOfFigure(state, id);
    if (phase && groups.at(-1)?.phase !== phase)
      groups.push({ phase, labelKey: `FPB.Round.PhaseHeader.${phase}`, startRow: row });
  });
  return groups;
}
