import { FOG_CLOUD_RADIUS, type RawFog } from "../../../rules";
import { MODULE_ID } from "../../../views/common/module-id";
import { isRecord } from "../../../views/common/schema";

/**
 * What the battle round says about seeing across the table: the Battle Events "Visibility change" (a vision range in
 * inches, or null while unlimited) and "Fog cloud" (at the centre of the table). The battlefield's line of sight
 * reads both; the scene alone knows neither.
 */
export interface BattleSight {
  readonly visibility: number | null;
  readonly fogCloud: boolean;
}

export const UNLIMITED_SIGHT: BattleSight = { visibility: null, fogCloud: false };

/**
 * The sight a combat's battle flags give, read defensively from the stored data (only the two fields, so it is cheap
 * enough for every battlefield query); unlimited when there is no battle or the fields are not usable. A battle that
 * is over no longer limits sight.
 */
export function battleSightOfFlags(flags: unknown): BattleSight {
  const own = isRecord(flags) ? flags[MODULE_ID] : undefined;
  const battle = isRecord(own) ? own["battle"] : undefined;
  if (!isRecord(battle) || battle["phase"] === "over") return UNLIMITED_SIGHT;
  const effects = battle["effects"];
  if (!isRecord(effects)) return UNLIMITED_SIGHT;
  const range = effects["visibility"];
  const visibility = typeof range === "number" && Number.isFinite(range) && range > 0 ? range : null;
  return { visibility, fogCloud: effects["fogCloud"] === true };
}

/** The raw battlefield's sight fields for a table of this size (inches): "Fog cloud" "envelops the centre of the table". */
export function rawSightOf(
  sight: BattleSight,
  width: number,
  height: number,
): { readonly visibility: number | null; readonly fog: readonly RawFog[] } {
  return {
    visibility: sight.visibility,
    fog: sight.fogCloud ? [{ id: "fogCloud", centre: { x: width / 2, y: height / 2 }, radius: FOG_CLOUD_RADIUS }] : [],
  };
}

/** A key that changes exactly when the sight does, for the battlefield cache. */
export const sightKey = (sight: BattleSight): string =>
  `${sight.visibility ?? "unlimited"}|${sight.fogCloud ? "fog" : "clear"}`;
