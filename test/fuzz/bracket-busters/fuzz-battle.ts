// One seeded Bracket Busters battle through `advance`, for `npm run fuzz`: a policy that plays it to the end, with stray
// and malformed inputs generated from the rules' own lists in between. Every input is checked: no throw, a refused
// one leaves the state as it was, no NaN or Infinity in a transition, the JSON round trip continues identically, and
// an input the oracle (illegal-inputs.ts) calls illegal is never accepted. The driver never throws; it reports.
import { BracketBusters as BB } from "../../../src/rules";
import { rngOf, type Rng } from "../../fixtures/fuzz-rng";
import { battleOf } from "../../rules/bracket-busters/fuzz/gangs";
import { malformedInput, type Scene, strayAction, strayInput } from "./generated-inputs";
import { illegalKinds } from "./illegal-inputs";
import { huddle, pair, scatter } from "./layouts";
import { policyAction } from "./policy-actions";
import { checkedAdvance } from "../../fixtures/checked-advance";

/** Past this Round the GM ends the battle: battles are bounded by play, not by the fuzz. */
export const MAX_ROUNDS = 6;
/** Inputs a battle may take before it counts as never ending. */
export const MAX_INPUTS = 4000;

export interface FuzzSetup {
  readonly seed: number;
  readonly gangs: number;
}

export type Source = "policy" | "stray" | "malformed";

export interface BattleReport {
  inputs: number;
  accepted: number;
  bySource: Record<Source, number>;
  byType: Record<string, number>;
  refusals: Record<string, number>;
  /** Accepted inputs the oracle calls illegal, by kind. */
  acceptedIllegal: Record<string, number>;
  /** Problems found: each names the seed, the input number and what went wrong. */
  examples: string[];
  throws: number;
  nanSeen: number;
  refusedChanged: number;
  roundTripDiffers: number;
  deadlocks: number;
  unended: number;
  rounds: number;
}

/** The input's type, and a takeAction's action: "takeAction:disengage". */
function kindOf(input: unknown): string {
  if (typeof input !== "object" || input === null) return "(not an object)";
  const { type, action } = input as { type?: unknown; action?: unknown };
  if (typeof type !== "string") return "(no type)";
  return type === "takeAction" && typeof action === "string" ? `${type}:${action}` : type;
}

const MAX_EXAMPLES = 6;

class Battle {
  state: BB.BattleState;
  readonly rng: Rng;
  readonly report: BattleReport = {
    inputs: 0,
    accepted: 0,
    bySource: { policy: 0, stray: 0, malformed: 0 },
    byType: {},
    refusals: {},
    acceptedIllegal: {},
    examples: [],
    throws: 0,
    nanSeen: 0,
    refusedChanged: 0,
    roundTripDiffers: 0,
    deadlocks: 0,
    unended: 0,
    rounds: 0,
  };

  constructor(readonly setup: FuzzSetup) {
    this.rng = rngOf(setup.seed);
    this.state = BB.createBattle(battleOf(this.rng, setup.gangs));
  }

  get ids(): string[] {
    return this.state.fighters.map((f) => f.fighter.id);
  }

  private problem(kind: "throws" | "nanSeen" | "refusedChanged" | "roundTripDiffers", input: unknown, what = ""): void {
    this.report[kind]++;
    this.example(`${kind}: ${this.where(input)}${what}`);
  }

  private example(text: string): void {
    if (this.report.examples.length < MAX_EXAMPLES) this.report.examples.push(text);
  }

  private where = (input: unknown): string =>
    `seed ${this.setup.seed}, input #${this.report.inputs}, round ${this.state.round} ${this.state.phase} (${JSON.stringify(input)?.slice(0, 200)})`;

  /** Sends one input and checks it; the transition, or null when it threw. */
  async send(input: unknown, source: Source, malformed: string | null = null): Promise<BB.Transition | null> {
    const r = this.report;
    r.inputs++;
    r.bySource[source]++;
    const kind = kindOf(input);
    r.byType[kind] = (r.byType[kind] ?? 0) + 1;
    const checked = await checkedAdvance(BB.advance, this.state, input, `${this.setup.seed}:${r.inputs}`);
    for (const problem of checked.problems) this.problem(problem.kind, input, problem.detail);
    const t = checked.transition;
    if (!t) return null;
    if (t.refusal) {
      r.refusals[t.refusal.code] = (r.refusals[t.refusal.code] ?? 0) + 1;
      return t;
    }
    const kinds =
      malformed !== null
        ? [`malformed (${malformed})`]
        : illegalKinds(this.state, input as Readonly<Record<string, unknown>>);
    for (const kind of kinds) {
      r.acceptedIllegal[kind] = (r.acceptedIllegal[kind] ?? 0) + 1;
      this.example(`accepted illegal ${kind}: ${this.where(input)}`);
    }
    r.accepted++;
    this.state = t.state;
    return t;
  }

