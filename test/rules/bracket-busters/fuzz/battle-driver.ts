// Plays one seeded Bracket Busters battle through `advance`: a policy that moves the battle on (Priority, Ready, turns
// with single and Group Activations, actions with their details, attack results, the End Phase's three steps, the GM
// ending the battle and the Lasting Injuries), with stray and malformed inputs in between. Every input is checked for
// the reliability properties and the Round's invariants; the driver never throws, it reports.
import { BracketBusters as BB } from "../../../../src/rules";
import { battleOf } from "./gangs";
import { malformedInput, strayInput } from "./noise";
import { rngOf, type Rng } from "../../../fixtures/fuzz-rng";
import { checkedAdvance } from "../../../fixtures/checked-advance";

/** Past this Round the GM ends the battle: battles are bounded by play, not by the fuzz. */
export const MAX_ROUNDS = 6;
/** Inputs a battle may take before it counts as never ending. */
export const MAX_INPUTS = 4000;

export interface FuzzSetup {
  readonly seed: number;
  readonly gangs: number;
}

/** Each list names the seed, the input number and what went wrong; all empty for a sound battle. */
export interface BattleReport {
  inputs: number;
  accepted: number;
  refusals: Record<string, number>;
  throws: string[];
  nanSeen: string[];
  refusedChanged: string[];
  roundTripDiffers: string[];
  deadlocks: string[];
  unended: string[];
  /** Every Ready fighter activates at most once a Round. */
  activatedTwice: string[];
  /** The Action phase ends exactly when no Ready fighter remains. */
  phaseEnd: string[];
  /** Turns go round the gangs in Priority order, passing over those without a Ready fighter. */
  turnOrder: string[];
  /** A gang with no Ready fighter is never given a turn. */
  turnWithoutReady: string[];
  rounds: number;
  groupActivations: number;
  rallies: number;
}

const readyOnField = (s: BB.BattleState): BB.BattleFighter[] =>
  s.fighters.filter((f) => f.ready && f.status !== "outOfAction");

class Battle {
  state: BB.BattleState;
  readonly rng: Rng;
  readonly report: BattleReport = {
    inputs: 0,
    accepted: 0,
    refusals: {},
    throws: [],
    nanSeen: [],
    refusedChanged: [],
    roundTripDiffers: [],
    deadlocks: [],
    unended: [],
    activatedTwice: [],
    phaseEnd: [],
    turnOrder: [],
    turnWithoutReady: [],
    rounds: 0,
    groupActivations: 0,
    rallies: 0,
  };

  constructor(readonly setup: FuzzSetup) {
    this.rng = rngOf(setup.seed);
    this.state = BB.createBattle(battleOf(this.rng, setup.gangs));
  }

  private where = (input: unknown): string =>
    `seed ${this.setup.seed}, input #${this.report.inputs} (${JSON.stringify(input)?.slice(0, 160)})`;

  async send(input: unknown): Promise<BB.Transition | null> {
    const r = this.report;
    r.inputs++;
    const checked = await checkedAdvance(BB.advance, this.state, input, `${this.setup.seed}:${r.inputs}`);
    for (const problem of checked.problems) r[problem.kind].push(`${this.where(input)}${problem.detail}`);
    const t = checked.transition;
    if (!t) return null;
    if (t.refusal) {
      r.refusals[t.refusal.code] = (r.refusals[t.refusal.code] ?? 0) + 1;
      return t;
    }
    r.accepted++;
    this.checkInvariants(input as BB.BattleInput, this.state, t.state);
    if ((input as BB.BattleInput).type === "groupActivate") r.groupActivations++;
    if ((input as BB.BattleInput).type === "rally") r.rallies++;
    this.state = t.state;
    return t;
  }

  private checkInvariants(input: BB.BattleInput, before: BB.BattleState, after: BB.BattleState): void {
    const r = this.report;
    const at = this.where(input);
    const activated = after.activatedThisRound;
    if (new Set(activated).size !== activated.length) r.activatedTwice.push(`${at}: ${activated.join(",")}`);
    if (input.type === "activate" && !BB.fighterIn(before, input.fighterId)?.ready)
      r.activatedTwice.push(`${at}: activated without being Ready`);
    if (before.phase === "action" && after.phase === "end" && readyOnField(after).length > 0)
      r.phaseEnd.push(`${at}: the Action phase ended with a Ready fighter`);
    if (after.phase === "action" && !after.turn?.activation && readyOnField(after).length === 0)
      r.phaseEnd.push(`${at}: the Action phase goes on with no Ready fighter`);
    if (after.phase === "action" && !after.turn) r.phaseEnd.push(`${at}: the Action phase has no turn`);
    const sameRound = before.round === after.round && before.phase === "action";
    const newTurn =
      after.turnsThisRound.length > (sameRound ? before.turnsThisRound.length : 0)
        ? after.turnsThisRound.at(-1)
        : undefined;
    if (newTurn !== undefined && after.phase === "action") {
      if (BB.readyFightersOf(after, newTurn).length === 0)
        r.turnWithoutReady.push(`${at}: ${newTurn} got a turn with no Ready fighter`);
      const order = BB.priorityOrder(after);
      const previous = sameRound ? before.turnsThisRound.at(-1) : undefined;
      const start = previous === undefined ? 0 : order.indexOf(previous) + 1;
      const expected = Array.from({ length: order.length }, (_, k) => order[(start + k) % order.length]!).find(
        (g) => BB.readyFightersOf(after, g).length > 0,
      );
      if (expected !== newTurn)
        r.turnOrder.push(`${at}: ${newTurn} took the turn, ${expected} was next in Priority order`);
    }
  }

