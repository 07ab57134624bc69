/*
 * UUIDs reach the module as plain strings (figure ids, a Guardian's ward, a dropped entry). Foundry's lookups answer
 * null for a string that is not a UUID, so these casts only let us ask; the answer is checked by the caller.
 */
type SyncUuid = Parameters<typeof foundry.utils.fromUuidSync>[0];
type AsyncUuid = Parameters<typeof foundry.utils.fromUuid>[0];

export const documentAtSync = (uuid: string) => foundry.utils.fromUuidSync(uuid as SyncUuid);

export const documentAt = (uuid: string) => foundry.utils.fromUuid(uuid as AsyncUuid);

/** The actor a figure id (its actor's UUID, token actors included) names, or null. */
export function actorAt(uuid: string): Actor.Implementation | null {
  const document = documentAtSync(uuid);
  return document instanceof Actor ? document : null;
}
