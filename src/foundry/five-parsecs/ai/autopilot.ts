import { isActiveGM } from "../../table/active-gm";
import { perPage } from "../../table/per-page";
import { viewedCombat } from "../../table/documents/combat";
import { MODULE_ID } from "../../../views/common/module-id";
import { suggestionFlagsOf, watchFlagsOf, type SuggestionFlags } from "../../../views/five-parsecs/ai/suggestion-flags";
import {
  autopilotBattleTable,
  nextAutopilotStep,
  type AutopilotPauseReason,
  type AutopilotStep,
  type AutopilotTable,
} from "../../../views/five-parsecs/round/autopilot-step";
import { battleOf } from "../round/battle-model";
import { requestRound } from "../round/round-requests";
import { aiSuggestionMode, autopilotDelayMs } from "../../table/settings/settings";
import { applySuggestion } from "./enemy-ai";
import { autopilotOn, setAutopilot } from "./autopilot-toggle";
import { activationSuggestion } from "./activation-suggestion";
import { noteWatchCard, watchOpenFor } from "./autopilot-watch-index";
import { chatMessages, latestSuggestion } from "./latest-suggestion";
import { resolutionFlagsOf } from "../../../views/five-parsecs/chat/resolution-flags";

/*
 * The autopilot (issue #38): on the active GM's client, each enemy of the Enemy Actions phase is started, its
 * suggestion applied through the Apply button's own code (its shot fired with the dialog's defaults), and its
 * activation ended, the round then moving on as it does after the last enemy; the End Phase is run as the tracker's
 * End Phase button runs it, which starts the next round. It waits where the crew has a choice (a Snap Fire card, a
 * brawl's dialog, a Battle Event's figure) or the suggestion cannot be applied, and the tracker says why. What to do
 * next is the one step rule (views/round/autopilot-step.ts) the sandbox's autopilot follows too.
 */

/** Why the autopilot waits, as the tracker says it: each has a lang key `FPB.Autopilot.Reason.<reason>`. */
export type AutopilotReason = "paused" | "brawl" | "cannotApply" | Exclude<AutopilotPauseReason, "refused">;

/** The rule's "refused" is, here, a suggestion Apply could not carry out (or one undone). */
const reasonOf = (pause: AutopilotPauseReason): AutopilotReason => (pause === "refused" ? "cannotApply" : pause);

/** What this client's autopilot is doing in one combat; kept on the GM's client only, as it alone drives. */
interface Pilot {
  paused: boolean;
  /** "Step one enemy": the next enemy to start ("next"), or the enemy being stepped through. */
  step: string | null;
  /** The enemy the autopilot is playing, finished even when it is turned off or paused meanwhile. */
  driving: string | null;
  reason: AutopilotReason | null;
  /** The last start or end asked for, so a hook that fires before the round stored it does not ask again. */
  asked: string | null;
  /** The suggestion card whose Apply changed nothing (a refused move): it waits until the card changes. */
  stuck: string | null;
  /** The card already waited on for the delay. */
  waited: string | null;
}

/** This page's pilots by combat id, and the combats it is driving (and those to look at again when it is done). */
const pilots = perPage(() => new Map<string, Pilot>());
const running = perPage(() => new Set<string>());
const again = perPage(() => new Set<string>());

function pilotOf(combatId: string): Pilot {
  let pilot = pilots().get(combatId);
  if (!pilot) {
    pilot = { paused: false, step: null, driving: null, reason: null, asked: null, stuck: null, waited: null };
    pilots().set(combatId, pilot);
  }
  return pilot;
}

function say(combatId: string, reason: AutopilotReason | null): void {
  const pilot = pilotOf(combatId);
  if (pilot.reason === reason) return;
  pilot.reason = reason;
  void ui.combat?.render();
}

const seen = (card: { message: ChatMessage.Implementation; flags: SuggestionFlags }): string =>
  `${card.message.id}:${JSON.stringify(card.flags)}`;

/** Whether a card of the figure's attack, posted since its suggestion card, still waits for its changes to be applied. */
function resolving(suggestionCard: ChatMessage.Implementation, figureId: string): boolean {
  const messages = chatMessages();
  for (let i = messages.length - 1; i >= 0 && messages[i]!.id !== suggestionCard.id; i--) {
    const resolution = resolutionFlagsOf(messages[i]!.flags);
    if (resolution?.actorId === figureId && resolution.state === "pending") return true;
  }
  return false;
}