  private scene(): Scene {
    return { ids: this.ids, actorId: this.state.turn?.activation?.fighterId ?? null };
  }

  async noise(): Promise<void> {
    if (this.rng.chance(0.2)) await this.send(strayInput(this.rng, this.scene()).input, "stray");
    if (this.rng.chance(0.1)) {
      const { input, malformed } = malformedInput(this.rng, this.scene());
      await this.send(input, "malformed", malformed);
    }
  }

  /** Tries the moves in order until one is accepted; none accepted is a deadlock. */
  async progress(moves: readonly BB.BattleInput[]): Promise<boolean> {
    const codes: string[] = [];
    for (const move of moves) {
      const t = await this.send(move, "policy");
      if (!t) return false;
      if (!t.refusal) return true;
      codes.push(`${move.type}: ${t.refusal.code}`);
    }
    this.report.deadlocks++;
    this.example(
      `deadlock: seed ${this.setup.seed}, round ${this.state.round} ${this.state.phase}: ${codes.join("; ")}`,
    );
    return false;
  }

  enemiesOf(f: BB.BattleFighter): BB.BattleFighter[] {
    return this.state.fighters.filter((e) => e.status !== "outOfAction" && e.fighter.gangId !== f.fighter.gangId);
  }

  /** The moves that move the battle on from here, best first. */
  moves(): BB.BattleInput[] {
    const s = this.state;
    const rng = this.rng;
    if (s.phase === "over") return [{ type: "rollLastingInjuries" }];
    if (s.round > MAX_ROUNDS) return [{ type: "endBattle" }];
    switch (s.phase) {
      case "priority":
        return [{ type: "rollPriority" }];
      case "ready": {
        const nerve = Object.fromEntries(
          s.fighters.filter(() => rng.chance(0.3)).map((f) => [f.fighter.id, rng.pick(BB.NERVE_CHARACTERISTICS)]),
        );
        return [{ type: "readyFighters", nerve }, { type: "readyFighters" }];
      }
      case "end":
        return this.endMoves(s.end!);
      case "action":
        return this.actionMoves(s.turn!);
    }
  }

  private endMoves(end: BB.EndPhaseState): BB.BattleInput[] {
    const s = this.state;
    const rng = this.rng;
    if (end.step === "bottleTests") return [{ type: "rollBottleTests" }];
    if (end.step === "recovery") {
      const choice = end.recoveryChoices[0];
      if (choice) return [{ type: "keepInjuryDie", fighterId: choice.fighterId, die: rng.pick([0, 1] as const) }];
      const assists: { assistantId: string; injuredId: string }[] = [];
      const used = new Set<string>();
      for (const hurt of s.fighters.filter((f) => f.status === "seriouslyInjured")) {
        const helper = s.fighters.find(
          (f) =>
            f.fighter.gangId === hurt.fighter.gangId &&
            (f.status === "active" || f.status === "pinned") &&
            !used.has(f.fighter.id),
        );
        if (helper && rng.chance(0.6)) {
          used.add(helper.fighter.id);
          assists.push({ assistantId: helper.fighter.id, injuredId: hurt.fighter.id });
        }
      }
      return [{ type: "rollRecovery", assists, positions: huddle(this.ids) }, { type: "rollRecovery" }];
    }
    const positions = rng.chance(0.5) ? huddle(this.ids) : scatter(this.ids, rng);
    return BB.untestedBroken(s, end.rallyGang!).map((fighterId) => ({
      type: "rally",
      fighterId,
      positions,
      ...(rng.chance(0.5) ? { characteristic: rng.pick(BB.NERVE_CHARACTERISTICS) } : {}),
    }));
  }

