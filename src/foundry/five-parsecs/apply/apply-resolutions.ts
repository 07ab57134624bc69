import { applyStateChanges } from "./apply-changes";
import { actorAt } from "../../table/documents/by-uuid";
import { resolutionFlagsOf, type ResolutionFlags } from "../../../views/five-parsecs/chat/resolution-flags";
import { MODULE_ID } from "../../../views/common/module-id";
import { isApplier } from "../../table/active-gm";
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

/** Applies each new resolution message once, on the applying client. Registered at `ready`. */
export function registerResolutionApplier(): void {
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    const resolution = resolutionFlagsOf(message.flags);
    if (resolution?.state !== "pending" || !isApplier(message.author)) return;
    void applyResolution(message, resolution);
  });
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
