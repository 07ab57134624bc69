/**
 * Foundry's tooltips in the sandbox: Foundry core shows an element's `data-tooltip` when the pointer rests on it (the
 * cards' dice and modifiers say what each was rolled for). A plain page does nothing with the attribute, so one
 * tooltip element follows the pointer the same way.
 */
export function showTooltips(root: HTMLElement): void {
  const tip = document.createElement("div");
  tip.className = "fpb-sandbox-tooltip";
  tip.setAttribute("role", "tooltip");
  tip.dataset["testid"] = "tooltip";
  tip.hidden = true;
  document.body.append(tip);
  let shownFor: HTMLElement | null = null;

  root.addEventListener("pointerover", (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-tooltip]");
    const text = target?.dataset["tooltip"];
    if (!target || !text || target === shownFor) return;
    shownFor = target;
    tip.textContent = text;
    tip.hidden = false;
    const box = target.getBoundingClientRect();
    const width = tip.offsetWidth;
    const left = Math.max(4, Math.min(window.innerWidth - width - 4, box.left + box.width / 2 - width / 2));
    // Above the element, as Foundry places it, unless that would leave the window.
    const top = box.top - tip.offsetHeight - 6 >= 0 ? box.top - tip.offsetHeight - 6 : box.bottom + 6;
    tip.style.left = `${left + window.scrollX}px`;
    tip.style.top = `${top + window.scrollY}px`;
  });
  root.addEventListener("pointerout", (event) => {
    if (!shownFor) return;
    const to = event.relatedTarget as Node | null;
    if (to && shownFor.contains(to)) return;
    shownFor = null;
    tip.hidden = true;
  });
}
