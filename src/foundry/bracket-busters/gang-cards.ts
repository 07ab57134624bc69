import { BracketBusters as BB } from "../../rules";
import { MODULE_ID } from "../../views/module-id";
import { gangBattleOf } from "./gang-battle-store";
import { requestGang } from "./gang-service";

const combatOfMessage = (message: ChatMessage.Implementation): Combat.Implementation | null => {
  const id = (message.flags as Record<string, { gangCombat?: unknown } | undefined>)[MODULE_ID]?.gangCombat;
  return typeof id === "string" ? ((game.combats?.get(id) ?? null) as unknown as Combat.Implementation | null) : null;
};

/**
 * An attack card's result buttons (ruling 15: the players resolve the attack with their own book and set the result on
 * the target from the card): shown to the GM and to the players of the attacker's and the target's gangs, hidden from
 * everyone else; a press asks the round to set the result, which refuses it once the Round has moved on.
 */
export function registerGangCards(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    const buttons = [...html.querySelectorAll<HTMLButtonElement>("button[data-fpb-gang-result]")];
    if (buttons.length === 0) return;
    const combat = combatOfMessage(message);
    const state = combat ? gangBattleOf(combat)?.battle : undefined;
    const plays = (fighterId: string | undefined): boolean => {
      const gangId = fighterId && state ? BB.fighterIn(state, fighterId)?.fighter.gangId : undefined;
      return !!gangId && !!combat && (combat.groups.get(gangId)?.isOwner ?? false);
    };
    for (const button of buttons) {
      const { fpbGangResult: result, fpbGangTarget: targetId, fpbGangBy: by } = button.dataset;
      const may = game.user?.isGM || plays(targetId) || plays(by);
      button.hidden = !may || !combat || !state || state.phase !== "action";
      if (button.hidden || !combat || !targetId || !(BB.ATTACK_RESULTS as readonly string[]).includes(result ?? ""))
        continue;
      button.addEventListener("click", () => {
        button.disabled = true;
        requestGang(combat, { type: "setResult", targetId, result: result as BB.AttackResult, by: by ?? null });
      });
    }
  });
}
