import { MODULE_ID } from "../../views/common/module-id";
import { id, isRecord, list, object, parseOrNull, int } from "../../views/common/schema";

/*
 * Ruling 15 lets a player set an attack's result from its card. The result names the target and the attacker, and a
 * player's console could name any of them (its own fighter as the attacker of a fight it is not in). So the active
 * GM's client lets a player set only a result a card offered: the attack card a GM's client posted for this battle,
 * this Round, with that attacker and that target. A card a player wrote himself is not one.
 */

/** What an attack card keeps in its message's flags: the Round, the fighter who attacked, and the targets offered. */
interface AttackOffer {
  readonly round: number;
  readonly by: string;
  readonly targets: readonly string[];
}

const offer = object<AttackOffer>({ round: int(0), by: id(), targets: list(id(), { max: 100 }) });

/** The flags an attack card is posted with, beside its `gangCombat`. */
export const attackOfferFlags = (round: number, choices: { by: string; targets: readonly { id: string }[] }) => ({
  gangAttack: { round, by: choices.by, targets: choices.targets.map((target) => target.id) } satisfies AttackOffer,
});

function offerOn(message: ChatMessage.Implementation, combatId: string): AttackOffer | null {
  if (!message.author?.isGM) return null;
  const own = (message.flags as Record<string, unknown>)[MODULE_ID];
  if (!isRecord(own) || own["gangCombat"] !== combatId) return null;
  return parseOrNull(offer, own["gangAttack"]);
}

/** Whether a GM's attack card of this combat, this Round, offered a result on `targetId` for the attack `by` made. */
export function resultOffered(combatId: string, round: number, targetId: string, by: string | null): boolean {
  if (by === null) return false;
  for (const message of game.messages ?? []) {
    const attack = offerOn(message as ChatMessage.Implementation, combatId);
    if (attack?.round === round && attack.by === by && attack.targets.includes(targetId)) return true;
  }
  return false;
}
