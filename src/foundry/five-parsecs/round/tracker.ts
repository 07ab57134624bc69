import { placeTrackerPanel } from "../../table/tracker-panel-slot";
import { resolutionFlagsOf } from "../../../views/five-parsecs/chat/resolution-flags";
import { brawl } from "../attack/attacks";
import { fire } from "../attack/attacks";
import { tokenOf } from "../attack/figures-on-canvas";
import { actorAt } from "../../table/documents/by-uuid";
import { figureOf } from "../mapping/figure-of";
import { ROUND_TEMPLATES } from "../../../views/common/template-paths";
import { battleOf, hasBrokenBattle } from "./battle-model";
import { openBattleControls } from "./battle-controls";
import { offerSetup } from "../../table/offer-setup";
import { roundInputOf } from "../../../views/five-parsecs/round/control-input";
import { requestRound } from "./round-requests";
import { figureMarks, phaseGroups, trackerView, type Viewer } from "../../../views/five-parsecs/round/tracker-view";
import { markLevels, redrawOnLevelChange } from "../../table/level-row-mark";
import { autopilotControl, autopilotView, registerAutopilot } from "../ai/autopilot";
import { registerHandOver } from "./hand-over";

const PANEL = "fpb-round-panel";

const viewer = (): Viewer => ({
  isGM: game.user?.isGM ?? false,
  owns: (figureId) => actorAt(figureId)?.isOwner ?? false,
});

/** The panel's context: the round's view, or what to say when no (usable) battle is set up. */
function panelContext(combat: Combat.Implementation) {
  const flags = battleOf(combat);
  if (flags)
    return { view: trackerView(flags.battle, viewer()), autopilot: flags.battle.over ? null : autopilotView(combat) };
  const noteKey = hasBrokenBattle(combat) ? "FPB.Round.Setup.Broken" : "FPB.Round.Setup.None";
  return { setup: { noteKey, canSetUp: game.user?.isGM ?? false } };
}

/**
 * Phase headers and each row's marks (acted, holding, activating, removed) on the core tracker's list; on a v14 scene
 * with Levels, battle or not, each row's level.
 */
function markRows(html: HTMLElement, combat: Combat.Implementation): void {
  const rows = [...html.querySelectorAll<HTMLElement>("li.combatant[data-combatant-id]")];
  markLevels(
    combat.scene,
    rows.map((row) => ({
      row,
      into: row.querySelector(".token-name"),
      token: combat.combatants.get(row.dataset["combatantId"] ?? "")?.token,
    })),
  );
  const flags = battleOf(combat);
  if (!flags) return;
  const state = flags.battle;
  const ids = rows.map((row) => combat.combatants.get(row.dataset["combatantId"] ?? "")?.actor?.uuid ?? null);
  rows.forEach((row, i) => {
    const id = ids[i];
    if (!id) return;
    const marks = figureMarks(state, id);
    row.classList.toggle("fpb-acted", marks.acted);
    row.classList.toggle("fpb-activating", marks.active);
    const labels = [
      ...(marks.acted ? ["FPB.Round.Row.Acted"] : []),
      ...(marks.holding ? ["FPB.Round.SnapFire.Holding"] : []),
      ...(marks.overwatch ? ["FPB.Round.Overwatch.On"] : []),
      ...(marks.removed ? [`FPB.Round.Removal.${marks.removed}`] : []),
    ];
    if (labels.length === 0) return;
    const badge = document.createElement("span");
    badge.classList.add("fpb-row-marks");
    badge.textContent = labels.map((key) => game.i18n?.localize(key) ?? key).join(" · ");
    if (marks.overwatch) badge.title = game.i18n?.localize("FPB.Round.Overwatch.Hint") ?? "";
    row.querySelector(".token-name")?.append(badge);
  });
  for (const group of phaseGroups(state, ids)) {
    const header = document.createElement("li");
    header.classList.add("fpb-phase-header", `fpb-phase-${group.phase}`);
    header.textContent = game.i18n?.localize(group.labelKey) ?? group.labelKey;
    rows[group.startRow]?.before(header);
  }
}

/** The round input a control asks for, from its data attributes (and a select's value). */
/**
 * The Combat Action's Fire or Brawl: the active figure's fire (or brawl) dialog, then the action is recorded, a shot
 * as fired (for "Ammo fault"). Nothing is recorded when the user cancels or the rules refuse the attack.
 */
