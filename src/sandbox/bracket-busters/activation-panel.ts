import { BracketBusters as BB } from "../../rules";
import {
  activationView,
  groupNomination,
  say,
  statusLabel,
  type ActivationView,
  type Lang,
} from "../../views/bracket-busters";
import { button, esc, options } from "./html";
import type { Positions } from "./table-geometry";
import { FACINGS, type UiState } from "./ui-state";

const TYPE_LETTER: Readonly<Record<BB.ActionType, string>> = { double: "D", basic: "B", simple: "S" };

function actionButtons(view: ActivationView, ui: UiState, lang: Lang): string {
  return view.actions
    .map((a) => {
      const inches =
        a.inches !== null
          ? ` <span class="bb-inches">${esc(say(lang, "Activation.inches", { inches: a.inches }))}</span>`
          : "";
      const free = a.free ? ` <span class="bb-free">${esc(say(lang, "Activation.free"))}</span>` : "";
      const label = `<span class="bb-type bb-type-${a.type}" title="${esc(a.typeLabel)}">${TYPE_LETTER[a.type]}</span> ${esc(a.label)}${inches}${free}`;
      return button(
        "action",
        label,
        { action: a.id },
        {
          testid: `bb-action-${a.id}`,
          disabled: !a.allowed,
          title: a.why ?? a.typeLabel,
          cls: `bb-action${ui.moving === a.id ? " bb-moving" : ""}`,
        },
      );
    })
    .join("");
}

/**
 * Why each greyed action is not allowed, folded under the list: a button's tooltip needs a pointer to hover, and a
 * touch screen or a keyboard (a disabled button takes no focus) has none; a tap or Enter opens this instead.
 */
function whyGreyed(view: ActivationView, lang: Lang): string {
  const refused = view.actions.filter((a) => !a.allowed && a.why);
  if (refused.length === 0) return "";
  // One line a reason: seven Double actions refused for want of two Actions read as one fact, not seven.
  const byReason = new Map<string, ActivationView["actions"][number][]>();
  for (const a of refused) byReason.set(a.why ?? "", [...(byReason.get(a.why ?? "") ?? []), a]);
  const rows = [...byReason]
    .map(([why, actions]) => `<li>${esc(why)} <strong>${esc(actions.map((a) => a.label).join(", "))}</strong></li>`)
    .join("");
  return `<details class="bb-greyed" data-testid="bb-why"><summary>${esc(say(lang, "Activation.whyGreyed", { count: refused.length }))}</summary><ul>${rows}</ul></details>`;
}

/** The choices some actions need: the target, the weapon, the facing, what to Exert upon. */
function actionChoices(state: BB.BattleState, view: ActivationView, ui: UiState, lang: Lang): string {
  const f = BB.fighterIn(state, view.fighterId);
  const enemies = state.fighters.filter((e) => BB.onBattlefield(e) && e.fighter.gangId !== f?.fighter.gangId);
  const targetChoices = [
    { value: "", label: say(lang, "Activation.noTarget") },
    ...enemies.map((e) => ({ value: e.fighter.id, label: `${e.fighter.name} (${statusLabel(lang, e.status)})` })),
  ];
  const weaponChoices = view.weapons.map((w) => ({
    value: w.id,
    label: w.outOfAmmo ? say(lang, "Activation.weaponOutOfAmmo", { weapon: w.name }) : w.name,
  }));
  // The box shows the way the fighter faces now, even between the four compass points it offers.
  const facing = ((Math.round(ui.facing) % 360) + 360) % 360;
  const facingChoices = [
    ...(FACINGS.some((x) => x.degrees === facing)
      ? []
      : [{ value: String(facing), label: say(lang, "Activation.facingNow", { degrees: facing }) }]),
    ...FACINGS.map((x) => ({ value: String(x.degrees), label: say(lang, `Facing.${x.key}`) })),
  ];
  const exertChoices = BB.EXERT_OBJECTS.map((o) => ({ value: o, label: say(lang, `Exert.${o}`) }));
  return `<div class="bb-choices">
    <label>${esc(say(lang, "Activation.target"))} <select data-bb-choice="target" data-testid="bb-target">${options(targetChoices, ui.targetId ?? "")}</select></label>
    <label>${esc(say(lang, "Activation.weapon"))} <select data-bb-choice="weapon" data-testid="bb-weapon">${options(weaponChoices, ui.weaponId ?? view.weapons[0]?.id ?? "")}</select></label>
    <label>${esc(say(lang, "Activation.facing"))} <select data-bb-choice="facing" data-testid="bb-facing">${options(facingChoices, String(facing))}</select></label>
    <label>${esc(say(lang, "Activation.exert"))} <select data-bb-choice="exert" data-testid="bb-exert">${options(exertChoices, ui.exertObject)}</select></label>
  </div>`;
}

function pendingBox(view: ActivationView, lang: Lang): string {
  const pending = view.pending;
  if (!pending) return "";
  const controls =
    pending.kind === "disengage"
      ? button("disengageClear", esc(say(lang, "Button.disengageClear")), {}, { testid: "bb-disengage-clear" }) +
        button("disengageStill", esc(say(lang, "Button.disengageStill")), {}, { testid: "bb-disengage-still" })
      : "";
  return `<p class="bb-pending" data-testid="bb-pending">${esc(pending.text)}</p>${controls}`;
}

function movingBox(ui: UiState, view: ActivationView, lang: Lang): string {
  const choice = ui.moving ? view.actions.find((a) => a.id === ui.moving) : undefined;
  if (!choice) return "";
  return `<p class="bb-pending" data-testid="bb-moving">${esc(say(lang, "Activation.pickDestination", { action: choice.label, inches: choice.inches ?? 0 }))}</p>
    ${button("stayPut", esc(say(lang, "Button.stayPut")), {}, { testid: "bb-stay-put" })}${button("cancelMove", esc(say(lang, "Button.cancel")))}`;
}

