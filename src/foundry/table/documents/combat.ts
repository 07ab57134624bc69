/**
 * The combat the tracker shows: the battle being fought. The installed types (foundry-vtt-types 13.345) leave the
 * world Combats collection's document type unresolved (`ConfiguredCombat<Type>`), so the documented v13 value,
 * a Combat document, is named here once instead of at every use.
 */
export const viewedCombat = (): Combat.Implementation | null =>
  (game.combats?.viewed ?? null) as unknown as Combat.Implementation | null;

/** The combat a tracker shows: its own `viewed`, else the world's. */
export const viewedBy = (app: unknown): Combat.Implementation | null =>
  (app as { viewed?: Combat.Implementation | null } | null)?.viewed ?? viewedCombat();
