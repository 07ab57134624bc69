import { MODULE_ID } from "../../views/common/module-id";
import { id, int, isRecord, list, nullable, object, parseOrNull } from "../../views/common/schema";
import { isActiveGM } from "../table/active-gm";
import { deletionOf } from "../table/generation/operators";
import { perPage } from "../table/per-page";
import { gangBattleOf } from "./gang-battle-store";

/*
 * A gang's player moves their fighters' tokens, which Foundry lets only an owner do, so the setup makes the player an
 * owner of each fighter's actor they do not own yet. That is the battle's loan, not a gift: the combat's module flags
 * keep what each player's own level on each actor was, and when the battle is over (or its combat is deleted) the
 * active GM's client puts it back, once. A level someone changed since (the GM gave the fighter away) is left alone.
 */

const FLAG = "grantedOwnership";
const OWNER = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;

/** One loan: the user made an owner of the actor, and the user's own entry in its ownership before (null: none). */
export interface OwnershipGrant {
  readonly actorId: string;
  readonly userId: string;
  readonly before: number | null;
}

const grants = list(object<OwnershipGrant>({ actorId: id(), userId: id(), before: nullable(int(-1, OWNER)) }));

/** The loans a combat's battle made, checked (stored data any client could have written); none when unreadable. */
function grantsOf(combat: Combat.Implementation): OwnershipGrant[] {
  const own = (combat.flags as Record<string, unknown>)[MODULE_ID];
  return (isRecord(own) ? parseOrNull(grants, own[FLAG]) : null) ?? [];
}

/** Makes `userId` an owner of the actor, answering the loan to remember. */
export async function lendOwnership(actor: Actor.Implementation, userId: string): Promise<OwnershipGrant> {
  const own = (actor._source.ownership as Record<string, number | undefined>)[userId];
  const grant = { actorId: actor.id ?? "", userId, before: typeof own === "number" ? own : null };
  await actor.update({ ownership: { [userId]: OWNER } } as never);
  return grant;
}

/** Remembers new loans in the combat's flags beside those it holds: the first `before` of an actor and user stays. */
export async function rememberGrants(combat: Combat.Implementation, lent: readonly OwnershipGrant[]): Promise<void> {
  if (lent.length === 0) return;
  const held = grantsOf(combat);
  const known = new Set(held.map((g) => `${g.actorId}.${g.userId}`));
  const all = [...held, ...lent.filter((g) => !known.has(`${g.actorId}.${g.userId}`))];
  await combat.update({ flags: { [MODULE_ID]: { [FLAG]: all } } } as never);
}

async function giveBack(lent: readonly OwnershipGrant[]): Promise<void> {
  for (const grant of lent) {
    const actor = (game.actors?.get(grant.actorId) ?? null) as Actor.Implementation | null;
    const now = actor ? (actor._source.ownership as Record<string, number | undefined>)[grant.userId] : undefined;
    if (!actor || now !== OWNER) continue;
    const ownership = grant.before === null ? deletionOf(grant.userId) : { [grant.userId]: grant.before };
    await actor.update({ ownership } as never);
  }
}

/** Combats whose loans this page is giving back: a second hook while the first is under way does nothing. */
const returningHere = perPage(() => new Set<string>());

async function returnOnce(combat: Combat.Implementation, forget: boolean): Promise<void> {
  const key = combat.id ?? "";
  const lent = grantsOf(combat);
  const returning = returningHere();
  if (lent.length === 0 || returning.has(key)) return;
  returning.add(key);
  try {
    await giveBack(lent);
    if (forget) await combat.update({ flags: { [MODULE_ID]: deletionOf(FLAG) } } as never);
  } catch (error) {
    // The combat deleted while its loans were given back: nothing is left to forget them in.
    console.warn(`${MODULE_ID} | giving back a battle's ownership failed`, error);
  } finally {
    returning.delete(key);
  }
}

/** On the active GM's client: the loans given back when a battle is over and when its combat is deleted. */
export function registerOwnershipReturn(): void {
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    // The loans are read first: most combat updates are of a battle with none left to give back.
    if (isActiveGM() && grantsOf(combat).length > 0 && gangBattleOf(combat)?.battle.over) void returnOnce(combat, true);
  });
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (isActiveGM()) void returnOnce(combat, false);
  });
}
