import { arcOfFire, isCrew, rangeBetween, usableRangedWeapons } from "../../rules";
import { localizer as i18n } from "../shared";
import { markersOf, reachFor, targetLine, type Selection } from "./canvas-view";
import { esc } from "./html";
import type { SandboxState } from "./store-state";
import { liveTable } from "./table";

const line = (key: string, data: Record<string, string> = {}): string => esc(i18n.format(key, data));

/**
 * The selected figure (reach, Arc of Fire, weapon) and its target: Line of Sight and Cover with their reasons, and the
 * Fire and Brawl buttons.
 */
export function renderSelection(holder: HTMLElement, state: SandboxState, selection: Selection): void {
  const figure = selection.selectedId ? state.figures[selection.selectedId] : undefined;
  if (!figure) {
    holder.innerHTML = `<p class="hint">${line("FPB.Sandbox.Battle.Selection.None")}</p>`;
    return;
  }
  const live = liveTable(state.table, state.figures, state.battle);
  const onTable = live.figures.some((p) => p.id === figure.id);
  const reach = onTable ? reachFor(live, figure) : null;
  const weapon = usableRangedWeapons(figure)[0];
  const marks = markersOf(figure, i18n);
  const parts = [
    `<h3 data-testid="selected-name" class="fpb-sandbox-${figure.side}">${esc(figure.name)}</h3>`,
    `<p>${line(`FPB.Sandbox.Battle.Selection.Side.${figure.side}`)}${marks.length ? ` · <strong>${esc(marks.join(", "))}</strong>` : ""}</p>`,
    reach ? `<p>${line("FPB.Sandbox.Battle.Selection.Reach", { move: String(reach.move), dash: String(reach.dash), arc: String(arcOfFire(figure)) })}</p>` : "",
    `<p>${weapon ? line("FPB.Sandbox.Battle.Selection.Weapon", { weapon: weapon.name, range: String(weapon.range), shots: String(weapon.shots) }) : line("FPB.Sandbox.Battle.Selection.NoWeapon")}</p>`,
  ];
  const sight = targetLine(state, selection, i18n);
  const target = selection.targetId ? state.figures[selection.targetId] : undefined;
  const a = live.figures.find((p) => p.id === figure.id);
  const b = live.figures.find((p) => p.id === selection.targetId);
  if (sight && target && a && b) {
    const [verdict, ...reasons] = sight.tooltip.split("\n");
    parts.push(
      `<div class="fpb-sandbox-target fpb-sandbox-line-${sight.state}" data-testid="target-info" data-sight="${sight.state}">`,
      `<h4>${line("FPB.Sandbox.Battle.Selection.Target", { target: target.name, inches: rangeBetween(a, b).toFixed(1) })}</h4>`,
      `<p class="fpb-sandbox-verdict">${esc(verdict ?? "")}</p>`,
      reasons.length ? `<ul>${reasons.map((r) => `<li>${esc(r)}</li>`).join("")}</ul>` : "",
      `</div>`,
    );
  } else if (isCrew(figure)) {
    parts.push(`<p class="hint">${line("FPB.Sandbox.Battle.Selection.PickTarget")}</p>`);
  }
  const canAttack = Boolean(target && isCrew(figure));
  parts.push(
    `<div class="fpb-round-buttons">`,
    `<button type="button" data-testid="fire-button" data-sandbox="fire" ${canAttack && weapon ? "" : "disabled"}><i class="fa-solid fa-crosshairs"></i> ${line("FPB.Sandbox.Battle.Selection.Fire")}</button>`,
    `<button type="button" data-testid="brawl-button" data-sandbox="brawl" ${canAttack ? "" : "disabled"}><i class="fa-solid fa-hand-fist"></i> ${line("FPB.Sandbox.Battle.Selection.Brawl")}</button>`,
    `</div>`,
  );
  holder.innerHTML = parts.join("");
}
