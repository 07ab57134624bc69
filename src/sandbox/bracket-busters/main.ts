import { BracketBusters as BB, type Point } from "../../rules";
import { LANG_ROOT, nerveChoices, say, trackerView } from "../../views/bracket-busters";
import { loadModuleStyles, localizer as lang } from "../common";
import { activeFighterOf, actionInput } from "./action-inputs";
import { renderActivation } from "./activation-panel";
import { arenaTable } from "./arena";
import { drawMap, fighterAt, PX_PER_INCH } from "./arena-canvas";
import { downloadLog, readImportedLog } from "./battle-log";
import { confirmFirst } from "../battle/confirm-dialog";
import { keepFocus } from "../battle/focus-keeper";
import { renderChat } from "./chat-panel";
import { correctionBoxHtml, correctionInput, correctionValues } from "./correction-panel";
import { undoableCards, undoInput } from "./correction-undo";
import type { CorrectionTarget } from "../../views/bracket-busters/correction-form";
import { renderEndPhase } from "./end-phase-panel";
import { mapOverlay } from "./map-overlay";
import { NEXT_STEPS } from "./next-steps";
import { isMovementAction, type PageInput } from "./page-input";
import { pageHtml } from "./page";
import { forgetBattle, keepBattle, keptBattle } from "./persistence";
import { sampleGangs } from "./sample-gangs";
import { BattleStore, type PageState } from "./store";
import { renderTracker } from "./tracker-panel";
import { initialUi } from "./ui-state";
import { keyboardCursor, tableCursorWords } from "../common/table-cursor";
import "./bracket-busters.css";

declare global {
  interface Window {
    /** For the e2e test and the curious: the battle's state, read-only, and a promise for when the inputs are handled. */
    bbBattle?: { readonly state: () => PageState; readonly idle: () => Promise<void> };
  }
}

const DEFAULT_SEED = "bracket busters";
const params = new URLSearchParams(location.search);
const seed = params.get("seed") || DEFAULT_SEED;
const gangCount = Number(params.get("gangs")) || 2;

loadModuleStyles();
const root = document.getElementById("sandbox") ?? document.body;
const store = new BattleStore(seed, gangCount, lang);
root.innerHTML = pageHtml(
  seed,
  store.state.gangCount,
  sampleGangs(store.state.gangCount, lang).map((g) => g.name),
  lang,
);
window.bbBattle = { state: () => store.state, idle: () => store.idle() };

const $ = <T extends HTMLElement>(id: string): T => root.querySelector<T>(`[data-testid="${id}"]`)!;
const canvas = $<HTMLCanvasElement>("bb-canvas");
const table = arenaTable();
const ui = initialUi();
/** The action whose reach the map previews while the pointer is over its button. */
let preview: BB.ActionId | null = null;
let lastActivation: string | null = null;
/** The fighter or gang whose correction box is open (ruling 7), if any. */
let correcting: CorrectionTarget | null = null;

const render = (state: PageState): void => keepFocus(root, () => draw(state), NEXT_STEPS);

function draw(state: PageState): void {
  const activating = state.battle.turn?.activation?.fighterId ?? null;
  if (activating !== lastActivation) {
    // Each fighter's choices start from its own table: no target yet, and the way it faces now.
    ui.moving = null;
    ui.targetId = null;
    if (activating) ui.selectedId = activating;
    const facing = activating ? state.positions[activating]?.facing : undefined;
    if (facing !== undefined) ui.facing = facing;
  }
  lastActivation = activating;
  if (state.battle.phase !== "action" || state.battle.turn?.group || state.battle.turn?.activation) {
    ui.nominating = null;
    ui.nominated = [];
  }
  const notice = $("notice");
  notice.hidden = !state.notice;
  notice.textContent = state.notice ?? "";
  drawMap(canvas, table, state.battle, state.positions, mapOverlay(state, ui, preview, lang));
  const gangIndex = new Map(state.battle.gangs.map((g, i) => [g.id, i]));
  renderTracker(
    $("bb-tracker"),
    trackerView(state.battle, lang),
    nerveChoices(state.battle, ui.nerve, lang),
    gangIndex,
    ui.selectedId,
    lang,
  );
  const box = $("bb-correction");
  box.innerHTML = correcting ? correctionBoxHtml(state.battle, correcting, lang) : "";
  box.hidden = !box.innerHTML;
  renderActivation($("bb-activation"), state.battle, state.positions, ui, lang);
  renderEndPhase($("bb-end-phase"), state.battle, state.positions, state.changes, lang);
  renderChat($("bb-chat"), state.chat, lang, undoableCards(state, lang));
  $<HTMLButtonElement>("end-battle").disabled = state.battle.phase === "over";
}

