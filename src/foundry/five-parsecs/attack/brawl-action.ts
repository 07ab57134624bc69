import {
  planMultipleOpponents,
  resolveBrawlAttack,
  resolveMultipleOpponents,
  undoChanges,
  type Figure,
  type StateChange,
  type Step,
} from "../../../rules";
import { FoundryDice } from "../../table/dice/foundry-dice";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { warn } from "../../table/i18n/notify";
import { resolutionCard } from "../../../views/five-parsecs/chat/resolution-card";
import { postResolution } from "../chat/post-resolution";
import { actingFigure } from "./acting-figure";
import { askBrawl, type AskedFrom } from "./ask";
import { afterBrawlNote, multipleOpponentsCard } from "../../../views/five-parsecs/attack/brawl-notes";
import {
  brawlInputOf,
  defaultBrawlForm,
  multipleOpponentsOf,
  type BrawlForm,
  type BrawlGroup,
} from "../../../views/five-parsecs/attack/brawl-form";
import { brawlGroupOnScene } from "./brawl-group";
import { targetedFigures, type FigureOnCanvas } from "./figures-on-canvas";
import { nameOf } from "../../../views/five-parsecs/attack/name-of";
import { sendOverwatchEndings } from "../round/overwatch-service";

export interface BrawlOptions {
  /** The figure moving into the brawl; by default the one token the user controls, or their character. */
  readonly actor?: Actor.Implementation | null;
  /** The opponent; by default the one token the user targets. */
  readonly defender?: FigureOnCanvas;
  /** The application the brawl is started from (a figure sheet): the dialog opens in its window, even popped out. */
  readonly from?: AskedFrom;
}

/**
 * A brawl at the table: the brawl dialog (each side's weapon, outnumbering), real Rolls, one chat card with both
 * rolls and every hit, "Following Up" in its notes, and the changes applied through the card. When the attacker is in
 * base contact with several opponents (measured on the scene's battlefield, or targeted), or the defender with
 * several of the attacker's side, the dialog offers the "Multiple Opponents" fight, and the card shows both fights.
 */
export async function brawl(options: BrawlOptions = {}): Promise<ChatMessage.Implementation | null | undefined> {
  const attacker = actingFigure(options.actor ?? undefined);
  if (!attacker) return null;
  const targeted = targetedFigures().filter(({ figure }) => figure.side !== attacker.figure.side);
  const opponents = options.defender ? [options.defender] : targeted;
  const defender = opponents[0]?.figure;
  if (!defender) {
    warn("FPB.Notify.TargetOneOpponent", { actor: attacker.figure.name });
    return null;
  }
  const group = brawlGroupOnScene(
    attacker.figure,
    defender,
    opponents.map(({ figure }) => figure),
  );
  const defaults = defaultBrawlForm(attacker.figure, defender, group);
  const form = await askBrawl(attacker.figure, defender, defaults, group, options.from);
  if (!form) return null;
  if (form.multipleOpponents && group) return fightGroup(attacker, defender, group, form);
  const input = brawlInputOf(form, attacker.figure, defender);
  if (!input.ok) {
    refuse(input, attacker.figure);
    return null;
  }

  const dice = new FoundryDice();
  const outcome = await resolveBrawlAttack(input.input, dice);
  const everyone = [attacker.figure, defender];
  const names = nameOf(everyone);
  const i18n = foundryLocalizer();
  const title = i18n.format("FPB.Card.BrawlTitle", { attacker: attacker.figure.name, defender: defender.name });
  const notes = outcome.after.flatMap((after) => afterBrawlNote(after, names, i18n));
  return postBrawl(attacker, everyone, dice, outcome, [attacker.figure.id, defender.id], {
    title,
    notes,
    brawlers: { attackerId: attacker.figure.id, defenderId: defender.id },
  });
}

/**
 * One brawl card (a single fight or Multiple Opponents): the steps, changes and their undo, posted as the attacker's;
 * "Enemy Overwatch" lasts until the figure is "engaged in a brawl", so it ends for every fighter still standing.
 */
async function postBrawl(
  attacker: FigureOnCanvas & { readonly actor: Actor.Implementation },
  everyone: readonly Figure[],
  dice: FoundryDice,
  outcome: {
    readonly steps: readonly Step[];
    readonly changes: readonly StateChange[];
    readonly eliminatedIds: readonly string[];
  },
  fought: readonly string[],
  card: {
    readonly title: string;
    readonly notes: readonly string[];
    readonly headings?: Parameters<typeof resolutionCard>[1]["headings"];
    readonly brawlers?: Parameters<typeof resolutionCard>[1]["brawlers"];
  },
): Promise<ChatMessage.Implementation | null | undefined> {
  const names = nameOf(everyone);
  const i18n = foundryLocalizer();
  const message = await postResolution({
    card: resolutionCard(
      card.title,
      {
        steps: outcome.steps,
        changes: outcome.changes,
        reactions: [],
        notes: card.notes,
        ...(card.headings ? { headings: card.headings } : {}),
        ...(card.brawlers ? { brawlers: card.brawlers } : {}),
      },
      names,
      i18n,
    ),
    rolls: dice.rolls,
    actorId: attacker.figure.id,
    changes: outcome.changes,
    undo: undoChanges(outcome.changes, everyone),
    reactions: [],
    speaker: ChatMessage.getSpeaker({ actor: attacker.actor }),
  });
  if (message)
    sendOverwatchEndings(
      fought.filter((id) => !outcome.eliminatedIds.includes(id)),
      "brawl",
    );
  return message;
}

function refuse(
  result: { readonly problem: string; readonly verdict?: { readonly reason: string } },
  attacker: Figure,
): void {
  const key =
    result.problem === "mayNotEngage" && result.verdict
      ? `FPB.Refusal.engage.${result.verdict.reason}`
      : `FPB.Brawl.Invalid.${result.problem}`;
  warn(key, { figure: attacker.name });
}

/**
 * "Multiple Opponents": the rules plan who is pushed back and who fights first, then fight it out (the second fight
 * only if the lone fighter wins the first); one card shows the selection, both fights and what follows.
 */
async function fightGroup(
  attacker: FigureOnCanvas & { readonly actor: Actor.Implementation },
  defender: Figure,
  group: BrawlGroup,
  form: BrawlForm,
): Promise<ChatMessage.Implementation | null | undefined> {
  const input = multipleOpponentsOf(form, attacker.figure, defender, group);
  if (!input.ok) {
    refuse(input, attacker.figure);
    return null;
  }
  const dice = new FoundryDice();
  const plan = await planMultipleOpponents(input.fight.plan, dice);
  const outcome = await resolveMultipleOpponents(
    { plan, figures: input.fight.figures, weapons: input.fight.weapons },
    dice,
  );
  const everyone = input.fight.figures;
  const card = multipleOpponentsCard(outcome, nameOf(everyone), foundryLocalizer());
  const fought = [...new Set(outcome.fights.flatMap(({ fight }) => [fight.attackerId, fight.defenderId]))];
  return postBrawl(attacker, everyone, dice, outcome, fought, card);
}
