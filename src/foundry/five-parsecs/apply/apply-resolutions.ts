import { applyStateChanges } from "./apply-changes";
import { actorAt } from "../../table/documents/by-uuid";
import { resolutionFlagsOf, type ResolutionFlags } from "../../../views/five-parsecs/chat/resolution-flags";
import { MODULE_ID } from "../../../views/shared/module-id";
import { isApplier } from "../../table/active-gm";

/**
 * A player may only ask for the changes of an action taken by a figure the player owns; the GM for any. Checked on
 * the applying client, so a forged message changes nothing.
 */
export function mayAskFor(author: User.Implementation, resolution: ResolutionFlags): boolean {
  if (author.isGM) return true;
  const actor = actorAt(resolution.actorId);
  return actor?.testUserPermission(author, "OWNER") === true;
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
