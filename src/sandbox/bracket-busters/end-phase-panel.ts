import type { BracketBusters as BB } from "../../rules";
import { afterBattleView, endPhaseView, nerveLabel, say, type Lang } from "../../views/bracket-busters";
import { button, esc } from "./html";
import type { Positions } from "./table-geometry";

function endPhaseHtml(state: BB.BattleState, positions: Positions, lang: Lang): string {
  const view = endPhaseView(state, positions, lang);
  if (!view) return "";
  const bottle = view.bottle
    .map((b) => `<li data-testid="bb-bottle-${esc(b.gangId)}">${esc(b.name)}: ${esc(b.text)}</li>`)
    .join("");
  const recovery = view.recovery
    .map((r) => {
      const assist =
        r.assistants.length > 0
          ? `<label><input type="checkbox" data-bb-assist="${esc(r.fighterId)}" data-assistant="${esc(r.assistants[0]!.id)}" checked> ${esc(say(lang, "End.assistedBy", { fighter: r.assistants[0]!.name }))}</label>`
          : `<span class="hint">${esc(say(lang, "End.noAssistant"))}</span>`;
      return `<li data-testid="bb-recovery-${esc(r.fighterId)}">${esc(r.name)} ${assist}</li>`;
    })
    .join("");
  const choices = view.choices
    .map(
      (c) =>
        `<li>${esc(c.name)}: ${c.dice.map((d) => button("keepDie", esc(say(lang, "End.keepDie", { face: d.face, result: d.result })), { fighter: c.fighterId, die: String(d.index) }, { testid: `bb-keep-${c.fighterId}-${d.index}`, cls: d.offered ? "bb-offered" : "" })).join("")}</li>`,
    )
    .join("");
  const rally = view.rally
    ? `<p>${esc(say(lang, "End.rallyTurn", { gang: view.rally.gang }))}</p><ul>${view.rally.candidates
        .map((c) => {
          const order: readonly BB.NerveCharacteristic[] =
            c.better === "cool" ? ["cool", "willpower"] : ["willpower", "cool"];
          const tests = order
            .map((n) =>
              button(
                "rally",
                esc(say(lang, "End.rallyWith", { nerve: nerveLabel(lang, n), target: c[n] })),
                { fighter: c.fighterId, nerve: n },
                { testid: `bb-rally-${c.fighterId}-${n}` },
              ),
            )
            .join("");
          return `<li data-testid="bb-rally-${esc(c.fighterId)}">${esc(c.name)} <span class="hint">${esc(say(lang, "End.rallyHelpers", { count: c.helpers }))}</span> ${tests}</li>`;
        })
        .join("")}</ul>`
    : "";
  const step = view.step;
  return `<h2>${esc(say(lang, "End.title", { step: view.stepLabel }))}</h2>
    <h3>${esc(say(lang, "EndStep.bottleTests"))}</h3><ul>${bottle}</ul>
    ${step === "bottleTests" ? button("rollBottleTests", esc(say(lang, "Button.rollBottleTests")), {}, { testid: "bb-roll-bottle" }) : ""}
    ${step === "recovery" ? `<h3>${esc(say(lang, "EndStep.recovery"))}</h3><ul>${recovery || `<li>${esc(say(lang, "End.noneInjured"))}</li>`}</ul>${choices ? `<ul>${choices}</ul>` : button("rollRecovery", esc(say(lang, "Button.rollRecovery")), {}, { testid: "bb-roll-recovery" })}` : ""}
    ${step === "rally" ? `<h3>${esc(say(lang, "EndStep.rally"))}</h3>${rally}` : ""}`;
}

function afterBattleHtml(state: BB.BattleState, changes: readonly BB.FighterChange[], lang: Lang): string {
  const view = afterBattleView(state, changes, lang);
  const xp =
    view.xp.length === 0
      ? `<p>${esc(say(lang, "After.noXp"))}</p>`
      : `<table class="bb-xp" data-testid="bb-xp"><tr><th>${esc(say(lang, "After.fighter"))}</th><th>${esc(say(lang, "After.xp"))}</th><th>${esc(say(lang, "After.why"))}</th></tr>${view.xp
          .map(
            (r) =>
              `<tr><td>${esc(r.name)} <span class="hint">${esc(r.gang)}</span></td><td>+${r.xp}</td><td>${esc(r.reasons)}</td></tr>`,
          )
          .join("")}</table>`;
  const out =
    view.outOfAction.length > 0 ? `<ul>${view.outOfAction.map((line) => `<li>${esc(line)}</li>`).join("")}</ul>` : "";
  const injuries =
    view.injuries === null
      ? button("rollLastingInjuries", esc(say(lang, "Button.rollLastingInjuries")), {}, { testid: "bb-roll-injuries" })
      : view.injuries.length === 0
        ? `<p>${esc(say(lang, "After.noInjuries"))}</p>`
        : `<ul data-testid="bb-injuries">${view.injuries
            .map(
              (r) =>
                `<li><strong>${esc(r.name)}</strong>: ${esc(r.outcome)}${r.permanent ? ` (${esc(r.permanent)})` : ""}${r.changes.length > 0 ? ` — ${esc(r.changes.join("; "))}` : ""}</li>`,
            )
            .join("")}</ul>`;
  return `<h2>${esc(say(lang, "After.title"))}</h2><h3>${esc(say(lang, "After.xpTitle"))}</h3>${xp}
    <h3>${esc(say(lang, "After.outTitle"))}</h3>${out || `<p>${esc(say(lang, "After.noneOut"))}</p>`}
    <h3>${esc(say(lang, "After.injuriesTitle"))}</h3>${injuries}`;
}

/** The End Phase panel (Bottle tests, Recovery, Rally), or after the battle its XP and injuries. */
export function renderEndPhase(
  el: HTMLElement,
  state: BB.BattleState,
  positions: Positions,
  changes: readonly BB.FighterChange[],
  lang: Lang,
): void {
  const html =
    state.phase === "end"
      ? endPhaseHtml(state, positions, lang)
      : state.phase === "over"
        ? afterBattleHtml(state, changes, lang)
        : "";
  el.hidden = html === "";
  el.innerHTML = html;
}
