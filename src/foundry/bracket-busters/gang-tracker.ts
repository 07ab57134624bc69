import { placeTrackerPanel } from "../table/tracker-panel-slot";
import { BracketBusters as BB } from "../../rules";
import { gangPanelView, NO_PANEL_UI, type PanelUi } from "../../views/bracket-busters/gang-panel-view";
import { stampOf, type GangInput } from "../../views/bracket-busters/gang-request";
import { GANG_TEMPLATES } from "../../views/common/template-paths";
import { viewedCombat } from "../table/documents/combat";
import { foundryLocalizer } from "../table/i18n/localizer";
import { warn } from "../table/i18n/notify";
import { gangBattleOf, isGangCombat } from "./gang-battle-store";
import { arenaMarkersOf, fighterPositions } from "./gang-positions";
import { actionInput, needsMore } from "../../views/bracket-busters/action-input";
import { drawGangReach } from "./gang-reach-overlay";
import { requestGang } from "./gang-requests";
import { openGangCorrection } from "./gang-correction";
import { markLevels } from "../table/level-row-mark";
import { rotationOfFacing } from "../table/battlefield/scene-to-battlefield";

const PANEL = "fpb-gang-panel";
/** How long a pressed control stays off when no new state re-renders the panel (the request was refused). */
const REFUSAL_MS = 1500;
const { DialogV2 } = foundry.applications.api;

/** This client's choices the battle does not hold yet, per combat: a Group Activation being nominated, a declared move. */
const uiByCombat = new Map<string, PanelUi>();
const uiOf = (combat: Combat.Implementation): PanelUi => uiByCombat.get(combat.id ?? "") ?? NO_PANEL_UI;
function setUi(combat: Combat.Implementation, ui: PanelUi): void {
  uiByCombat.set(combat.id ?? "", ui);
  ui.nominating || ui.moving ? drawGangReach(combat, ui) : drawGangReach(combat, NO_PANEL_UI);
}

const viewerOf = (combat: Combat.Implementation) => ({
  isGM: game.user?.isGM ?? false,
  ownsGang: (gangId: string) => combat.groups.get(gangId)?.isOwner ?? false,
});

/** The choices of the activation box: target, weapon, facing, what to Exert upon. */
function choices(panel: HTMLElement): { target: string; weapon: string; facing: number; exert: BB.ExertObject } {
  const value = (name: string) =>
    panel.querySelector<HTMLSelectElement>(`select[data-fpb-gang-choice="${name}"]`)?.value ?? "";
  return {
    target: value("target"),
    weapon: value("weapon"),
    facing: Number(value("facing")) || 0,
    exert: (value("exert") || "other") as BB.ExertObject,
  };
}

/**
 * An action button's input (views/bracket-busters/action-input.ts) from the panel's choices and the scene; null when
 * the user was told what is missing.
 */
function actionInputOf(
  combat: Combat.Implementation,
  state: BB.BattleState,
  id: BB.ActionId,
  panel: HTMLElement,
): BB.BattleInput | null {
  const { target, weapon, facing, exert } = choices(panel);
  const input = actionInput(
    state,
    id,
    { targetId: target || null, weaponId: weapon || null, facing, exertObject: exert },
    { positions: fighterPositions(combat, state), markers: arenaMarkersOf(combat) },
  );
  if (!needsMore(input)) return input;
  warn(`FPB.BracketBusters.${input.notice}`, { ...input.data });
  return null;
}

/**
 * The Facing box changed: an Active fighter "may change their facing for free during their turn", so its token turns
 * and the round is told (it ends an Aim). For anyone else the box is only Stand Up's or Entrench's facing.
 */
async function changeFacing(
  combat: Combat.Implementation,
  state: BB.BattleState,
  facing: number,
  ask: (input: GangInput) => true,
): Promise<boolean> {
  const activation = state.turn?.activation;
  const f = activation ? BB.fighterIn(state, activation.fighterId) : undefined;
  if (!activation || f?.status !== "active" || activation.pending) return false;
  const token = combat.combatants.find((c) => c.actor?.uuid === activation.fighterId)?.token;
  if (!token?.isOwner) return false;
  await token.update({ rotation: rotationOfFacing(facing) });
  return ask({ type: "changeFacing", facing });
}

/**
 * What a control does: asks the round for an input (true), or changes only this client's panel or tells the user what
 * is missing (false).
 */
