import { brawl } from "../attack/attacks";
import { fire } from "../attack/attacks";
import { tokenOf, type FigureOnCanvas } from "../attack/figures-on-canvas";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import { actorAt } from "../../table/documents/by-uuid";
import { viewedCombat } from "../../table/documents/combat";
import { warn } from "../../table/i18n/notify";
import { figureOf } from "../mapping/figure-of";
import { MODULE_ID } from "../../../views/common/module-id";
import { battleOf } from "../round/battle-model";
import { overwatchEntryInputs } from "../round/overwatch-inputs";
import { sendOverwatch } from "../round/overwatch-service";
import { requestRound } from "../round/round-requests";
import { elevationAfterMove, figureById, headingOf, type Point } from "../../../rules";
import { moveTokenAlong, placeOf, restoreToken } from "./move-token";
import type { SuggestionFlags } from "../../../views/five-parsecs/ai/suggestion-flags";
import { clearSuggestionOverlay } from "./suggestion-overlay";
import { figuresOnScene, snapFireEffectOn, snapFireHoldersOf } from "./table-figures";
import { nextLeg, watchersFor } from "../../../views/five-parsecs/ai/watchers";
import { postWatchCard } from "./watch-card";

/*
 * The GM's Apply: the token walks the suggested path, stopping where a crew member holding for Snap Fire may fire
 * (the card then offers Continue), turns to the suggested facing, and the fire (or brawl) dialog opens with the
 * planned target chosen. A refused move stops there with a warning and changes nothing more; Undo puts the token back.
 */

const setPlan = (message: ChatMessage.Implementation, plan: SuggestionFlags) =>
  message.update({ flags: { [MODULE_ID]: { aiSuggestion: plan } } as never });

function tokenAt(uuid: string): TokenDocument.Implementation | null {
  const document = foundry.utils.fromUuidSync(uuid as never) as unknown;
  return document instanceof TokenDocument ? (document as TokenDocument.Implementation) : null;
}

function onCanvas(figureId: string): FigureOnCanvas[] {
  const actor = actorAt(figureId);
  const figure = actor ? figureOf(actor) : null;
  return actor && figure ? [{ figure, token: tokenOf(actor) }] : [];
}

/** `unattended`: the autopilot's Apply, whose planned shot is fired without its dialog (a brawl still asks). */
export async function applySuggestion(
  message: ChatMessage.Implementation,
  plan: SuggestionFlags,
  unattended = false,
): Promise<void> {
  const token = tokenAt(plan.tokenUuid);
  const scene = token?.parent ?? null;
  const field = scene ? sceneBattlefield(scene) : null;
  if (!token || !scene || !field?.battlefield || !field.scale) {
    warn("FPB.Ai.Notify.TokenGone");
    return;
  }
  const combat = viewedCombat();
  const figures = figuresOnScene(scene);
  const names = (id: string): string => figures.get(id)?.name ?? field.names.get(id) ?? id;
  const effect = snapFireEffectOn(combat, plan.figureId);
  // "If Shocked they stop immediately when the shot hits": a Snap Fire hit that shocked it ends the move where it is.
  const leg = effect.stopped
    ? { walk: [], trigger: null, walkedAfter: plan.walked }
    : nextLeg(
        field.battlefield,
        plan.figureId,
        plan.path,
        plan.walked,
        watchersFor("enemy", field.battlefield, figures, {
          snapFireHolders: snapFireHoldersOf(combat),
          overwatchIds: [],
        }),
        plan.triggered,
      );
  // Where it stood is stored before anything moves, so Undo works even after a move Foundry cut short.
  const before = plan.before ?? placeOf(token);
  if (plan.before === null) await setPlan(message, { ...plan, before });
  const facing = leg.trigger ? headingOf(leg.walk) : plan.facing;
  // The rules planned its sight and Cover from where it ends, on a feature's top when it climbed one.
  const placement = figureById(field.battlefield, plan.figureId);
  const battlefield = field.battlefield;
  const elevationAt = placement ? (point: Point) => elevationAfterMove(battlefield, placement, point) : undefined;
  if (!(await moveTokenAlong(token, leg.walk, facing, field.scale, elevationAt))) {
    warn("FPB.Ai.Notify.MoveRefused", { figure: names(plan.figureId) });
    return;
  }
  if (leg.trigger) {
    await setPlan(message, {
      ...plan,
      before,
      state: "stopped",
      walked: leg.walkedAfter,
      triggered: [...plan.triggered, leg.trigger.watcherId],
    });
    warn("FPB.Ai.Notify.Stopped", {
      mover: names(plan.figureId),
      watcher: names(leg.trigger.watcherId),
      rule: leg.trigger.rule,
    });
    await postWatchCard(leg.trigger, plan.figureId, names);
    return;
  }
  await setPlan(message, { ...plan, before, state: "applied", walked: leg.walkedAfter });
  clearSuggestionOverlay(message.id ?? undefined);
  // "Enemy Overwatch": the roll at the end of its activation entered it, and the round keeps the status from here.
  // Otherwise the applied move was its activation: "The status lasts until the figure activates next" (the round
  // ends it itself when the activation is started from the tracker; this covers a turn only moved on in Foundry).
  if (plan.overwatch) enterOverwatch(combat, plan.figureId);
  else sendOverwatch(plan.figureId, "activated");
  await attack(plan, effect.cannotFire, unattended);
}

/**
 * The roll is the end of the enemy's activation, so the round takes it only from an enemy that activated: one the
 * tracker never started has its activation started (and, the plan holding no attack, ended) through the round first.
 */
function enterOverwatch(combat: Combat.Implementation | null, figureId: string): void {
  if (!combat) return;
  for (const input of overwatchEntryInputs(battleOf(combat)?.battle, figureId)) requestRound(combat, input);
}

/** The planned attack, through the usual dialogs: the GM confirms or changes it there. */
async function attack(plan: SuggestionFlags, cannotFire: boolean, unattended: boolean): Promise<void> {
  const actor = actorAt(plan.figureId);
  if (!actor || !plan.attack) return;
  if (plan.attack.kind === "brawl") {
    const [defender] = onCanvas(plan.attack.targetId);
    if (defender) await brawl({ actor, defender });
    return;
  }
  // "If a moving enemy is stunned as a result of snap fire, they lose the ability to fire this round."
  if (cannotFire) return;
  await fire({
    actor,
    weaponId: plan.attack.weaponId,
    mode: plan.attack.hitMode,
    targets: onCanvas(plan.attack.targetId),
    unattended,
  });
}

export async function dismissSuggestion(message: ChatMessage.Implementation, plan: SuggestionFlags): Promise<void> {
  clearSuggestionOverlay(message.id ?? undefined);
  await setPlan(message, { ...plan, state: "dismissed" });
}

/** Undo: the token back where it stood before Apply. The shot, if one was fired, has its own card and Undo. */
export async function undoSuggestion(message: ChatMessage.Implementation, plan: SuggestionFlags): Promise<void> {
  const token = tokenAt(plan.tokenUuid);
  if (!token || !plan.before) {
    warn("FPB.Ai.Notify.TokenGone");
    return;
  }
  await restoreToken(token, plan.before);
  await setPlan(message, { ...plan, state: "undone" });
  // The Overwatch this suggestion entered goes with it (not one a later round's suggestion entered).
  if (plan.overwatch && plan.state === "applied" && plan.round === viewedCombat()?.round)
    sendOverwatch(plan.figureId, "undone");
}
