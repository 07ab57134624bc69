import { say, type Lang, type NerveChoice, type TrackerView } from "../../views/bracket-busters";
import { GANG_COLOURS } from "./arena-canvas";
import { button, esc } from "./html";

/**
 * Each Bottled Out gang's Nerve tests under its own name (two gangs' fighters in one list read as one gang's), each
 * with the Cool or Willpower its player picks before the fighters are Readied.
 */
function nerveTests(choices: readonly NerveChoice[], view: TrackerView, lang: Lang): string {
  const row = (c: NerveChoice): string => {
    const options = c.options
      .map((o) => `<option value="${o.value}"${o.selected ? " selected" : ""}>${esc(o.label)}</option>`)
      .join("");
    return `<li><label>${esc(c.name)} <select data-bb-nerve="${esc(c.fighterId)}" data-testid="bb-nerve-${esc(c.fighterId)}" aria-label="${esc(say(lang, "Tracker.nerveWith"))}">${options}</select></label></li>`;
  };
  return view.gangs
    .map((gang) => {
      const rows = choices.filter((c) => c.gangId === gang.id);
      if (rows.length === 0) return "";
      return `<div data-testid="bb-nerve-gang-${esc(gang.id)}"><p class="bb-note">${esc(say(lang, "Tracker.nerveTests", { gang: gang.name }))}</p><ul class="bb-nerve-tests">${rows.map(row).join("")}</ul></div>`;
    })
    .join("");
}

/** The phase's own control: the one input the Round waits for outside the Action and End phases. */
function phaseControl(view: TrackerView, nerve: readonly NerveChoice[], lang: Lang): string {
  if (view.phase === "priority")
    return button("rollPriority", esc(say(lang, "Button.rollPriority")), {}, { testid: "bb-roll-priority" });
  if (view.phase === "ready")
    return (
      nerveTests(nerve, view, lang) +
      button("readyFighters", esc(say(lang, "Button.readyFighters")), {}, { testid: "bb-ready-fighters" })
    );
  return "";
}

/** The GM's Correct… control for a fighter or a gang: an icon inside its row, named for it (the panel stays one line a fighter). */
function correctButton(kind: "fighter" | "gang", id: string, name: string, lang: Lang): string {
  const label = say(lang, "Correct.buttonFor", { name });
  return button(
    "correct",
    '<i class="fa-solid fa-pen-to-square" aria-hidden="true"></i>',
    { kind, target: id },
    { testid: `bb-correct-${id}`, title: label, aria: label, cls: "bb-correct" },
  );
}

/**
 * The tracker: the Priority roll and order, whose turn it is, and each gang's fighters with their status, marks and
 * Ready marker; the fighters who may activate now have the buttons to do it; at Ready Fighters, the Nerve tests.
 */
export function renderTracker(
  el: HTMLElement,
  view: TrackerView,
  nerve: readonly NerveChoice[],
  gangIndex: ReadonlyMap<string, number>,
  selectedId: string | null,
  lang: Lang,
): void {
  // Ruling 7: the sandbox's user is the GM, who may correct any fighter or gang until the battle is over.
  const correcting = view.phase !== "over";
  const gangs = view.gangs
    .map((g) => {
      const colour = GANG_COLOURS[(gangIndex.get(g.id) ?? 0) % GANG_COLOURS.length];
      const rows = g.fighters
        .map((f) => {
          const controls = [
            f.canActivate
              ? button(
                  "activate",
                  esc(say(lang, "Button.activate")),
                  { fighter: f.id },
                  { testid: `bb-activate-${f.id}` },
                )
              : "",
            f.canLeadGroup
              ? button(
                  "nominate",
                  esc(say(lang, "Button.groupActivation")),
                  { fighter: f.id },
                  { testid: `bb-nominate-${f.id}` },
                )
              : "",
            correcting ? correctButton("fighter", f.id, f.name, lang) : "",
          ].join("");
          const marks = f.marks
            .map((m) => `<span class="bb-mark${m === say(lang, "Mark.ready") ? " bb-ready" : ""}">${esc(m)}</span>`)
            .join("");
          return `<li class="bb-fighter bb-status-${f.status}${f.activating ? " bb-activating" : ""}${f.id === selectedId ? " bb-selected" : ""}" data-fighter-row="${esc(f.id)}" data-testid="bb-fighter-${esc(f.id)}" data-status="${f.status}" data-ready="${f.ready}">
            <button type="button" class="bb-name" data-bb-select="${esc(f.id)}" data-testid="bb-select-${esc(f.id)}" aria-pressed="${f.id === selectedId}">${esc(f.name)}</button>
            <span class="bb-status">${esc(f.statusLabel)}</span>${marks}<span class="bb-controls">${controls}</span></li>`;
        })
        .join("");
      const badges = [
        g.place !== null
          ? `<span class="bb-place" title="${esc(say(lang, "Tracker.placeHint"))}">${esc(say(lang, "Tracker.place", { place: g.place }))}</span>`
          : "",
        g.roll !== null ? `<span class="bb-roll-badge">${esc(say(lang, "Tracker.roll", { roll: g.roll }))}</span>` : "",
        g.hasTurn ? `<span class="bb-turn">${esc(say(lang, "Tracker.turn"))}</span>` : "",
        g.bottledOut ? `<span class="bb-bottled">${esc(say(lang, "Tracker.bottledOut"))}</span>` : "",
        `<span class="bb-ready-count">${esc(say(lang, "Tracker.readyCount", { count: g.readyCount }))}</span>`,
        correcting ? correctButton("gang", g.id, g.name, lang) : "",
      ].join("");
      return `<section class="bb-gang${g.hasTurn ? " bb-has-turn" : ""}" data-testid="bb-gang-${esc(g.id)}" style="--gang:${colour}">
        <h3><span class="bb-swatch"></span>${esc(g.name)} ${badges}</h3><ul>${rows}</ul></section>`;
    })
    .join("");
  el.innerHTML = `<h2 data-testid="bb-round-title">${esc(view.title)}</h2>
    ${view.priorityText ? `<p class="bb-priority" data-testid="bb-priority">${esc(view.priorityText)}</p>` : ""}
    <p class="bb-prompt" data-testid="bb-prompt">${esc(view.prompt)}</p>
    <div class="bb-phase-control">${phaseControl(view, nerve, lang)}</div>
    ${gangs}`;
}
