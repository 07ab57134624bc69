import {
  correctionFormView,
  readCorrectionForm,
  type CorrectionTarget,
} from "../../views/bracket-busters/correction-form";
import { GANG_TEMPLATES } from "../../views/common/template-paths";
import { foundryLocalizer } from "../table/i18n/localizer";
import { askCorrection } from "../table/correction-dialog";
import { warn } from "../table/i18n/notify";
import { gangBattleOf } from "./gang-battle-store";
import { requestGang } from "./gang-requests";

/**
 * Ruling 7 at the table: the GM's form for a fighter or a gang, as the battle has it now; the GM changes what is wrong,
 * gives a reason, and the round is asked for the `correct` input (the rules' and the request check's to refuse). True
 * when it was asked; false (the GM told why, or the form cancelled) when not.
 */
export async function openGangCorrection(combat: Combat.Implementation, target: CorrectionTarget): Promise<boolean> {
  const state = gangBattleOf(combat)?.battle;
  if (!game.user?.isGM || !state) return false;
  const form = correctionFormView(state, target, foundryLocalizer());
  if (!form) return false;
  const result = await askCorrection(GANG_TEMPLATES.correction, form, "FPB.BracketBusters.Correct.apply");
  if (!result) return false;
  // Read against the battle as it is once the GM answers: the form says what the table should show now.
  const now = gangBattleOf(combat)?.battle ?? state;
  const read = readCorrectionForm(result, now, target);
  if (!read.ok) {
    warn(`FPB.BracketBusters.Correct.Problem.${read.problem}`);
    return false;
  }
  requestGang(combat, { type: "correct", correction: read.correction, reason: read.reason });
  return true;
}
