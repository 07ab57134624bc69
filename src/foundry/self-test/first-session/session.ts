import { battleOf } from "../../five-parsecs/round/battle-model";
import { setUpBattleWith } from "../../five-parsecs/round/battle-setup";
import { defaultSetupForm } from "../../../views/five-parsecs/round/setup-form";
import { worldDifficulty } from "../../table/settings/settings";
import type { Assert } from "../quench-types";
import type { Scratch } from "../scratch";
import { playInScratch, step } from "../session-run";
import { shown } from "../wait";
import { BattleDriver } from "./battle-driver";
import { importDemo, missingIds, unlinkedTokens } from "./demo-import";
import { dismissOpenSuggestions, playEnemyTurn } from "./enemy-turn";
import { moveCrewMember } from "./crew-turn";

/** A combat on the scene with a combatant for every token; active when the world has no other combat. */
async function combatOnScene(scratch: Scratch, scene: Scene.Implementation): Promise<Combat.Implementation> {
  const active = (game.combats?.size ?? 0) === 0;
  const combat = scratch.keep(await Combat.create({ scene: scene.id, active } as Combat.CreateData), "Combat");
  const combatants = scene.tokens.contents.map((token) => ({
    tokenId: token.id,
    sceneId: scene.id,
    actorId: token.actorId,
    hidden: token.hidden,
  }));
  await combat.createEmbeddedDocuments("Combatant", combatants as unknown as Combatant.CreateData[]);
  return combat;
}

/**
 * The first session of the Demo Battle on one GM client: import, combat, battle setup without the dialog, Reactions
 * rolled and locked, round 1 played (an enemy's turn with its AI card), the End Phase, round 2. Deletes exactly the
 * documents it created (the import's, the combat, and this GM's chat messages since it began) whatever happens.
 */
export function playFirstSession(assert: Assert): Promise<void> {
  return playInScratch(async (scratch, messages) => {
    const { scene, adventure } = await step("import the Demo Battle", () => importDemo(scratch));
    assert.deepEqual(missingIds(adventure), [], "adventure.importKeepsIds: documents not imported under their own ids");
    assert.deepEqual(
      unlinkedTokens(scene),
      [],
      "adventure.tokenActorLink: tokens whose actorId names no imported Actor",
    );

    // The GM plays on the scene: the enemy AI reads the battlefield from the canvas.
    await step("view the imported scene", () => scene.view());
    const combat = await step("create a combat with every token", () => combatOnScene(scratch, scene));
    assert.strictEqual(combat.combatants.size, scene.tokens.size, "a combatant per token");
    const driver = new BattleDriver(combat);

    await step("start the combat and set up the battle (declining to Seize the Initiative)", async () => {
      // startCombat()'s own update, without its combatStart hook: that hook opens the setup dialog this replaces.
      await combat.update({ round: 1, turn: 0 } as Combat.UpdateData);
      const started = await setUpBattleWith(combat, { ...defaultSetupForm(worldDifficulty()), attemptSeize: false });
      assert.isTrue(started, "the setup found no crew or no enemy among the combatants");
      await driver.settled((b) => b.phase === "reaction" && b.round === 1, "round 1's Reaction Roll");
    });
    const enemies = new Set((await driver.now()).enemies.map((figure) => figure.id));

    await step("roll the Reactions", () =>
      driver.ask({ type: "rollReactions" }, (b) => (b.reaction?.dice ?? null) !== null, "the Reaction dice"),
    );
    await step("assign the dice and lock", async () => {
      await driver.ask({ type: "assignMostQuick" }, (b) => b.reaction?.assignment != null, "the most-Quick assignment");
      await driver.ask({ type: "lockReactions" }, (b) => b.phase !== "reaction", "the Reactions to lock");
    });
    assert.isNotNull(battleOf(combat), `the stored battle does not read back after the lock: ${shown(combat.flags)}`);

    // The first crew member whose reach allows it makes a short Move by token movement (H9, H11), measured and recorded.
    let moved: string | null = null;
    const enemyTurns = await step("play round 1's activations (a crew member moves its token)", () =>
      driver.playActivations(
        (id) => enemies.has(id),
        (id) => playEnemyTurn(id, messages),
        async (id) => {
          if (!moved) moved = await moveCrewMember(driver, id, messages);
        },
      ),
    );
    assert.isAbove(enemyTurns, 0, "no enemy took a turn in round 1");
    assert.isNotNull(moved, "no crew member's token move was measured and recorded");

    await step("the End Phase and round 2", async () => {
      await dismissOpenSuggestions(messages());
      await combat.nextRound();
      await driver.settled((b) => b.round === 2 && b.phase === "reaction", "round 2's Reaction Roll");
    });
    assert.strictEqual(combat.round, 2, "the combat's round");
    assert.isNotNull(battleOf(combat), "the stored battle does not read back in round 2");
  });
}
