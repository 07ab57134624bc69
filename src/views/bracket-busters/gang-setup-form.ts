import { ACTOR_TYPES } from "../common/module-id";
import type { Ruleset } from "../common/ruleset-choice";
import { isRecord } from "../common/schema";

/** What the setup reads of one combatant: plain data, so the proposal is tested without documents. */
export interface SetupCombatant {
  readonly id: string;
  readonly name: string;
  readonly actorType: string | null;
  /** The Combatant group it is already in (the GM grouped it in the tracker), or null. */
  readonly group: { readonly id: string; readonly name: string } | null;
  /** Its actor's folder: the sample gangs keep each gang in its own folder. */
  readonly folder: { readonly id: string; readonly name: string } | null;
  /** Players (not GMs) who own its actor. */
  readonly ownerIds: readonly string[];
}

/** One gang the setup proposes: its fighters' combatants, its name and the player who plays it. */
export interface ProposedGang {
  readonly key: string;
  readonly name: string;
  readonly playerId: string | null;
  readonly combatantIds: readonly string[];
  /** The group it already is, kept instead of making a new one. */
  readonly groupId: string | null;
}

/** The player who owns every fighter of a gang, if exactly one does. */
function soleOwner(members: readonly SetupCombatant[]): string | null {
  const first = members[0]?.ownerIds ?? [];
  const shared = first.filter((id) => members.every((m) => m.ownerIds.includes(id)));
  return shared.length === 1 ? (shared[0] ?? null) : null;
}

/**
 * The gangs a Bracket Busters battle starts with: the combat's own groups where the GM made them, else one gang per
 * actor folder (a gang's roster), else one per owning player; fighters that fit none form one gang together. Only
 * fighter combatants take part.
 */
export function proposeGangs(combatants: readonly SetupCombatant[], unnamed: (n: number) => string): ProposedGang[] {
  const fighters = combatants.filter((c) => c.actorType === ACTOR_TYPES.fighter);
  const grouped = new Map<string, { name: string; groupId: string | null; members: SetupCombatant[] }>();
  for (const c of fighters) {
    const [key, name, groupId] = c.group
      ? [`group:${c.group.id}`, c.group.name, c.group.id]
      : c.folder
        ? [`folder:${c.folder.id}`, c.folder.name, null]
        : c.ownerIds.length === 1
          ? [`owner:${c.ownerIds[0]}`, "", null]
          : ["rest", "", null];
    const entry = grouped.get(key) ?? { name, groupId, members: [] };
    entry.members.push(c);
    grouped.set(key, entry);
  }
  return [...grouped.entries()].map(([key, entry], i) => ({
    key,
    name: entry.name || unnamed(i + 1),
    playerId: soleOwner(entry.members),
    combatantIds: entry.members.map((m) => m.id),
    groupId: entry.groupId,
  }));
}

/** The GM's answers: the ruleset, and for Bracket Busters each gang's name and player. */
export interface GangSetupAnswers {
  readonly ruleset: Ruleset;
  readonly gangs: readonly ProposedGang[];
}

/**
 * The dialog's form (expanded: `gangs.<i>.name`, `gangs.<i>.playerId`) read against the proposal: a blank name keeps
 * the proposed one, a player who is not one of `players` plays nobody's gang (the GM then acts for it).
 */
export function readGangSetup(
  raw: unknown,
  proposed: readonly ProposedGang[],
  players: readonly string[],
): GangSetupAnswers {
  const form = isRecord(raw) ? raw : {};
  const ruleset: Ruleset = form["ruleset"] === "fiveParsecs" ? "fiveParsecs" : "bracketBusters";
  const answers = isRecord(form["gangs"]) ? form["gangs"] : {};
  const gangs = proposed.map((gang, i) => {
    const answer = isRecord(answers[String(i)]) ? (answers[String(i)] as Record<string, unknown>) : {};
    const name =
      typeof answer["name"] === "string" && answer["name"].trim() ? answer["name"].trim().slice(0, 80) : gang.name;
    const playerId =
      typeof answer["playerId"] === "string" && players.includes(answer["playerId"])
        ? answer["playerId"]
        : answer["playerId"] === ""
          ? null
          : gang.playerId;
    return { ...gang, name, playerId };
  });
  return { ruleset, gangs };
}
