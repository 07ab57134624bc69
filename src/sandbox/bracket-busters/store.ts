import { BracketBusters as BB, type RolledDie } from "../../rules";
import {
  fighterName,
  refusalReason,
  say,
  transitionCardView,
  type CardView,
  type Lang,
} from "../../views/bracket-busters";
import { deploy, ductwayNear } from "./arena";
import type { PageInput } from "./page-input";
import { RecordingDice } from "../common/recording-dice";
import { sampleGangs } from "./sample-gangs";
import { undoOfTransition, type CardUndo } from "./correction-undo";
import { besideTarget, facingTowards, livePositions, nearestReach, reachOf, type Positions } from "./table-geometry";

export interface ChatCard extends CardView {
  readonly id: number;
  /** "roll" when the card shows dice, "info" otherwise. */
  readonly kind: "roll" | "info";
  /** A GM correction's card: the correction its Undo sends (ruling 7). */
  readonly undo?: CardUndo | null;
}

export interface LogEntry {
  readonly input: PageInput;
  readonly dice: readonly RolledDie[];
  readonly card: CardView | null;
  readonly refusal: string | null;
}

/** The Bracket Busters page's whole state: the battle, where every fighter stands, the chat and the log. */
export interface PageState {
  readonly seed: string;
  readonly gangCount: number;
  readonly battle: BB.BattleState;
  readonly positions: Positions;
  readonly chat: readonly ChatCard[];
  readonly log: readonly LogEntry[];
  readonly notice: string | null;
  /** The changes to the fighter cards worked out after the battle. */
  readonly changes: readonly BB.FighterChange[];
}

export function initialState(seed: string, gangCount: number, lang: Lang): PageState {
  const gangs = sampleGangs(gangCount, lang);
  return {
    seed,
    gangCount: gangs.length,
    battle: BB.createBattle({ gangs }),
    positions: deploy(gangs),
    chat: [],
    log: [],
    notice: null,
    changes: [],
  };
}

/** One input's outcome: the rules input to run, the placement it leaves behind, and an extra line for the card. */
interface Plan {
  readonly input: BB.BattleInput;
  readonly positions: Positions;
  readonly line: string | null;
}

type Planned = Plan | { readonly refusal: string };

/** The inputs the rules measure (`measuresPositions`) carry where everyone stands. */
function withPositions(input: BB.BattleInput, live: Positions): BB.BattleInput {
  return BB.measuresPositions(input) ? ({ ...input, positions: live } as BB.BattleInput) : input;
}

const activeFighter = (state: PageState): string | null => state.battle.turn?.activation?.fighterId ?? null;

function plan(state: PageState, page: PageInput, lang: Lang): Planned {
  const live = livePositions(state.battle, state.positions);
  if (page.type === "rules") return { input: withPositions(page.input, live), positions: state.positions, line: null };
  const id = activeFighter(state);
  const from = id ? state.positions[id] : undefined;
  if (!id || !from) return { refusal: say(lang, "Notice.noActivation") };
  const f = BB.fighterIn(state.battle, id)!;
  const placed = (to: { x: number; y: number }, facing = facingTowards(from, to, from.facing)): Positions => ({
    ...state.positions,
    [id]: { ...from, x: to.x, y: to.y, facing },
  });
  switch (page.type) {
    case "move": {
      const allowance = BB.movementAllowance(f, page.action) ?? 0;
      const point = nearestReach(reachOf(state.battle, state.positions, id, allowance), page.to);
      if (!point) return { refusal: say(lang, "Notice.outOfReach", { fighter: f.fighter.name, inches: allowance }) };
      const inches = Math.round(point.cost * 10) / 10;
      return {
        input: { type: "takeAction", action: page.action, distance: Math.min(point.cost, allowance) },
        positions: placed(point),
        line: say(lang, "Line.moved", { fighter: f.fighter.name, inches }),
      };
    }
    case "chargeTo": {
      const pending = state.battle.turn?.activation?.pending;
      if (pending?.kind !== "charge") return { refusal: say(lang, "Notice.noCharge") };
      const reach = reachOf(state.battle, state.positions, id, pending.maxInches);
      const target = page.targetId ? live[page.targetId] : undefined;
      const to = target ? besideTarget(from, target, 0.02) : page.to;
      // Other bases stop the lattice short of contact: the last half inch to a base is walked straight.
      const near = nearestReach(reach, to, target ? 1 : 0.5);
      const cost = near ? near.cost + Math.hypot(near.x - to.x, near.y - to.y) : Infinity;
      if (!near || cost > pending.maxInches + 0.05)
        return { refusal: say(lang, "Notice.outOfReach", { fighter: f.fighter.name, inches: pending.maxInches }) };
      const moved = placed(target ? to : near, target ? facingTowards(to, target, from.facing) : undefined);
      return {
        input: {
          type: "completeCharge",
          contacted: page.targetId ? [page.targetId] : [],
          positions: livePositions(state.battle, moved),
        },
        positions: moved,
        line: say(lang, "Line.moved", { fighter: f.fighter.name, inches: Math.round(cost * 10) / 10 }),
      };
    }
    case "crawlThrough": {
      const duct = ductwayNear(from);
      if (!duct) return { refusal: say(lang, "Notice.noDuctway", { fighter: f.fighter.name }) };
      return {
        input: { type: "takeAction", action: "crawlThrough", ductway: duct.near, exit: duct.exit, positions: live },
        positions: placed(duct.exit, from.facing),
        line: say(lang, "Line.crawledThrough", { fighter: f.fighter.name }),
      };
    }
    case "face":
      return {
        input: { type: "changeFacing", facing: page.facing },
        positions: placed(from, page.facing),
        line: null,
      };
    case "disengageClear": {
      const pending = state.battle.turn?.activation?.pending;
      const enemyId = pending?.kind === "disengage" ? pending.from[0] : undefined;
      const enemy = enemyId ? live[enemyId] : undefined;
      if (!enemy) return { refusal: say(lang, "Notice.noDisengage") };
      const to = besideTarget(from, enemy, 1);
      const moved = placed(to, from.facing);
      return {
        input: { type: "completeDisengage", outcome: "clear", positions: livePositions(state.battle, moved) },
        positions: moved,
        line: say(lang, "Line.disengaged", { fighter: f.fighter.name, enemy: fighterName(state.battle, enemyId!) }),
      };
    }
  }
}