async function attack(combat: Combat.Implementation, kind: string, control: HTMLElement): Promise<void> {
  const figureId = battleOf(combat)?.battle.active?.figureId;
  const actor = figureId ? actorAt(figureId) : null;
  const message = actor ? (kind === "fire" ? await fire({ actor }) : await brawl({ actor })) : null;
  if (!message || !figureId) {
    control.removeAttribute("disabled");
    return;
  }
  // Named, as the dialog may stay open past the activation's end: then the rules refuse it, not the next figure's.
  requestRound(
    combat,
    kind === "fire"
      ? { type: "act", action: "combatAction", fired: true, figureId }
      : { type: "act", action: "combatAction", figureId },
  );
}

/**
 * "Win condition achieved" and "A crew member reached an objective" change the End Phase for good, and a stray click
 * may land on them as the panel redraws: asked first.
 */
async function resultConfirmed(kind: "achieveWinCondition" | "reachObjective"): Promise<boolean> {
  const key = kind === "achieveWinCondition" ? "WinCondition" : "Objective";
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: `FPB.Round.Confirm.${key}.Title` },
    content: `<p>${game.i18n?.localize(`FPB.Round.Confirm.${key}.Text`) ?? ""}</p>`,
    rejectClose: false,
  });
  return answer === true;
}

/**
 * A control's click. Firing during the Seize and Snap Fire open the fire dialog first: the shot is resolved by the
 * shooting rules, and only a fired shot is recorded (a Snap Fire's effect on the mover read from its card).
 */
async function onControl(combat: Combat.Implementation, control: HTMLElement): Promise<void> {
  if (control.dataset["fpbRound"] === "setup") return offerSetup(combat);
  if (control.dataset["fpbRound"] === "battleControls") return openBattleControls(combat);
  const kind = control.dataset["fpbAttack"];
  if (kind === "fire" || kind === "brawl") return attack(combat, kind, control);
  const input = roundInputOf(control);
  if (!input) return;
  if (
    (input.type === "achieveWinCondition" || input.type === "reachObjective") &&
    !(await resultConfirmed(input.type))
  ) {
    control.removeAttribute("disabled");
    return;
  }
  if (input.type === "seizeAction" && input.action === "fire") {
    const message = await fire({ actor: actorAt(input.figureId), mode: "naturalSixOnly" });
    if (!message) return;
  }
  if (input.type === "snapFire") {
    const moverId = battleOf(combat)?.battle.active?.figureId;
    const mover = moverId ? actorAt(moverId) : null;
    const figure = mover ? figureOf(mover) : null;
    if (!mover || !figure) return;
    const message = await fire({ actor: actorAt(input.figureId), targets: [{ figure, token: tokenOf(mover) }] });
    if (!message) return;
    const change = resolutionFlagsOf(message.flags)?.changes.find(
      (c) => c.kind === "condition" && c.figureId === moverId,
    );
    const marker = change?.kind === "condition" ? change.condition.marker : null;
    return requestRound(combat, { ...input, effectOnMover: marker ?? "none" });
  }
  requestRound(combat, input);
}

async function renderPanel(html: HTMLElement, combat: Combat.Implementation): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(ROUND_TEMPLATES.tracker, panelContext(combat));
  const panel = placeTrackerPanel(html, PANEL, content);
  if (!panel) return;
  panel.addEventListener("click", (event) => {
    const pilot = (event.target as HTMLElement | null)?.closest<HTMLElement>("button[data-fpb-autopilot]");
    if (pilot) return void autopilotControl(combat, pilot.dataset["fpbAutopilot"]);
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>("button[data-fpb-round]");
    // A double-click's second click lands on whatever the redrawn panel put under the pointer: it acts once.
    if (!control || event.detail > 1) return;
    control.setAttribute("disabled", "");
    void onControl(combat, control);
  });
  panel.addEventListener("change", (event) => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>("select[data-fpb-round]");
    if (control) void onControl(combat, control);
  });
}

/**
 * The battle round's panel in Foundry's combat tracker, drawn by the table for a Five Parsecs combat or one no ruleset
 * claims yet (its setup offer): the rows marked, the panel placed above them.
 */
export function drawRoundPanel(html: HTMLElement, combat: Combat.Implementation): void {
  markRows(html, combat);
  void renderPanel(html, combat);
}

/** What the round's panel needs beside its drawing: the rows redrawn when a figure changes level, the autopilot. */
export function registerCombatTracker(): void {
  // Both rulesets' rows name each figure's v14 level (Five Parsecs here, Bracket Busters in its panel).
  Hooks.on("updateToken", (token, changed) => redrawOnLevelChange(token, changed));
  // The autopilot's switch and controls sit on this panel; it drives the enemies on the active GM's client, and a
  // client that becomes the active GM takes over what the last one left.
  registerAutopilot();
  registerHandOver();
}
