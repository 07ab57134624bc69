import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice, type Figure } from "../../../../src/rules";
import {
  actionPhaseOrder,
  advance,
  createBattle,
  isActionPhase,
  OVERWATCH_END_REASONS,
  type ActionPhase,
  type BattleState,
} from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const battleArb = fc.record({
  crew: fc.array(
    fc.record({
      reactions: fc.integer({ min: 1, max: 6 }),
      feral: fc.boolean(),
      choice: fc.constantFrom("act", "hold", "delay"),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  enemies: fc.integer({ min: 1, max: 6 }),
  seed: fc.integer(),
  snapAt: fc.array(fc.nat(), { maxLength: 6 }),
  /** Enemy activations (in order) that end with the enemy entering Overwatch. */
  overwatchAt: fc.array(fc.nat({ max: 7 }), { maxLength: 6 }),
  endReason: fc.constantFrom(...OVERWATCH_END_REASONS),
});
type Case = typeof battleArb extends fc.Arbitrary<infer T> ? T : never;

async function ok(state: BattleState, input: Parameters<typeof advance>[1], dice: SeededDice): Promise<BattleState> {
  const t = await advance(state, input, dice);
  if (t.refusal) throw new Error(`${input.type} refused: ${t.refusal.message}`);
  return t.state;
}

/** Plays one round with the dice the seed gives; returns every activation in order, as [figure, phase]. */
async function playRound(c: Case): Promise<{
  order: [string, ActionPhase][];
  crewIds: string[];
  enemyIds: string[];
  state: BattleState;
  entered: string[];
}> {
  const crew = c.crew.map((p, i) =>
    crewFigure({ id: `c${i}`, reactions: p.reactions, traits: p.feral ? ["feral"] : [] }),
  );
  const enemies = Array.from({ length: c.enemies }, (_, i) =>
    enemyFigure({ id: `e${i}`, weapons: [weapon("Rifle", 24)] }),
  );
  const byId = new Map<string, Figure>([...crew, ...enemies].map((f) => [f.id, f]));
  const dice = new SeededDice(c.seed);
  let s = createBattle({ crew, enemies, difficulty: "normal", hiredMuscle: false });
  s = await ok(s, { type: "declineSeize" }, dice);
  s = await ok(s, { type: "rollReactions" }, dice);
  s = await ok(s, { type: "assignMostQuick" }, dice);
  s = await ok(s, { type: "lockReactions" }, dice);
  const order: [string, ActionPhase][] = [];
  for (const [i, p] of c.crew.entries()) {
    if (s.phase !== "quick" || p.choice === "act") continue;
    const quick = s.schedule.some((x) => x.figureId === `c${i}` && x.phase === "quick" && x.status === "pending");
    if (quick)
      s = await ok(s, { type: p.choice === "hold" ? "holdForSnapFire" : "delayToSlow", figureId: `c${i}` }, dice);
  }
  let enemyActivations = 0;
  const entered: string[] = [];
  while (isActionPhase(s.phase)) {
    const phase = s.phase;
    const next = s.schedule.find((x) => x.phase === phase && x.status === "pending");
    if (!next) throw new Error(`stuck in ${phase}`);
    s = await ok(s, { type: "startActivation", figure: byId.get(next.figureId)! }, dice);
    order.push([next.figureId, phase]);
    if (phase === "enemy" && c.snapAt.includes(enemyActivations)) {
      const holder = s.schedule.find((x) => x.snapFire && x.status === "pending");
      if (holder) {
        s = await ok(s, { type: "snapFire", figureId: holder.figureId, effectOnMover: "none" }, dice);
        order.push([holder.figureId, "enemy"]);
      }
    }
    if (phase === "enemy" && c.overwatchAt.includes(enemyActivations)) {
      s = await ok(s, { type: "enterOverwatch", figure: byId.get(next.figureId)! }, dice);
      entered.push(next.figureId);
    }
    if (phase === "enemy") enemyActivations++;
    s = await ok(s, { type: "endActivation", figure: byId.get(next.figureId)! }, dice);
  }
  expect(s.phase).toBe("end");
  return { order, crewIds: crew.map((f) => f.id), enemyIds: enemies.map((f) => f.id), state: s, entered };
}

describe("The Reaction Roll: every figure always gets to act (property)", () => {
  it("every figure acts exactly once per round, in phase order, whatever the dice and the Snap Fire choices", async () => {
    await fc.assert(
      fc.asyncProperty(battleArb, async (c) => {
        const { order, crewIds, enemyIds } = await playRound(c);
        const ids = order.map(([id]) => id);
        expect([...ids].sort()).toEqual([...crewIds, ...enemyIds].sort());
        const ranks = order.map(([, phase]) => actionPhaseOrder(phase));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const [id, phase] of order) if (enemyIds.includes(id)) expect(phase).toBe("enemy");
      }),
      { numRuns: 150 },
    );
  });
});

describe("Enemy Overwatch: the status through a round (property)", () => {
  it("the enemies on Overwatch at the End Phase are those that entered it, and each ends once, for any reason", async () => {
    await fc.assert(
      fc.asyncProperty(battleArb, async (c) => {
        const { state, entered, enemyIds } = await playRound(c);
        expect([...state.overwatchIds].sort()).toEqual([...entered].sort());
        let s = state;
        for (const id of enemyIds) {
          const t = await advance(
            s,
            { type: "endOverwatch", figureId: id, reason: c.endReason },
            new SeededDice(c.seed),
          );
          expect(t.refusal === null).toBe(entered.includes(id));
          expect(t.state.overwatchIds).not.toContain(id);
          s = t.state;
        }
        expect(s.overwatchIds).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
