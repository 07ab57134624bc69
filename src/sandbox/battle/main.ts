import { loadModuleStyles, localizer as i18n } from "../common";
import { roundLabel } from "../../views/five-parsecs/round/round-title";
import { renderAiPanel } from "./ai-panel";
import { drawTable, PX_PER_INCH, tokenAt, type Selection } from "./canvas-view";
import { renderChat } from "./chat-log";
import { downloadLog } from "./export-log";
import { pageHtml } from "./page";
import { renderSelection } from "./selection-panel";
import { BattleStore } from "./store";
import type { SandboxInput } from "./sandbox-input";
import type { SandboxState } from "./store-state";
import { roundInputOf } from "../../views/five-parsecs/round/control-input";
import { renderTracker, setupInputOf } from "./tracker-binding";
import { BattleSession, mayEndBattle, mayRecordResult } from "./battle-session";
import { keepFocus } from "./focus-keeper";
import { mayMove } from "./dash-warning";
import { showTooltips } from "./tooltips";
import { AutopilotLoop, type AutopilotStatus } from "./autopilot-loop";
import { renderAutopilotBar } from "./autopilot-bar";
import { renderSummary } from "./summary-panel";
import { CorrectionPanel } from "./correction-panel";
import { keyboardCursor, tableCursorWords } from "../common/table-cursor";
import "./battle.css";

declare global {
  interface Window {
    /** For the e2e test and the curious: the battle's state, read-only. */
    fpbBattle?: {
      readonly state: () => SandboxState;
      readonly idle: () => Promise<void>;
      /** The autopilot's status, and a promise that settles when it has stopped (issue 38). */
      readonly autopilot?: () => AutopilotStatus;
      readonly autopilotIdle?: () => Promise<void>;
    };
  }
}

const DEFAULT_SEED = "five parsecs";
const seed = new URLSearchParams(location.search).get("seed") || DEFAULT_SEED;

loadModuleStyles();
const root = document.getElementById("sandbox") ?? document.body;
const store = new BattleStore(seed, i18n);
root.innerHTML = pageHtml(seed, store.state.table.width);
window.fpbBattle = { state: () => store.state, idle: () => store.idle() };

const $ = <T extends HTMLElement>(id: string): T => root.querySelector<T>(`[data-testid="${id}"]`)!;
const canvas = $<HTMLCanvasElement>("battle-canvas");
let selection: Selection = { selectedId: null, targetId: null };
let pickedDie: number | null = null;
/** The seized crew figure whose "normal Move" the next click on the ground places (Seize the Initiative: Move). */
let placing: string | null = null;
let lastActive: string | null = null;
const corrections = new CorrectionPanel(
  $("correction-panel"),
  {
    dispatch: (input) => void store.dispatch(input),
    notice: (text) => {
      $("notice").hidden = false;
      $("notice").textContent = text;
    },
  },
  i18n,
);

function phaseText(state: SandboxState): string {
  const battle = state.battle;
  if (!battle) return i18n.localize("FPB.Sandbox.Battle.Phase.Setup");
  if (battle.over) return i18n.localize("FPB.Sandbox.Battle.Phase.Over");
  return `${roundLabel(battle.round, i18n)} · ${i18n.localize(`FPB.Round.Phase.${battle.phase}`)}`;
}

function render(state: SandboxState): void {
  const active = state.battle?.active?.figureId ?? null;
  if (active && active !== lastActive) selection = { selectedId: active, targetId: null };
  lastActive = active;
  const banner = $("phase-banner");
  banner.textContent = phaseText(state);
  banner.dataset["phase"] = state.battle?.over ? "over" : (state.battle?.phase ?? "setup");
  const notice = $("notice");
  notice.hidden = !state.notice;
  notice.textContent = state.notice ?? "";
  drawTable(canvas, state, selection, i18n);
  renderTracker($("tracker-panel"), state, pickedDie);
  renderAiPanel($("ai-panel"), state);
  renderSelection($("selection-panel"), state, selection);
  corrections.render(state, selection.selectedId);
  renderChat($("chat-log"), state.chat);
  renderSummary($("battle-summary"), state);
}

const dispatch = (input: SandboxInput): void => void store.dispatch(input);
const say = (key: string): void => {
  const notice = $("notice");
  notice.hidden = false;
  notice.textContent = i18n.localize(key);
};

store.subscribe((state) => keepFocus(root, () => render(state)));
// The labels are drawn for the size the table is shown at (a phone's is half the drawn one): a new size redraws them.
let shownWidth = canvas.clientWidth;
new ResizeObserver(() => {
  if (canvas.clientWidth === shownWidth) return;
  shownWidth = canvas.clientWidth;
  drawTable(canvas, store.state, selection, i18n);
}).observe(canvas);
showTooltips(root);
render(store.state);
const session = new BattleSession(root, store, i18n, (text) => {
  $("notice").hidden = false;
  $("notice").textContent = text;
});
void session.restore(new URLSearchParams(location.search).get("seed"));

