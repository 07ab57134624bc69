import { describe, expect, it } from "vitest";
import { BATTLE_END_REASONS, BATTLE_PHASES, REMOVAL_REASONS, type BattleSummary } from "../../../src/rules";
import { ENEMY_EDGES } from "../../../src/views/five-parsecs/round/battle-flags";
import { deservesCard, summaryCard, transitionCard } from "../../../src/views/five-parsecs/round/round-cards";
import type { RoundInputType } from "../../../src/views/five-parsecs/round/round-request";
import { defaultSetupForm, setupDialogContext } from "../../../src/views/five-parsecs/round/setup-form";
import { trackerView } from "../../../src/views/five-parsecs/round/tracker-view";
import { ROUND_TEMPLATES } from "../../../src/views/common/template-paths";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { templateRenderer } from "../../fixtures/template-renderer";
import { kara, raider, rolledRound } from "./fixtures";

const i18n = englishLocalizer();
const names = (id: string) => ({ [kara.id]: "Kara", [raider.id]: "Raider" })[id] ?? id;
const render = templateRenderer();

describe("End Phase chat card", () => {
  it("Battle Events: the full text, the automation note and the figure chosen", () => {
    const card = transitionCard(
      "Round 2: End Phase",
      {
        steps: [
          {
            rule: "Battle Events on Round 2 and Round 4",
            dice: [{ purpose: "Battle Event", faces: 100, value: 3 }],
            modifiers: [],
            total: 3,
            needed: null,
            result: "renewedEfforts",
          },
        ],
        announcements: [
          { kind: "bail", figureIds: [raider.id] },
          {
            kind: "battleEvent",
            eventId: "renewedEfforts",
            name: "Renewed efforts",
            text: "The enemy pushes on.",
            automation: "applies",
            note: "A random enemy acts again.",
            figureId: kara.id,
          },
          { kind: "escalation", effectId: "regroup", name: "Regroup", ai: "aggressive", rollsLeft: 2 },
          { kind: "phase", round: 3, phase: "reaction" },
        ],
      },
      names,
      i18n,
    );
    expect(card.steps[0]!.result).toBe("Renewed efforts");
    expect(card.notes).toEqual([
      "Bail: Raider leave the battle (not killed).",
      "Renewed efforts: The enemy pushes on.",
      "Applied by the module: A random enemy acts again.",
      "Figure selected: Kara.",
      "Escalation (Aggressive): Regroup. Rolls left: 2.",
    ]);
  });

  it("Seizing the Initiative: the result in words; phase changes alone post no card", () => {
    const seize = transitionCard(
      "t",
      {
        steps: [{ rule: "Seizing the Initiative", dice: [], modifiers: [], total: 11, needed: 10, result: "seized" }],
        announcements: [{ kind: "seize", seized: true }],
      },
      names,
      i18n,
    );
    expect(seize.steps[0]).toMatchObject({ result: "Seized", success: true });
    expect(deservesCard({ steps: [], announcements: [{ kind: "phase", round: 1, phase: "quick" }] })).toBe(false);
  });

  it("Ending the Battle: the summary says who Held the Field and who was killed or Bailed", () => {
    const summary: BattleSummary = {
      reason: "enemiesGone",
      round: 4,
      heldTheField: true,
      objectivesPossible: true,
      crewRemaining: [kara.id],
      enemiesRemaining: [],
      enemiesKilled: [raider.id],
      enemiesBailed: [],
      crewCasualties: [],
      crewLeft: [],
      escalationRolls: 1,
      battleEvents: ["renewedEfforts"],
    };
    const card = summaryCard(summary, names, i18n);
    expect(card.notes).toContain("You Hold the Field.");
    expect(card.notes).toContain("Enemies killed: Raider.");
    expect(card.notes).toContain("Enemies that Bailed or left (not killed): none.");
    expect(card.notes).toContain("Battle Events: Renewed efforts. Escalation rolls: 1.");
  });
});

describe("round templates and lang (FPB.Round)", () => {
  it("every key built from the rules' vocabularies has a text", () => {
    const inputs = Object.keys({
      seizeTheInitiative: 1,
      declineSeize: 1,
      seizeAction: 1,
      endSeize: 1,
      rollReactions: 1,
      assignDie: 1,
      assignMostQuick: 1,
      choosePhase: 1,
      lockReactions: 1,
      holdForSnapFire: 1,
      delayToSlow: 1,
      startActivation: 1,
      act: 1,
      endActivation: 1,
      snapFire: 1,
      chooseEventFigure: 1,
      reachObjective: 1,
      removeReinforcementMarker: 1,
      achieveWinCondition: 1,
      setMainAiType: 1,
      addFigure: 1,
      removeFigure: 1,
      runEndPhase: 1,
      abandonBattle: 1,
      enterOverwatch: 1,
      endOverwatch: 1,
      correctFigure: 1,
      undoCorrection: 1,
    } satisfies Record<RoundInputType, 1>);
    const keys = [
      ...BATTLE_PHASES.map((p) => `FPB.Round.Phase.${p}`),
      ...["quick", "enemy", "slow"].map((p) => `FPB.Round.PhaseHeader.${p}`),
      ...BATTLE_END_REASONS.map((r) => `FPB.Round.EndReason.${r}`),
      ...REMOVAL_REASONS.map((r) => `FPB.Round.Removal.${r}`),
      ...ENEMY_EDGES.map((e) => `FPB.Round.Edge.${e}`),
      ...["applies", "tracks", "announces"].map((l) => `FPB.Round.Automation.${l}`),
      ...["roll", "freeChoice", "hesitation"].map((m) => `FPB.Round.Reaction.Mode.${m}`),
      ...inputs.map((t) => `FPB.Round.Card.${t}`),
      ...["spent", "singleShot", "unchanged", "noWeapon", "unknownWeapon"].map((r) => `FPB.Round.Note.AmmoFault.${r}`),
      ...["unknownFigure", "unknownAiType"].map((p) => `FPB.Round.Controls.Invalid.${p}`),
      ...["normal", "hardcore", "insanity"].map((d) => `FPB.Settings.Difficulty.${d}`),
    ];
    for (const key of keys) expect(i18n.localize(key), key).not.toBe(key);
  });

  it("the tracker panel renders the dice pool and the controls of this user", async () => {
    const view = trackerView(await rolledRound(), { isGM: false, owns: (id) => id === kara.id });
    const html = render(ROUND_TEMPLATES.tracker, { view });
    expect(html).toContain('data-fpb-round="assignDie" data-fpb-figure="Actor.kara"');
    expect(html).not.toContain('data-fpb-figure="Actor.rex"');
    expect(html).toContain('data-fpb-round="lockReactions"');
    expect(html).toContain("FPB.Round.Reaction.FeralDie");
    expect(html).not.toContain('data-fpb-round="abandonBattle"');
  });

  it("the tracker panel offers the GM the setup when no battle is stored", () => {
    const html = render(ROUND_TEMPLATES.tracker, { setup: { noteKey: "FPB.Round.Setup.None", canSetUp: true } });
    expect(html).toContain('data-fpb-round="setup"');
  });

  it("the setup dialog shows the four choices with the defaults selected", () => {
    const html = render(
      ROUND_TEMPLATES.setup,
      setupDialogContext({ ...defaultSetupForm("hardcore"), enemyEdge: "west" }),
    );
    expect(html).toMatch(/<option value="hardcore" selected>/);
    expect(html).toMatch(/<option value="west" selected>/);
    expect(html).toContain('name="attemptSeize" checked');
    expect(html).toContain('name="hiredMuscle" ');
  });
});