const dispatch = (input: PageInput): void => void store.dispatch(input);
const rules = (input: BB.BattleInput): void => dispatch({ type: "rules", input });
const tell = (key: string, data?: Record<string, string>): void => store.tellNotice(say(lang, key, data));
/** Asks before something that cannot be taken back, in the styled dialog the Five Parsecs page uses. */
const ask = (title: string, text: string, yes: string, data?: Record<string, string>): Promise<boolean> =>
  confirmFirst({ title, text, yes, ...(data ? { data } : {}), branch: `${LANG_ROOT}.Confirm` });

store.subscribe((state) => {
  keepBattle(state);
  render(state);
});
render(store.state);

// A battle kept from an earlier visit comes back, unless the address asks for another seed.
const kept = keptBattle();
if (kept && (!params.get("seed") || kept.seed === seed)) {
  $<HTMLInputElement>("seed-input").value = kept.seed;
  void store.restart(kept.seed, kept.gangCount, kept.inputs);
} else if (kept) forgetBattle();

const selectOf = (name: string): string =>
  root.querySelector<HTMLSelectElement>(`select[data-bb-choice="${name}"]`)?.value ?? "";

function onButton(el: HTMLElement): void {
  const action = el.dataset["bb"];
  const fighter = el.dataset["fighter"] ?? "";
  const state = store.state;
  switch (action) {
    case "readyFighters": {
      // The Nerve tests' characteristics as shown (chosen, or the better one): the rules roll with exactly those.
      const nerve = Object.fromEntries(nerveChoices(state.battle, ui.nerve, lang).map((c) => [c.fighterId, c.choice]));
      ui.nerve = {};
      return rules(Object.keys(nerve).length > 0 ? { type: "readyFighters", nerve } : { type: "readyFighters" });
    }
    case "rollPriority":
    case "rollBottleTests":
    case "endActivation":
    case "rollLastingInjuries":
      return rules({ type: action });
    case "correct":
      correcting = { kind: el.dataset["kind"] === "gang" ? "gang" : "fighter", id: el.dataset["target"] ?? "" };
      return render(state);
    case "undoCorrection": {
      const undo = state.chat.find((card) => String(card.id) === el.dataset["card"])?.undo;
      return undo ? dispatch(undoInput(undo, lang)) : undefined;
    }
    case "cancelCorrection":
      correcting = null;
      return render(state);
    case "applyCorrection": {
      const form = el.closest("form");
      if (!correcting || !form) return;
      const input = correctionInput(correctionValues(form), state.battle, correcting, lang);
      if ("notice" in input) return store.tellNotice(input.notice);
      correcting = null;
      return dispatch(input);
    }
    case "endBattle":
      void ask("endTitle", "endBattle", "endYes").then((yes) => yes && rules({ type: "endBattle" }));
      return;
    case "activate":
      ui.selectedId = fighter;
      return rules({ type: "activate", fighterId: fighter });
    case "nominate":
      ui.nominating = fighter;
      ui.nominated = [];
      ui.selectedId = fighter;
      return render(state);
    case "cancelNomination":
      ui.nominating = null;
      return render(state);
    case "groupActivate":
      if (!ui.nominating) return;
      return rules({ type: "groupActivate", initiatorId: ui.nominating, nominated: [...ui.nominated], positions: {} });
    case "action": {
      const id = el.dataset["action"] as BB.ActionId;
      if (isMovementAction(id)) {
        ui.moving = ui.moving === id ? null : id;
        return render(state);
      }
      const input = actionInput(state, id, ui);
      if ("notice" in input) return tell(input.notice, input.data);
      return dispatch(input);
    }
    case "stayPut":
      if (ui.moving) rules({ type: "takeAction", action: ui.moving });
      ui.moving = null;
      return;
    case "cancelMove":
      ui.moving = null;
      return render(state);
    case "disengageClear":
      return dispatch({ type: "disengageClear" });
    case "disengageStill":
      return rules({ type: "completeDisengage", outcome: "stillEngaged" });
    case "setResult": {
      const targetId = selectOf("resultTarget");
      if (!targetId) return tell("Notice.pickTarget");
      const by = selectOf("resultBy");
      return rules({ type: "setResult", targetId, result: el.dataset["result"] as BB.AttackResult, by: by || null });
    }
    case "rollRecovery": {
      const assists = [...root.querySelectorAll<HTMLInputElement>("input[data-bb-assist]:checked")].map((box) => ({
        assistantId: box.dataset["assistant"] ?? "",
        injuredId: box.dataset["bbAssist"] ?? "",
      }));
      return rules(assists.length > 0 ? { type: "rollRecovery", assists } : { type: "rollRecovery" });
    }
    case "keepDie":
      return rules({ type: "keepInjuryDie", fighterId: fighter, die: el.dataset["die"] === "1" ? 1 : 0 });
    case "rally":
      return rules({
        type: "rally",
        fighterId: fighter,
        characteristic: el.dataset["nerve"] === "willpower" ? "willpower" : "cool",
        positions: {},
      });
  }
}

