import { resolveFire, undoChanges, type HitMode } from "../../../rules";
import { FoundryDice } from "../../table/dice/foundry-dice";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { warn } from "../../table/i18n/notify";
import { resolutionCard } from "../../../views/five-parsecs/chat/resolution-card";
import { postResolution } from "../chat/post-resolution";
import { shotContextOfForm } from "../../../views/five-parsecs/chat/step-details";
import type { CardReaction } from "../../../views/five-parsecs/chat/resolution-flags";
import { actingFigure } from "./acting-figure";
import { askFire, type AskedFrom } from "./ask";
import { candidatesFor, targetedFigures, type FigureOnCanvas } from "./figures-on-canvas";
import { defaultFireForm, shotRequestOf } from "../../../views/five-parsecs/attack/fire-form";
import { nameOf } from "../../../views/five-parsecs/attack/name-of";
import { sendOverwatchEndings } from "../round/overwatch-service";

export interface FireOptions {
  /** The firing figure; by default the one token the user controls, or their character. */
  readonly actor?: Actor.Implementation | null;
  /** The weapon to preselect (its Item UUID). */
  readonly weaponId?: string;
  /** "naturalSixOnly" for Seize the Initiative, Overwatch and Firefight fire. */
  readonly mode?: HitMode;
  /** The targets; by default the tokens the user targets. */
  readonly targets?: readonly FigureOnCanvas[];
  /** The application the shot is fired from (a figure sheet): the dialog opens in its window, even popped out. */
  readonly from?: AskedFrom;
  /** Fired with the form the dialog would open with, and no dialog: the enemy's shot under the autopilot. */
  readonly unattended?: boolean;
}

/**
 * A firing Combat Action at the table: the fire dialog (measured distances, everything else to confirm), real Rolls,
 * one chat card with every step, and the changes applied through that card. Returns the message, or null when the
 * user cancelled or the rules refused the shot (with a warning saying which rule).
 */
export async function fire(options: FireOptions = {}): Promise<ChatMessage.Implementation | null | undefined> {
  const firer = actingFigure(options.actor ?? undefined);
  if (!firer) return null;
  const targets = options.targets ?? targetedFigures();
  const candidates = candidatesFor(firer, targets);
  if (candidates.length === 0) {
    warn("FPB.Notify.TargetFirst", { actor: firer.figure.name });
    return null;
  }
  const defaults = defaultFireForm(firer.figure, candidates, {
    ...(options.weaponId ? { weaponId: options.weaponId } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
  });
  if (defaults.weaponId === "") {
    warn("FPB.Refusal.notRanged", { figure: firer.figure.name });
    return null;
  }
  const form = options.unattended ? defaults : await askFire(firer.figure, defaults, options.from);
  if (!form) return null;
  const request = shotRequestOf(form, firer.figure, candidates);
  if (!request.ok) {
    warn(`FPB.Fire.Invalid.${request.problem}`);
    return null;
  }

  const dice = new FoundryDice();
  const outcome = await resolveFire(request.request, dice);
  if (outcome.refusal) {
    warn(`FPB.Refusal.${outcome.refusal}`, { figure: firer.figure.name });
    return null;
  }
  const everyone = [firer.figure, ...candidates.map(({ figure }) => figure)];
  const reactions: CardReaction[] = [
    ...(outcome.firefight ? [{ kind: "firefight" as const, ...outcome.firefight, againstId: firer.figure.id }] : []),
    ...outcome.lunges.map((lunge) => ({ kind: "lunge" as const, ...lunge, againstId: firer.figure.id })),
  ];
  const i18n = foundryLocalizer();
  const weapon =
    request.request.weapon.name + (request.request.secondPistol ? ` + ${request.request.secondPistol.name}` : "");
  const title = i18n.format("FPB.Card.FireTitle", { firer: firer.figure.name, weapon });
  const names = nameOf(everyone);
  const message = await postResolution({
    card: resolutionCard(
      title,
      { steps: outcome.steps, changes: outcome.changes, reactions, shot: shotContextOfForm(form, candidates) },
      names,
      i18n,
    ),
    rolls: dice.rolls,
    actorId: firer.figure.id,
    changes: outcome.changes,
    undo: undoChanges(outcome.changes, everyone),
    reactions,
    speaker: ChatMessage.getSpeaker({ actor: firer.actor }),
  });
  // "Enemy Overwatch" lasts until the figure "is hit by an attack"; a Goner leaves the battle, and Overwatch with it.
  if (message)
    sendOverwatchEndings(
      outcome.hits.map((hit) => hit.targetId).filter((id) => !outcome.eliminatedIds.includes(id)),
      "hit",
    );
  return message;
}
