import {
  isOnOverwatch,
  movementTriggers,
  resolveFire,
  targetViewsFrom,
  usableRangedWeapons,
  type Battlefield,
  type EnemySuggestion,
  type OverwatchEndReason,
  type Point,
} from "../../rules";
import { watchCardView } from "../../views/five-parsecs/ai/watch-card-view";
import { watcherOf, watchersFor } from "../../views/five-parsecs/ai/watchers";
import { resolutionCard } from "../../views/five-parsecs/chat/resolution-card";
import type { SandboxInput } from "./sandbox-input";
import type { Draft, Refused } from "./draft";
import type { OverwatchOffer } from "./store-state";
import { movedOnTable } from "./table";

/*
 * "Enemy Overwatch" in the sandbox, played as the module's Foundry adapter plays it: an applied suggestion whose roll
 * entered it puts the enemy on Overwatch in the round; a crew move through its Arc of Fire and sight offers its shot
 * (Foundry's watch card); the shot "hits only on a natural 6" and ends the status, as a hit or a brawl does.
 */

const OVERWATCH_NOTICE = "FPB.Round.Refusal.notOnOverwatch";

/**
 * "On a 5-6 they enter Overwatch": the applied suggestion's roll entered it. Only an enemy the round would take (still
 * in the battle, with a ranged weapon it can fire, not on Overwatch already), so a Snap Fire that left it a Goner
 * refuses nothing; Foundry's `overwatchInput` asks the same. The round takes the roll only as an enemy "end[s] their
 * activation": the sandbox suggests and applies for the activating enemy alone, and sends this before ending it, so
 * the activation Foundry's Apply may have to record first is always recorded here.
 */
export async function enterOverwatchAfter(draft: Draft, suggestion: EnemySuggestion): Promise<Refused | null> {
  const figure = draft.state.figures[suggestion.figureId];
  const battle = draft.battle;
  if (!suggestion.overwatch?.entered || !figure || battle.over || isOnOverwatch(battle, figure.id)) return null;
  if (!battle.enemies.some((f) => f.id === figure.id) || !watcherOf(figure, "overwatch")) return null;
  return draft.advance({ type: "enterOverwatch", figure }, "enterOverwatch");
}

/**
 * A crew member's move, seen by the enemies on Overwatch: each one whose Arc of Fire and sight the path enters gets
 * its shot offered, with a card saying where it saw the mover (Foundry posts the same watch card after the move).
 * `before` is the table as the move began.
 */
export function watchCrewMove(draft: Draft, before: Battlefield, moverId: string, path: readonly Point[]): void {
  const overwatchIds = draft.battle.overwatchIds;
  if (overwatchIds.length === 0 || path.length === 0) return;
  const watchers = watchersFor("crew", before, draft.state.figures, { snapFireHolders: [], overwatchIds });
  if (watchers.length === 0) return;
  const names = (id: string): string => draft.state.figures[id]?.name ?? id;
  const offers: OverwatchOffer[] = movementTriggers(before, moverId, path, watchers).map((trigger) => {
    const view = watchCardView(trigger, moverId, "offered", names, draft.i18n);
    // No "Waiting for the shot.": a sandbox card never changes, and the panel holds what is still open.
    draft.post("ai", { title: view.title, steps: [], notes: [view.text], buttons: [] });
    return { watcherId: trigger.watcherId, moverId, at: trigger.at, title: view.title, text: view.text };
  });
  draft.state = { ...draft.state, overwatchOffers: offers };
}

/** The watcher an input fires with: the round's "Enemy Overwatch ends" because it fired, for a shot on offer. */
export function overwatchShotOf(draft: Draft, input: SandboxInput): string | null {
  if (input.type !== "round" || input.input.type !== "endOverwatch" || input.input.reason !== "fired") return null;
  const { figureId } = input.input;
  return draft.state.overwatchOffers.some((offer) => offer.watcherId === figureId) ? figureId : null;
}

/**
 * The offered Overwatch shot: "resolved normally but hits only on a natural 6", at the mover where it first came into
 * view (the token has walked on since), and then the status ends ("fire immediately the first time a target becomes
 * visible", once). The other offers of the same move stay open.
 */
export async function overwatchFire(draft: Draft, watcherId: string): Promise<Refused | null> {
  const offer = draft.state.overwatchOffers.find((o) => o.watcherId === watcherId);
  const watcher = draft.state.figures[watcherId];
  if (!offer || !watcher || !isOnOverwatch(draft.battle, watcherId))
    return { key: OVERWATCH_NOTICE, message: "Enemy Overwatch: that figure is not on Overwatch." };
  const weapon = usableRangedWeapons(watcher)[0];
  if (!weapon) return { key: "FPB.Refusal.notRanged", data: { figure: watcher.name } };
  const live = draft.live;
  const mover = live.figures.find((p) => p.id === offer.moverId);
  if (!mover) return { key: "FPB.Sandbox.Battle.Notice.unknownFigure", data: { figure: offer.moverId } };
  const seen = movedOnTable(live, offer.moverId, offer.at, mover.facing);
  const views = targetViewsFrom(seen, watcherId, draft.state.figures);
  const allocation = Array.from({ length: weapon.shots }, () => offer.moverId);
  const outcome = await resolveFire(
    { firer: watcher, weapon, views, mode: "naturalSixOnly", hasMoved: false, allocation },
    draft.dice,
  );
  if (outcome.refusal) return { key: `FPB.Refusal.${outcome.refusal}`, data: { figure: watcher.name } };
  draft.applyChanges(outcome.changes);
  draft.post(
    "ai",
    resolutionCard(
      offer.title,
      { steps: outcome.steps, changes: outcome.changes, reactions: [], notes: [offer.text] },
      draft.names(),
      draft.i18n,
    ),
  );
  draft.state = { ...draft.state, overwatchOffers: draft.state.overwatchOffers.filter((o) => o !== offer) };
  await draft.removeGoners(outcome.eliminatedIds);
  return overwatchEnds(draft, [watcherId], "fired");
}

/**
 * "The status lasts until the figure activates next, is hit by an attack, or engaged in a brawl": the figures an
 * attack hit or fought come off Overwatch (Foundry's `sendOverwatchEndings`); those not on it are left alone.
 */
export async function overwatchEnds(
  draft: Draft,
  figureIds: readonly string[],
  reason: OverwatchEndReason,
): Promise<Refused | null> {
  for (const figureId of new Set(figureIds)) {
    const battle = draft.state.battle;
    if (!battle || battle.over || !isOnOverwatch(battle, figureId)) continue;
    const refused = await draft.advance({ type: "endOverwatch", figureId, reason }, "endOverwatch");
    if (refused) return refused;
  }
  return null;
}
