import type { Figure } from "../../../rules";
import type { NameOf } from "../chat/resolution-card";

/** Names the figures of a resolution by id, falling back to the id for one that is not among them. */
export const nameOf = (figures: readonly Figure[]): NameOf => {
  const names = new Map(figures.map((figure) => [figure.id, figure.name]));
  return (figureId) => names.get(figureId) ?? figureId;
};
