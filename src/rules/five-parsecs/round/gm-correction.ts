import type { Dice } from "../../core/dice/dice";
import { refusal, type Refusal } from "../../core/refusal";
import type { Figure } from "../figures/figure";
import { isRecord } from "../figures/figure-checks";
import type { BattleState, SnapFireEffect } from "./battle-state";
import { CORRECTABLE_CONDITION, MARK_NAMES, type FigureMarks, type GmCorrection } from "./figure-marks";
import type { ActionPhase } from "./phases";
import { settle } from "./round-flow";
import type { TransitionBuilder } from "./transition";

/*
 * Ruling 7: "It never overrules the GM without saying so", and the GM may overrule the module. The GM's correction
 * sets any mark the battle keeps on a figure, in any phase, with the reason, and logs it so it can be undone. The
 * condition lives on the figure's document, so it comes back as a condition change for the adapter to write; the
 * round's own marks (Overwatch, a held Snap Fire, Snap Fire's effect on a mover) are set in the state.
 */

/** The marks the figure carries now, read from its document (the condition) and the round state (the rest). */
function marksNow(state: BattleState, figure: Figure): Required<Omit<FigureMarks, "condition">> {
  const effect = state.snapFireEffects.find((e) => e.figureId === figure.id);
  return {
    overwatch: state.overwatchIds.includes(figure.id),
    snapFire: state.schedule.some((s) => s.figureId === figure.id && s.snapFire && s.status === "pending"),
    cannotFire: effect?.cannotFire ?? false,
    stopped: effect?.stopped ?? false,
  };
}

/** The part of `marks` that differs from the figure now, and the same part as it is now: null when nothing differs. */
function diff(state: BattleState, figure: Figure, marks: FigureMarks): { before: FigureMarks; after: FigureMarks } {
  const now = marksNow(state, figure);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of ["overwatch", "snapFire", "cannotFire", "stopped"] as const) {
    const wanted = marks[key];
    if (wanted !== undefined && wanted !== now[key]) [before[key], after[key]] = [now[key], wanted];
  }
  const conditionBefore: Record<string, unknown> = {};
  const conditionAfter: Record<string, unknown> = {};
  for (const key of CORRECTABLE_CONDITION) {
    const wanted = marks.condition?.[key];
    if (wanted !== undefined && wanted !== figure.condition[key])
      [conditionBefore[key], conditionAfter[key]] = [figure.condition[key], wanted];
  }
  if (Object.keys(conditionAfter).length > 0)
    [before["condition"], after["condition"]] = [conditionBefore, conditionAfter];
  return { before: before as FigureMarks, after: after as FigureMarks };
}

/**
 * Sets the changed marks, or refuses (and the builder is dropped) when the round cannot hold one of them. A released
 * Snap Fire goes to `releaseTo`: the Slow Actions phase (the rules' other choice for a Quick figure that does not act
 * Quick), or back where an undone hold found it.
 */
async function setMarks(
  b: TransitionBuilder,
  figure: Figure,
  marks: FigureMarks,
  dice: Dice,
  releaseTo: ActionPhase = "slow",
): Promise<Refusal | null> {
  const id = figure.id;
  const isCrew = b.state.crew.some((f) => f.id === id);
  if (marks.overwatch !== undefined) {
    if (isCrew) return refusal("notAnEnemy", `Enemy Overwatch: only enemies go on Overwatch; ${id} is crew.`);
    b.update({
      overwatchIds: marks.overwatch ? [...b.state.overwatchIds, id] : b.state.overwatchIds.filter((x) => x !== id),
    });
  }
  if (marks.snapFire !== undefined) {
    const problem = setSnapFire(b, id, isCrew, marks.snapFire, releaseTo);
    if (problem) return problem;
  }
  if (marks.cannotFire !== undefined || marks.stopped !== undefined) setSnapFireEffect(b, id, marks);
  if (marks.condition) {
    const condition = { ...figure.condition, ...marks.condition };
    b.changes.push({ kind: "condition", figureId: id, condition });
    // The marker governs what the activating figure may still do ("Stun", "Shock").
    const active = b.state.active;
    if (active?.figureId === id) b.update({ active: { ...active, marker: condition.marker } });
  }
  // A mark may leave a phase with nobody to act (the last Quick figure now holds for Snap Fire).
  await settle(b, dice);
  return null;
}

/** "Snap Fire": holding moves the figure's pending activation to the Slow Actions phase, as choosing it does. */
function setSnapFire(
  b: TransitionBuilder,
  id: string,
  isCrew: boolean,
  hold: boolean,
  releaseTo: ActionPhase,
): Refusal | null {
  const { state } = b;
  if (!isCrew) return refusal("notCrew", `Snap Fire: only crew figures hold for Snap Fire; ${id} is an enemy.`);
  if (state.active?.figureId === id)
    return refusal("alreadyActivating", "Snap Fire: the figure has already begun its activation.");
  const slot = state.schedule.findIndex((s) => s.figureId === id && s.status === "pending" && s.snapFire !== hold);
  if (slot < 0)
    return refusal("noActivationLeft", `Snap Fire: ${id} has no activation left this round to hold or release.`);
  b.update({
    schedule: state.schedule.map((s, i) =>
      i === slot ? { ...s, phase: hold ? "slow" : releaseTo, snapFire: hold } : s,
    ),
    snapFireHolders: hold
      ? [...state.snapFireHolders.filter((x) => x !== id), id]
      : state.snapFireHolders.filter((x) => x !== id),
  });
  return null;
}

