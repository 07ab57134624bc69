import { arcOfFire, isCrew, usableRangedWeapons } from "../../rules";
import { localizer as i18n } from "../common";
import { elevationText, markersOf, reachFor } from "./canvas-view";
import { mayStillMove } from "./still-moves";
import { targetLine, type Selection } from "./target-line";
import { esc } from "./html";
import { refusalText, whyNoAttack } from "./attack-readiness";
import type { SandboxState } from "./store-state";
import { liveTable } from "./table";

const line = (key: string, data: Record<string, string> = {}): string => esc(i18n.format(key, data));

/**
 * The selected figure (height, reach while it may still move, Arc of Fire, weapon) and its target: range, Line of
 * Sight, Cover and height with their reasons, and the Fire and Brawl buttons.
 */
export function renderSelection(holder: HTMLElement, state: SandboxState, selection: Selection): void {
  const figure = selection.selectedId ? state.figures[selection.selectedId] : undefined;
  if (!figure) {
    holder.innerHTML = `<p class="hint">${line("FPB.Sandbox.Battle.Selection.None")}</p>`;
    return;
  }
  const live = liveTable(state.table, state.figures, state.battle);
  const onTable = live.figures.some((p) => p.id === figure.id);
  const moves = mayStillMove(state.battle, figure.id);
  const reach = onTable && moves ? reachFor(live, figure) : null;
  const weapon = usableRangedWeapons(figure)[0];
  const marks = markersOf(figure, i18n);
  const a = live.figures.find((p) => p.id === figure.id);
  const b = live.figures.find((p) => p.id === selection.targetId);
  const parts = [
    `<h3 data-testid="selected-name" class="fpb-sandbox-${figure.side}">${esc(figure.name)}</h3>`,
    `<p>${line(`FPB.Sandbox.Battle.Selection.Side.${figure.side}`)}${marks.length ? ` · <strong>${esc(marks.join(", "))}</strong>` : ""}</p>`,
    a && a.elevation > 0
      ? `<p data-testid="selected-elevation" class="fpb-sandbox-elevation">${line("FPB.Sandbox.Battle.Selection.Elevation", { inches: String(Math.round(a.elevation * 10) / 10) })}</p>`
      : "",
    reach
      ? `<p data-testid="selected-reach">${line("FPB.Sandbox.Battle.Selection.Reach", { move: String(reach.move), dash: String(reach.dash), arc: String(arcOfFire(figure)) })}</p>`
      : "",
    onTable && !moves
      ? `<p data-testid="selected-reach">${line("FPB.Sandbox.Battle.Selection.NoMoreMove", { arc: String(arcOfFire(figure)) })}</p>`
      : "",
    `<p>${
      weapon
        ? line("FPB.Sandbox.Battle.Selection.Weapon", {
            weapon: weapon.name,
            range: String(weapon.range),
            shots: String(weapon.shots),
          })
        : line("FPB.Sandbox.Battle.Selection.NoWeapon")
    }</p>`,
  ];
  const sight = targetLine(state, selection, i18n);
  const target = selection.targetId ? state.figures[selection.targetId] : undefined;
  if (sight && target && b) {
    const outOfRange = sight.reach !== null && sight.reach.beyond > 0;
    parts.push(
      `<div class="fpb-sandbox-target fpb-sandbox-line-${sight.sight}${outOfRange ? " fpb-sandbox-out-of-range" : ""}"` +
        ` data-testid="target-info" data-sight="${sight.sight}" data-range="${outOfRange ? "out" : "in"}">`,
      `<h4>${line("FPB.Sandbox.Battle.Selection.Target", { target: target.name, inches: sight.distance.toFixed(1) })}${
        b.elevation > 0
          ? ` <span class="fpb-sandbox-elevation" data-testid="target-elevation">${esc(elevationText(b.elevation, i18n))}</span>`
          : ""
      }</h4>`,
      `<p class="fpb-sandbox-verdict" data-testid="target-verdict">${esc(sight.label)}</p>`,
      sight.reasons.length
        ? `<ul data-testid="target-reasons">${sight.reasons.map((r) => `<li>${esc(r)}</li>`).join("")}</ul>`
        : "",
      `</div>`,
    );
  } else if (isCrew(figure)) {
    parts.push(`<p class="hint">${line("FPB.Sandbox.Battle.Selection.PickTarget")}</p>`);
  }
  const canAttack = Boolean(target && isCrew(figure));
  // Disabled with the reason as its tooltip, rather than refused after the click (the Combat Action used, the Enemy phase).
  const notNow = (attack: "fire" | "brawl") => {
    const why = isCrew(figure) ? whyNoAttack(state.battle, figure.id, attack, i18n) : null;
    return why ? `disabled title="${esc(refusalText(why, i18n))}"` : "";
  };
  parts.push(
    `<div class="fpb-round-buttons">`,
    `<button type="button" data-testid="fire-button" data-sandbox="fire" ${notNow("fire") || (canAttack && weapon ? "" : "disabled")}>` +
      `<i class="fa-solid fa-crosshairs"></i> ${line("FPB.Sandbox.Battle.Selection.Fire")}</button>`,
    `<button type="button" data-testid="brawl-button" data-sandbox="brawl" ${notNow("brawl") || (canAttack ? "" : "disabled")}>` +
      `<i class="fa-solid fa-hand-fist"></i> ${line("FPB.Sandbox.Battle.Selection.Brawl")}</button>`,
    `</div>`,
  );
  holder.innerHTML = parts.join("");
}
