/*
 * What each combatant's initiative was when this client last heard it from the world. Core's Reset clears every
 * combatant's initiative on the clicking client (`updateSource`) before it sends the update the module refuses
 * (contract C15); the world and the other clients never lose the values, so the clicking client puts back what it last
 * received, including combatants the battle gives no band to (a casualty off the schedule keeps its old value).
 */

const stored = new Map<string, number | null>();

const sourceInitiative = (combatant: Combatant.Implementation): number | null => {
  const value = (combatant._source as { initiative?: unknown }).initiative;
  return typeof value === "number" ? value : null;
};

function remember(combatant: Combatant.Implementation): void {
  stored.set(combatant.uuid, sourceInitiative(combatant));
}

/** The initiative the world last stored for a combatant, as this client received it; undefined when never seen. */
export const lastStoredInitiative = (combatant: Combatant.Implementation): number | null | undefined =>
  stored.get(combatant.uuid);

export function rememberStoredInitiatives(): void {
  const rememberAll = (combat: Combat.Implementation) => {
    for (const combatant of combat.combatants) remember(combatant);
  };
  Hooks.once("ready", () => {
    for (const combat of (game.combats?.contents ?? []) as unknown as Combat.Implementation[]) rememberAll(combat);
  });
  Hooks.on("createCombatant", (combatant) => remember(combatant as Combatant.Implementation));
  Hooks.on("updateCombatant", (combatant) => remember(combatant as Combatant.Implementation));
  Hooks.on("deleteCombatant", (combatant) => void stored.delete((combatant as Combatant.Implementation).uuid));
  // A Reset the module lets through (a combat without a battle) arrives as one Combat update carrying every combatant.
  Hooks.on("updateCombat", (combat, changes) => {
    if ("combatants" in (changes as object)) rememberAll(combat as Combat.Implementation);
  });
}