  private actionMoves(turn: BB.Turn): BB.BattleInput[] {
    const s = this.state;
    const rng = this.rng;
    const activation = turn.activation;
    if (activation) {
      const f = BB.fighterIn(s, activation.fighterId)!;
      const pending = activation.pending;
      if (pending?.kind === "charge") {
        const enemies = this.enemiesOf(f);
        const target = enemies.length > 0 && rng.chance(0.7) ? rng.pick(enemies).fighter.id : undefined;
        const positions = target ? pair(this.ids, f.fighter.id, target, 0, rng) : scatter(this.ids, rng);
        return [{ type: "completeCharge", contacted: target ? [target] : [], positions }];
      }
      if (pending?.kind === "disengage") {
        const former = pending.from.find((id) => BB.fighterIn(s, id)?.status !== "outOfAction");
        const clear = former ? pair(this.ids, f.fighter.id, former, 1, rng) : scatter(this.ids, rng);
        return [
          { type: "completeDisengage", outcome: "clear", positions: clear },
          { type: "completeDisengage", outcome: "stillEngaged" },
        ];
      }
      return [{ type: "endActivation" }];
    }
    if (turn.group) {
      const members = turn.group.members.filter((id) => !turn.activated.includes(id) && BB.fighterIn(s, id)?.ready);
      return members.map((fighterId) => ({ type: "activate", fighterId }));
    }
    const ready = BB.readyFightersOf(s, turn.gangId);
    const leader = ready.find((f) => f.fighter.groupActivation);
    if (leader && rng.chance(0.6)) {
      const skill = leader.fighter.groupActivation!;
      const nominated = ready
        .filter((f) => f !== leader && (skill.allowedTypes.length === 0 || skill.allowedTypes.includes(f.fighter.type)))
        .slice(0, skill.extraFighters)
        .map((f) => f.fighter.id);
      if (nominated.length > 0)
        return [
          { type: "groupActivate", initiatorId: leader.fighter.id, nominated, positions: huddle(this.ids) },
          ...ready.map((f) => ({ type: "activate" as const, fighterId: f.fighter.id })),
        ];
    }
    const first = rng.pick(ready);
    return [first, ...ready].map((f) => ({ type: "activate", fighterId: f.fighter.id }));
  }

  /** During an activation: attack results on random fighters, Out of Ammo, and the actions the fighter may take. */
  async duringActivation(): Promise<void> {
    const rng = this.rng;
    for (let i = 0; i < 4; i++) {
      let activation = this.state.turn?.activation;
      if (!activation || activation.pending) return;
      if (rng.chance(0.2)) await this.attackResult(activation.fighterId);
      activation = this.state.turn?.activation;
      if (!activation || activation.pending) return;
      const f = BB.fighterIn(this.state, activation.fighterId)!;
      const allowed = BB.allowedActions(activation, f.status);
      if (allowed.length === 0 || rng.chance(0.2)) return;
      const action = rng.pick(allowed);
      // An action the fighter may take, with details drawn at random: wrong targets, positions, weapons.
      if (rng.chance(0.25)) await this.send(strayAction(rng, this.scene(), action).input, "stray");
      if (this.state.turn?.activation !== activation) continue;
      await this.send(policyAction(rng, this.state, f, action, this.scene()), "policy");
      if (rng.chance(0.1)) await this.send({ type: "changeFacing", facing: rng.int(0, 359) }, "policy");
    }
  }

  private async attackResult(attackerId: string): Promise<void> {
    const rng = this.rng;
    const onField = this.state.fighters.filter((x) => x.status !== "outOfAction");
    if (onField.length === 0) return;
    const target = rng.pick(onField);
    await this.send(
      {
        type: "setResult",
        targetId: target.fighter.id,
        result: rng.pick(BB.ATTACK_RESULTS),
        by: rng.chance(0.8) && attackerId !== target.fighter.id ? attackerId : null,
      },
      "policy",
    );
    const f = BB.fighterIn(this.state, attackerId);
    const weapon = f?.fighter.weapons.find((w) => w.ammo !== null && !f.outOfAmmo.includes(w.id));
    if (f && weapon && rng.chance(0.3))
      await this.send({ type: "markOutOfAmmo", fighterId: attackerId, weaponId: weapon.id }, "policy");
  }
}

/** Plays a whole battle; the report counts every problem found and keeps a few examples. */
export async function playBattle(setup: FuzzSetup): Promise<BattleReport> {
  const battle = new Battle(setup);
  const r = battle.report;
  const ended = (): boolean => battle.state.phase === "over" && battle.state.injuries !== null;
  while (r.inputs < MAX_INPUTS && !ended()) {
    await battle.noise();
    // A stray input may have ended the battle (the last Lasting Injury rolled): nothing is left to move on.
    if (ended()) break;
    if (!(await battle.progress(battle.moves()))) break;
    if (battle.state.phase === "action") await battle.duringActivation();
  }
  r.rounds = battle.state.round;
  if (!ended()) {
    r.unended++;
    r.examples.push(
      `unended: seed ${setup.seed}: ${r.inputs} inputs, round ${battle.state.round} ${battle.state.phase}`,
    );
  }
  return r;
}
