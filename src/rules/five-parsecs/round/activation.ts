import type { Dice } from "../../core/dice/dice";
import type { FigureCondition, Marker } from "../figures/condition";
import type { Figure } from "../figures/figure";
import { rollBleedingAfterActivation, rollDamagedActivation } from "../hits/activation-effects";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { refusal, type Refusal } from "../../core/refusal";

/** What a figure does during its activation ("Player Movement": Move, then a Combat Action; Free Actions). */
export const ACTIVATION_ACTIONS = ["move", "combatAction", "freeAction"] as const;
export type ActivationAction = (typeof ACTIVATION_ACTIONS)[number];

/** The activation in progress: who, what it started with, and what it has done so far. */
export interface Activation {
  readonly figureId: string;
  /** The marker the figure carried when it activated (ruling 8: "after acting" removes this one and any gained since). */
  readonly markerAtStart: Marker | null;
  /** The marker that governs what it may still do: the one it started with, or one Snap Fire gave it mid-move. */
  readonly marker: Marker | null;
  /** False for a figure that chose Snap Fire: "Characters that choose to snap fire cannot move this round." */
  readonly mayMove: boolean;
  readonly moved: boolean;
  readonly combatAction: boolean;
  readonly freeActions: number;
}

export const startedActivation = (figure: Figure, mayMove: boolean): Activation => ({
  figureId: figure.id,
  markerAtStart: figure.condition.marker,
  marker: figure.condition.marker,
  mayMove,
  moved: false,
  combatAction: false,
  freeActions: 0,
});

/**
 * "Player Movement": "A character can perform one Free Action without inhibiting their other activities. Carrying
 * out two Free Actions in the same round requires foregoing the combat action."
 */
export const MAX_FREE_ACTIONS = 2;

/** What the active figure may still do, for the tracker to show. */
export interface AllowedActions {
  readonly move: boolean;
  /** True when the move is the forced one of a Shocked figure ("Shock": cover, break line of sight, or stay). */
  readonly forcedMove: boolean;
  readonly combatAction: boolean;
  readonly freeAction: boolean;
}

/** Why an action is not allowed now, or null when it is. */
export function actionRefusal(activation: Activation, action: ActivationAction): Refusal | null {
  const { marker, moved, combatAction, freeActions, mayMove } = activation;
  // Two Free Actions forgo the Combat Action.
  const combatForgone = freeActions >= MAX_FREE_ACTIONS;
  switch (action) {
    case "move":
      if (moved) return refusal("alreadyMoved", "The figure has already moved this activation.");
      if (!mayMove)
        return refusal("snapFireNoMove", "Snap Fire: characters that choose to snap fire cannot move this round.");
      if (combatAction)
        return refusal(
          "moveAfterCombat",
          "Player Movement: a figure may Move, then make a Combat Action, never in reverse order.",
        );
      return null;
    case "combatAction":
      if (marker === "shocked")
        return refusal("shockedNoCombat", "Shock: Shocked figures do not take a Combat Action.");
      if (combatAction)
        return refusal("alreadyActed", "The figure has already made its Combat Action this activation.");
      if (combatForgone) return refusal("combatForgone", "Player Movement: two Free Actions forgo the Combat Action.");
      if (marker === "stunned" && moved)
        return refusal("stunnedMoveOrAct", "Stun: a Stunned figure may either Move OR take a Combat Action, not both.");
      return null;
    case "freeAction":
      if (freeActions >= MAX_FREE_ACTIONS)
        return refusal(
          "noMoreFreeActions",
          "Player Movement: at most two Free Actions, the second instead of the Combat Action.",
        );
      if (freeActions === 1 && actionRefusal(activation, "combatAction") !== null) {
        return refusal(
          "secondFreeNeedsCombat",
          "Player Movement: a second Free Action costs the Combat Action, which this figure no longer has.",
        );
      }
      return null;
  }
}

export function allowedActions(activation: Activation): AllowedActions {
  const move = actionRefusal(activation, "move") === null;
  return {
    move,
    forcedMove: move && activation.marker === "shocked",
    combatAction: actionRefusal(activation, "combatAction") === null,
    freeAction: actionRefusal(activation, "freeAction") === null,
  };
}

/** The activation after an allowed action. Call `actionRefusal` first; an illegal action here is a programmer error. */
export function afterAction(activation: Activation, action: ActivationAction): Activation {
  const refused = actionRefusal(activation, action);
  if (refused) throw new Error(`afterAction: ${refused.message}`);
  if (action === "move") return { ...activation, moved: true };
  if (action === "combatAction") return { ...activation, combatAction: true };
  return { ...activation, freeActions: activation.freeActions + 1 };
}

/**
 * "Remove stun and Shocked markers after acting": every marker the figure carries when its activation ends, the one it
 * activated with and one it gained while acting (ruling 8: Snap Fire Stunned it as it moved; its cost is Snap Fire's
 * own, "they lose the ability to fire this round", kept in the round's Snap Fire effects). Except that a Dazed
 * (Humanoid) or Temporarily shut down (Cybernetic) figure "on their next activation ... do not remove a stun marker
 * automatically". Our readings: the exception covers the Stun marker only (a Shock marker is removed as usual, the
 * text names Stun), and Dazed / shut down apply to the next activation only, so they are used up by it, marker or
 * not. "Automatically": the GM may still remove the marker by hand.
 */
export function conditionAfterActing(condition: FigureCondition): FigureCondition {
  const keepsStun = condition.marker === "stunned" && (condition.dazed || condition.shutDown);
  return { ...condition, marker: keepsStun ? "stunned" : null, dazed: false, shutDown: false };
}

export interface ActivationRolls {
  readonly steps: readonly Step[];
  readonly changes: readonly StateChange[];
  /** True when the roll removed the figure from play ("Damaged": it falls apart; "Bleeding": a 6). */
  readonly removed: boolean;
}

/** At the start of an activation: "Damaged": "Every time it activates, roll D6, with a 6 ... removed from play." */
export async function rollsAtActivation(figure: Figure, dice: Dice): Promise<ActivationRolls> {
  const damaged = await rollDamagedActivation(figure, dice);
  if (!damaged) return { steps: [], changes: [], removed: false };
  return { steps: [damaged.step], changes: damaged.changes, removed: damaged.step.result === "fallsApart" };
}

/**
 * At the end of an activation: "Bleeding" rolls, then the Stun / Shock marker comes off. One condition change for
 * both, so the adapter writes the figure once.
 */
export async function rollsAfterActivation(figure: Figure, dice: Dice): Promise<ActivationRolls> {
  const bleeding = await rollBleedingAfterActivation(figure, dice);
  const afterBleeding = bleeding?.changes.find((c) => c.kind === "condition");
  const base = afterBleeding?.kind === "condition" ? afterBleeding.condition : figure.condition;
  const removed = base.goner;
  const condition = removed ? base : conditionAfterActing(base);
  const unchanged = (Object.keys(condition) as (keyof FigureCondition)[]).every(
    (key) => condition[key] === figure.condition[key],
  );
  return {
    steps: bleeding ? [bleeding.step] : [],
    changes: unchanged ? [] : [{ kind: "condition", figureId: figure.id, condition }],
    removed,
  };
}
