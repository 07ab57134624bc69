import { actionRefusal, hasActed, type BattleState } from "../../rules";
import type { Localizer } from "../../views/common/i18n/describe-violation";
import { nameIn } from "../../views/five-parsecs/round/round-request";
import { phaseOfFigure } from "../../views/five-parsecs/round/initiative";
import type { Refused } from "./draft";

const notice = (key: string, data: Record<string, string> = {}): Refused => ({
  key: `FPB.Sandbox.Battle.Notice.${key}`,
  data,
});

/** The crew figure's phase this round, in the user's words ("Slow Actions"), for "acts in the … phase". */
const phaseWords = (battle: BattleState, figureId: string, i18n: Localizer): string | null => {
  const phase = phaseOfFigure(battle, figureId);
  return phase ? i18n.localize(`FPB.Round.Phase.${phase}`) : null;
};

/**
 * Why this crew figure cannot Fire or Brawl now, said for the moment the battle is in (a refusal that tells the user
 * to "start its activation" in the Enemy Actions phase would ask for the impossible); null when it can. A figure
 * attacks with its Combat Action while activating, or with its one action after a successful Seize the Initiative.
 */
export function whyNoAttack(
  battle: BattleState | null,
  figureId: string,
  attack: "fire" | "brawl",
  i18n: Localizer,
): Refused | null {
  if (!battle) return notice("noBattle");
  if (battle.over) return notice("battleOver");
  const figure = nameIn(battle, figureId);
  const active = battle.active;
  if (active?.figureId === figureId) {
    const refused = actionRefusal(active, "combatAction");
    if (!refused) return null;
    return refused.code === "alreadyActed"
      ? notice("combatActionUsed", { figure })
      : { key: `FPB.Round.Refusal.${refused.code}`, message: refused.message };
  }
  const pendingNow = battle.schedule.some(
    (s) => s.figureId === figureId && s.phase === battle.phase && s.status === "pending",
  );
  if (active && pendingNow) return notice("otherActivating", { figure, other: nameIn(battle, active.figureId) });
  switch (battle.phase) {
    case "seize":
      if (!battle.seize?.seized) return notice("seizeFirst");
      if (attack === "brawl") return notice("seizeMoveOrFire");
      return battle.seize.acted.some((a) => a.figureId === figureId) ? notice("seizeActed", { figure }) : null;
    case "reaction":
      return notice("reactionFirst");
    case "end":
      return notice("endPhase");
    default: {
      if (pendingNow) return notice("notActive", { figure });
      const later = battle.schedule.some((s) => s.figureId === figureId && s.status === "pending");
      const phase = phaseWords(battle, figureId, i18n);
      if (later && phase) return notice(battle.phase === "enemy" ? "enemyPhaseActsIn" : "actsIn", { figure, phase });
      if (hasActed(battle, figureId)) return notice("alreadyActed", { figure });
      return notice(battle.phase === "enemy" ? "enemyPhase" : "notInRound", { figure });
    }
  }
}

/** A refusal in the user's words: its lang key filled in, or the rules' own sentence when the key has no text. */
export function refusalText(refused: Refused, i18n: Localizer): string {
  const text = i18n.format(refused.key, { ...(refused.data ?? {}) });
  return text === refused.key && refused.message ? refused.message : text;
}