function activationHtml(state: BB.BattleState, view: ActivationView, ui: UiState, lang: Lang): string {
  const group = view.group
    ? `<p class="bb-group" data-testid="bb-group">${esc(say(lang, "Group.members", { initiator: view.group.initiator, members: view.group.members.map((m) => `${m.name}${m.done ? " ✓" : ""}`).join(", ") }))}</p>`
    : "";
  const used =
    view.used.length > 0
      ? `<p class="bb-used">${esc(say(lang, "Activation.used", { actions: view.used.join(", ") }))}</p>`
      : "";
  return `<h2>${esc(say(lang, "Activation.title", { fighter: view.name }))}</h2>
    <p class="bb-activation-status" data-testid="bb-activation-status"><strong>${esc(view.statusLabel)}</strong> · <span data-testid="bb-actions-left">${esc(view.actionsLeftText)}</span></p>
    ${group}${used}${pendingBox(view, lang)}${movingBox(ui, view, lang)}
    <div class="bb-actions" data-testid="bb-actions">${actionButtons(view, ui, lang)}</div>
    ${whyGreyed(view, lang)}
    <p class="bb-legend">${esc(say(lang, "Activation.legendPage"))}</p>
    ${actionChoices(state, view, ui, lang)}
    ${button("endActivation", esc(say(lang, "Button.endActivation")), {}, { testid: "bb-end-activation", disabled: view.pending !== null })}`;
}

function nominationHtml(state: BB.BattleState, positions: Positions, ui: UiState, lang: Lang): string {
  const nomination = ui.nominating ? groupNomination(state, ui.nominating, positions, lang) : null;
  if (!nomination) return "";
  const boxes =
    nomination.candidates.length === 0
      ? `<p>${esc(say(lang, "Group.noCandidates"))}</p>`
      : nomination.candidates
          .map(
            (c) =>
              `<label class="bb-nominee"><input type="checkbox" data-bb-nominee="${esc(c.id)}" data-testid="bb-nominee-${esc(c.id)}"${ui.nominated.includes(c.id) ? " checked" : ""}> ${esc(c.name)}</label>`,
          )
          .join("");
  return `<h2>${esc(say(lang, "Group.title", { fighter: nomination.initiator }))}</h2>
    <p>${esc(nomination.rule)}</p><p class="bb-restriction">${esc(say(lang, "Group.restriction", { text: nomination.restriction }))}</p>
    <div class="bb-nominees">${boxes}</div>
    ${button("groupActivate", esc(say(lang, "Button.activateGroup")), {}, { testid: "bb-group-activate", disabled: ui.nominated.length === 0 })}${button("cancelNomination", esc(say(lang, "Button.cancel")))}`;
}

/** Ruling 15: the players resolve an attack with their own book and set its result on the target here. */
function resultHtml(state: BB.BattleState, ui: UiState, lang: Lang): string {
  const onField = state.fighters.filter(BB.onBattlefield);
  const target = ui.targetId && onField.some((f) => f.fighter.id === ui.targetId) ? ui.targetId : "";
  const by = state.turn?.activation?.fighterId ?? ui.selectedId ?? "";
  const choices = [
    { value: "", label: say(lang, "Activation.noTarget") },
    ...onField.map((f) => ({ value: f.fighter.id, label: f.fighter.name })),
  ];
  const byChoices = [
    { value: "", label: say(lang, "ResultBox.byNobody") },
    ...onField.map((f) => ({ value: f.fighter.id, label: f.fighter.name })),
  ];
  const buttons = BB.ATTACK_RESULTS.map((r) =>
    button("setResult", esc(say(lang, `AttackResult.${r}`)), { result: r }, { testid: `bb-result-${r}` }),
  ).join("");
  return `<div class="bb-result-box" data-testid="bb-result-box"><h3>${esc(say(lang, "ResultBox.title"))}</h3>
    <p class="hint">${esc(say(lang, "ResultBox.hint"))}</p>
    <label>${esc(say(lang, "ResultBox.target"))} <select data-bb-choice="resultTarget" data-testid="bb-result-target">${options(choices, target)}</select></label>
    <label>${esc(say(lang, "ResultBox.by"))} <select data-bb-choice="resultBy" data-testid="bb-result-by">${options(byChoices, by)}</select></label>
    <div class="bb-result-buttons">${buttons}</div></div>`;
}

/** The activation panel: the nomination of a Group Activation, or the fighter activating with its actions; the result box. */
export function renderActivation(
  el: HTMLElement,
  state: BB.BattleState,
  positions: Positions,
  ui: UiState,
  lang: Lang,
): void {
  if (state.phase !== "action") {
    el.hidden = true;
    el.innerHTML = "";
    return;
  }
  el.hidden = false;
  const view = activationView(state, lang);
  const main = view
    ? activationHtml(state, view, ui, lang)
    : ui.nominating
      ? nominationHtml(state, positions, ui, lang)
      : `<p class="hint">${esc(say(lang, "Activation.pickFighter"))}</p>`;
  // Opened to read why, it stays open while the panel is drawn anew after each input.
  const whyOpen = el.querySelector<HTMLDetailsElement>(".bb-greyed")?.open ?? false;
  el.innerHTML = `${main}${resultHtml(state, ui, lang)}`;
  const why = el.querySelector<HTMLDetailsElement>(".bb-greyed");
  if (why) why.open = whyOpen;
}
