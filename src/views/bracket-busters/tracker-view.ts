import { BracketBusters as BB } from "../../rules";
import { endStepLabel, fighterName, gangName, phaseLabel, say, statusLabel, type Lang } from "./lang";

/** One fighter's row in the tracker: its status and the marks beside it (ruling 12). */
export interface FighterRow {
  readonly id: string;
  readonly name: string;
  readonly status: BB.FighterStatus;
  readonly statusLabel: string;
  readonly ready: boolean;
  readonly activating: boolean;
  /** Has activated this Round. */
  readonly activated: boolean;
  /** Short words for the marks: Ready, Flesh Wounds, Aim, Focus, Entrench, Out of Ammo. */
  readonly marks: readonly string[];
  /** It may be activated now, alone. */
  readonly canActivate: boolean;
  /** It may begin a Group Activation now. */
  readonly canLeadGroup: boolean;
}

export interface GangRow {
  readonly id: string;
  readonly name: string;
  /** This Round's Priority die, or null before it is rolled. */
  readonly roll: number | null;
  /** 1 for the gang with Priority; null before the first roll. */
  readonly place: number | null;
  readonly hasTurn: boolean;
  readonly bottledOut: boolean;
  readonly readyCount: number;
  readonly fighters: readonly FighterRow[];
}

export interface TrackerView {
  readonly round: number;
  readonly phase: BB.BattlePhase;
  /** "Round 2 · Action Phase" or "Round 2 · End Phase: Recovery". */
  readonly title: string;
  /** Gangs in Priority order (roster order before the first roll). */
  readonly gangs: readonly GangRow[];
  /** Whose turn it is, in words, or what the Round waits for. */
  readonly prompt: string;
  /** Rolls the Priority phase shows: each gang's die and the roll-offs. */
  readonly priorityText: string | null;
}

function marksOf(lang: Lang, f: BB.BattleFighter): string[] {
  const marks: string[] = [];
  if (f.ready && BB.onBattlefield(f)) marks.push(say(lang, "Mark.ready"));
  if (f.fleshWounds > 0)
    marks.push(say(lang, "Mark.fleshWounds", { count: f.fleshWounds, toughness: BB.modifiedToughness(f) }));
  if (f.aim) marks.push(say(lang, "Mark.aim"));
  if (f.focus) marks.push(say(lang, "Mark.focus"));
  if (f.entrench) marks.push(say(lang, "Mark.entrench"));
  for (const id of f.outOfAmmo) marks.push(say(lang, "Mark.outOfAmmo", { weapon: BB.weaponOf(f, id)?.name ?? id }));
  return marks;
}

/** Whether the gang whose turn it is may start an activation now: nothing activating, nothing yet activated. */
const turnIsFresh = (turn: BB.Turn | null): turn is BB.Turn =>
  !!turn && !turn.activation && turn.activated.length === 0 && !turn.group;

function canActivate(state: BB.BattleState, f: BB.BattleFighter): boolean {
  const turn = state.turn;
  if (
    state.phase !== "action" ||
    !turn ||
    turn.activation ||
    !f.ready ||
    !BB.onBattlefield(f) ||
    f.fighter.gangId !== turn.gangId
  )
    return false;
  if (turn.group) return turn.group.members.includes(f.fighter.id) && !turn.activated.includes(f.fighter.id);
  return turn.activated.length === 0;
}

function prompt(state: BB.BattleState, lang: Lang): string {
  const end = state.end;
  switch (state.phase) {
    case "priority":
      return say(lang, "Prompt.priority");
    case "ready":
      return say(lang, "Prompt.ready");
    case "action": {
      const turn = state.turn;
      if (!turn) return "";
      const gang = gangName(state, turn.gangId);
      if (turn.activation)
        return say(lang, "Prompt.activating", { gang, fighter: fighterName(state, turn.activation.fighterId) });
      if (turn.group) return say(lang, "Prompt.group", { gang, fighter: fighterName(state, turn.group.initiatorId) });
      return say(lang, "Prompt.turn", { gang });
    }
    case "end":
      if (!end) return "";
      if (end.step === "rally" && end.rallyGang)
        return say(lang, "Prompt.rally", { gang: gangName(state, end.rallyGang) });
      return say(lang, `Prompt.${end.step}`);
    case "over":
      return say(lang, state.injuries ? "Prompt.overRolled" : "Prompt.over");
  }
}

function priorityText(state: BB.BattleState, lang: Lang): string | null {
  const priority = state.priority;
  if (!priority) return null;
  const rolls = priority.rolls.map((r) => `${gangName(state, r.gangId)} ${r.roll}`).join(", ");
  return say(lang, "Tracker.priorityRolls", { round: priority.round, rolls });
}

/** The tracker panel: the Priority roll and order, whose turn it is, each fighter's status and Ready marker. */
export function trackerView(state: BB.BattleState, lang: Lang): TrackerView {
  const order = BB.priorityOrder(state);
  const step = state.phase === "end" && state.end ? `: ${endStepLabel(lang, state.end.step)}` : "";
  const fresh = turnIsFresh(state.turn) && state.phase === "action";
  const gangs = order.map((gangId, index): GangRow => {
    const gang = BB.gangOf(state, gangId);
    return {
      id: gangId,
      name: gangName(state, gangId),
      roll:
        state.priority?.round === state.round
          ? (state.priority.rolls.find((r) => r.gangId === gangId)?.roll ?? null)
          : null,
      place: state.priority ? index + 1 : null,
      hasTurn: state.turn?.gangId === gangId,
      bottledOut: gang?.bottledOut ?? false,
      readyCount: BB.readyFightersOf(state, gangId).length,
      fighters: BB.fightersOf(state, gangId).map((f) => ({
        id: f.fighter.id,
        name: f.fighter.name,
        status: f.status,
        statusLabel: statusLabel(lang, f.status),
        ready: f.ready && BB.onBattlefield(f),
        activating: state.turn?.activation?.fighterId === f.fighter.id,
        activated: state.activatedThisRound.includes(f.fighter.id),
        marks: marksOf(lang, f),
        canActivate: canActivate(state, f),
        canLeadGroup:
          fresh &&
          state.turn?.gangId === gangId &&
          f.ready &&
          BB.onBattlefield(f) &&
          f.fighter.groupActivation !== null,
      })),
    };
  });
  return {
    round: state.round,
    phase: state.phase,
    title: `${say(lang, "Tracker.round", { round: state.round })} · ${phaseLabel(lang, state.phase)}${step}`,
    gangs,
    prompt: prompt(state, lang),
    priorityText: priorityText(state, lang),
  };
}
