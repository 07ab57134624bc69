// Plays one seeded whole battle through `advance`: a policy that moves the battle on (Seize, Reaction Rolls, activations
// with shots resolved by `resolveHit`, Snap Fire, Overwatch, arrivals and removals, End Phases), with stray and
// malformed inputs in between. Every input is checked for the reliability properties (docs/reliability.md); the driver
// itself never throws, it reports.
import {
  advance,
  createBattle,
  resolveHit,
  SeededDice,
  type BattleInput,
  type BattleState,
  type Figure,
  type Transition,
} from "../../../../../src/rules";
import { applyChanges, crewOf, enemyOf, type FuzzSetup } from "./fuzz-figures";
import { malformedInput, strayInput } from "./fuzz-inputs";
import { rngOf, type Rng } from "../../../../fixtures/fuzz-rng";
import { illegalKinds } from "../../../../fuzz/five-parsecs/illegal-inputs";
import { KNOWN_ACCEPTED_ILLEGAL } from "../../../../fuzz/five-parsecs/known-faults";
import { checkedAdvance } from "../../../../fixtures/checked-advance";

/** Past this round the policy abandons the battle (a legal input): battles are bounded by play, not by the fuzz. */
export const MAX_ROUNDS = 10;
/** Inputs a battle may take before it counts as never ending. */
export const MAX_INPUTS = 3000;

export interface BattleReport {
  inputs: number;
  accepted: number;
  refusals: Record<string, number>;
  /** Problems found: each names the seed, the input number and what went wrong. Empty for a sound battle. */
  throws: string[];
  deadlocks: string[];
  unbounded: string[];
  nanSeen: string[];
  refusedChanged: string[];
  roundTripDiffers: string[];
  invariants: string[];
  /** Inputs the oracle (test/fuzz/five-parsecs/illegal-inputs.ts) calls illegal, by kind, and those of them accepted. */
  judgedIllegal: Record<string, number>;
  acceptedIllegal: Record<string, number>;
  /** Each accepted illegal input of a kind not yet known (known-faults.ts): the seed, the input number, its kinds. */
  illegalAccepted: string[];
  reason: string | null;
  rounds: number;
}

/** A non-finite number anywhere in a transition: NaN in an outcome is a defect (JSON would hide it as null). */
class Battle {
  state: BattleState;
  readonly figures = new Map<string, Figure>();
  readonly rng: Rng;
  readonly report: BattleReport = {
    inputs: 0,
    accepted: 0,
    refusals: {},
    throws: [],
    deadlocks: [],
    unbounded: [],
    nanSeen: [],
    refusedChanged: [],
    roundTripDiffers: [],
    invariants: [],
    judgedIllegal: {},
    acceptedIllegal: {},
    illegalAccepted: [],
    reason: null,
    rounds: 0,
  };
  private newIds = 0;

  constructor(readonly setup: FuzzSetup) {
    this.rng = rngOf(setup.seed);
    const crew = Array.from({ length: setup.crew }, (_, i) => crewOf(this.rng, `c${i}`));
    const enemies = Array.from({ length: setup.enemies }, (_, i) => enemyOf(this.rng, `e${i}`));
    for (const f of [...crew, ...enemies]) this.figures.set(f.id, f);
    this.state = createBattle({
      crew,
      enemies,
      difficulty: this.rng.pick(["normal", "hardcore", "insanity"] as const),
      hiredMuscle: this.rng.chance(0.2),
    });
  }

  private where = (input: unknown): string =>
    `seed ${this.setup.seed}, input #${this.report.inputs} (${JSON.stringify(input)?.slice(0, 160)})`;

  /** Sends one input and checks it; the transition, or null when it threw. */
  async send(input: unknown): Promise<Transition | null> {
    const r = this.report;
    r.inputs++;
    const diceSeed = `${this.setup.seed}:${r.inputs}`;
    const illegal = illegalKinds(this.state, input);
    for (const kind of illegal) r.judgedIllegal[kind] = (r.judgedIllegal[kind] ?? 0) + 1;
    const checked = await checkedAdvance(advance, this.state, input, diceSeed);
    for (const problem of checked.problems) r[problem.kind].push(`${this.where(input)}${problem.detail}`);
    const t = checked.transition;
    if (!t) return null;
    if (t.refusal) {
      r.refusals[t.refusal.code] = (r.refusals[t.refusal.code] ?? 0) + 1;
      return t;
    }
    r.accepted++;
    if (illegal.length > 0) {
      for (const kind of illegal) r.acceptedIllegal[kind] = (r.acceptedIllegal[kind] ?? 0) + 1;
      if (illegal.some((kind) => !KNOWN_ACCEPTED_ILLEGAL.has(kind)))
        r.illegalAccepted.push(`${this.where(input)}: ${illegal.join(", ")}`);
    }
    this.checkInvariants(input as BattleInput, t);
    this.state = t.state;
    applyChanges(this.figures, t.changes);
    return t;
  }

