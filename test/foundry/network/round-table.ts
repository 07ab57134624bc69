/*
 * A Five Parsecs battle on the double's scheduled network (test support): the battle of fixtures/battle-world.ts, with
 * a second GM and a third player who may join, and the small steps a person takes on their own client.
 */
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { requestRound } from "../../../src/foundry/five-parsecs/round/round-service";
import type { RoundInput } from "../../../src/views/five-parsecs/round/round-request";
import type { BattleState } from "../../../src/rules/five-parsecs/round/battle-state";
import { MODULE_ID } from "../../../src/views/common/module-id";
import type { Client } from "../../double";
import { type BattleWorld, battleWorld, beginBattle, combatOn } from "../fixtures/battle-world";

/** The usual GM, Alice and Bob, with a second full GM ("Second GM") and Carol, who connect when a test says. */
export const TABLE_USERS = [
  { name: "Gamemaster", role: "gamemaster" },
  { name: "Second GM", role: "gamemaster" },
  { name: "Alice" },
  { name: "Bob" },
  { name: "Carol" },
] as const;

/**
 * The battle in its Quick Actions phase: begun, every Reaction die a 1 (every crew figure Quick) and locked by the GM;
 * or, `reaction`, just begun, round 1's Reaction Roll not yet made. `secondGM` connects the second GM; `carol` connects
 * Carol with her own figure, Vex, in the battle.
 */
export async function roundTable({
  secondGM = false,
  carol = false,
  reaction = false,
} = {}): Promise<BattleWorld & { gm2: Client | null; carol: Client | null; vex: string | null }> {
  const battle = await battleWorld({ users: TABLE_USERS });
  const { world, gm } = battle;
  const gm2 = secondGM ? world.connect("Second GM") : null;
  const third = carol ? world.connect("Carol") : null;
  let vex: string | null = null;
  if (third) {
    const actor = await gm.create("Actor", {
      name: "Vex",
      type: `${MODULE_ID}.crew`,
      ownership: { default: 0, [third.userId]: 3 },
      system: { reactions: 2, speed: 4, combatSkill: 1, toughness: 4, savvy: 0, luck: { value: 1, max: 1 } },
    });
    vex = actor.id;
    const scene = gm.game.scenes.get(battle.sceneId)!;
    const [token] = (await gm.run(() =>
      scene.createEmbeddedDocuments("Token", [{ name: "Vex", actorId: actor.id, actorLink: true, x: 1200, y: 2000 }]),
    )) as { id: string }[];
    await gm.run(() =>
      combatOn(gm, battle).createEmbeddedDocuments("Combatant", [
        { tokenId: token!.id, sceneId: battle.sceneId, actorId: actor.id },
      ]),
    );
  }
  for (const client of [gm2, third]) client?.viewScene(client.game.scenes.get(battle.sceneId)!);
  await world.settle();
  await beginBattle(battle);
  if (reaction) return { ...battle, gm2, carol: third, vex };
  world.dice.load(1, 1, 1);
  askRound(gm, battle, { type: "rollReactions" });
  await world.settle();
  askRound(gm, battle, { type: "lockReactions" });
  await world.settle();
  return { ...battle, gm2, carol: third, vex };
}

/** Where a figure acts this round, as a client's copy of the battle says (one schedule slot per figure). */
export const phaseOn = (client: Client, battle: BattleWorld, figure: string): string[] =>
  (stateOn(client, battle)?.schedule ?? []).filter((slot) => slot.figureId === figure).map((slot) => slot.phase);

/** The battle as a client holds it. */
export const stateOn = (client: Client, battle: BattleWorld): BattleState | undefined =>
  client.run(() => battleOf(combatOn(client, battle) as never))?.battle;

/** A user asks for a round input from their own client, as the tracker's controls do (the world is not settled). */
export function askRound(client: Client, battle: BattleWorld, input: RoundInput): void {
  client.run(() => requestRound(combatOn(client, battle) as never, input));
}

/** Warnings and errors a client was shown. */
export const complaints = (client: Client) => client.notifications.filter((n) => n.type !== "info");

/** The combat updates a client saw, by the writing user's id (the updateCombat hook's last argument). */
export function combatWriters(client: Client): string[] {
  const writers: string[] = [];
  client.Hooks.on("updateCombat", (...args: unknown[]) => void writers.push(String(args.at(-1))));
  return writers;
}
