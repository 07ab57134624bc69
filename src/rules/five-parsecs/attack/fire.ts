import type { Dice } from "../../core/dice/dice";
import type { Figure } from "../figures/figure";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { canReact, type Reaction } from "../shooting/reaction";
import { resolveShot, type ShotOutcome, type ShotRefusal, type ShotRequest } from "../shooting/shoot";
import { figureAfter } from "./figure-after";
import { resolveHitsInOrder, type ResolvedHit } from "./hit-sequence";
import { settleChanges } from "./settle-changes";

export interface FireOutcome {
  readonly refusal: ShotRefusal | null;
  /** The Shot rolls as `resolveShot` made them. */
  readonly shot: ShotOutcome;
  /** Each hit and how Luck, the Saving Throw, damage and the casualty table ended it. */
  readonly hits: readonly ResolvedHit[];
  /** Every step of the Combat Action in order: target picks, hit rolls, Crouching, then each hit's resolution. */
  readonly steps: readonly Step[];
  /** What to apply to the table, each figure's and weapon's last state once, pushes in order. */
  readonly changes: readonly StateChange[];
  readonly eliminatedIds: readonly string[];
  /** The figure that may fire back ("Firefights"), if it still can once the hits are resolved. */
  readonly firefight: Reaction | null;
  /** The figures that may Lunge at the firer ("Lunging"). */
  readonly lunges: readonly Reaction[];
}

/**
 * One firing Combat Action from start to finish: "Ranged Combat" rolls the Shots, then every hit goes through
 * "Resolving Hits" against the figure as the earlier hits left it, each with the Damage of the weapon that fired it
 * (the two Pistols of Gun Slinging each keep their own). One outcome drives both the chat card and the updates.
 */
export async function resolveFire(request: ShotRequest, dice: Dice): Promise<FireOutcome> {
  const shot = await resolveShot(request, dice);
  const weapons = [request.weapon, ...(request.secondPistol ? [request.secondPistol] : [])];
  const pending = shot.hits.map((hit) => ({
    targetId: hit.targetId,
    attackerId: request.firer.id,
    weaponId: hit.weaponId,
    damage: weapons.find((weapon) => weapon.id === hit.weaponId)!.damage,
    naturalRoll: hit.naturalRoll,
  }));
  const targets = request.views.map((view) => view.target);
  const sequence = await resolveHitsInOrder(pending, targets, dice);
  const stillAble = (reaction: Reaction): boolean => {
    const figure = sequence.figures.get(reaction.figureId);
    return figure !== undefined && canReact(figure);
  };
  return {
    refusal: shot.refusal,
    shot,
    hits: sequence.hits,
    steps: [...shot.steps, ...sequence.steps],
    changes: settleChanges([...shot.changes, ...sequence.changes]),
    eliminatedIds: sequence.eliminatedIds,
    firefight: shot.firefight && stillAble(shot.firefight) ? shot.firefight : null,
    lunges: shot.lunges.filter(stillAble),
  };
}

/** The firer once the action is over: its weapons as Panic Fire or an Ammo fault left them. */
export const firerAfter = <F extends Figure>(firer: F, outcome: FireOutcome): F => figureAfter(firer, outcome.changes);