  private checkInvariants(input: BattleInput, t: Transition): void {
    const bad = (what: string): void => void this.report.invariants.push(`${this.where(input)}: ${what}`);
    if (input.type === "startActivation" && this.figures.get(input.figure.id)?.condition.goner)
      bad("a Goner activated");
    for (const f of this.figures.values()) {
      if (f.side === "crew" && (f.luck.current < 0 || f.luck.current > f.luck.max)) bad(`${f.id}'s Luck left 0..max`);
    }
    const active = t.state.active;
    if (active && !t.state.schedule.some((s) => s.figureId === active.figureId && s.status === "pending"))
      bad(`${active.figureId} acts without a pending slot`);
  }

  /** Noise between the policy's moves: stray and malformed inputs, whose refusals are expected. */
  async noise(): Promise<void> {
    const ctx = { ids: [...this.figures.keys()], figures: [...this.figures.values()] };
    if (this.rng.chance(0.15)) await this.send(strayInput(this.rng, ctx));
    if (this.rng.chance(0.1)) await this.send(malformedInput(this.rng, ctx));
  }

  /** Tries the moves in order until one is accepted; none accepted is a deadlock. */
  async progress(moves: BattleInput[]): Promise<boolean> {
    const codes: string[] = [];
    for (const move of moves) {
      const t = await this.send(move);
      if (!t) return false;
      if (!t.refusal) return true;
      codes.push(`${move.type}: ${t.refusal.code}`);
    }
    this.report.deadlocks.push(
      `seed ${this.setup.seed}, round ${this.state.round} ${this.state.phase}: ${codes.join("; ")}`,
    );
    return false;
  }

  inBattle = (side: "crew" | "enemy"): Figure[] =>
    (side === "crew" ? this.state.crew : this.state.enemies)
      .map((e) => this.figures.get(e.id))
      .filter((f): f is Figure => f !== undefined);

  /** The moves that move the battle on from here, best first. */
  moves(): BattleInput[] {
    const s = this.state;
    const rng = this.rng;
    if (s.round > MAX_ROUNDS) return [{ type: "abandonBattle" }];
    if (s.phase === "seize") {
      if (!s.seize)
        return rng.chance(0.5)
          ? [
              {
                type: "seizeTheInitiative",
                crew: this.inBattle("crew") as never,
                enemies: this.inBattle("enemy") as never,
              },
              { type: "declineSeize" },
            ]
          : [{ type: "declineSeize" }];
      const next = s.crew.find((c) => !s.seize!.acted.some((a) => a.figureId === c.id));
      return next && rng.chance(0.8)
        ? [
            { type: "seizeAction", figureId: next.id, action: rng.pick(["move", "fire"] as const) },
            { type: "endSeize" },
          ]
        : [{ type: "endSeize" }];
    }
    if (s.phase === "reaction") return this.reactionMoves();
    if (s.phase === "end") {
      const enemies = this.inBattle("enemy").map((figure) => ({
        figure: figure as never,
        distanceToEnemyEdge: rng.int(0, 24),
      }));
      return [{ type: "runEndPhase", enemies, crew: this.inBattle("crew") as never }];
    }
    return this.actionMoves();
  }

  private reactionMoves(): BattleInput[] {
    const { reaction, pendingChoices, crew, round } = this.state;
    const rng = this.rng;
    const pending = pendingChoices.find((p) => p.round === round);
    const choosable = pending ? crew.filter((c) => !pending.excluded.includes(c.id)) : [];
    if (pending && choosable.length > 0)
      return choosable.map((c) => ({ type: "chooseEventFigure", eventId: pending.eventId, figureId: c.id }));
    if (!reaction) return [{ type: "lockReactions" }];
    if (reaction.mode === "roll" && !reaction.dice) return [{ type: "rollReactions" }];
    const assigned = reaction.mode === "roll" ? reaction.assignment : reaction.choices;
    if (!assigned && reaction.reactors.length > 0) {
      if (reaction.mode === "roll" && rng.chance(0.3)) {
        const order = reaction.reactors
          .map((f, i) => ({ id: f.id, i, key: rng.int(0, 1000) }))
          .sort((a, b) => a.key - b.key);
        return [
          { type: "assignReactions", assignment: Object.fromEntries(order.map((o, j) => [o.id, j])) },
          { type: "assignMostQuick" },
        ];
      }
      if (reaction.mode !== "roll" && rng.chance(0.5)) {
        const phases = Object.fromEntries(reaction.reactors.map((f) => [f.id, rng.pick(["quick", "slow"] as const)]));
        return [{ type: "choosePhases", phases }, { type: "assignMostQuick" }];
      }
      return [{ type: "assignMostQuick" }];
    }
    // A newcomer in a choosing round needs its phase before the lock (Rules Notes fpbNotesArrival1).
    return [{ type: "lockReactions" }, { type: "assignMostQuick" }];
  }