/**
 * The page's state and the only way to change it: `dispatch` runs one input at a time through the rules with the seeded
 * dice and records it in the battle log, so the same seed and inputs replay the same battle.
 */
export class BattleStore {
  #state: PageState;
  #dice: RecordingDice;
  #queue: Promise<void> = Promise.resolve();
  readonly #listeners = new Set<(state: PageState) => void>();

  constructor(
    seed: string,
    gangCount: number,
    private readonly lang: Lang,
  ) {
    this.#state = initialState(seed, gangCount, lang);
    this.#dice = new RecordingDice(seed);
  }

  get state(): PageState {
    return this.#state;
  }

  subscribe(listener: (state: PageState) => void): void {
    this.#listeners.add(listener);
  }

  idle(): Promise<void> {
    return this.#queue;
  }

  dispatch(input: PageInput): Promise<void> {
    this.#queue = this.#queue.then(() => this.run(input));
    return this.#queue;
  }

  /** Starts over from a seed and plays the inputs through (a battle kept across a reload), telling listeners once. */
  restart(seed: string, gangCount: number, inputs: readonly PageInput[]): Promise<void> {
    this.#queue = this.#queue.then(async () => {
      this.#state = initialState(seed, gangCount, this.lang);
      this.#dice = new RecordingDice(seed);
      for (const input of inputs) await this.run(input, false);
      this.#state = { ...this.#state, notice: null };
      this.#tell();
    });
    return this.#queue;
  }

  /** A notice of the page's own (a click that asks for something first). */
  tellNotice(text: string | null): void {
    this.#state = { ...this.#state, notice: text };
    this.#tell();
  }

  #tell(): void {
    for (const listener of this.#listeners) listener(this.#state);
  }

  private async run(page: PageInput, tell = true): Promise<void> {
    const before = this.#state;
    const planned = plan(before, page, this.lang);
    let refusal: string | null = "refusal" in planned ? planned.refusal : null;
    let next: PageState = before;
    let card: CardView | null = null;
    let undo: CardUndo | null = null;
    if (!("refusal" in planned)) {
      const transition = await BB.advance(before.battle, planned.input, this.#dice);
      if (transition.refusal) {
        refusal = say(this.lang, "Notice.refused", {
          reason: refusalReason(this.lang, transition.refusal),
        });
      } else {
        const view = transitionCardView(planned.input, before.battle, transition, this.lang);
        card = planned.line ? { ...view, lines: [planned.line, ...view.lines] } : view;
        undo = undoOfTransition(transition);
        next = {
          ...before,
          battle: transition.state,
          positions: planned.positions,
          changes: [...before.changes, ...transition.changes],
        };
      }
    }
    const dice = this.#dice.take();
    const posted: ChatCard[] =
      card && (card.rolls.length > 0 || card.lines.length > 0)
        ? [{ ...card, id: before.chat.length, kind: card.rolls.length > 0 ? "roll" : "info", undo }]
        : [];
    this.#state = {
      ...next,
      notice: refusal,
      chat: [...next.chat, ...posted],
      log: [...next.log, { input: page, dice, card, refusal }],
    };
    if (tell) this.#tell();
  }
}
