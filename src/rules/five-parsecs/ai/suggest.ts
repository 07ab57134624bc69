import type { Battlefield, FigurePlacement } from "../../core/battlefield/battlefield";
import { facingTowards } from "../../core/battlefield/arc";
import { bearing, type Point } from "../../core/battlefield/geometry";
import type { FiguresById } from "../battlefield/target-views";
import type { Dice } from "../../core/dice/dice";
import { isEnemy } from "../figures/figure";
import { mayEngage } from "../brawling/engage";
import type { Step } from "../../core/outcome/outcome";
import { FALLBACK_TEXT } from "./ai-actions";
import { decideGroupAction } from "./decide";
import { planShot } from "./planned-attack";
import { carryOut, type MovePlan, type WardPlan } from "./positions";
import { rollOverwatch } from "./overwatch";
import { assertAiFigures } from "./request-checks";
import { Situation, lookupFigure, type AiOptions } from "./situation";
import { rollSkulking } from "./skulking";
import { PhaseMemo } from "./phase-memo";
import { withFigureMoved } from "./figure-moved";
import type { AiDecision, Because, EnemySuggestion, OverwatchRoll, PlannedAttack, SkulkingRoll } from "./suggestion";

/** One enemy about to act. */
export interface EnemyActionRequest {
  readonly battlefield: Battlefield;
  /** The rules figures of everyone on the table, by id. */
  readonly figures: FiguresById;
  readonly enemyId: string;
  /**
   * The decision its group already took this phase ("Group Actions": one roll for the group). Without it the
   * decision is made now, for the enemy's group as the table stands.
   */
  readonly decision?: AiDecision | undefined;
  /** A Guardian's ward's plan, when the ward has acted before it this phase. */
  readonly wardPlan?: WardPlan | null;
  readonly options?: AiOptions;
  /** Shared by the activations of one phase (`suggestEnemyPhase` makes one); a fresh one by default. */
  readonly memo?: PhaseMemo;
}

/**
 * An enemy's whole activation as a suggestion: the decision ("How to Use Movement Tables", "Group Actions"), the
 * position chosen for the action, the move there, the facing, the planned attack with the number needed, and the
 * end-of-activation roll for "Enemy Overwatch" or "Enemy Skulking". Same battlefield and dice, same suggestion.
 */
export async function decideEnemyAction(request: EnemyActionRequest, dice: Dice): Promise<EnemySuggestion> {
  if (request.memo) return decide(request, request.memo, dice);
  // A decision on its own (the table's turn by turn, a reroll) gives its searches' buffers back once it is made:
  // nothing it returns reads them, and the next decision's searches reuse them instead of allocating their own (the
  // Enemy Actions phase as the GM works it, one turn at a time, cost 2.5 times the rules' phase without this).
  const memo = new PhaseMemo();
  try {
    return await decide(request, memo, dice);
  } finally {
    memo.endActivation();
  }
}

async function decide(request: EnemyActionRequest, memo: PhaseMemo, dice: Dice): Promise<EnemySuggestion> {
  const { battlefield, figures, enemyId } = request;
  const options = request.options ?? {};
  if (memo.checkedFigures !== figures) {
    assertAiFigures(figures, "decideEnemyAction");
    memo.checkedFigures = figures;
  }
  const enemy = lookupFigure(figures, enemyId);
  if (!enemy || !isEnemy(enemy))
    throw new RangeError(
      `decideEnemyAction: request.enemyId must name an enemy in request.figures (got ${JSON.stringify(enemyId)})`,
    );
  // One situation for the decision and the action: the base condition's measures where the enemy stands serve both.
  const situation = new Situation(battlefield, figures, enemyId, options, memo);
  const decision = request.decision?.groupIds.includes(enemyId)
    ? request.decision
    : await decideGroupAction(battlefield, figures, enemyId, dice, options, memo, situation);
  const ward = wardOf(situation);
  const result = carryOut(situation, decision.action, { ward, wardPlan: request.wardPlan ?? null });
  const reasons: Because[] = [...decision.reasons];
  let plan: MovePlan;
  let fallback = false;
  if ("impossible" in result) {
    fallback = true;
    reasons.push({
      about: "fallback",
      rule: "Impossible or Stupid Actions",
      text: `Cannot carry out the action (${result.impossible}). ${FALLBACK_TEXT}`,
    });
    plan = { end: situation.placement.centre, cost: 0, dash: false, attack: "fire", reasons: [] };
  } else {
    plan = result.plan;
  }
  reasons.push(...plan.reasons);
  plan = stunned(situation, plan, reasons);
  return finish(situation, decision, plan, fallback, reasons, dice);
}

