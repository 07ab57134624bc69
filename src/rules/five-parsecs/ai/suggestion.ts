import type { Point } from "../../core/battlefield/geometry";
import type { AiType } from "../figures/vocabulary";
import type { Step } from "../../core/outcome/outcome";
import type { HitMode } from "../shooting/hit-roll";
import type { AiActionId } from "./ai-actions";

/** One short reason for one choice, with the rules section behind it: what the GM reads on the card. */
export interface Because {
  readonly about:
    | "decision"
    | "group"
    | "move"
    | "dash"
    | "facing"
    | "target"
    | "overwatch"
    | "skulking"
    | "fallback"
    | "stun"
    | "shock"
    | "guardian";
  readonly rule: string;
  readonly text: string;
}

/** Where the action came from: the base condition, the d6 table, the AI type's standing rule, or a Shock marker. */
export type DecisionSource = "baseCondition" | "roll" | "always" | "shocked";

/** "How to Use Movement Tables" for one enemy (or its group): which action, and why. */
export interface AiDecision {
  readonly ai: AiType;
  readonly source: DecisionSource;
  readonly action: AiActionId;
  /** The action as printed. */
  readonly text: string;
  /** The d6 rolled on the AI table (one Step), or none. */
  readonly steps: readonly Step[];
  /** "Group Actions": every enemy obeying this decision, the acting one included. */
  readonly groupIds: readonly string[];
  /** The group member whose base condition applied ("If any figure in the group would be subject to the base condition, they all follow that option"), or null. */
  readonly baseConditionMetBy: string | null;
  readonly reasons: readonly Because[];
}

/** The shot an enemy plans, with the score it needs. */
export interface PlannedShot {
  readonly kind: "shot";
  readonly targetId: string;
  readonly weaponId: string;
  readonly distance: number;
  readonly inCover: boolean;
  readonly goodShot: boolean;
  /** "normal", or "naturalSixOnly" (Overwatch). */
  readonly hitMode: HitMode;
  /** The final score needed ("Cover and Rolling to hit": 5+ in the open, 6+ in Cover); 6 for a natural 6. */
  readonly needed: number;
  readonly combatSkill: number;
  /** The natural die that hits: `needed` less Combat Skill (at least 1), or 6 for natural-six fire. */
  readonly dieNeeded: number;
}

/** A brawl the enemy plans to start at the end of its move. */
export interface PlannedBrawl {
  readonly kind: "brawl";
  readonly targetId: string;
}

export type PlannedAttack = PlannedShot | PlannedBrawl;

/** "Enemy Overwatch" at the end of the activation. */
export interface OverwatchRoll {
  readonly step: Step;
  readonly entered: boolean;
}

/** "Enemy Skulking" at the end of a Beast's activation. */
export interface SkulkingRoll {
  readonly step: Step;
  /** Where the Beast is placed on a 5-6, or null. */
  readonly placedAt: Point | null;
  readonly featureId: string | null;
}

/**
 * One enemy's activation as a suggestion: plain data the adapter draws and words, and the GM applies, rerolls or
 * dismisses (ruling 7: the module suggests and explains, the GM decides).
 */
export interface EnemySuggestion {
  readonly figureId: string;
  readonly decision: AiDecision;
  /** The action carried out: the decided one, or "remainInPlace" when it fell back. */
  readonly action: AiActionId;
  /** "Impossible or Stupid Actions": the decided action could not be carried out, so it stays and fires. */
  readonly fallback: boolean;
  /** The centre's way across the table, from where it stands to `end` (one point when it stays). */
  readonly path: readonly Point[];
  readonly end: Point;
  /** Degrees, as `FigurePlacement.facing`. */
  readonly facing: number;
  readonly dash: boolean;
  /** Inches of movement spent. */
  readonly moveCost: number;
  readonly attack: PlannedAttack | null;
  readonly overwatch: OverwatchRoll | null;
  readonly skulking: SkulkingRoll | null;
  /** Every die rolled, in order: the AI table, Target Selection, Overwatch or Skulking. */
  readonly steps: readonly Step[];
  readonly reasons: readonly Because[];
}