root.addEventListener("click", (event) => {
  const target = event.target as HTMLElement;
  const control = target.closest<HTMLElement>("button[data-bb]");
  if (control && !(control as HTMLButtonElement).disabled) return onButton(control);
  const name = target.closest<HTMLElement>("[data-bb-select]");
  if (name) {
    ui.selectedId = name.dataset["bbSelect"] ?? null;
    render(store.state);
  }
});

root.addEventListener("change", (event) => {
  const target = event.target as HTMLInputElement | HTMLSelectElement;
  const nominee = target.dataset["bbNominee"];
  if (nominee !== undefined && target instanceof HTMLInputElement) {
    const max = ui.nominating
      ? (BB.fighterIn(store.state.battle, ui.nominating)?.fighter.groupActivation?.extraFighters ?? 0)
      : 0;
    if (target.checked && ui.nominated.length >= max) {
      target.checked = false;
      return tell("Notice.groupFull", { count: String(max) });
    }
    ui.nominated = target.checked ? [...ui.nominated, nominee] : ui.nominated.filter((id) => id !== nominee);
    return render(store.state);
  }
  const nerveOf = target.dataset["bbNerve"];
  if (nerveOf !== undefined) {
    ui.nerve = { ...ui.nerve, [nerveOf]: target.value === "willpower" ? "willpower" : "cool" };
    return render(store.state);
  }
  switch (target.dataset["bbChoice"]) {
    case "target":
    case "resultTarget":
      ui.targetId = target.value || null;
      break;
    case "weapon":
      ui.weaponId = target.value || null;
      break;
    case "facing": {
      ui.facing = Number(target.value) || 0;
      // An Active fighter "may change their facing for free during their turn"; Stand Up and Entrench read the box.
      const activation = store.state.battle.turn?.activation;
      const f = activation ? BB.fighterIn(store.state.battle, activation.fighterId) : undefined;
      if (f?.status === "active" && !activation?.pending) return dispatch({ type: "face", facing: ui.facing });
      break;
    }
    case "exert":
      ui.exertObject = target.value as BB.ExertObject;
      break;
    default:
      return;
  }
  render(store.state);
});

// Hovering over a movement action shows its reach before it is chosen.
root.addEventListener("mouseover", (event) => {
  const button = (event.target as HTMLElement).closest<HTMLElement>("button[data-action]");
  const next =
    button && isMovementAction(button.dataset["action"] ?? "") ? (button.dataset["action"] as BB.ActionId) : null;
  if (next === preview) return;
  preview = next;
  drawMap(canvas, table, store.state.battle, store.state.positions, mapOverlay(store.state, ui, preview, lang));
});

