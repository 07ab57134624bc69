import type { FocusSteps } from "../battle/focus-keeper";

/**
 * After each input the panels are drawn anew: the focus stays on the control used, or goes to the battle's next step
 * (the activating fighter's first action, End activation, the next Activate, the phase's roll), as on the Five
 * Parsecs page.
 */
export const NEXT_STEPS: FocusSteps = {
  next: [
    '[data-testid^="bb-action-"]:enabled',
    '[data-testid="bb-end-activation"]:enabled',
    '[data-testid="bb-group-activate"]:enabled',
    '[data-testid^="bb-activate-"]',
    '[data-testid="bb-roll-priority"]',
    '[data-testid="bb-ready-fighters"]',
    '[data-testid="bb-roll-bottle"]',
    '[data-testid="bb-roll-recovery"]',
    '[data-testid="bb-roll-injuries"]',
    '[data-testid^="bb-keep-"]',
    '[data-testid^="bb-rally-"]',
  ],
  panels: ["bb-tracker", "bb-activation", "bb-end-phase", "bb-correction"],
};
