import { defaultRuleset } from "../../views/common/ruleset-choice";
import { hasBattle, rulesetNamed, type RulesetId, type TableRuleset } from "./rulesets";

/** How many times one setup may hand the battle to another before the table stops asking (a GM changing their mind). */
const MOST_HAND_OVERS = 4;

/**
 * Battle setup, offered to the GM when a combat starts (or from the tracker's Setup button): first the setup of the
 * ruleset its combatants suggest (mostly fighters: Bracket Busters), whose dialog may hand the battle to another
 * ruleset's, and so on. No ruleset names another: each answers the id the GM chose.
 */
export async function offerSetup(combat: Combat.Implementation): Promise<void> {
  if (!game.user?.isGM || hasBattle(combat)) return;
  const actorTypes = [...combat.combatants].map((combatant) => combatant.actor?.type ?? "");
  let next: RulesetId | null = defaultRuleset(actorTypes);
  for (let asked = 0; next && asked < MOST_HAND_OVERS; asked++) {
    const setup: TableRuleset["setup"] = rulesetNamed(next)?.setup;
    if (!setup) return;
    const chosen: RulesetId | null = await setup(combat);
    if (chosen === next) return;
    next = chosen;
  }
}
