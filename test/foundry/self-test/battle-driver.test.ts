import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { setUpBattleWith } from "../../../src/foundry/five-parsecs/round/battle-setup";
import { BattleDriver } from "../../../src/foundry/self-test/first-session/battle-driver";
import { createWorld } from "../../double";

describe("the first-session batch's battle driver", () => {
  it("plays a battle set up without the dialog from round 1's Reactions to round 2, as the GM", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const crew = await gm.create("Actor", { name: "Kit", type: "five-parsecs-battle.crew", system: { reactions: 2 } });
    const enemy = await gm.create("Actor", { name: "Raider", type: "five-parsecs-battle.enemy" });
    const scene = (await gm.create("Scene", {
      name: "Table",
      width: 1000,
      height: 800,
      grid: { size: 100, distance: 1 },
    })) as unknown as Scene.Implementation;
    const played = await gm.run(async () => {
      const tokens =
        (await scene.createEmbeddedDocuments("Token", [
          { actorId: crew.id, actorLink: true, x: 100, y: 100 },
          { actorId: enemy.id, actorLink: true, x: 500, y: 500 },
        ] as unknown as TokenDocument.CreateData[])) ?? [];
      const combat = (await Combat.create({
        scene: scene.id,
      } as Combat.CreateData)) as unknown as Combat.Implementation;
      const combatants = tokens.map((token) => ({ tokenId: token.id, sceneId: scene.id, actorId: token.actorId }));
      await combat.createEmbeddedDocuments("Combatant", combatants as unknown as Combatant.CreateData[]);
      await combat.update({ round: 1, turn: 0 } as Combat.UpdateData);
      const driver = new BattleDriver(combat);
      const started = await setUpBattleWith(combat, {
        difficulty: "normal",
        hiredMuscle: false,
        enemyEdge: "north",
        attemptSeize: false,
      });
      await driver.settled((b) => b.phase === "reaction" && b.round === 1, "round 1");
      await driver.ask({ type: "rollReactions" }, (b) => (b.reaction?.dice ?? null) !== null, "the dice");
      await driver.ask({ type: "assignMostQuick" }, (b) => b.reaction?.assignment != null, "the assignment");
      await driver.ask({ type: "lockReactions" }, (b) => b.phase !== "reaction", "the lock");
      const readsBack = battleOf(combat) !== null;
      const enemyTurns: string[] = [];
      await driver.playActivations(
        (id) => id === enemy.uuid,
        async (id) => void enemyTurns.push(id),
      );
      await combat.nextRound();
      const round2 = await driver.settled((b) => b.round === 2 && b.phase === "reaction", "round 2");
      return { started, readsBack, enemyTurns, round: round2.round, combatRound: combat.round };
    });
    expect(played).toEqual({ started: true, readsBack: true, enemyTurns: [enemy.uuid], round: 2, combatRound: 2 });
    expect(world.errors).toEqual([]);
  });
});
