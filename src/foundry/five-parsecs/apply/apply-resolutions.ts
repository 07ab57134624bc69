import { applyStateChanges } from "./apply-changes";
import { actorAt } from "../../table/documents/by-uuid";
import { resolutionFlagsOf, type ResolutionFlags } from "../../../views/five-parsecs/chat/resolution-flags";
import { MODULE_ID } from "../../../views/common/module-id";
import { isApplier } from "../../table/active-gm";
import { perPage } from "../../table/per-page";
import { figureOf } from "../mapping/figure-of";

/**
 * A player may only ask for the changes of an action taken by a figure the player owns; the GM for any. Checked on
 * the applying client, so a forged message changes nothing. The changes are the author's client's work, so they are
 * bounded too: a player's attack changes the player's own figures and the other side's, never a figure of its own side
 * that someone else plays (a console could list any change in the card).
 */
export function mayAskFor(author: User.Implementation, resolution: ResolutionFlags): boolean {
  if (author.isGM) return true;
  const actor = actorAt(resolution.actorId);
  if (!actor?.testUserPermission(author, "OWNER")) return false;
  const side = figureOf(actor)?.side;
  return resolution.changes.every((change) => {
    const changed = actorAt(change.figureId);
    if (!changed || changed.testUserPermission(author, "OWNER")) return true;
    const otherSide = figureOf(changed)?.side;
    return otherSide !== undefined && otherSide !== side;
  });
}

/** The cards this page is applying: the hook and a takeover never apply one at the same time. */
const applying = perPage(() => new Set<string>());

/** Applies a pending resolution card on the applying client, once at a time. */
function applyPending(message: ChatMessage.Implementation): void {
  const resolution = resolutionFlagsOf(message.flags);
  const id = message.id;
  if (resolution?.state !== "pending" || !id || !isApplier(message.author)) return;
  const under = applying();
  if (under.has(id)) return;
  under.add(id);
  applyResolution(message, resolution)
    // The applier's connection closed meanwhile: the card stays pending for the next applier.
    .catch((error: unknown) => console.warn(`${MODULE_ID} | a resolution's changes were not applied`, error))
    .finally(() => under.delete(id));
}

/** Applies each new resolution card on the applying client. Call from `init`. */
export function registerResolutionApplier(): void {
  Hooks.on("createChatMessage", applyPending);
}

/**
 * The cards the last applier left pending, applied here (round/hand-over.ts): a card's changes are the values to set,
 * so one that was half applied is applied whole once more.
 */
export function applyLeftPending(): void {
  for (const message of game.messages?.contents ?? []) applyPending(message as ChatMessage.Implementation);
}

async function applyResolution(message: ChatMessage.Implementation, resolution: ResolutionFlags): Promise<void> {
  const author = message.author;
  if (!author || !mayAskFor(author, resolution)) {
    await setState(message, { ...resolution, state: "refused" });
    return;
  }
  const unapplied = await applyStateChanges(resolution.changes);
  const notApplied = unapplied
    .filter(({ reason }) => reason !== "offered")
    .map(({ change }) => actorAt(change.figureId)?.name ?? change.figureId);
  await setState(message, { ...resolution, state: "applied", notApplied: [...new Set(notApplied)] });
}

export async function setState(message: ChatMessage.Implementation, resolution: ResolutionFlags): Promise<void> {
  if (!message.isOwner) return;
  await message.update({ flags: { [MODULE_ID]: { resolution } } });
}
