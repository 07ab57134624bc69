import { MODULE_ID } from "../../../views/common/module-id";
import { autopilotByDefault } from "../../table/settings/settings";

/*
 * A battle's autopilot switch, on the combat's flags beside the battle: the world setting is the default of a battle
 * whose switch was never touched.
 */

const FLAG = "autopilot";

/** Whether the autopilot plays this combat's enemies. */
export function autopilotOn(combat: Combat.Implementation): boolean {
  const own = (combat.flags as Record<string, unknown>)[MODULE_ID];
  const stored = typeof own === "object" && own !== null ? (own as Record<string, unknown>)[FLAG] : undefined;
  return typeof stored === "boolean" ? stored : autopilotByDefault();
}

/** Turns the autopilot on or off for this battle (the GM's switch on the tracker). */
export async function setAutopilot(combat: Combat.Implementation, on: boolean): Promise<void> {
  if (!game.user?.isGM) return;
  await combat.update({ flags: { [MODULE_ID]: { [FLAG]: on } } } as never);
}
