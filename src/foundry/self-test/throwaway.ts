import { advance, createBattle, isCrew, isEnemy, ScriptedDice } from "../../rules";
import { figuresOf } from "../five-parsecs/mapping/figure-of";
import { ACTOR_TYPES, MODULE_ID } from "../../views/common/module-id";
import { battleUpdate } from "../five-parsecs/round/battle-model";
import type { Scratch } from "./scratch";

/** Throwaway documents for the contract checks, each kept in the check's scratch so it is deleted afterwards. */

const NAME = "FPB self-test";
export const throwawayName = (what: string): string => `${NAME}: ${what}`;

export async function crewActor(scratch: Scratch, system: Record<string, unknown> = {}): Promise<Actor.Implementation> {
  const data = { name: throwawayName("crew"), type: ACTOR_TYPES.crew, system } as unknown as Actor.CreateData;
  return scratch.keep(await Actor.create(data), "crew Actor");
}

export async function enemyActor(scratch: Scratch): Promise<Actor.Implementation> {
  const data = { name: throwawayName("enemy"), type: ACTOR_TYPES.enemy } as unknown as Actor.CreateData;
  return scratch.keep(await Actor.create(data), "enemy Actor");
}

/** The flags of this module on a document, as stored (a plain record, or undefined). */
export const ownFlags = (document: { readonly flags: unknown }): Record<string, unknown> | undefined =>
  (document.flags as Record<string, Record<string, unknown> | undefined>)[MODULE_ID];

/** An update written as plain data: these checks send shapes (dotted keys, `-=`, `==`) the types do not describe. */
export const rawUpdate = <D>(data: Record<string, unknown>): D => data as unknown as D;

export interface CombatantSpec {
  readonly _id: string;
  readonly name: string;
  readonly initiative: number | null;
}

/**
 * A combat with combatants whose ids are chosen (kept with `keepId`). With `finishedBattle` it holds a battle that is
 * already over (set up from a crew and an enemy throwaway actor, then abandoned): the module's `combatStart` hook
 * then opens no setup dialog and its round guard lets Foundry's own round changes through, so the checks see core's
 * behaviour. Without it the module leaves the combat's initiative alone.
 */
export async function quietCombat(
  scratch: Scratch,
  combatants: readonly CombatantSpec[],
  finishedBattle = true,
): Promise<Combat.Implementation> {
  const crew = await crewActor(scratch);
  const combat = scratch.keep(await Combat.create({} as Combat.CreateData), "Combat");
  if (finishedBattle) {
    const enemy = await enemyActor(scratch);
    const battle = createBattle({
      crew: figuresOf([crew]).filter(isCrew),
      enemies: figuresOf([enemy]).filter(isEnemy),
      difficulty: "normal",
      hiredMuscle: false,
    });
    const over = await advance(battle, { type: "abandonBattle" }, new ScriptedDice([]));
    await combat.update(battleUpdate({ battle: over.state, enemyEdge: "north" }) as unknown as Combat.UpdateData);
  }
  const data = combatants.map((c) => ({ ...c, actorId: crew.id }));
  await combat.createEmbeddedDocuments("Combatant", data as unknown as Combatant.CreateData[], { keepId: true });
  return combat;
}

/** A small scene, never viewed: for token, wall and region fields. */
export async function throwawayScene(scratch: Scratch): Promise<Scene.Implementation> {
  const data = {
    name: throwawayName("scene"),
    width: 1000,
    height: 800,
    padding: 0.25,
    grid: { type: 1, size: 100, distance: 1, units: "in" },
  };
  return scratch.keep(await Scene.create(data as unknown as Scene.CreateData), "Scene");
}