function setSnapFireEffect(b: TransitionBuilder, id: string, marks: FigureMarks): void {
  const others = b.state.snapFireEffects.filter((e) => e.figureId !== id);
  const now = b.state.snapFireEffects.find((e) => e.figureId === id);
  const effect: SnapFireEffect = {
    figureId: id,
    cannotFire: marks.cannotFire ?? now?.cannotFire ?? false,
    stopped: marks.stopped ?? now?.stopped ?? false,
  };
  b.update({ snapFireEffects: effect.cannotFire || effect.stopped ? [...others, effect] : others });
}

/** The GM's correction: the figure (as its document stands now) gets the marks, logged with the reason. */
export async function correctFigure(
  b: TransitionBuilder,
  figure: Figure,
  marks: FigureMarks,
  reason: string,
  dice: Dice,
): Promise<Refusal | null> {
  if (!b.state.crew.some((f) => f.id === figure.id) && !b.state.enemies.some((f) => f.id === figure.id))
    return refusal("notInBattle", `figure: ${figure.id} is not in the battle.`);
  const { before, after } = diff(b.state, figure, marks);
  if (Object.keys(after).length === 0)
    return refusal("nothingToCorrect", `marks: ${figure.id} already carries the marks given.`);
  const held = after.snapFire
    ? b.state.schedule.find((s) => s.figureId === figure.id && s.status === "pending" && !s.snapFire)
    : undefined;
  const entry: GmCorrection = {
    round: b.state.round,
    phase: b.state.phase,
    figureId: figure.id,
    reason,
    before,
    after,
    ...(held ? { movedFrom: held.phase } : {}),
    undone: false,
  };
  const problem = await setMarks(b, figure, after, dice);
  if (problem) return problem;
  b.update({ corrections: [...(b.state.corrections ?? []), entry] });
  return null;
}

/**
 * Takes back the latest correction not yet undone: its marks as they were before it, on the figure as it stands now.
 * Refused when the round has moved past what it set (the held Snap Fire was used): the GM corrects again instead.
 */
export async function undoCorrection(b: TransitionBuilder, figure: Figure, dice: Dice): Promise<Refusal | null> {
  const log = b.state.corrections ?? [];
  const index = log.findLastIndex((c) => !c.undone);
  const last = log[index];
  if (!last) return refusal("nothingToUndo", "No correction of the GM is left to undo.");
  if (last.figureId !== figure.id)
    return refusal("notCorrected", `figure: the latest correction is of ${last.figureId}, not ${figure.id}.`);
  if (!b.state.crew.some((f) => f.id === figure.id) && !b.state.enemies.some((f) => f.id === figure.id))
    return refusal("notInBattle", `figure: ${figure.id} is no longer in the battle.`);
  // A Quick activation goes back to Quick only while that phase is still to come or under way.
  const quickAhead = b.state.phase === "reaction" || b.state.phase === "quick";
  const releaseTo = last.movedFrom === "quick" && quickAhead && last.round === b.state.round ? "quick" : "slow";
  const problem = await setMarks(b, figure, diff(b.state, figure, last.before).after, dice, releaseTo);
  if (problem) return problem;
  b.update({ corrections: log.map((c, i) => (i === index ? { ...c, undone: true } : c)) });
  return null;
}

/** The marks given to `correctFigure`, checked: known names only, booleans, a condition without Goner. */
export function marksProblem(
  value: unknown,
  field: string,
): { field: string; value: unknown; expected: string } | null {
  const problem = (f: string, v: unknown, expected: string) => ({ field: f, value: v, expected });
  if (!isRecord(value)) return problem(field, value, `marks: some of ${MARK_NAMES.join(", ")}`);
  for (const [key, mark] of Object.entries(value)) {
    if (!(MARK_NAMES as readonly string[]).includes(key))
      return problem(`${field}.${key}`, mark, `absent: the marks are ${MARK_NAMES.join(", ")}`);
    if (key !== "condition" && typeof mark !== "boolean") return problem(`${field}.${key}`, mark, "true or false");
  }
  const condition = value["condition"];
  if (condition === undefined) return null;
  if (!isRecord(condition)) return problem(`${field}.condition`, condition, "part of a condition");
  for (const [key, flag] of Object.entries(condition)) {
    const at = `${field}.condition.${key}`;
    if (!(CORRECTABLE_CONDITION as readonly string[]).includes(key))
      return problem(at, flag, `absent: the condition's fields are ${CORRECTABLE_CONDITION.join(", ")}`);
    if (key === "marker" ? flag !== null && flag !== "stunned" && flag !== "shocked" : typeof flag !== "boolean")
      return problem(at, flag, key === "marker" ? "stunned, shocked, or null" : "true or false");
  }
  return null;
}
