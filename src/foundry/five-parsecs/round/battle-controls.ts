import { warn } from "../../table/i18n/notify";
import { figuresOf } from "../mapping/figure-of";
import { ROUND_TEMPLATES } from "../../../views/common/template-paths";
import { battleOf } from "./battle-model";
import {
  battleControlsContext,
  joinCandidates,
  readBattleControls,
} from "../../../views/five-parsecs/round/battle-controls-form";
import { requestRound } from "./round-requests";
import { askForm } from "../../table/dialog-form";

/**
 * The GM's battle controls dialog: tick the combatants that join the battle (add their tokens to the combat first)
 * and set the enemy's main AI type. Each answer goes through the round like any other input (`addFigure`,
 * `setMainAiType`), so the rules still refuse what they must.
 */
export async function openBattleControls(combat: Combat.Implementation | null): Promise<void> {
  if (!game.user?.isGM || !combat) return;
  const flags = battleOf(combat);
  if (!flags) return warn("FPB.Round.Request.noBattle");
  const actors = [...combat.combatants].flatMap((combatant) => (combatant.actor ? [combatant.actor] : []));
  const candidates = joinCandidates(
    flags.battle,
    figuresOf(actors, (actor) => warn("FPB.Round.Warn.FigureSkipped", { figure: actor.name })),
  );
  const content = await foundry.applications.handlebars.renderTemplate(
    ROUND_TEMPLATES.controls,
    battleControlsContext(flags.battle, candidates),
  );
  const result = await askForm("FPB.Round.Controls.Title", content, {
    action: "apply",
    label: "FPB.Round.Controls.Apply",
    icon: "fa-solid fa-check",
  });
  if (!result) return;
  const read = readBattleControls(result, flags.battle, candidates);
  if (!read.ok) return warn(`FPB.Round.Controls.Invalid.${read.problem}`);
  for (const figureId of read.controls.join) requestRound(combat, { type: "addFigure", figureId });
  if (read.controls.mainAiType) requestRound(combat, { type: "setMainAiType", ai: read.controls.mainAiType });
}