async function onControl(combat: Combat.Implementation, control: HTMLElement, panel: HTMLElement): Promise<boolean> {
  const flags = gangBattleOf(combat);
  if (!flags) return false;
  const state = flags.battle;
  const kind = control.dataset["fpbGang"];
  const fighterId = control.dataset["fighter"] ?? "";
  const ui = uiOf(combat);
  const ask = (input: GangInput): true => {
    requestGang(combat, input);
    return true;
  };
  switch (kind) {
    case "rollPriorityDie":
      return ask({ type: "rollPriorityDie", gangId: control.dataset["gang"] ?? "" });
    case "chooseNerve":
      return ask({
        type: "chooseNerve",
        fighterId,
        characteristic: (control as HTMLSelectElement).value === "willpower" ? "willpower" : "cool",
      });
    case "rollPriority":
    case "readyFighters":
    case "endActivation":
    case "rollBottleTests":
    case "rollLastingInjuries":
      if (kind === "endActivation") setUi(combat, { ...ui, moving: null });
      return ask({ type: kind });
    case "rollLastingInjury":
      return ask({ type: "rollLastingInjuries", fighterId });
    case "activate":
      setUi(combat, NO_PANEL_UI);
      return ask({ type: "activate", fighterId });
    case "leadGroup":
      setUi(combat, { nominating: fighterId, nominated: [], moving: null });
      rerender();
      return false;
    case "nominate": {
      const box = control as HTMLInputElement;
      const max = BB.fighterIn(state, ui.nominating ?? "")?.fighter.groupActivation?.extraFighters ?? 0;
      if (box.checked && ui.nominated.length >= max) {
        box.checked = false;
        warn("FPB.BracketBusters.Notice.groupFull", { count: String(max) });
        return false;
      }
      setUi(combat, {
        ...ui,
        nominated: box.checked ? [...ui.nominated, fighterId] : ui.nominated.filter((id) => id !== fighterId),
      });
      return false;
    }
    case "cancelGroup":
      setUi(combat, NO_PANEL_UI);
      rerender();
      return false;
    case "groupActivate":
      if (!ui.nominating) return false;
      setUi(combat, NO_PANEL_UI);
      return ask({ type: "groupActivate", initiatorId: ui.nominating, nominated: [...ui.nominated], positions: {} });
    case "action": {
      const id = control.dataset["action"] as BB.ActionId;
      const input = actionInputOf(combat, state, id, panel);
      if (!input) return false;
      // A movement action's reach stays drawn while its player moves the token; any other action ends it.
      setUi(combat, { ...ui, moving: BB.isMovementAction(id) ? id : null });
      return ask(input);
    }
    case "changeFacing":
      return changeFacing(combat, state, choices(panel).facing, ask);
    case "completeCharge": {
      const id = state.turn?.activation?.fighterId ?? "";
      return ask({
        type: "completeCharge",
        contacted: BB.engagedWith(state, id, fighterPositions(combat, state)),
        positions: {},
      });
    }
    case "disengageClear":
      return ask({ type: "completeDisengage", outcome: "clear", positions: {} });
    case "disengageStill":
      return ask({ type: "completeDisengage", outcome: "stillEngaged" });
    case "rollRecovery": {
      const assists = [...panel.querySelectorAll<HTMLInputElement>("input[data-fpb-gang-assist]:checked")].map(
        (box) => ({
          assistantId: box.dataset["assistant"] ?? "",
          injuredId: box.dataset["fpbGangAssist"] ?? "",
        }),
      );
      return ask(assists.length > 0 ? { type: "rollRecovery", assists } : { type: "rollRecovery" });
    }
    case "keepInjuryDie":
      return ask({ type: "keepInjuryDie", fighterId, die: control.dataset["die"] === "1" ? 1 : 0 });
    case "rally":
      return ask({
        type: "rally",
        fighterId,
        characteristic: control.dataset["nerve"] === "willpower" ? "willpower" : "cool",
        positions: {},
      });
    case "setStatus":
      return ask({ type: "setStatus", fighterId, status: control.dataset["status"] as BB.Status });
    case "correctFighter":
      return openGangCorrection(combat, { kind: "fighter", id: fighterId });
    case "correctGang":
      return openGangCorrection(combat, { kind: "gang", id: control.dataset["gang"] ?? "" });
    case "markOutOfAmmo": {
      const weaponId = choices(panel).weapon;
      return weaponId ? ask({ type: "markOutOfAmmo", fighterId, weaponId }) : false;
    }
    case "endBattle": {
      const confirmed = await DialogV2.confirm({
        window: { title: "FPB.BracketBusters.Button.endBattle" },
        content: `<p>${game.i18n?.localize("FPB.BracketBusters.Confirm.endBattle") ?? ""}</p>`,
        rejectClose: false,
      });
      return confirmed ? ask({ type: "endBattle" }) : false;
    }
    default:
      return false;
  }
}

function rerender(): void {
  ui.combat?.render();
}

/** On a v14 scene with Levels, each fighter's row names the level its token stands on (the combat's token). */
function markFighterLevels(panel: HTMLElement, combat: Combat.Implementation): void {
  const rows = [...panel.querySelectorAll<HTMLElement>("li.fpb-gang-fighter[data-fpb-fighter]")];
  markLevels(
    combat.scene,
    rows.map((row) => ({
      row,
      into: row.querySelector(".fpb-gang-name"),
      token: combat.combatants.find((combatant) => combatant.actor?.uuid === row.dataset["fpbFighter"])?.token,
    })),
  );
}

