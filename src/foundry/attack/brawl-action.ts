import { resolveBrawlAttack, undoChanges } from "../../rules";
import { FoundryDice } from "../dice/foundry-dice";
import { foundryLocalizer } from "../i18n/localizer";
import { warn } from "../i18n/notify";
import { resolutionCard } from "../chat/resolution-card";
import { postResolution } from "../chat/post-resolution";
import { actingFigure } from "./acting-figure";
import { askBrawl } from "./ask";
import { afterBrawlNote } from "./brawl-notes";
import { brawlInputOf, defaultBrawlForm } from "./brawl-form";
import { targetedFigures, type FigureOnCanvas } from "./figures-on-canvas";
import { nameOf } from "./name-of";
import { sendOverwatchEndings } from "../round/overwatch-service";

export interface BrawlOptions {
  /** The figure moving into the brawl; by default the one token the user controls, or their character. */
  readonly actor?: Actor.Implementation | null;
  /** The opponent; by default the one token the user targets. */
  readonly defender?: FigureOnCanvas;
}

/**
 * A brawl at the table: the brawl dialog (each side's weapon, outnumbering), real Rolls, one chat card with both
 * rolls and every hit, "Following Up" in its notes, and the changes applied through the card.
 */
export async function brawl(options: BrawlOptions = {}): Promise<ChatMessage.Implementation | null | undefined> {
  const attacker = actingFigure(options.actor ?? undefined);
  if (!attacker) return null;
  const opponents = options.defender ? [options.defender] : targetedFigures().filter(({ figure }) => figure.side !== attacker.figure.side);
  if (opponents.length !== 1) {
    warn("FPB.Notify.TargetOneOpponent", { actor: attacker.figure.name });
    return null;
  }
  const defender = opponents[0]!.figure;
  const form = await askBrawl(attacker.figure, defender, defaultBrawlForm(attacker.figure, defender));
  if (!form) return null;
  const input = brawlInputOf(form, attacker.figure, defender);
  if (!input.ok) {
    const key = input.problem === "mayNotEngage" ? `FPB.Refusal.engage.${input.verdict.reason}` : `FPB.Brawl.Invalid.${input.problem}`;
    warn(key, { figure: attacker.figure.name });
    return null;
  }

  const dice = new FoundryDice();
  const outcome = await resolveBrawlAttack(input.input, dice);
  const everyone = [attacker.figure, defender];
  const names = nameOf(everyone);
  const i18n = foundryLocalizer();
  const title = i18n.format("FPB.Card.BrawlTitle", { attacker: attacker.figure.name, defender: defender.name });
  const notes = outcome.after.flatMap((after) => afterBrawlNote(after, names, i18n));
  const message = await postResolution({
    card: resolutionCard(title, { steps: outcome.steps, changes: outcome.changes, reactions: [], notes }, names, i18n),
    rolls: dice.rolls,
    actorId: attacker.figure.id,
    changes: outcome.changes,
    undo: undoChanges(outcome.changes, everyone),
    reactions: [],
    speaker: ChatMessage.getSpeaker({ actor: attacker.actor }),
  });
  // "Enemy Overwatch" lasts until the figure is "engaged in a brawl": either fighter.
  if (message) sendOverwatchEndings([attacker.figure.id, defender.id].filter((id) => !outcome.eliminatedIds.includes(id)), "brawl");
  return message;
}
