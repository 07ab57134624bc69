import {
  advance,
  decideEnemyAction,
  isEnemy,
  type BattleChange,
  type Announcement,
  type BattleInput,
  type BattleState,
  type StateChange,
  type Transition,
} from "../../rules";
import { figureAfter } from "../../rules/five-parsecs/attack/figure-after";
import { nameOf } from "../../views/five-parsecs/attack/name-of";
import type { ResolutionCard } from "../../views/five-parsecs/chat/resolution-card";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import { deservesCard, summaryCard, transitionCard, type RoundCard } from "../../views/five-parsecs/round/round-cards";
import { roundCardTitle } from "../../views/five-parsecs/round/round-title";
import { withMostQuickOffer } from "../../views/five-parsecs/round/most-quick-offer";
import { asksForControls } from "../../views/five-parsecs/round/round-cards";
import { correctionNotes } from "../../views/five-parsecs/round/correction-card";
import type { RecordingDice } from "../common/recording-dice";
import type { ChatEntry, SandboxState } from "./store-state";
import { liveTable } from "./table";
import { pushOnTable, withPushesMade, type PushMade } from "./push-on-table";

/** Why an input was refused: a lang key and its data, or the rules' own sentence. */
export interface Refused {
  readonly key: string;
  readonly data?: Readonly<Record<string, string>>;
  readonly message?: string;
}

/**
 * One input's work in progress: the state being changed, the cards it posts, and its refusal. Inputs change a draft
 * and the store commits it whole, so a refused input leaves the battle as it was.
 */
export class Draft {
  state: SandboxState;
  readonly cards: { kind: ChatEntry["kind"]; card: RoundCard | ResolutionCard }[] = [];
  /** Pushes made on the table and not yet told on a card. */
  readonly #pushes: PushMade[] = [];

  constructor(
    state: SandboxState,
    readonly dice: RecordingDice,
    readonly i18n: Localizer,
  ) {
    this.state = state;
  }

  get battle(): BattleState {
    if (!this.state.battle) throw new Error("Draft.battle: no battle is set up");
    return this.state.battle;
  }

  get live() {
    return liveTable(this.state.table, this.state.figures, this.state.battle);
  }

  names() {
    return nameOf(Object.values(this.state.figures));
  }

  /** The chat id the next posted card will have: the store numbers this input's cards after the chat's last. */
  get nextCardId(): number {
    return this.state.chat.length + this.cards.length;
  }

  post(kind: ChatEntry["kind"], card: RoundCard | ResolutionCard): void {
    const pushes = card.buttons.some((button) => button.action === "push");
    const told = pushes
      ? withPushesMade(card as ResolutionCard, this.#pushes.splice(0), this.names(), this.state.table, this.i18n)
      : card;
    this.cards.push({ kind, card: told });
  }

  /** The changes of a resolution or a round step applied to the figures ("apply" in the module's data flow). */
  applyChanges(changes: readonly StateChange[]): void {
    if (changes.length === 0) return;
    const figures = Object.fromEntries(
      Object.entries(this.state.figures).map(([id, f]) => [id, figureAfter(f, changes)]),
    );
    let table = this.state.table;
    for (const change of changes) {
      if (change.kind !== "push") continue;
      const pushed = pushOnTable(table, change);
      table = pushed.table;
      this.#pushes.push(pushed.made);
    }
    this.state = { ...this.state, figures, table };
  }

  /** A round's changes: the resolution's kind, and the profile changes Battle Events make ("Tougher than expected", "Change of plans"). */
  private applyRoundChanges(changes: readonly BattleChange[]): void {
    this.applyChanges(
      changes.filter(
        (c): c is StateChange =>
          c.kind === "condition" || c.kind === "luck" || c.kind === "weapon" || c.kind === "push",
      ),
    );
    const figures = { ...this.state.figures };
    for (const change of changes) {
      const figure = figures[change.figureId];
      if (!figure) continue;
      if (change.kind === "toughness") figures[change.figureId] = { ...figure, toughness: change.toughness };
      if (change.kind === "aiType" && isEnemy(figure)) figures[change.figureId] = { ...figure, ai: change.ai };
    }
    this.state = { ...this.state, figures };
  }

  /** The rules' answer to a round input, applied with its card; the refusal when the rules refuse it. */
  async advance(input: BattleInput, what: string): Promise<Refused | null> {
    const before = this.battle;
    const transition = await advance(before, input, this.dice);
    if (transition.refusal) return rulesRefusal(transition.refusal);
    this.commit(transition, what, before);
    this.state = { ...this.state, battle: await withMostQuickOffer(this.battle, this.dice) };
    await this.suggestForActiveEnemy(before);
    return null;
  }

  private commit(transition: Transition, what: string, before: BattleState): void {
    this.state = { ...this.state, battle: transition.state };
    const escalations = transition.announcements.filter((a) => a.kind === "escalation");
    if (escalations.length > 0)
      this.state = {
        ...this.state,
        roundLog: [...this.state.roundLog, { round: before.round, announcements: escalations }],
      };
    this.applyRoundChanges(transition.changes);
    const names = this.names();
    // Ruling 7: a correction, and its undo, always says so, with the reason (as the module's round card does).
    const corrected =
      what === "correctFigure" || what === "undoCorrection"
        ? correctionNotes(what, before, transition.state, names, this.i18n)
        : [];
    // The End Phase always gets its card, so a quiet one (nothing to roll) still shows that it happened.
    if (corrected.length > 0 || deservesCard(transition) || what === "runEndPhase") {
      const title = roundCardTitle(before.round, what, this.i18n);
      const told = transitionCard(title, transition, names, this.i18n);
      const card = withoutControlsButton(
        { ...told, notes: [...corrected, ...told.notes] },
        transition.announcements,
        this.i18n,
      );
      const quiet = card.steps.length === 0 && card.notes.length === 0;
      this.post(
        "round",
        quiet ? { ...card, notes: [this.i18n.localize("FPB.Sandbox.Battle.Chat.QuietEndPhase")] } : card,
      );
    }
    if (transition.state.over && !before.over) this.post("round", summaryCard(transition.state.over, names, this.i18n));
  }

  /** "Resolving Hits": a Goner is removed from the battle as a casualty (Foundry marks it defeated). */
  async removeGoners(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      if (!this.state.battle || this.state.battle.over) return;
      const inBattle = [...this.battle.crew, ...this.battle.enemies].some((f) => f.id === id);
      if (inBattle && this.state.figures[id]?.condition.goner)
        await this.advance({ type: "removeFigure", figureId: id, reason: "casualty" }, "removeFigure");
    }
  }

