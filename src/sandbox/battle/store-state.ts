import type {
  AiDecision,
  Battlefield,
  BattleState,
  EnemySuggestion,
  Figure,
  Point,
  RolledDie,
  TableEdge,
  WardPlan,
} from "../../rules";
import type { ResolutionCard } from "../../views/five-parsecs/chat/resolution-card";
import type { BattleLogEntry, EnemyDecisionRecord } from "../../views/five-parsecs/round/battle-summary";
import type { RoundCard } from "../../views/five-parsecs/round/round-cards";
import type { SandboxInput } from "./sandbox-input";

/** A card in the chat log: the module's outcome-card view, and what kind of event it reports. */
export interface ChatEntry {
  readonly id: number;
  readonly kind: "round" | "attack" | "ai" | "move";
  readonly card: RoundCard | ResolutionCard;
}

/** One input of the battle log: what was asked, the dice it rolled, the cards it posted, or why it was refused. */
export interface LogEntry {
  readonly input: SandboxInput;
  readonly dice: readonly RolledDie[];
  readonly cards: readonly (RoundCard | ResolutionCard)[];
  readonly refusal: string | null;
}

/** The AI's group decisions of one round ("Group Actions": one roll per group), and the plans Guardians follow. */
export interface AiMemory {
  readonly round: number;
  readonly decisions: Readonly<Record<string, AiDecision>>;
  readonly wardPlans: Readonly<Record<string, WardPlan>>;
}

/**
 * How far an applied suggestion has walked: "Snap Fire" stops the move where a held crew figure may fire, and Apply
 * (Continue) walks on from there. The module keeps the same on its suggestion card (`walked`, `triggered`).
 */
export interface SuggestionMove {
  /** Inches of the suggested path walked so far. */
  readonly walked: number;
  /** The watchers that have had their chance during this move. */
  readonly triggered: readonly string[];
  /** The watcher whose shot is offered now, and why; null once it fired or was passed over. */
  readonly offer: { readonly watcherId: string; readonly title: string; readonly text: string } | null;
}

/**
 * "Enemy Overwatch" set off by a crew move: the enemy may fire at the mover as it was first seen (`at`), as the
 * module's watch card offers it. Another input passes the chance: it fires "immediately" or not at all.
 */
export interface OverwatchOffer {
  readonly watcherId: string;
  readonly moverId: string;
  readonly at: Point;
  readonly title: string;
  readonly text: string;
}

/**
 * The sandbox's whole battle, as plain data: what Foundry keeps in documents (tokens, actors, the combat's flags, chat
 * messages) kept here instead.
 */
export interface SandboxState {
  readonly seed: string;
  readonly enemyEdge: TableEdge;
  /** Every token on the table, Goners included (they are drawn, not measured). */
  readonly table: Battlefield;
  readonly figures: Readonly<Record<string, Figure>>;
  readonly battle: BattleState | null;
  /** The activating enemy's suggestion, waiting for Apply or Skip. */
  readonly suggestion: EnemySuggestion | null;
  /** The applied suggestion's move when a Snap Fire trigger stopped it; null before Apply. */
  readonly suggestionMove: SuggestionMove | null;
  /** Overwatch shots the last crew move set off, waiting for Fire. */
  readonly overwatchOffers: readonly OverwatchOffer[];
  readonly ai: AiMemory;
  readonly chat: readonly ChatEntry[];
  readonly log: readonly LogEntry[];
  /** What the battle summary reads beside the battle's state: the announcements only the log keeps (Escalations). */
  readonly roundLog: readonly BattleLogEntry[];
  /** Each enemy's AI decision once applied or skipped, with the chat entry that told it. */
  readonly decisions: readonly EnemyDecisionRecord[];
  /** The last refusal, in the user's words. */
  readonly notice: string | null;
}
