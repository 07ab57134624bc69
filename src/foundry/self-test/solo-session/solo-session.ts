import { autopilotOn, setAutopilot } from "../../five-parsecs/ai/autopilot-toggle";
import { autopilotView } from "../../five-parsecs/ai/autopilot";
import { viewedCombat } from "../../table/documents/combat";
import { setUpBattleWith } from "../../five-parsecs/round/battle-setup";
import { aiSuggestionMode, SETTINGS, worldDifficulty } from "../../table/settings/settings";
import { suggestionFlagsOf } from "../../../views/five-parsecs/ai/suggestion-flags";
import { MODULE_ID } from "../../../views/common/module-id";
import { defaultSetupForm } from "../../../views/five-parsecs/round/setup-form";
import { BattleDriver } from "../first-session/battle-driver";
import type { Assert } from "../quench-types";
import type { Scratch } from "../scratch";
import { playInScratch, step } from "../session-run";
import { until } from "../wait";
import { PauseAnswers } from "./pause-answers";
import { RoundLog } from "./round-log";
import { playAutopilotRounds } from "./solo-rounds";
import { liveTable, type SoloTable } from "./solo-table";

/** The rounds the batch plays: two End Phases, each run by the autopilot into the next round. */
export const SOLO_ROUNDS = 2;

/**
 * An active combat on the scene with a combatant for every token, shown on the tracker: the autopilot plays the
 * combat this client views.
 */
async function activeCombatOn(scratch: Scratch, scene: Scene.Implementation): Promise<Combat.Implementation> {
  const combat = scratch.keep(await Combat.create({ scene: scene.id, active: true } as Combat.CreateData), "Combat");
  const combatants = scene.tokens.contents.map((token) => ({
    tokenId: token.id,
    sceneId: scene.id,
    actorId: token.actorId,
    hidden: token.hidden,
  }));
  await combat.createEmbeddedDocuments("Combatant", combatants as unknown as Combatant.CreateData[]);
  // fvtt-types: "The currently viewed combat can be changed by assigning to ui.combat.viewed directly".
  if (viewedCombat() !== combat && ui.combat) ui.combat.viewed = combat as unknown as Combat.Stored;
  return combat;
}

/**
 * The world's autopilot delay at 0 and AI suggestions on (the autopilot plays from the cards) while `play` runs;
 * both put back as they were afterwards.
 */
async function withSoloSettings(play: () => Promise<void>): Promise<void> {
  const settings = game.settings;
  if (!settings) throw new Error("the world has no settings");
  const delay = settings.get(MODULE_ID, SETTINGS.autopilotDelay);
  const mode = aiSuggestionMode();
  await settings.set(MODULE_ID, SETTINGS.autopilotDelay, 0);
  if (mode === "off") await settings.set(MODULE_ID, SETTINGS.aiSuggestions, "suggest");
  try {
    await play();
  } finally {
    await settings.set(MODULE_ID, SETTINGS.autopilotDelay, delay);
    if (mode === "off") await settings.set(MODULE_ID, SETTINGS.aiSuggestions, mode);
  }
}

/** The AI cards of a round of this combat, as the enemies' ids (one entry per card), and those not applied. */
function aiCardsOf(messages: readonly ChatMessage.Implementation[], combatId: string, round: number) {
  const plans = messages
    .map((message) => suggestionFlagsOf(message.flags))
    .filter((plan) => plan !== null && plan.combatId === combatId && plan.round === round);
  return {
    enemies: plans.map((plan) => plan?.figureId ?? "").sort(),
    notApplied: plans.filter((plan) => plan?.state !== "applied").map((plan) => `${plan?.figureId}: ${plan?.state}`),
  };
}

/**
 * Issue 38's solo play in a live world, on the GM's client: the Demo Battle imported, its battle set up and its
 * autopilot turned on; two rounds played acting only for the crew (and answering the autopilot's pauses), the Enemy
 * Actions and End Phases played by the autopilot. Checks each enemy acted once a round with one AI card, the round
 * advanced twice and no pause was left; deletes what it made, and puts the settings it changed back.
 */
export function playSoloSession(assert: Assert, table: SoloTable = liveTable()): Promise<void> {
  return playInScratch((scratch, messages) =>
    withSoloSettings(async () => {
      const scene = await step("import the Demo Battle", () => table.stage(scratch));
      const combat = await step("create an active combat with every token", () => activeCombatOn(scratch, scene));
      const driver = new BattleDriver(combat);
      const log = new RoundLog(combat);
      const answers = new PauseAnswers(combat, table);
      try {
        await step("start the combat and set up the battle (declining to Seize the Initiative)", async () => {
          await combat.update({ round: 1, turn: 0 } as Combat.UpdateData);
          const started = await setUpBattleWith(combat, {
            ...defaultSetupForm(worldDifficulty()),
            attemptSeize: false,
          });
          assert.isTrue(started, "the setup found no crew or no enemy among the combatants");
          await driver.settled((b) => b.phase === "reaction" && b.round === 1, "round 1's Reaction Roll");
        });
        await step("turn the battle's autopilot on", async () => {
          await setAutopilot(combat, true);
          await until(() => autopilotOn(combat), "the autopilot switch on the combat");
        });
        const crewActivations = await step(`play ${SOLO_ROUNDS} rounds, acting only for the crew`, () =>
          playAutopilotRounds(driver, answers, SOLO_ROUNDS),
        );
        assert.isAbove(crewActivations, 0, "no crew activation was played");

        for (let round = 1; round <= SOLO_ROUNDS; round++) {
          const acted = log.enemiesActed(round);
          assert.isAbove(acted.length, 0, `round ${round}: no enemy acted`);
          assert.deepEqual(log.enemiesLeft(round), [], `round ${round}: enemies the autopilot never played`);
          const cards = aiCardsOf(messages(), combat.id ?? "", round);
          assert.deepEqual(cards.enemies, [...acted].sort(), `round ${round}: one AI card for each enemy that acted`);
          assert.deepEqual(cards.notApplied, [], `round ${round}: AI cards the autopilot did not apply`);
        }
        const battle = await driver.now();
        assert.strictEqual(battle.round, SOLO_ROUNDS + 1, "the battle's round");
        assert.strictEqual(battle.phase, "reaction", "the battle's phase");
        // The round stores the battle first, then lines the tracker's round up with it: a second write.
        await until(() => combat.round === battle.round, "the combat's round to follow the battle's", 5_000).catch(
          () => undefined,
        );
        assert.strictEqual(combat.round, SOLO_ROUNDS + 1, "the combat's round");
        assert.deepEqual(battle.pendingChoices, [], "a Battle Event's choice left unanswered");
        assert.isFalse(answers.waiting(battle), `a pause left unanswered (answered: ${answers.answered.join("; ")})`);
        await until(() => !autopilotView(combat)?.reasonKey, "the autopilot to have nothing left to say", 5_000);
      } finally {
        log.stop();
      }
    }),
  );
}
