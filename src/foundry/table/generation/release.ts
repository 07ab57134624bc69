/**
 * The core generation the module runs on (13 or 14): `game.release.generation`, documented on both
 * (https://foundryvtt.com/api/v14/classes/foundry.config.ReleaseData.html). 13 when it cannot be read, so that code
 * never assumes v14 on a world that does not say so. Prefer a feature check on the document where one exists.
 */
export function releaseGeneration(): number {
  const generation = (globalThis as { game?: { release?: { generation?: unknown } } }).game?.release?.generation;
  return typeof generation === "number" && Number.isFinite(generation) ? generation : 13;
}

/** Whether this core has v14's Scene Levels and region shapes. */
export const isV14 = (): boolean => releaseGeneration() >= 14;
