import type { Ruleset } from "../../views/common/ruleset-choice";

/*
 * The rulesets a table can play, each registered at init with what it brings. The table asks the registry, never a
 * ruleset by name, whose a combat is; a ruleset asks it whether another one has claimed a combat.
 */

/** A ruleset's id: the rules a battle is fought under (views/common/ruleset-choice.ts). */
export type RulesetId = Ruleset;

export interface TableRuleset {
  readonly id: RulesetId;
  /** Whether a combat holds this ruleset's battle (usable or not: a broken one is still not another ruleset's). */
  readonly claims: (combat: Combat.Implementation) => boolean;
  /** Every combatant's initiative as the battle places it (figure id -> value); empty when it cannot be read. */
  readonly initiatives: (combat: Combat.Implementation) => ReadonlyMap<string, number>;
  /** The lang key of the notice when core's initiative controls are refused, in the ruleset's words. */
  readonly initiativeNotice: string;
  /**
   * The ruleset's own setup dialog (table/offer-setup.ts): answers its own id once it set the battle up, another
   * ruleset's id when the GM chose that one instead (whose setup is offered next), or null when cancelled.
   */
  readonly setup?: (combat: Combat.Implementation) => Promise<RulesetId | null>;
  /** Opens the ruleset's requests on the module socket (the GM-decides loop, table/request-loop.ts), once ready. */
  readonly listen: () => void;
  /** Draws its panel into core's combat tracker (the rendered root element) for a combat it claims. */
  readonly trackerPanel: (html: HTMLElement, combat: Combat.Implementation) => void;
  /** Whether its panel is also drawn for a combat no ruleset claims yet (with the Setup button). One ruleset at most. */
  readonly hostsUnclaimed?: boolean;
}

const registered = new Map<RulesetId, TableRuleset>();

/** Registers a ruleset (again on every client's init: the last registration of an id stands). */
export function registerRuleset(ruleset: TableRuleset): void {
  registered.set(ruleset.id, ruleset);
}

export const rulesets = (): readonly TableRuleset[] => [...registered.values()];

export const rulesetNamed = (id: RulesetId): TableRuleset | null => registered.get(id) ?? null;

/** The ruleset whose battle a combat holds, or null. */
export const rulesetOf = (combat: Combat.Implementation | null | undefined): TableRuleset | null =>
  (combat && rulesets().find((ruleset) => ruleset.claims(combat))) || null;

/** The ruleset whose panel the tracker shows for a combat: the one that claims it, else the one hosting unclaimed combats. */
export const panelRulesetOf = (combat: Combat.Implementation): TableRuleset | null =>
  rulesetOf(combat) ?? rulesets().find((ruleset) => ruleset.hostsUnclaimed === true) ?? null;

/** A battle of any ruleset: each writes the tracker's order itself. */
export const hasBattle = (combat: Combat.Implementation | null | undefined): boolean => rulesetOf(combat) !== null;

/** Whether a ruleset other than `id` holds a battle in this combat. */
export const claimedByAnother = (id: RulesetId, combat: Combat.Implementation | null | undefined): boolean =>
  !!combat && rulesets().some((ruleset) => ruleset.id !== id && ruleset.claims(combat));
