import type { Point } from "../../rules";
import type { RoundInput } from "../../views/five-parsecs/round/round-request";
import type { SetupForm } from "../../views/five-parsecs/round/setup-form";

/**
 * Everything a person can do on the battle page, as plain data: the battle log records these, and the same seed with
 * the same inputs replays the same battle.
 */
export type SandboxInput =
  /** The setup dialog's answers: the battle is created and Seize the Initiative rolled (or declined). */
  | { readonly type: "setup"; readonly form: SetupForm }
  /** A control of the tracker panel (the module's own round input). */
  | { readonly type: "round"; readonly input: RoundInput }
  /** The selected crew figure moves to a point within its reach. */
  | { readonly type: "move"; readonly figureId: string; readonly to: Point }
  | { readonly type: "fire"; readonly firerId: string; readonly targetId: string }
  | { readonly type: "brawl"; readonly attackerId: string; readonly defenderId: string }
  /** The activating enemy's AI suggestion: carried out (move, then the planned attack) or skipped. */
  | { readonly type: "applySuggestion" }
  | { readonly type: "skipSuggestion" };
