import { afterTheBattle, undoChanges } from "../../../rules";
import { isActiveGM } from "../../table/active-gm";
import { resolutionCard } from "../../../views/five-parsecs/chat/resolution-card";
import { postResolution } from "../chat/post-resolution";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { figuresOf } from "../mapping/figure-of";
import { nameOf } from "../../../views/five-parsecs/attack/name-of";
import { registerBattleSummary } from "../chat/battle-summary-card";

const { DialogV2 } = foundry.applications.api;

/**
 * "All in a Day's Work" and "Luck is restored after the end of the battle": clears every condition, restores Luck
 * and readies weapons for the given figures, through one chat card the GM can Undo. Returns the message, or null when
 * there was nothing to clean up.
 */
export async function cleanUpAfterBattle(
  actors: readonly Actor.Implementation[],
): Promise<ChatMessage.Implementation | null | undefined> {
  const figures = figuresOf(actors);
  const changes = figures.flatMap(afterTheBattle);
  if (changes.length === 0) return null;
  const i18n = foundryLocalizer();
  const cleaned = [...new Set(changes.map(({ figureId }) => figureId))];
  const names = nameOf(figures);
  const notes = [i18n.format("FPB.Card.CleanupNote", { names: cleaned.map(names).join(", ") })];
  return postResolution({
    card: resolutionCard(
      i18n.localize("FPB.Card.CleanupTitle"),
      { steps: [], changes, reactions: [], notes },
      names,
      i18n,
    ),
    rolls: [],
    actorId: figures[0]!.id,
    changes,
    undo: undoChanges(changes, figures),
    reactions: [],
  });
}

/** The actors of a combat's combatants. */
const figuresIn = (combat: Combat.Implementation): Actor.Implementation[] =>
  [...combat.combatants].flatMap((combatant) => (combatant.actor ? [combatant.actor] : []));

/**
 * When the GM ends a combat, asks whether the battle is over and cleans up its figures. Asked on one client only
 * (the applying GM's), never silently: a GM may delete a combat for other reasons. A battle the round ends is summed
 * up in one card (chat/battle-summary-card.ts).
 */
export function registerEndOfBattle(): void {
  registerBattleSummary();
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (!isActiveGM()) return;
    const actors = figuresIn(combat);
    if (figuresOf(actors).every((figure) => afterTheBattle(figure).length === 0)) return;
    void DialogV2.confirm({
      window: { title: "FPB.Cleanup.Title" },
      content: `<p>${game.i18n?.localize("FPB.Cleanup.Question") ?? ""}</p>`,
      rejectClose: false,
    }).then((confirmed) => (confirmed ? cleanUpAfterBattle(actors) : null));
  });
}