/** A Guardian's ward as the table shows it, or null (not a Guardian, or the ward is gone). */
function wardOf(situation: Situation): { placement: FigurePlacement; name: string } | null {
  const id = situation.me.guardianOf;
  if (situation.me.ai !== "guardian" || !id) return null;
  const figure = lookupFigure(situation.figures, id);
  const placement = situation.battlefield.figures.find((f) => f.id === id);
  if (!figure || figure.condition.goner || !placement) return null;
  return { placement, name: figure.name };
}

/**
 * "Stun": a Stunned figure "may either Move OR take a Combat Action". Our reading: it fires from where it stands when
 * it has a target there, otherwise it moves and does not fire. "Engaging while stunned": Aggressive, Beast and
 * Rampaging enemies may still move into a brawl.
 */
function stunned(situation: Situation, plan: MovePlan, reasons: Because[]): MovePlan {
  if (situation.me.condition.marker !== "stunned") return plan;
  const moves =
    plan.cost > 0 || plan.end.x !== situation.placement.centre.x || plan.end.y !== situation.placement.centre.y;
  if (!moves || plan.attack === "none") return plan;
  if (plan.attack === "brawl") {
    if (mayEngage(situation.me).allowed) {
      reasons.push({
        about: "stun",
        rule: "Engaging while stunned",
        text: `${situation.me.name} is Stunned, but its AI may still move into a brawl`,
      });
      return plan;
    }
    reasons.push({
      about: "stun",
      rule: "Engaging while stunned",
      text: `${situation.me.name} is Stunned and cannot move into a brawl: it stays and fires if it can`,
    });
    return { end: situation.placement.centre, cost: 0, dash: false, attack: "fire", reasons: [] };
  }
  if (situation.here.targets().length > 0) {
    reasons.push({
      about: "stun",
      rule: "Stun",
      text: `${situation.me.name} is Stunned (Move OR fire): it has a target, so it stays and fires`,
    });
    return { end: situation.placement.centre, cost: 0, dash: false, attack: "fire", reasons: [] };
  }
  reasons.push({
    about: "stun",
    rule: "Stun",
    text: `${situation.me.name} is Stunned (Move OR fire): nothing to fire at here, so it moves and does not fire`,
  });
  return { ...plan, attack: "none" };
}

async function finish(
  situation: Situation,
  decision: AiDecision,
  plan: MovePlan,
  fallback: boolean,
  reasons: Because[],
  dice: Dice,
): Promise<EnemySuggestion> {
  const start = situation.placement.centre;
  const moved = plan.end.x !== start.x || plan.end.y !== start.y;
  const path: Point[] = !moved ? [start] : [...(plan.path ?? situation.pathTo(plan.end, plan.cost))!.points];
  const dash = plan.dash;
  const steps: Step[] = [...decision.steps];
  const spot = situation.spot(plan.end);

  let attack: PlannedAttack | null = null;
  if (plan.attack === "brawl" && plan.brawl) {
    attack = { kind: "brawl", targetId: plan.brawl.opponent.figure.id };
    reasons.push({ about: "target", rule: "Brawling Combat", text: `Brawls with ${plan.brawl.opponent.figure.name}` });
  } else if (plan.attack === "fire" && !dash) {
    const shot = await planShot(spot, dice, { preferTargetId: plan.preferTargetId ?? null });
    steps.push(...shot.steps);
    reasons.push(...shot.reasons);
    attack = shot.shot;
  }
  if (dash) reasons.push({ about: "dash", rule: "Dash", text: 'Dashing (+2"): no Combat Action this activation' });

  const facing = facingAfter(situation, plan.end, path, attack);
  reasons.push({ about: "facing", rule: "Arc of Fire", text: facing.why });

  // "Enemy Overwatch" and "Enemy Skulking": end of activation, unable to see a target.
  let overwatch: OverwatchRoll | null = null;
  let skulking: SkulkingRoll | null = null;
  if (attack === null) {
    if (situation.me.ai === "beast") {
      if (!spot.seen) {
        skulking = await rollSkulking(situation, plan.end, dice);
        steps.push(skulking.step);
        reasons.push({
          about: "skulking",
          rule: "Enemy Skulking",
          text: skulking.placedAt
            ? `Sees no target and rolled ${skulking.step.total}: placed at ${skulking.featureId}`
            : `Sees no target and rolled ${skulking.step.total}: ${skulking.step.result === "skulks" ? "no terrain feature closer to a target" : "stays put"}`,
        });
      }
    } else if (situation.ranged.length > 0 && spot.targets().length === 0) {
      overwatch = await rollOverwatch(situation.me.ai, dice);
      steps.push(overwatch.step);
      reasons.push({
        about: "overwatch",
        rule: "Enemy Overwatch",
        text: `Ends unable to see a target and rolled ${overwatch.step.total} (needs ${overwatch.step.needed}+): ${overwatch.entered ? "enters Overwatch, firing at the first target to appear in its arc, hitting on a natural 6" : "no Overwatch"}`,
      });
    }
  }

  return {
    figureId: situation.me.id,
    decision,
    action: fallback ? "remainInPlace" : decision.action,
    fallback,
    path,
    end: plan.end,
    facing: facing.degrees,
    dash,
    moveCost: moved ? plan.cost : 0,
    attack,
    overwatch,
    skulking,
    steps,
    reasons,
  };
}

