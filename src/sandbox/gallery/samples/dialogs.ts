import { createBattle } from "../../../rules";
import {
  brawlDialogContext,
  brawlWeaponOptions,
  defaultBrawlForm,
} from "../../../views/five-parsecs/attack/brawl-form";
import { fireDialogContext } from "../../../views/five-parsecs/attack/dialog-context";
import { defaultFireForm, type Candidate } from "../../../views/five-parsecs/attack/fire-form";
import type { Localizer } from "../../../views/common/i18n/describe-violation";
import { battleControlsContext, joinCandidates } from "../../../views/five-parsecs/round/battle-controls-form";
import { correctionFormView } from "../../../views/five-parsecs/round/correction-form";
import { defaultSetupForm, setupDialogContext } from "../../../views/five-parsecs/round/setup-form";
import { GRUB, KARA, RAIDER, RAIDER_BOSS } from "./figures";
import type { Sample } from "./sample";

const dialog = (caption: string, title: string, context: object): Sample => ({
  caption,
  frame: "dialog",
  title,
  context,
});

const candidate = (
  figure: Candidate["figure"],
  distance: number,
  withinThreeInchesOf: readonly string[] = [],
): Candidate => ({
  figure,
  distance,
  withinThreeInchesOf,
});

/** The GM's battle controls, from the combat's figures as the module reads them: who may join, the main AI type. */
function battleControlsSamples(i18n: Localizer): Sample[] {
  const title = i18n.localize("FPB.Round.Controls.Title");
  const combat = [KARA, GRUB, RAIDER, RAIDER_BOSS];
  const smallBattle = createBattle({ crew: [KARA], enemies: [RAIDER], difficulty: "normal", hiredMuscle: false });
  const everyone = createBattle({
    crew: [KARA, GRUB],
    enemies: [RAIDER, RAIDER_BOSS],
    difficulty: "normal",
    hiredMuscle: false,
  });
  const noMainAi = { ...everyone, setup: { ...everyone.setup, mainAiType: null } };
  const controls = (key: string, state: typeof everyone) =>
    dialog(
      i18n.localize(`FPB.Sandbox.Gallery.Sample.${key}`),
      title,
      battleControlsContext(state, joinCandidates(state, combat)),
    );
  return [controls("controlsJoining", smallBattle), controls("controlsEveryoneIn", noMainAi)];
}

/** The GM's correction of a figure's marks: a crew member's form (Snap Fire hold) and an enemy's (Overwatch). */
function correctionSamples(i18n: Localizer): Sample[] {
  const battle = createBattle({ crew: [KARA, GRUB], enemies: [RAIDER], difficulty: "normal", hiredMuscle: false });
  return [KARA, RAIDER].flatMap((figure) => {
    const form = correctionFormView(battle, figure, i18n);
    const key = figure === KARA ? "correctCrew" : "correctEnemy";
    return form ? [dialog(i18n.localize(`FPB.Sandbox.Gallery.Sample.${key}`), form.title, { form })] : [];
  });
}

/** The fire, brawl, battle setup and battle controls dialogs, with the forms the module starts them with. */
export function dialogSamples(i18n: Localizer): Record<string, Sample[]> {
  const twoTargets = [candidate(RAIDER, 8, [RAIDER_BOSS.id]), candidate(RAIDER_BOSS, 10.5, [RAIDER.id])];
  const fireTitle = i18n.format("FPB.Fire.Title", { figure: KARA.name });
  const brawlTitle = i18n.format("FPB.Brawl.Title", { attacker: GRUB.name, defender: RAIDER.name });
  const brawlForm = defaultBrawlForm(GRUB, RAIDER);
  const grubSurrounded = { lone: "attacker" as const, others: [RAIDER_BOSS] };
  const brawl = (form: typeof brawlForm) => ({
    form,
    attackerName: GRUB.name,
    defenderName: RAIDER.name,
    attackerWeapons: brawlWeaponOptions(GRUB, form.attackerWeaponId),
    defenderWeapons: brawlWeaponOptions(RAIDER, form.defenderWeaponId),
  });
  const setupTitle = i18n.localize("FPB.Round.Setup.Title");
  return {
    "templates/dialogs/fire-dialog.hbs": [
      dialog(
        i18n.localize("FPB.Sandbox.Gallery.Sample.fireTwoTargets"),
        fireTitle,
        fireDialogContext(KARA, defaultFireForm(KARA, twoTargets)),
      ),
      dialog(
        i18n.localize("FPB.Sandbox.Gallery.Sample.fireNoTargets"),
        fireTitle,
        fireDialogContext(KARA, defaultFireForm(KARA, [])),
      ),
    ],
    "templates/dialogs/figure-correction-dialog.hbs": correctionSamples(i18n),
    "templates/dialogs/brawl-dialog.hbs": [
      dialog(i18n.localize("FPB.Sandbox.Gallery.Sample.brawlDefaults"), brawlTitle, brawl(brawlForm)),
      dialog(
        i18n.localize("FPB.Sandbox.Gallery.Sample.brawlOutnumbering"),
        brawlTitle,
        brawl({ ...brawlForm, outnumbering: "attacker", movingToEngage: true }),
      ),
      dialog(
        i18n.localize("FPB.Sandbox.Gallery.Sample.brawlMultipleOpponents"),
        brawlTitle,
        brawlDialogContext(GRUB, RAIDER, defaultBrawlForm(GRUB, RAIDER, grubSurrounded), grubSurrounded, i18n),
      ),
    ],
    "templates/round/setup-dialog.hbs": [
      dialog(
        i18n.localize("FPB.Sandbox.Gallery.Sample.setupDefaults"),
        setupTitle,
        setupDialogContext(defaultSetupForm("normal")),
      ),
      dialog(
        i18n.localize("FPB.Sandbox.Gallery.Sample.setupHardcore"),
        setupTitle,
        setupDialogContext({ ...defaultSetupForm("hardcore"), hiredMuscle: true, attemptSeize: false }),
      ),
    ],
    "templates/round/battle-controls-dialog.hbs": battleControlsSamples(i18n),
  };
}
