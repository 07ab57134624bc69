import { BB_PACKS } from "../../../views/bracket-busters/packs";
import { proposedGangs, setUpGangBattleWith } from "../../bracket-busters/gang-setup";
import { gangBattleOf } from "../../bracket-busters/gang-battle-store";
import type { Assert } from "../quench-types";
import { playInScratch, step } from "../session-run";
import { importPackAdventure, missingIds, unlinkedTokens } from "../first-session/demo-import";
import { GangDriver } from "./gang-driver";

/**
 * A Bracket Busters first session on one GM client: the Tourney Arena imported, a combat of every token, the two
 * sample gangs set up as Combatant groups (the GM plays both), two Rounds played (Priority, Ready Fighters, every
 * activation, the End Phase), the battle ended and its Lasting Injuries rolled, the after-battle card posted. Deletes
 * what it made.
 */
export function playGangSession(assert: Assert): Promise<void> {
  return playInScratch(async (scratch, messages) => {
    const { scene, adventure } = await step("import the Tourney Arena", () =>
      importPackAdventure(scratch, BB_PACKS.tourney, BB_PACKS.tourneyAdventure),
    );
    assert.deepEqual(missingIds(adventure), [], "adventure.importKeepsIds");
    assert.deepEqual(unlinkedTokens(scene), [], "adventure.tokenActorLink");
    await step("view the arena", () => scene.view());
    const combat = scratch.keep(
      await Combat.create({ scene: scene.id, active: (game.combats?.size ?? 0) === 0 } as Combat.CreateData),
      "Combat",
    );
    await combat.createEmbeddedDocuments(
      "Combatant",
      scene.tokens.contents.map((token) => ({ tokenId: token.id, sceneId: scene.id, actorId: token.actorId })) as never,
    );
    const driver = new GangDriver(combat);

    await step("set up the battle: two gangs as Combatant groups", async () => {
      await combat.update({ round: 1, turn: 0 } as Combat.UpdateData);
      const gangs = proposedGangs(combat);
      assert.strictEqual(gangs.length, 2, "the sample gangs' folders give two gangs");
      assert.isTrue(await setUpGangBattleWith(combat, gangs), "the setup refused the sample gangs");
      assert.strictEqual(combat.groups.size, 2, "a CombatantGroup per gang");
      await driver.settled((b) => b.phase === "priority" && b.round === 1, "round 1's Priority Phase");
    });

    for (const round of [1, 2]) {
      await step(`round ${round}: Priority and Ready Fighters`, async () => {
        await driver.ask({ type: "rollPriority" }, (b) => b.phase !== "priority", `round ${round}'s Priority order`);
        await driver.ask(
          { type: "readyFighters" },
          (b) => b.phase === "action" || b.phase === "end",
          `round ${round}'s Ready fighters`,
        );
      });
      const played = await step(`round ${round}: the Action Phase`, () => driver.playActionPhase());
      assert.isAbove(played, 0, `no fighter activated in round ${round}`);
      await step(`round ${round}: the End Phase`, () => driver.playEndPhase());
    }
    const battle = await driver.now();
    assert.strictEqual(battle.round, 3, "two Rounds played");
    assert.strictEqual(combat.round, 3, "the combat's round follows the battle's");

    await step("end the battle and roll the Lasting Injuries", async () => {
      await driver.ask({ type: "endBattle" }, (b) => b.over !== null, "the battle to end");
      await driver.ask({ type: "rollLastingInjuries" }, (b) => b.injuries !== null, "the Lasting Injuries");
    });
    assert.isNotNull(gangBattleOf(combat), "the stored battle reads back after the battle");
    assert.isAbove(messages().length, 8, "the round's cards were posted");
  });
}