$("tracker-panel").addEventListener("submit", (event) => {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) dispatch(setupInputOf(event.target));
});

$("tracker-panel").addEventListener("click", (event) => {
  // A double-click's second click lands on whatever the redrawn tracker put under the pointer: it acts once.
  if (event.detail > 1) return;
  const target = event.target as HTMLElement;
  const die = target.closest<HTMLElement>(".fpb-dice-pool [data-die-index]");
  if (die) {
    pickedDie = Number(die.dataset["dieIndex"]);
    return render(store.state);
  }
  const row = target.closest<HTMLElement>("li.fpb-sandbox-assignable");
  if (row && pickedDie !== null && !target.closest("select")) {
    const dieIndex = pickedDie;
    pickedDie = null;
    return dispatch({
      type: "round",
      input: { type: "assignDie", figureId: row.dataset["fpbFigure"] ?? "", dieIndex },
    });
  }
  const control = target.closest<HTMLElement>("button[data-fpb-round]");
  const input = control ? roundInputOf(control) : null;
  if (!input) return;
  const attack = control?.dataset["fpbAttack"];
  const active = store.state.battle?.active?.figureId;
  if ((attack === "fire" || attack === "brawl") && active) {
    if (!selection.targetId) return say("FPB.Sandbox.Battle.Notice.pickTargetFirst");
    return dispatch(
      attack === "fire"
        ? { type: "fire", firerId: active, targetId: selection.targetId }
        : { type: "brawl", attackerId: active, defenderId: selection.targetId },
    );
  }
  if (input.type === "seizeAction" && input.action === "move") {
    placing = input.figureId;
    selection = { selectedId: input.figureId, targetId: null };
    render(store.state);
    return say("FPB.Sandbox.Battle.Notice.placeSeizeMove");
  }
  if (input.type === "seizeAction" && input.action === "fire") {
    if (!selection.targetId) return say("FPB.Sandbox.Battle.Notice.pickTargetFirst");
    return dispatch({ type: "fire", firerId: input.figureId, targetId: selection.targetId });
  }
  if (input.type === "act" && input.action === "move") return armMove(store.state);
  if (input.type === "abandonBattle")
    return void mayEndBattle().then((yes) => yes && dispatch({ type: "round", input }));
  // A stray second click may land here after the tracker redraws: each changes the End Phase, so ask first.
  if (input.type === "achieveWinCondition" || input.type === "reachObjective")
    return void mayRecordResult(input.type).then((yes) => yes && dispatch({ type: "round", input }));
  dispatch({ type: "round", input });
});

/**
 * The tracker's Move: on this page a move is a click on the ground, which records the Move with where it ends (the
 * move inputs), so the button records nothing itself; it points at the figure and says how. An enemy moves along the
 * AI's plan (Apply), which records its Move once.
 */
function armMove(state: SandboxState): void {
  const active = state.battle?.active?.figureId;
  const figure = active ? state.figures[active] : undefined;
  if (!active || !figure) return;
  selection = { selectedId: active, targetId: null };
  render(state);
  const crew = state.table.figures.find((p) => p.id === active)?.side === "crew";
  const key = crew ? "FPB.Sandbox.Battle.Notice.placeMove" : "FPB.Sandbox.Battle.Notice.enemyMovesByPlan";
  const notice = $("notice");
  notice.hidden = false;
  notice.textContent = i18n.format(key, { figure: figure.name });
}

// The Reaction Roll's dice can be dragged onto a figure's row as well as clicked (HTML drag and drop).
const DIE_TYPE = "application/x-fpb-die";
$("tracker-panel").addEventListener("dragstart", (event) => {
  const die = (event.target as HTMLElement).closest<HTMLElement>(".fpb-dice-pool [data-die-index]");
  if (!die || !event.dataTransfer) return;
  event.dataTransfer.setData(DIE_TYPE, die.dataset["dieIndex"] ?? "");
  event.dataTransfer.effectAllowed = "move";
});
const dropRow = (event: DragEvent): HTMLElement | null =>
  event.dataTransfer?.types.includes(DIE_TYPE)
    ? (event.target as HTMLElement).closest<HTMLElement>("li.fpb-sandbox-assignable")
    : null;
