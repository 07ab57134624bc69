/** The controls that are the battle's next step, best first, when the one a person used is gone. */
const NEXT_STEPS = [
  '[data-testid^="round-endActivation-"]',
  '[data-testid^="round-startActivation-"]',
  '[data-testid="round-runEndPhase"]',
  '[data-testid="round-lockReactions"]',
];

/** The panels drawn anew after each input. */
const PANELS = ["tracker-panel", "selection-panel", "ai-panel", "replay-bar"]
  .map((id) => `[data-testid="${id}"]`)
  .join(", ");

const usable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && !(element as HTMLButtonElement).disabled && !element.closest("[hidden]");

/**
 * The panels are drawn anew after every input, which drops the focus on the page's body: a keyboard user would
 * start again from the top, and the next Tab lands on whatever control took the used one's place. After the redraw
 * the focus goes back to the same control, or, when that control is gone or disabled (Fire after the Combat Action),
 * to the battle's next step (End activation, the next Activate), or at least to the panel it was in.
 */
export function keepFocus(root: HTMLElement, redraw: () => void): void {
  const focused =
    document.activeElement instanceof HTMLElement && root.contains(document.activeElement)
      ? document.activeElement
      : null;
  const id = focused?.dataset["testid"];
  const panelId = focused?.closest<HTMLElement>(PANELS)?.dataset["testid"];
  redraw();
  if (!focused || !panelId || (focused.isConnected && document.activeElement === focused)) return;
  const same = id ? root.querySelector(`[data-testid="${CSS.escape(id)}"]`) : null;
  if (usable(same)) return same.focus();
  for (const selector of NEXT_STEPS) {
    const next = root.querySelector(selector);
    if (usable(next)) return next.focus();
  }
  const panel = root.querySelector<HTMLElement>(`[data-testid="${CSS.escape(panelId)}"]`);
  if (!panel) return;
  panel.tabIndex = -1;
  panel.focus();
}