  /** The AI's explained suggestion for an enemy that has just begun its activation. */
  private async suggestForActiveEnemy(before: BattleState): Promise<void> {
    const active = this.battle.active;
    const figure = active ? this.state.figures[active.figureId] : undefined;
    if (!active || before.active?.figureId === active.figureId || !figure || !isEnemy(figure)) {
      if (!active) this.state = { ...this.state, suggestion: null, suggestionMove: null };
      return;
    }
    const memory =
      this.state.ai.round === this.battle.round
        ? this.state.ai
        : { round: this.battle.round, decisions: {}, wardPlans: {} };
    const suggestion = await decideEnemyAction(
      {
        battlefield: this.live,
        figures: this.state.figures,
        enemyId: figure.id,
        decision: memory.decisions[figure.id],
        wardPlan: figure.guardianOf ? (memory.wardPlans[figure.guardianOf] ?? null) : null,
      },
      this.dice,
    );
    const decisions = { ...memory.decisions };
    for (const id of suggestion.decision.groupIds) decisions[id] ??= suggestion.decision;
    const wardPlans = {
      ...memory.wardPlans,
      [figure.id]: { end: suggestion.end, dash: suggestion.dash, attack: suggestion.attack },
    };
    this.state = { ...this.state, suggestion, suggestionMove: null, ai: { round: memory.round, decisions, wardPlans } };
  }
}

/**
 * The card's "Add the new figures to the battle" / "Set the enemy's main AI type" button opens Foundry's battle
 * controls, which need combatants waiting off the table; the sandbox's table has none, so the button is replaced by
 * a note saying so.
 */
export function withoutControlsButton(
  card: RoundCard,
  announcements: readonly Announcement[],
  i18n: Localizer,
): RoundCard {
  const asks = asksForControls(announcements);
  if (!asks) return card;
  // Foundry's note asks the GM to place the arriving enemy and add it to the combat; here there is nothing to add.
  const foundryWords = new Map(
    announcements.flatMap((a) =>
      a.kind === "reinforcementMarker" && a.arrives
        ? [
            [
              i18n.format("FPB.Round.Note.ReinforcementArrives", { left: String(a.markersLeft) }),
              i18n.format("FPB.Sandbox.Battle.Chat.ReinforcementArrives", { left: String(a.markersLeft) }),
            ] as const,
          ]
        : [],
    ),
  );
  const notes = card.notes.map((note) => foundryWords.get(note) ?? note);
  return { ...card, notes: [...notes, i18n.localize(`FPB.Sandbox.Battle.Chat.NoControls.${asks}`)], buttons: [] };
}

export const rulesRefusal = (refusal: { readonly code: string; readonly message: string }): Refused => ({
  key: `FPB.Round.Refusal.${refusal.code}`,
  message: refusal.message,
});
