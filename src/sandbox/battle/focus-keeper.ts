/** Where the focus goes when the control a person used is drawn no more. */
export interface FocusSteps {
  /** The controls that are the battle's next step, best first. */
  readonly next: readonly string[];
  /** The panels drawn anew after each input, by test id. */
  readonly panels: readonly string[];
}

/** The Five Parsecs page's next steps: End activation, the next Activate, the End Phase, the Reaction Roll. */
const FIVE_PARSECS: FocusSteps = {
  next: [
    '[data-testid^="round-endActivation-"]',
    '[data-testid^="round-startActivation-"]',
    '[data-testid="round-runEndPhase"]',
    '[data-testid="round-lockReactions"]',
  ],
  panels: ["tracker-panel", "selection-panel", "ai-panel", "replay-bar"],
};

const usable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && !(element as HTMLButtonElement).disabled && !element.closest("[hidden]");

/**
 * The panels are drawn anew after every input, which drops the focus on the page's body: a keyboard user would
 * start again from the top, and the next Tab lands on whatever control took the used one's place. After the redraw
 * the focus goes back to the same control, or, when that control is gone or disabled (Fire after the Combat Action),
 * to the battle's next step (End activation, the next Activate), or at least to the panel it was in.
 */
export function keepFocus(root: HTMLElement, redraw: () => void, steps: FocusSteps = FIVE_PARSECS): void {
  const panels = steps.panels.map((id) => `[data-testid="${id}"]`).join(", ");
  const focused =
    document.activeElement instanceof HTMLElement && root.contains(document.activeElement)
      ? document.activeElement
      : null;
  const id = focused?.dataset["testid"];
  const panelId = focused?.closest<HTMLElement>(panels)?.dataset["testid"];
  redraw();
  if (!focused || !panelId || (focused.isConnected && document.activeElement === focused)) return;
  const same = id ? root.querySelector(`[data-testid="${CSS.escape(id)}"]`) : null;
  if (usable(same)) return same.focus();
  for (const selector of steps.next) {
    const next = root.querySelector(selector);
    if (usable(next)) return next.focus();
  }
  const panel = root.querySelector<HTMLElement>(`[data-testid="${CSS.escape(panelId)}"]`);
  if (!panel) return;
  panel.tabIndex = -1;
  panel.focus();
}