  private actionMoves(): BattleInput[] {
    const s = this.state;
    const rng = this.rng;
    if (s.active) {
      const figure = this.figures.get(s.active.figureId)!;
      return [{ type: "endActivation", figure }];
    }
    const pending = s.schedule.filter((x) => x.phase === s.phase && x.status === "pending");
    const slot = rng.pick(pending);
    if (!slot) return [];
    if (s.phase === "quick" && rng.chance(0.15)) {
      return [{ type: rng.chance(0.5) ? "holdForSnapFire" : "delayToSlow", figureId: slot.figureId }];
    }
    return [{ type: "startActivation", figure: this.figures.get(slot.figureId)! }];
  }

  /** During an activation: actions, shots resolved with `resolveHit`, Snap Fire at a moving enemy, Overwatch. */
  async duringActivation(): Promise<void> {
    const s = this.state;
    const rng = this.rng;
    if (!s.active) return;
    const actor = this.figures.get(s.active.figureId)!;
    const holder = s.schedule.find((x) => x.snapFire && x.status === "pending");
    if (actor.side === "enemy" && holder && rng.chance(0.5)) {
      await this.send({
        type: "snapFire",
        figureId: holder.figureId,
        effectOnMover: rng.pick(["none", "stunned", "shocked"] as const),
      });
    }
    for (const action of ["move", "combatAction", "freeAction"] as const) {
      if (!this.state.active || !rng.chance(0.6)) continue;
      const t = await this.send({ type: "act", action, fired: action === "combatAction" });
      if (t && !t.refusal && action === "combatAction") await this.shoot(actor);
    }
    if (this.state.active && actor.side === "enemy" && rng.chance(0.2))
      await this.send({ type: "enterOverwatch", figure: this.figures.get(actor.id)! });
  }

  /** A hit on a random opposing figure; a Goner leaves the battle as a casualty. */
  private async shoot(actor: Figure): Promise<void> {
    const targets = this.inBattle(actor.side === "crew" ? "enemy" : "crew").filter((f) => !f.condition.goner);
    if (targets.length === 0 || !this.rng.chance(0.6)) return;
    const target = this.rng.pick(targets);
    const hit = await resolveHit(
      { attackerId: actor.id, target, damage: this.rng.int(0, 2), naturalHitRoll: this.rng.int(5, 6) },
      new SeededDice(`${this.setup.seed}:hit:${this.report.inputs}`),
    );
    applyChanges(this.figures, hit.changes);
    if (this.figures.get(target.id)?.condition.goner)
      await this.send({ type: "removeFigure", figureId: target.id, reason: "casualty" });
  }

  /** Now and then the table changes: an arrival (Back up, reinforcements), a departure, an objective, the Win condition. */
  async tableEvents(): Promise<void> {
    const rng = this.rng;
    if (rng.chance(0.03)) {
      const crew = rng.chance(0.5);
      const id = `n${this.newIds++}`;
      const figure = crew ? crewOf(rng, id) : enemyOf(rng, id);
      this.figures.set(id, figure);
      const entry =
        figure.side === "crew"
          ? { id, name: id, reactions: figure.reactions, feral: figure.traits.includes("feral") }
          : { id, name: id };
      await this.send(crew ? { type: "addFigure", crew: entry as never } : { type: "addFigure", enemy: entry });
    }
    if (rng.chance(0.01)) {
      const all = [...this.state.crew, ...this.state.enemies];
      if (all.length > 0)
        await this.send({
          type: "removeFigure",
          figureId: rng.pick(all).id,
          reason: rng.pick(["casualty", "bailed", "leftTheField"] as const),
        });
    }
    if (rng.chance(0.02)) await this.send({ type: "reachObjective" });
    if (rng.chance(0.01)) await this.send({ type: "achieveWinCondition" });
  }
}

/** One whole battle from a setup. Never throws: everything found is in the report. */
export async function playBattle(setup: FuzzSetup): Promise<BattleReport> {
  let battle: Battle;
  try {
    battle = new Battle(setup);
  } catch (error) {
    const report = new Battle({ ...setup, crew: 1, enemies: 1 }).report;
    report.throws.push(`seed ${setup.seed}: createBattle threw ${String(error)}`);
    return report;
  }
  const r = battle.report;
  while (!battle.state.over) {
    if (r.inputs > MAX_INPUTS) {
      r.unbounded.push(`seed ${setup.seed}: not over after ${r.inputs} inputs (round ${battle.state.round})`);
      break;
    }
    await battle.noise();
    await battle.tableEvents();
    if (battle.state.over) break;
    if (!(await battle.progress(battle.moves()))) break;
    await battle.duringActivation();
  }
  r.reason = battle.state.over?.reason ?? null;
  r.rounds = battle.state.round;
  return r;
}