$("tracker-panel").addEventListener("dragover", (event) => {
  const row = dropRow(event);
  if (!row) return;
  event.preventDefault();
  row.classList.add("fpb-sandbox-drop");
});
$("tracker-panel").addEventListener("dragleave", (event) => dropRow(event)?.classList.remove("fpb-sandbox-drop"));
$("tracker-panel").addEventListener("drop", (event) => {
  const row = dropRow(event);
  if (!row) return;
  event.preventDefault();
  const dieIndex = Number(event.dataTransfer?.getData(DIE_TYPE));
  if (!Number.isInteger(dieIndex)) return;
  pickedDie = null;
  dispatch({ type: "round", input: { type: "assignDie", figureId: row.dataset["fpbFigure"] ?? "", dieIndex } });
});

$("tracker-panel").addEventListener("change", (event) => {
  const control = (event.target as HTMLElement).closest<HTMLElement>("select[data-fpb-round]");
  const input = control ? roundInputOf(control) : null;
  if (input) dispatch({ type: "round", input });
});

for (const id of ["ai-panel", "selection-panel"]) {
  $(id).addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("button[data-sandbox]");
    const action = button?.dataset["sandbox"];
    const { selectedId, targetId } = selection;
    if (action === "applySuggestion" || action === "skipSuggestion") dispatch({ type: action });
    else if (action === "overwatchFire" && button?.dataset["figure"])
      dispatch({ type: "round", input: { type: "endOverwatch", figureId: button.dataset["figure"], reason: "fired" } });
    else if (action === "snapFire" && button?.dataset["figure"])
      dispatch({
        type: "round",
        input: { type: "snapFire", figureId: button.dataset["figure"], effectOnMover: "none" },
      });
    else if (action === "fire" && selectedId && targetId) dispatch({ type: "fire", firerId: selectedId, targetId });
    else if (action === "brawl" && selectedId && targetId)
      dispatch({ type: "brawl", attackerId: selectedId, defenderId: targetId });
  });
}

keyboardCursor({
  canvas,
  pxPerInch: PX_PER_INCH,
  figures: () =>
    store.state.table.figures.map((p) => ({
      name: store.state.figures[p.id]?.name ?? p.id,
      x: p.centre.x,
      y: p.centre.y,
      radius: p.radius,
    })),
  start: () => {
    const active = store.state.battle?.active?.figureId;
    return store.state.table.figures.find((p) => p.id === active)?.centre ?? null;
  },
  words: tableCursorWords(i18n),
});

canvas.addEventListener("click", (event) => {
  store.clearNotice();
  const rect = canvas.getBoundingClientRect();
  const at = {
    x: ((event.clientX - rect.left) * (canvas.width / rect.width)) / PX_PER_INCH,
    y: ((event.clientY - rect.top) * (canvas.height / rect.height)) / PX_PER_INCH,
  };
  const state = store.state;
  const token = tokenAt(state, at);
  const selected = selection.selectedId ? state.table.figures.find((p) => p.id === selection.selectedId) : undefined;
  if (token && selected && token.side !== selected.side) selection = { ...selection, targetId: token.id };
  else if (token) selection = { selectedId: token.id, targetId: null };
  else if (
    selected &&
    selected.side === "crew" &&
    (state.battle?.active?.figureId === selected.id || placing === selected.id)
  ) {
    const to = { x: Math.round(at.x * 2) / 2, y: Math.round(at.y * 2) / 2 };
    return void mayMove(state, selected.id, to).then(async (yes) => {
      if (!yes) return;
      await store.dispatch({ type: "move", figureId: selected.id, to });
      // A refused move keeps the move to make: the next click on the ground tries again.
      if (!store.state.notice) placing = null;
    });
  } else selection = { selectedId: null, targetId: null };
  render(state);
});

$("seed-box").addEventListener("submit", (event) => {
  event.preventDefault();
  const value = new FormData(event.target as HTMLFormElement).get("seed");
  const next = typeof value === "string" && value.trim() ? value.trim() : DEFAULT_SEED;
  void session.newBattle(next);
});
$("export-log").addEventListener("click", () => downloadLog(store.state));

/** The wait between two autopilot inputs: long enough to see each enemy act. */
const AUTOPILOT_DELAY_MS = 400;
const autopilot = new AutopilotLoop(store, AUTOPILOT_DELAY_MS);
window.fpbBattle = { ...window.fpbBattle!, autopilot: () => autopilot.status, autopilotIdle: () => autopilot.idle() };
autopilot.subscribe((status) => keepFocus(root, () => renderAutopilotBar($("autopilot-bar"), status)));
$<HTMLInputElement>("autopilot-toggle").addEventListener("change", (event) => {
  void autopilot.setOn((event.target as HTMLInputElement).checked);
});
$("autopilot-bar").addEventListener("click", (event) => {
  const action = (event.target as HTMLElement).closest<HTMLElement>("button[data-autopilot]")?.dataset["autopilot"];
  if (action === "pause") autopilot.pauseNow();
  else if (action === "step") void autopilot.step();
  else if (action === "resume") void autopilot.resume();
});
