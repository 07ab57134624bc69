import type { BracketBusters as BB } from "../../rules";
import { actorAt } from "../table/documents/by-uuid";
import { fighterStatusToggles } from "./fighter-statuses";

/**
 * Each fighter's status and marks (ruling 12) on its token, written by the GM's client after every step of the round:
 * only the fighters whose marks changed, only this module's status effects, and an Out of Action fighter marked
 * defeated in the combat so the tracker shows it left the battlefield.
 */
export async function showMarks(
  combat: Combat.Implementation,
  before: BB.BattleState | null,
  after: BB.BattleState,
): Promise<void> {
  for (const f of after.fighters) {
    const was = before?.fighters.find((b) => b.fighter.id === f.fighter.id);
    if (was && sameMarks(was, f)) continue;
    const actor = actorAt(f.fighter.id);
    if (!actor) continue;
    for (const { id, active } of fighterStatusToggles(actor.statuses, f))
      await actor.toggleStatusEffect(id, { active });
    const defeated = f.status === "outOfAction";
    for (const combatant of combat.combatants) {
      if (combatant.actor?.uuid === f.fighter.id && combatant.defeated !== defeated)
        await combatant.update({ defeated });
    }
  }
}

const sameMarks = (a: BB.BattleFighter, b: BB.BattleFighter): boolean =>
  a.status === b.status &&
  a.ready === b.ready &&
  a.fleshWounds === b.fleshWounds &&
  a.aim === b.aim &&
  a.focus === b.focus &&
  a.entrench === b.entrench;