// The fighters' names are drawn for the size the map is shown at (a phone's is about 0.6): a new size redraws them.
let shownWidth = canvas.clientWidth;
new ResizeObserver(() => {
  if (canvas.clientWidth === shownWidth) return;
  shownWidth = canvas.clientWidth;
  drawMap(canvas, table, store.state.battle, store.state.positions, mapOverlay(store.state, ui, preview, lang));
}).observe(canvas);

keyboardCursor({
  canvas,
  pxPerInch: PX_PER_INCH,
  figures: () =>
    store.state.battle.fighters.flatMap((f) => {
      const p = store.state.positions[f.fighter.id];
      return p && BB.onBattlefield(f) ? [{ name: f.fighter.name, x: p.x, y: p.y, radius: p.radius }] : [];
    }),
  start: () => {
    const id = store.state.battle.turn?.activation?.fighterId ?? ui.selectedId;
    return (id && store.state.positions[id]) || null;
  },
  words: tableCursorWords(lang),
});

canvas.addEventListener("click", (event) => {
  // The last refusal answered the last click: a new click starts afresh.
  if (store.state.notice) store.tellNotice(null);
  const rect = canvas.getBoundingClientRect();
  const at: Point = {
    x: ((event.clientX - rect.left) * (canvas.width / rect.width)) / PX_PER_INCH,
    y: ((event.clientY - rect.top) * (canvas.height / rect.height)) / PX_PER_INCH,
  };
  const state = store.state;
  const battle = state.battle;
  const token = fighterAt(battle, state.positions, at);
  const active = activeFighterOf(battle);
  const enemyOfActive = token && active && BB.fighterIn(battle, token)?.fighter.gangId !== active.fighter.gangId;
  if (battle.turn?.activation?.pending?.kind === "charge") {
    if (token && !enemyOfActive) return;
    // The Charge's free Fight is at the enemy charged.
    if (token) ui.targetId = token;
    return dispatch({ type: "chargeTo", to: at, targetId: token });
  }
  if (ui.moving && isMovementAction(ui.moving) && !token) {
    const action = ui.moving;
    return void store.dispatch({ type: "move", action, to: at }).then(() => {
      // A refused move keeps its action chosen: the next click on the map tries again.
      if (!store.state.notice && ui.moving === action) {
        ui.moving = null;
        render(store.state);
      }
    });
  }
  if (token && ui.nominating && token !== ui.nominating) {
    const box = root.querySelector<HTMLInputElement>(`input[data-bb-nominee="${CSS.escape(token)}"]`);
    if (box) {
      box.checked = !box.checked;
      box.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
  }
  if (token && enemyOfActive) ui.targetId = token;
  else if (token) ui.selectedId = token;
  render(state);
});

$("seed-box").addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  const next = String(form.get("seed") ?? "").trim() || DEFAULT_SEED;
  const gangs = String(form.get("gangs") ?? "2");
  void (async () => {
    if (store.state.log.length > 0 && !(await ask("discardTitle", "newBattle", "discardYes", { seed: next }))) return;
    forgetBattle();
    location.search = `?seed=${encodeURIComponent(next)}&gangs=${encodeURIComponent(gangs)}`;
  })();
});
$("export-log").addEventListener("click", () => downloadLog(store.state));

/** An exported log, read back and played through: the battle as it stood when it was exported. */
async function importLog(file: File): Promise<void> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    parsed = undefined;
  }
  const log = readImportedLog(parsed);
  if ("problem" in log) return tell(`Import.${log.problem}`, { file: file.name });
  if (store.state.log.length > 0 && !(await ask("discardTitle", "importBattle", "discardYes", { file: file.name })))
    return;
  $<HTMLInputElement>("seed-input").value = log.seed;
  $<HTMLSelectElement>("gang-count").value = String(log.gangCount);
  history.replaceState(history.state, "", `?seed=${encodeURIComponent(log.seed)}&gangs=${log.gangCount}`);
  await store.restart(log.seed, log.gangCount, log.inputs);
}
const importFile = $<HTMLInputElement>("import-file");
$("import-log").addEventListener("click", () => importFile.click());
importFile.addEventListener("change", () => {
  const chosen = importFile.files?.[0];
  importFile.value = "";
  if (chosen) void importLog(chosen);
});

document.title = say(lang, "PageTitle");