  async noise(): Promise<void> {
    const ids = this.state.fighters.map((f) => f.fighter.id);
    if (this.rng.chance(0.15)) await this.send(strayInput(this.rng, ids, this.scatter(ids)));
    if (this.rng.chance(0.1)) await this.send(malformedInput(this.rng, ids));
  }

  /** Everyone far apart, on a grid 6'' apart: nobody within 3'' of anybody. */
  scatter(ids: readonly string[]): BB.Positions {
    return Object.fromEntries(
      ids.map((id, i) => [
        id,
        { x: (i % 10) * 6, y: Math.floor(i / 10) * 6, facing: this.rng.int(0, 359), radius: 0.5 },
      ]),
    );
  }

  /** Everyone on one spot: every distance is 0. */
  huddle(ids: readonly string[]): BB.Positions {
    return Object.fromEntries(ids.map((id) => [id, { x: 10, y: 10, facing: 0, radius: 0.5 }]));
  }

  get ids(): string[] {
    return this.state.fighters.map((f) => f.fighter.id);
  }

  async progress(moves: readonly BB.BattleInput[]): Promise<boolean> {
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
        return this.endMoves();
      case "action":
        return this.actionMoves();
    }
  }

  private endMoves(): BB.BattleInput[] {
    const s = this.state;
    const end = s.end!;
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
      return [{ type: "rollRecovery", assists, positions: this.huddle(this.ids) }, { type: "rollRecovery" }];
    }
    const gang = end.rallyGang!;
    const broken = BB.untestedBroken(s, gang);
    const positions = rng.chance(0.5) ? this.huddle(this.ids) : this.scatter(this.ids);
    return broken.map((fighterId) => ({
      type: "rally",
      fighterId,
      positions,
      ...(rng.chance(0.5) ? { characteristic: rng.pick(BB.NERVE_CHARACTERISTICS) } : {}),
    }));
  }

  private actionMoves(): BB.BattleInput[] {
    const s = this.state;
    const rng = this.rng;
    const turn = s.turn!;
    const activation = turn.activation;
    if (activation) {
      const f = BB.fighterIn(s, activation.fighterId)!;
      if (activation.pending?.kind === "charge") return this.chargeEnd(f);
      if (activation.pending?.kind === "disengage") {
        const enemies = this.enemiesOf(f);
        const former = enemies.find(
          (e) => activation.pending?.kind === "disengage" && activation.pending.from.includes(e.fighter.id),
        );
        const positions = {
          ...this.scatter(this.ids),
          [f.fighter.id]: { x: 100, y: 100, facing: 0, radius: 0.5 },
          ...(former ? { [former.fighter.id]: { x: 102, y: 100, facing: 0, radius: 0.5 } } : {}),
        };
        return [
          { type: "completeDisengage", outcome: "clear", positions },
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
          { type: "groupActivate", initiatorId: leader.fighter.id, nominated, positions: this.huddle(this.ids) },
          ...ready.map((f) => ({ type: "activate" as const, fighterId: f.fighter.id })),
        ];
    }
    const first = rng.pick(ready);
    return [first, ...ready].map((f) => ({ type: "activate", fighterId: f.fighter.id }));
  }

  private chargeEnd(f: BB.BattleFighter): BB.BattleInput[] {
    const enemies = this.enemiesOf(f);
    const target = enemies.length > 0 && this.rng.chance(0.7) ? this.rng.pick(enemies) : undefined;
    const positions: Record<string, BB.Placement> = {
      ...this.scatter(this.ids),
      [f.fighter.id]: { x: 100, y: 100, facing: 0, radius: 0.5 },
    };
    if (target) positions[target.fighter.id] = { x: 101, y: 100, facing: 0, radius: 0.5 };
    return [{ type: "completeCharge", contacted: target ? [target.fighter.id] : [], positions }];
  }

  /** During an activation: actions with their details, attack results on random fighters, Out of Ammo. */
  async duringActivation(): Promise<void> {
    const rng = this.rng;
    for (let i = 0; i < 4; i++) {
      const activation = this.state.turn?.activation;
      if (!activation || activation.pending) return;
      const f = BB.fighterIn(this.state, activation.fighterId)!;
      if (rng.chance(0.2)) await this.attackResult(f);
      const current = this.state.turn?.activation;
      if (!current || current.pending) return;
      const now = BB.fighterIn(this.state, current.fighterId)!;
      const allowed = BB.allowedActions(current, now.status);
      if (allowed.length === 0 || rng.chance(0.2)) return;
      await this.send(this.actionInput(now, rng.pick(allowed)));
      if (rng.chance(0.1)) await this.send({ type: "changeFacing", facing: rng.int(0, 359) });
    }
  }

  private async attackResult(f: BB.BattleFighter): Promise<void> {
    const rng = this.rng;
    const onField = this.state.fighters.filter((x) => x.status !== "outOfAction");
    const target = rng.pick(onField);
    await this.send({
      type: "setResult",
      targetId: target.fighter.id,
      result: rng.pick(BB.ATTACK_RESULTS),
      by: rng.chance(0.8) ? f.fighter.id : null,
    });
    const weapon = f.fighter.weapons.find((w) => w.ammo !== null && !f.outOfAmmo.includes(w.id));
    if (weapon && rng.chance(0.3))
      await this.send({ type: "markOutOfAmmo", fighterId: f.fighter.id, weaponId: weapon.id });
  }

  private actionInput(f: BB.BattleFighter, action: BB.ActionId): BB.BattleInput {
    const rng = this.rng;
    const enemies = this.enemiesOf(f);
    const enemy = enemies.length > 0 ? rng.pick(enemies) : undefined;
    const ranged = f.fighter.weapons.filter((w) => w.ranged && !f.outOfAmmo.includes(w.id));
    const weaponId = ranged.length > 0 ? rng.pick(ranged).id : (f.fighter.weapons[0]?.id ?? "w0");
    const allowance = BB.movementAllowance(f, action);
    const base: BB.TakeAction = { type: "takeAction", action };
    switch (action) {
      case "standUp":
        return { ...base, facing: rng.int(0, 359) };
      case "entrench":
        return rng.chance(0.5) ? { ...base, facing: rng.int(0, 359) } : base;
      case "reload":
        return { ...base, weaponId: f.outOfAmmo[0] ?? weaponId };
      case "exert":
        return { ...base, object: rng.pick(BB.EXERT_OBJECTS) };
      case "detect":
      case "accessTerminal":
        return { ...base, modifier: rng.int(-2, 2) };
      case "shoot":
        return {
          ...base,
          ...(ranged.length > 0 ? { weaponId } : {}),
          ...(enemy ? { targetId: enemy.fighter.id } : {}),
        };
      case "blindfire":
        return { ...base, weaponId };
      case "fight":
        return enemy ? { ...base, targets: [enemy.fighter.id] } : base;
      case "disengage": {
        // The enemy named in base contact, everyone else far apart: "Each fighter Engaged with this fighter" only.
        const positions = {
          ...this.scatter(this.ids),
          [f.fighter.id]: { x: 100, y: 100, facing: 0, radius: 0.5 },
          ...(enemy ? { [enemy.fighter.id]: { x: 101, y: 100, facing: 0, radius: 0.5 } } : {}),
        };
        return { ...base, enemies: enemy ? [enemy.fighter.id] : ["nobody"], positions };
      }
      case "coupDeGrace": {
        const hurt = enemies.find((e) => e.status === "seriouslyInjured") ?? enemy;
        const positions = {
          [f.fighter.id]: { x: 10, y: 10, facing: 0, radius: 0.5 },
          ...(hurt ? { [hurt.fighter.id]: { x: 11.5, y: 10, facing: 0, radius: 0.5 } } : {}),
        };
        return { ...base, targetId: hurt?.fighter.id ?? "nobody", positions };
      }
      case "fireThrough":
        return {
          ...base,
          weaponId,
          exit: { x: 10, y: 10 },
          ...(enemy ? { targetId: enemy.fighter.id } : {}),
          positions: this.huddle(this.ids),
        };
      case "carryHeavy": {
        const hurt = this.state.fighters.find((x) => x.status === "seriouslyInjured" && x !== f);
        return hurt && rng.chance(0.5) ? { ...base, carriedId: hurt.fighter.id } : base;
      }
      default:
        return allowance !== null && rng.chance(0.7) ? { ...base, distance: rng.int(0, allowance) } : base;
    }
  }
}

/** Plays a whole battle; the report lists every problem found. */
export async function playBattle(setup: FuzzSetup): Promise<BattleReport> {
  const battle = new Battle(setup);
  const r = battle.report;
  while (r.inputs < MAX_INPUTS) {
    const s = battle.state;
    if (s.phase === "over" && s.injuries !== null) break;
    await battle.noise();
    // A stray rollLastingInjuries among the noise may have finished the battle.
    if (battle.state.phase === "over" && battle.state.injuries !== null) break;
    if (!(await battle.progress(battle.moves()))) break;
    if (battle.state.phase === "action") await battle.duringActivation();
  }
  r.rounds = battle.state.round;
  if (!(battle.state.phase === "over" && battle.state.injuries !== null))
    r.unended.push(`seed ${setup.seed}: ${r.inputs} inputs, round ${battle.state.round} ${battle.state.phase}`);
  return r;
}