/**
 * "Arc of Fire": "Enemies that are able to fire at a target will always turn to face the target" (and a brawler faces
 * its opponent); "Enemies will face in the direction they moved if no enemies are visible". Our reading for an enemy
 * that sees opponents but does not attack: it faces the nearest one it sees.
 */
function facingAfter(
  situation: Situation,
  end: Point,
  path: readonly Point[],
  attack: PlannedAttack | null,
): { degrees: number; why: string } {
  const placed = situation.placedAt(end);
  if (attack) {
    const target = situation.opponents.find((o) => o.figure.id === attack.targetId)!;
    return {
      degrees: facingTowards(placed, target.placement.centre),
      why: `Turns to face ${target.figure.name}, its target`,
    };
  }
  const spot = situation.spot(end);
  const seen = spot.seenBy().sort((a, b) => spot.range(a) - spot.range(b));
  if (seen.length > 0) {
    const o = situation.opponents[seen[0]!]!;
    return {
      degrees: facingTowards(placed, o.placement.centre),
      why: `Faces ${o.figure.name}, the nearest opponent in sight`,
    };
  }
  if (path.length >= 2) {
    return {
      degrees: bearing(path[path.length - 2]!, path[path.length - 1]!),
      why: "No opponent in sight: faces the direction it moved",
    };
  }
  return { degrees: situation.placement.facing, why: "No opponent in sight and no move: keeps its facing" };
}

/** A whole Enemy Actions phase. */
export interface EnemyPhaseRequest {
  readonly battlefield: Battlefield;
  readonly figures: FiguresById;
  /** The enemies in activation order; by default every enemy on the table, in table order. */
  readonly order?: readonly string[];
  readonly options?: AiOptions;
  /** The phase's memo, when the caller wants to read its figures (the benchmark); a fresh one by default. */
  readonly memo?: PhaseMemo;
}

/**
 * Suggestions for every enemy of an Enemy Actions phase, in order ("Resolve all actions by each figure completely
 * before the next enemy is selected to act"): each later enemy sees the earlier ones where their suggestion leaves
 * them, a group's decision is taken once, at its first member's activation, and a Guardian follows its ward's plan
 * when the ward acted first. A suggestion the GM changes makes the later ones stale: ask again from the new table.
 */
export async function suggestEnemyPhase(request: EnemyPhaseRequest, dice: Dice): Promise<EnemySuggestion[]> {
  const { figures } = request;
  assertAiFigures(figures, "suggestEnemyPhase");
  let battlefield = request.battlefield;
  const order =
    request.order ??
    battlefield.figures
      .filter((p) => {
        const figure = lookupFigure(figures, p.id);
        return figure !== undefined && isEnemy(figure) && !figure.condition.goner;
      })
      .map((p) => p.id);
  const memo = request.memo ?? new PhaseMemo();
  memo.checkedFigures = figures;
  const decisions = new Map<string, AiDecision>();
  const plans = new Map<string, WardPlan>();
  const out: EnemySuggestion[] = [];
  for (const enemyId of order) {
    const figure = lookupFigure(figures, enemyId);
    if (!figure || !isEnemy(figure) || figure.condition.goner || !battlefield.figures.some((p) => p.id === enemyId))
      continue;
    const suggestion = await decideEnemyAction(
      {
        battlefield,
        figures,
        enemyId,
        decision: decisions.get(enemyId),
        wardPlan: figure.guardianOf ? (plans.get(figure.guardianOf) ?? null) : null,
        memo,
        ...(request.options ? { options: request.options } : {}),
      },
      dice,
    );
    for (const id of suggestion.decision.groupIds) if (!decisions.has(id)) decisions.set(id, suggestion.decision);
    out.push(suggestion);
    plans.set(enemyId, { end: suggestion.end, dash: suggestion.dash, attack: suggestion.attack });
    battlefield = withFigureMoved(
      battlefield,
      enemyId,
      suggestion.skulking?.placedAt ?? suggestion.end,
      suggestion.facing,
    );
    memo.endActivation();
  }
  return out;
}