async function renderPanel(html: HTMLElement, combat: Combat.Implementation): Promise<void> {
  const flags = gangBattleOf(combat);
  if (!flags) return;
  const positions = fighterPositions(combat, flags.battle);
  const view = gangPanelView(flags, viewerOf(combat), foundryLocalizer(), positions, uiOf(combat));
  const content = await foundry.applications.handlebars.renderTemplate(GANG_TEMPLATES.tracker, { view });
  const panel = placeTrackerPanel(html, PANEL, content);
  if (!panel) return;
  markFighterLevels(panel, combat);
  panel.addEventListener("click", (event) => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>("button[data-fpb-gang]");
    if (!control) return;
    // Off until the answer re-renders the panel (which replaces it), so a double click asks once; back on at once when
    // nothing was asked, and after a while when the answer was a refusal, which renders nothing.
    control.setAttribute("disabled", "");
    const enable = () => control.removeAttribute("disabled");
    void onControl(combat, control, panel)
      .then((asked) => (asked ? setTimeout(enable, REFUSAL_MS) : enable()))
      .catch(enable);
  });
  panel.addEventListener("change", (event) => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>(
      "select[data-fpb-gang], input[data-fpb-gang]",
    );
    if (control) void onControl(combat, control, panel);
  });
  // The reach of a movement action while its button is hovered; the panel's own state again once the pointer leaves.
  let hovered: BB.ActionId | null = null;
  const hover = (id: BB.ActionId | null) => {
    if (id === hovered) return;
    hovered = id;
    drawGangReach(combat, id ? { ...uiOf(combat), moving: id } : uiOf(combat));
  };
  panel.addEventListener("mouseover", (event) => {
    const button = (event.target as HTMLElement | null)?.closest<HTMLElement>("button[data-movement]");
    hover((button?.dataset["action"] as BB.ActionId | undefined) ?? null);
  });
  panel.addEventListener("mouseleave", () => hover(null));
}

/**
 * Nominating on the canvas: while this user nominates a Group Activation, targeting one of the candidates' tokens (T, or
 * the token HUD) ticks it, and untargeting unticks it; anyone else is left alone, the skill's count is kept.
 */
function nominateByTarget(
  user: User.Implementation,
  token: { actor?: Actor.Implementation | null } | null,
  targeted: boolean,
): void {
  const combat = viewedCombat();
  if (!combat || user.id !== game.user?.id || !isGangCombat(combat)) return;
  const ui = uiOf(combat);
  const state = gangBattleOf(combat)?.battle;
  const id = token?.actor?.uuid;
  if (!ui.nominating || !state || !id || id === ui.nominating) return;
  const candidates = BB.groupActivationCandidates(state, ui.nominating, fighterPositions(combat, state));
  if (!candidates.includes(id)) return;
  const max = BB.fighterIn(state, ui.nominating)?.fighter.groupActivation?.extraFighters ?? 0;
  if (targeted && !ui.nominated.includes(id) && ui.nominated.length < max)
    setUi(combat, { ...ui, nominated: [...ui.nominated, id] });
  else if (!targeted) setUi(combat, { ...ui, nominated: ui.nominated.filter((n) => n !== id) });
  rerender();
}

/**
 * A fighter's token moved or turned: the panel reads the scene (who a Group Activation may nominate, base contact's
 * proposals, Recovery's assistants, Rally's helpers), so it is drawn again, and a control a refusal left off is back.
 */
function onTokenMoved(token: { actor?: Actor.Implementation | null }, changed: Record<string, unknown>): void {
  if (!("x" in changed || "y" in changed || "rotation" in changed)) return;
  const combat = viewedCombat();
  const state = combat && isGangCombat(combat) ? gangBattleOf(combat)?.battle : null;
  const id = token.actor?.uuid;
  if (state && id && BB.fighterIn(state, id)) rerender();
}

/** Where each combat's battle stood when its reach was last drawn: redrawn when it moves on, not when a token does. */
const drawnAt = new Map<string, string>();

/** The Bracket Busters panel in Foundry's combat tracker, drawn by the table for a combat this ruleset claims. */
export function drawGangPanel(html: HTMLElement, combat: Combat.Implementation): void {
  // A battle that moved on ends this client's declared move and any nomination the rules have since settled.
  const state = gangBattleOf(combat)?.battle;
  const ui = uiOf(combat);
  if (state && (state.phase !== "action" || state.turn?.activation) && ui.nominating) setUi(combat, NO_PANEL_UI);
  if (state && !state.turn?.activation && ui.moving) setUi(combat, { ...uiOf(combat), moving: null });
  // Redrawn on every new state (a Charge's rolled reach appears once it is pending, and goes when it is made), but
  // not as the token moves: a declared move's reach stays where the move began.
  const stamp = state ? stampOf(state) : "";
  if (drawnAt.get(combat.id ?? "") !== stamp) {
    drawnAt.set(combat.id ?? "", stamp);
    drawGangReach(combat, uiOf(combat));
  }
  void renderPanel(html, combat);
}

/** What the panel follows beside its drawing: nominating by targeting a token, a fighter's token moving or turning. */
export function registerGangTracker(): void {
  Hooks.on("targetToken", (user, token, targeted) =>
    nominateByTarget(user as User.Implementation, token as never, targeted),
  );
  Hooks.on("updateToken", (token, changed) => onTokenMoved(token as never, changed as Record<string, unknown>));
}
