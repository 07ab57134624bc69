/**
 * A ruleset's panel in core's combat tracker: the rendered HTML put above the list of combatants (in place of the
 * panel a previous render put there), or at the end when the tracker has no list. Null when the HTML holds no element.
 */
export function placeTrackerPanel(html: HTMLElement, panelClass: string, content: string): HTMLElement | null {
  html.querySelector(`.${panelClass}`)?.remove();
  const holder = document.createElement("div");
  holder.innerHTML = content;
  const panel = holder.firstElementChild;
  if (!(panel instanceof HTMLElement)) return null;
  const list = html.querySelector("ol.combat-tracker");
  if (list) list.before(panel);
  else html.append(panel);
  return panel;
}
