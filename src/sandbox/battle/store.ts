import { createBattle, isCrew } from "../../rules";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import { quietInputCard } from "./quiet-input-cards";
import { whyNoAttack } from "./attack-readiness";
import { newBattleOf, type SetupForm } from "../../views/five-parsecs/round/setup-form";
import { demoFigures } from "./demo-crew";
import { RecordingDice } from "../common/recording-dice";
import { roundBattleInput } from "./round-input";
import type { SandboxInput } from "./sandbox-input";
import type { ChatEntry, SandboxState } from "./store-state";
import { demoTable } from "./table";
import { runAttackInput } from "./table-inputs";
import { overwatchFire, overwatchShotOf } from "./overwatch-inputs";
import { Draft, type Refused } from "./draft";

export { Draft, type Refused } from "./draft";

export function initialState(seed: string): SandboxState {
  return {
    seed,
    enemyEdge: "north",
    table: demoTable(),
    figures: demoFigures(),
    battle: null,
    suggestion: null,
    suggestionMove: null,
    overwatchOffers: [],
    ai: { round: 0, decisions: {}, wardPlans: {} },
    chat: [],
    log: [],
    roundLog: [],
    decisions: [],
    notice: null,
  };
}

/**
 * The battle page's state and the only way to change it: `dispatch` runs one input at a time through the rules with
 * the seeded dice, and records it in the battle log.
 */
export class BattleStore {
  #state: SandboxState;
  #dice: RecordingDice;
  #queue: Promise<void> = Promise.resolve();
  readonly #listeners = new Set<(state: SandboxState) => void>();

  constructor(
    seed: string,
    private readonly i18n: Localizer,
  ) {
    this.#state = initialState(seed);
    this.#dice = new RecordingDice(seed);
  }

  get state(): SandboxState {
    return this.#state;
  }

  subscribe(listener: (state: SandboxState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Resolves once every input dispatched so far has been handled. */
  idle(): Promise<void> {
    return this.#queue;
  }

  /** Runs inputs one after another, so two quick clicks never act on the same state twice. */
  dispatch(input: SandboxInput): Promise<void> {
    this.#queue = this.#queue.then(() => this.run(input));
    return this.#queue;
  }

  /**
   * Starts over from a seed and plays these inputs through, telling the listeners once at the end: how a battle kept
   * across a reload, an imported log, or a step back in its replay is rebuilt (the seeded dice replay it exactly).
   */
  restart(seed: string, inputs: readonly SandboxInput[]): Promise<void> {
    this.#queue = this.#queue.then(async () => {
      this.#state = initialState(seed);
      this.#dice = new RecordingDice(seed);
      for (const input of inputs) await this.run(input, false);
      this.#tell();
    });
    return this.#queue;
  }

  /** The last refusal answered the last click: the next click on the table starts afresh. */
  clearNotice(): void {
    if (this.#state.notice === null) return;
    this.#state = { ...this.#state, notice: null };
    this.#tell();
  }

  #tell(): void {
    for (const listener of this.#listeners) listener(this.#state);
  }

  private async run(input: SandboxInput, tell = true): Promise<void> {
    const draft = new Draft({ ...this.#state, notice: null }, this.#dice, this.i18n);
    let refused: Refused | null;
    try {
      refused = await handle(draft, input);
    } catch (error) {
      refused = {
        key: "FPB.Sandbox.Battle.Notice.failed",
        data: { error: error instanceof Error ? error.message : String(error) },
      };
    }
    const dice = this.#dice.take();
    const notice = refused ? this.words(refused) : null;
    const base = refused ? this.#state : draft.state;
    const firstId = base.chat.length;
    const posted = refused
      ? []
      : draft.cards.map((c, i): ChatEntry => ({ id: firstId + i, kind: c.kind, card: c.card }));
    this.#state = {
      ...base,
      notice,
      chat: [...base.chat, ...posted],
      log: [...base.log, { input, dice, cards: posted.map((c) => c.card), refusal: notice }],
    };
    if (tell) this.#tell();
  }

  private words(refused: Refused): string {
    const text = this.i18n.format(refused.key, { ...(refused.data ?? {}) });
    return text === refused.key && refused.message ? refused.message : text;
  }
}

async function handle(draft: Draft, input: SandboxInput): Promise<Refused | null> {
  if (input.type === "setup") return setUp(draft, input.form);
  if (!draft.state.battle) return { key: "FPB.Sandbox.Battle.Notice.noBattle" };
  const overwatch = overwatchShotOf(draft, input);
  if (overwatch) return overwatchFire(draft, overwatch);
  draft.state = { ...draft.state, overwatchOffers: [] };
  if (input.type === "round") {
    const attack = input.input.type === "snapFire" ? await runAttackInput(draft, input) : undefined;
    if (attack !== undefined) return attack;
    const battleInput = roundBattleInput(input.input, draft.state);
    if ("key" in battleInput) return battleInput;
    const before = draft.battle;
    const refused = await draft.advance(battleInput, input.input.type);
    const card = refused ? null : quietInputCard(input.input, before, draft.battle, draft.i18n);
    if (card) draft.post("round", card);
    return refused;
  }
  const attacker = input.type === "fire" ? input.firerId : input.type === "brawl" ? input.attackerId : null;
  const crewAttacker = attacker ? draft.state.figures[attacker] : undefined;
  if (attacker && crewAttacker && isCrew(crewAttacker)) {
    const why = whyNoAttack(draft.state.battle, attacker, input.type === "fire" ? "fire" : "brawl", draft.i18n);
    if (why) return why;
  }
  return runAttackInput(draft, input);
}

async function setUp(draft: Draft, form: SetupForm): Promise<Refused | null> {
  if (draft.state.battle) return { key: "FPB.Sandbox.Battle.Notice.alreadySetUp" };
  const battle = newBattleOf(Object.values(draft.state.figures), form);
  if (!battle) return { key: "FPB.Round.Warn.NeedBothSides" };
  draft.state = { ...draft.state, battle: createBattle(battle), enemyEdge: form.enemyEdge };
  const first = form.attemptSeize ? "seizeTheInitiative" : "declineSeize";
  const input = roundBattleInput({ type: first }, draft.state);
  return "key" in input ? input : draft.advance(input, first);
}
