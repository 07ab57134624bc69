import { isEnemy, type Figure, type TableEdge } from "../../../rules";
import { figuresOf } from "../mapping/figure-of";
import { battleOf } from "../round/battle-model";

/*
 * What the AI reads from the live table: the rules figures of every token on the scene (by figure id, the actor's
 * UUID) and the player's edge from the battle the combat holds.
 */

/** Every figure standing on a scene, by id; tokens whose actor is not a figure (or breaks the limits) are left out. */
export function figuresOnScene(scene: Scene.Implementation): Map<string, Figure> {
  const actors = scene.tokens.contents.flatMap((token) => (token.actor ? [token.actor] : []));
  return new Map(figuresOf(actors).map((figure) => [figure.id, figure]));
}

/** An enemy figure, or null. */
export const enemyIn = (figures: ReadonlyMap<string, Figure>, id: string): Figure | null => {
  const figure = figures.get(id);
  return figure && isEnemy(figure) ? figure : null;
};

const OPPOSITE: Readonly<Record<TableEdge, TableEdge>> = { north: "south", south: "north", east: "west", west: "east" };

/** The crew's edge: across the table from the enemy's edge the battle setup recorded; undefined without a battle. */
export function playerEdgeOf(combat: Combat.Implementation | null): TableEdge | undefined {
  const edge = combat ? battleOf(combat)?.enemyEdge : undefined;
  return edge ? OPPOSITE[edge] : undefined;
}

/** The crew holding for Snap Fire in the combat's battle this round. */
export function snapFireHoldersOf(combat: Combat.Implementation | null): string[] {
  const battle = combat ? battleOf(combat)?.battle : undefined;
  return battle && !battle.over ? [...battle.snapFireHolders] : [];
}

/** "Snap Fire": what its hit did to a moving enemy this round (Stunned: no fire; Shocked: stops at once). */
export function snapFireEffectOn(
  combat: Combat.Implementation | null,
  figureId: string,
): { cannotFire: boolean; stopped: boolean } {
  const battle = combat ? battleOf(combat)?.battle : undefined;
  const effect = battle?.snapFireEffects.find((e) => e.figureId === figureId);
  return { cannotFire: effect?.cannotFire ?? false, stopped: effect?.stopped ?? false };
}

/** "Enemy Overwatch": the enemies on Overwatch in the combat's battle (none without a running battle). */
export function overwatchIdsOf(combat: Combat.Implementation | null): string[] {
  const battle = combat ? battleOf(combat)?.battle : undefined;
  return battle && !battle.over ? [...battle.overwatchIds] : [];
}
