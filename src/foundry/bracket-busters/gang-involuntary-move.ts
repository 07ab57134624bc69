import { BracketBusters as BB } from "../../rules";
import { gangBattleOf, isGangCombat } from "./gang-battle-store";
import { requestGang } from "./gang-requests";

/*
 * "Aim": "as long as the fighter does nothing else (including turning to face or being moved involuntarily)". On the
 * table a fighter is moved by hand: when a user moves the token of a fighter with a pending Aim that is not the one
 * activating (a push, a carried fighter set down, the GM setting it back), their client asks the round to record the
 * involuntary move, which ends the Aim. The activating fighter's own moves are its actions, recorded as those.
 */

/** The Bracket Busters combat holding this fighter on the token's scene, if any. */
function gangCombatOf(sceneId: string | null | undefined, fighterId: string): Combat.Implementation | null {
  for (const combat of (game.combats?.contents ?? []) as unknown as Combat.Implementation[]) {
    if (combat.scene?.id !== sceneId || !isGangCombat(combat)) continue;
    const state = gangBattleOf(combat)?.battle;
    if (state && BB.fighterIn(state, fighterId)) return combat;
  }
  return null;
}

export function onFighterTokenMoved(
  token: { actor?: Actor.Implementation | null; parent?: { id?: string | null } | null },
  changed: Record<string, unknown>,
  userId: string,
): void {
  // core: the update hook runs on every client; only the mover's client asks, so the round hears it once.
  if (userId !== game.user?.id || !("x" in changed || "y" in changed)) return;
  const fighterId = token.actor?.uuid;
  if (!fighterId) return;
  const combat = gangCombatOf(token.parent?.id, fighterId);
  const state = combat ? gangBattleOf(combat)?.battle : null;
  const f = state ? BB.fighterIn(state, fighterId) : undefined;
  if (!combat || !state || !f?.aim || state.turn?.activation?.fighterId === fighterId) return;
  requestGang(combat, { type: "movedInvoluntarily", fighterId });
}

export function registerGangInvoluntaryMove(): void {
  Hooks.on("updateToken", (token, changed, _options, userId) =>
    onFighterTokenMoved(token as never, changed as Record<string, unknown>, userId),
  );
}
