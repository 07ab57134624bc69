import type { Figure } from "../../../rules";
import { conditionFromStatuses } from "../conditions/condition-statuses";
import type { ActorSnapshot, ItemSnapshot } from "./snapshot";
import { toFigure } from "./to-rules";

/** The plain snapshot of a live actor and its carried items: the only place the mapping touches documents. */
export function snapshotOf(actor: Actor.Implementation): ActorSnapshot {
  return {
    id: actor.uuid,
    name: actor.name,
    type: actor.type,
    system: plainSystem(actor.system),
    items: actor.items.map(itemSnapshotOf),
    condition: conditionFromStatuses(actor.statuses),
  };
}

export function itemSnapshotOf(item: Item.Implementation): ItemSnapshot {
  return { id: item.uuid, name: item.name, type: item.type, system: plainSystem(item.system) };
}

/** The rules' view of an actor, or null when it is not one of this module's figures. */
export const figureOf = (actor: Actor.Implementation): Figure | null => toFigure(snapshotOf(actor));

/**
 * The rules' figures of these actors, for a flow that goes on without the ones it cannot read: an actor that is not a
 * figure is left out, and one whose stored data breaks the limits (the sheet shows it and lets it be fixed) is left
 * out after `onUnreadable` is told.
 */
export function figuresOf(
  actors: readonly Actor.Implementation[],
  onUnreadable: (actor: Actor.Implementation) => void = () => {},
): Figure[] {
  return actors.flatMap((actor) => {
    try {
      return figureOf(actor) ?? [];
    } catch {
      onUnreadable(actor);
      return [];
    }
  });
}

/** Prepared values (active effects applied) as plain data; a system of another package passes through unchanged. */
function plainSystem(system: unknown): unknown {
  return system instanceof foundry.abstract.DataModel ? system.toObject(false) : system;
}
