import type { Dice } from "../../core/dice/dice";
import type { Figure } from "../figures/figure";
import { resolveHit, type HitOutcome } from "../hits/resolve-hit";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { figureAfter } from "./figure-after";

/** One hit of an attack, whatever struck it: a Shot that hit or a brawl hit. */
export interface PendingHit {
  readonly targetId: string;
  readonly attackerId: string;
  readonly weaponId: string;
  /** The striking weapon's Damage rating. */
  readonly damage: number;
  readonly naturalRoll: number;
}

/** How one hit ended: resolved (Luck, Saving Throw, damage, casualty), or lost on a figure already removed. */
export type ResolvedHit =
  | (PendingHit & { readonly lost: false; readonly outcome: HitOutcome })
  | (PendingHit & { readonly lost: true; readonly outcome: null });

export interface HitSequence {
  readonly hits: readonly ResolvedHit[];
  readonly steps: readonly Step[];
  readonly changes: readonly StateChange[];
  /** The figures as the hits left them, by id. */
  readonly figures: ReadonlyMap<string, Figure>;
  /** Figures the hits removed from play ("Goner"). */
  readonly eliminatedIds: readonly string[];
}

/** The rule a lost hit is shown under, and its result key. */
export const LOST_HIT_RULE = "Resolving Hits";
export const LOST_HIT_RESULT = "hitLost";

/**
 * "Resolving Hits", one hit after another in the order they were struck. Each hit sees the figure as the hits before
 * it left it (Luck spent, marker, Wounded), and "Knock down" counts every hit the attack put on that target. A hit on
 * a figure already removed from play has nothing left to strike and is shown as lost.
 */
export async function resolveHitsInOrder(
  pending: readonly PendingHit[],
  figures: readonly Figure[],
  dice: Dice,
): Promise<HitSequence> {
  const current = new Map(figures.map((figure) => [figure.id, figure]));
  const hits: ResolvedHit[] = [];
  const steps: Step[] = [];
  const changes: StateChange[] = [];
  for (const hit of pending) {
    const target = current.get(hit.targetId);
    if (!target) throw new Error(`Resolving Hits: no figure ${hit.targetId} among those in the attack`);
    if (target.condition.goner) {
      hits.push({ ...hit, lost: true, outcome: null });
      steps.push({ rule: LOST_HIT_RULE, dice: [], modifiers: [], total: null, needed: null, result: LOST_HIT_RESULT });
      continue;
    }
    const hitsInAttack = pending.filter((other) => other.targetId === hit.targetId).length;
    const outcome = await resolveHit(
      { attackerId: hit.attackerId, target, damage: hit.damage, naturalHitRoll: hit.naturalRoll, hitsInAttack },
      dice,
    );
    hits.push({ ...hit, lost: false, outcome });
    steps.push(...outcome.steps);
    changes.push(...outcome.changes);
    current.set(target.id, figureAfter(target, outcome.changes));
  }
  const eliminatedIds = figures
    .filter((figure) => !figure.condition.goner && current.get(figure.id)!.condition.goner)
    .map(({ id }) => id);
  return { hits, steps, changes, figures: current, eliminatedIds };
}