/**
 * Whether the figure is marked defeated but still in the battle: its attack made it a Goner (a brawl lost), and the
 * round removes it through its own request (round/register-round.ts), which ends its activation. Ended by the
 * autopilot too, the second request would be refused: that figure is no longer the activating figure.
 */
const leaving = (combat: Combat.Implementation, figureId: string): boolean =>
  combat.combatants.contents.some((combatant) => combatant.defeated && combatant.actor?.uuid === figureId);

/** The table as the step rule reads it. */
function tableOf(combat: Combat.Implementation, pilot: Pilot): AutopilotTable | null {
  const state = battleOf(combat)?.battle;
  if (!state || !combat.id) return null;
  const battle = autopilotBattleTable(state);
  const active = battle.active;
  const thisRound = active?.enemy ? activationSuggestion(combat, active.figureId) : null;
  // Its attack's card still being applied (the brawl's Stun not yet on the figure), the activation is not over:
  // ended now, "after acting" would clear markers the attack has yet to set.
  const suggestion =
    thisRound && !resolving(thisRound.message, active!.figureId) && !leaving(combat, active!.figureId)
      ? thisRound.flags.state
      : null;
  return {
    ...battle,
    suggestion,
    suggestionsOff: aiSuggestionMode() === "off",
    watchOpen: active !== null && suggestion === "stopped" && watchOpenFor(combat.id, active.figureId),
    // A brawl's choices are in the dialog its Apply opens: the apply waits on it.
    cardChoice: null,
    refused: thisRound && pilot.stuck === seen(thisRound) ? "cannotApply" : null,
  };
}

