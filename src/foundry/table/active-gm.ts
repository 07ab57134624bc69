/*
 * The active-GM rule every battle at the table follows: one client decides (the active GM's, who may change every
 * document); with no GM connected, an author's own client does what its user may.
 */

/**
 * The one client that applies what an author asked for: the active GM's; with no GM connected, the author's own,
 * which applies what its user owns.
 */
export function isApplier(author: User.Implementation | null): boolean {
  const applier = game.users?.activeGM ?? author;
  return applier?.isSelf === true;
}

/** Whether this client is the active GM's: the one that runs what players may not do themselves. */
export const isActiveGM = (): boolean => game.users?.activeGM?.isSelf ?? false;
