import { createBattle, type Figure } from "../../../rules";
import { warn } from "../../table/i18n/notify";
import { figuresOf } from "../mapping/figure-of";
import { worldDifficulty } from "../../table/settings/settings";
import { ROUND_TEMPLATES } from "../../../views/common/template-paths";
import { startBattle } from "./round-requests";
import type { Ruleset } from "../../../views/common/ruleset-choice";
import {
  defaultSetupForm,
  newBattleOf,
  readSetupForm,
  setupDialogContext,
  type SetupForm,
} from "../../../views/five-parsecs/round/setup-form";
import { askForm } from "../../table/dialog-form";

/** Asks the GM how the battle is set up; null when cancelled. */
async function askSetup(defaults: SetupForm): Promise<(SetupForm & { ruleset: Ruleset }) | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    ROUND_TEMPLATES.setup,
    setupDialogContext(defaults),
  );
  const result = await askForm("FPB.Round.Setup.Title", content, {
    action: "start",
    label: "FPB.Round.Setup.Start",
    icon: "fa-solid fa-flag",
  });
  if (!result) return null;
  const ruleset: Ruleset =
    (result as { ruleset?: unknown }).ruleset === "bracketBusters" ? "bracketBusters" : "fiveParsecs";
  return { ...readSetupForm(result, defaults), ruleset };
}

/** The combatants' figures; one whose stored data breaks the limits is left out with a warning naming it. */
function combatantFigures(combat: Combat.Implementation): Figure[] {
  const actors = [...combat.combatants].flatMap((combatant) => (combatant.actor ? [combatant.actor] : []));
  return figuresOf(actors, (actor) => warn("FPB.Round.Warn.FigureSkipped", { figure: actor.name }));
}

/**
 * Five Parsecs' battle setup (GM only; offered by the table, table/offer-setup.ts): the dialog, then the battle made
 * from the combatants, stored in the combat, and Seize the Initiative rolled (or declined) through the round like
 * every other input. Answers the ruleset the GM chose (another's setup is offered next), or null when cancelled.
 */
export async function setUpFiveParsecs(combat: Combat.Implementation): Promise<Ruleset | null> {
  if (!game.user?.isGM) return null;
  const form = await askSetup(defaultSetupForm(worldDifficulty()));
  if (!form) return null;
  if (form.ruleset === "fiveParsecs") await setUpBattleWith(combat, form);
  return form.ruleset;
}

/**
 * The battle set up with the given answers, without asking (the dialog's path, and the in-world self-test): made
 * from the combatants, stored in the combat, and its first input requested. GM only; false when it was not started
 * (not a GM, or a side is missing, which the GM is told).
 */
export async function setUpBattleWith(combat: Combat.Implementation, form: SetupForm): Promise<boolean> {
  if (!game.user?.isGM) return false;
  const battle = newBattleOf(combatantFigures(combat), form);
  if (!battle) {
    warn("FPB.Round.Warn.NeedBothSides");
    return false;
  }
  await startBattle(
    combat,
    { battle: createBattle(battle), enemyEdge: form.enemyEdge },
    { type: form.attemptSeize ? "seizeTheInitiative" : "declineSeize" },
  );
  return true;
}