/** Whether this step may be taken now: freely while on and not paused, else only to finish the current enemy. */
function mayTake(
  pilot: Pilot,
  on: boolean,
  step: Extract<AutopilotStep, { kind: "start" | "apply" | "end" | "endPhase" }>,
) {
  if (on && !pilot.paused) return true;
  if (step.kind === "start" || step.kind === "endPhase") return pilot.step === "next";
  if (pilot.step === step.figureId) return true;
  // Turned off (not paused) mid-enemy: the enemy it is playing still ends its activation as planned.
  return !on && pilot.driving === step.figureId;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One step of the autopilot; true when it should look again at once (the table changed under it). */
async function driveOnce(combat: Combat.Implementation): Promise<boolean> {
  const combatId = combat.id!;
  const pilot = pilotOf(combatId);
  const on = autopilotOn(combat);
  // Off, and neither finishing an enemy nor stepping one: nothing to read.
  if (!on && !pilot.driving && !pilot.step) {
    say(combatId, null);
    return false;
  }
  const table = combat.started ? tableOf(combat, pilot) : null;
  const step: AutopilotStep = table ? nextAutopilotStep(table) : { kind: "idle" };
  if (step.kind === "idle" || step.kind === "wait") {
    if (step.kind === "idle") Object.assign(pilot, { driving: null, step: null });
    say(combatId, on && pilot.paused ? "paused" : null);
    return false;
  }
  if (step.kind === "pause") {
    say(combatId, on || (step.figureId !== null && pilot.driving === step.figureId) ? reasonOf(step.reason) : null);
    return false;
  }
  if (!mayTake(pilot, on, step)) {
    say(combatId, on ? "paused" : null);
    return false;
  }
  if (step.kind === "start") {
    const asked = `start:${combat.round}:${step.figureId}`;
    if (pilot.asked === asked) return false;
    Object.assign(pilot, { asked, driving: step.figureId, step: pilot.step === "next" ? step.figureId : pilot.step });
    say(combatId, null);
    requestRound(combat, { type: "startActivation", figureId: step.figureId });
    return false;
  }
  if (step.kind === "endPhase") {
    const asked = `endPhase:${combat.round}`;
    if (pilot.asked === asked) return false;
    Object.assign(pilot, { asked, step: null });
    say(combatId, null);
    requestRound(combat, { type: "runEndPhase" });
    return false;
  }
  if (step.kind === "end") {
    const asked = `end:${combat.round}:${step.figureId}`;
    if (pilot.asked === asked) return false;
    Object.assign(pilot, { asked, driving: null, step: pilot.step === step.figureId ? null : pilot.step });
    say(combatId, on && pilot.paused ? "paused" : null);
    requestRound(combat, { type: "endActivation", figureId: step.figureId });
    return false;
  }
  return apply(combat, pilot, step.figureId);
}

/** Applies the active enemy's suggestion as the Apply button does, after the delay (Reroll and Dismiss stay open). */
async function apply(combat: Combat.Implementation, pilot: Pilot, figureId: string): Promise<boolean> {
  const combatId = combat.id!;
  const card = latestSuggestion(figureId, combatId);
  if (!card) return false;
  const delay = autopilotDelayMs();
  if (delay > 0 && pilot.waited !== card.message.id) {
    pilot.waited = card.message.id;
    await sleep(delay);
    return true;
  }
  pilot.driving = figureId;
  if (card.flags.attack?.kind === "brawl") say(combatId, "brawl");
  await applySuggestion(card.message, card.flags, true);
  const after = latestSuggestion(figureId, combatId);
  // Apply changed nothing (the token is gone, or Foundry refused the move): the GM decides, from the card.
  if (after && after.flags.state === card.flags.state && after.flags.walked === card.flags.walked) {
    pilot.stuck = seen(after);
    say(combatId, "cannotApply");
    return false;
  }
  say(combatId, null);
  return true;
}

/** Looks at the table and takes the steps it can, one drive at a time per combat; on the active GM's client only. */
export function drive(combat: Combat.Implementation | null | undefined): void {
  const combatId = combat?.id;
  if (!combat || !combatId || !isActiveGM()) return;
  const [driving, lookAgain] = [running(), again()];
  if (driving.has(combatId)) {
    lookAgain.add(combatId);
    return;
  }
  driving.add(combatId);
  void (async () => {
    try {
      let more = true;
      // A GM who is no longer the active one (another came back, preferred to them) leaves the wheel to that one.
      while ((more || lookAgain.has(combatId)) && isActiveGM()) {
        lookAgain.delete(combatId);
        more = await driveOnce(combat);
      }
    } catch (error) {
      console.warn(`${MODULE_ID} | autopilot failed`, error);
    } finally {
      driving.delete(combatId);
    }
  })();
}

/** The tracker's autopilot controls, for the GM. */
export async function autopilotControl(combat: Combat.Implementation, control: string | undefined): Promise<void> {
  if (!game.user?.isGM || !combat.id) return;
  const pilot = pilotOf(combat.id);
  switch (control) {
    case "toggle":
      pilot.paused = false;
      return setAutopilot(combat, !autopilotOn(combat));
    case "pause":
      pilot.paused = true;
      break;
    case "resume":
      Object.assign(pilot, { paused: false, stuck: null, step: null });
      break;
    case "step": {
      const active = battleOf(combat)?.battle.active?.figureId ?? null;
      Object.assign(pilot, { stuck: null, step: active ?? "next" });
      break;
    }
    default:
      return;
  }
  void ui.combat?.render();
  drive(combat);
}

/** What the tracker shows of the autopilot: for the GM, in a battle. */
export function autopilotView(combat: Combat.Implementation) {
  if (!game.user?.isGM || !combat.id) return null;
  const on = autopilotOn(combat);
  const pilot = pilots().get(combat.id);
  const paused = on && (pilot?.paused ?? false);
  return {
    on,
    paused,
    canStep: !on || paused,
    reasonKey: pilot?.reason ? `FPB.Autopilot.Reason.${pilot.reason}` : null,
  };
}

/** The hooks that wake the autopilot: a turn or the switch changed, a card posted or answered. */
export function registerAutopilot(): void {
  Hooks.on("updateCombat", (combat: Combat.Implementation) => drive(combat));
  const onCard = (message: ChatMessage.Implementation) => {
    const watch = watchFlagsOf(message.flags);
    if (watch) noteWatchCard(message);
    if (suggestionFlagsOf(message.flags) || watch || resolutionFlagsOf(message.flags)) drive(viewedCombat());
  };
  Hooks.on("createChatMessage", onCard);
  Hooks.on("updateChatMessage", onCard);
  Hooks.on("deleteChatMessage", (message: ChatMessage.Implementation) => noteWatchCard(message, true));
}
