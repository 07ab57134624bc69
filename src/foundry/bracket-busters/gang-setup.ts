import { askForm } from "../table/dialog-form";
import { BracketBusters as BB } from "../../rules";
import {
  proposeGangs,
  readGangSetup,
  type GangSetupAnswers,
  type ProposedGang,
  type SetupCombatant,
} from "../../views/bracket-busters/gang-setup-form";
import { GANG_TEMPLATES } from "../../views/common/template-paths";
import { foundryLocalizer } from "../table/i18n/localizer";
import { warn } from "../table/i18n/notify";
import { worldInjuryDiceFaces } from "./injury-dice-setting";
import { FighterRefusal, fighterOf } from "./fighter-of";
import { startGangBattle } from "./gang-requests";
import { lendOwnership, rememberGrants, type OwnershipGrant } from "./granted-ownership";

const OWNER = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
const OBSERVER = CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER;

/** The group writes the setup makes (v13 CombatantGroup, CombatData.groups), named narrowly for the type checker. */
interface GroupWrites {
  readonly groups: { get(id: string): { update(data: object): Promise<unknown> } | undefined };
  createEmbeddedDocuments(name: "CombatantGroup", data: object[]): Promise<{ id: string | null }[]>;
}

const players = (): User.Implementation[] =>
  [...(game.users ?? [])].filter((user) => !user.isGM) as User.Implementation[];

/**
 * A combatant's group, looked up by the id its source stores (`group`, CombatantData) in the combat's `groups`, so it
 * reads the same whether the client has prepared `combatant.group` as the document or left it as the id.
 */
export function groupOf(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
): { readonly id: string | null; readonly name?: string | undefined } | null {
  const id = (combatant._source as { group?: unknown }).group;
  const groups = combat.groups as unknown as {
    get(id: string): { readonly id: string | null; readonly name?: string } | undefined;
  };
  return typeof id === "string" && id ? (groups.get(id) ?? null) : null;
}

/** What the setup reads of the combat's combatants. */
function setupCombatants(combat: Combat.Implementation): SetupCombatant[] {
  return [...combat.combatants].map((c) => {
    const actor = c.actor;
    const group = groupOf(combat, c);
    const folder = (actor as unknown as { folder?: { id: string | null; name: string | null } | null } | null)?.folder;
    return {
      id: c.id ?? "",
      name: c.name ?? "",
      actorType: actor?.type ?? null,
      group: group ? { id: group.id ?? "", name: group.name ?? "" } : null,
      folder: folder ? { id: folder.id ?? "", name: folder.name ?? "" } : null,
      ownerIds: actor
        ? players()
            .filter((user) => actor.testUserPermission(user, "OWNER"))
            .map((user) => user.id ?? "")
        : [],
    };
  });
}

/** The gangs the combat proposes, named in the GM's language. */
export function proposedGangs(combat: Combat.Implementation): ProposedGang[] {
  const i18n = foundryLocalizer();
  return proposeGangs(setupCombatants(combat), (n) =>
    i18n.format("FPB.BracketBusters.Foundry.Setup.unnamedGang", { n: String(n) }),
  );
}

/** Asks the GM which rules, and each gang's name and player; null when cancelled. */
export async function askGangSetup(combat: Combat.Implementation): Promise<GangSetupAnswers | null> {
  const proposed = proposedGangs(combat);
  const users = players();
  const content = await foundry.applications.handlebars.renderTemplate(GANG_TEMPLATES.setup, {
    gangs: proposed.map((gang, i) => ({
      index: i,
      name: gang.name,
      count: gang.combatantIds.length,
      players: users.map((user) => ({ id: user.id, name: user.name, selected: user.id === gang.playerId })),
    })),
  });
  const result = await askForm("FPB.BracketBusters.Foundry.Setup.title", content, {
    action: "start",
    label: "FPB.Round.Setup.Start",
    icon: "fa-solid fa-flag",
  });
  if (!result) return null;
  return readGangSetup(
    result,
    proposed,
    users.map((user) => user.id ?? ""),
  );
}

/**
 * The battle set up with the given gangs: each gang a Combatant group its player owns (everyone else observes), its
 * fighters' combatants in it, the player lent ownership of those fighters (to move their tokens; given back when the
 * battle is over, granted-ownership.ts); then the rules' battle made from the actors, checked, and stored. GM only;
 * false (the GM told why) when it cannot start.
 */
export async function setUpGangBattleWith(
  combat: Combat.Implementation,
  gangs: readonly ProposedGang[],
): Promise<boolean> {
  if (!game.user?.isGM) return false;
  if (gangs.length < 2) {
    warn("FPB.BracketBusters.Foundry.Setup.needTwoGangs");
    return false;
  }
  // Every fighter is read and checked before anything is written, so a refused setup changes nothing.
  const read: {
    gang: ProposedGang;
    fighters: { combatant: Combatant.Implementation; actor: Actor.Implementation; fighter: BB.Fighter }[];
  }[] = [];
  for (const gang of gangs) {
    const fighters = [];
    for (const combatantId of gang.combatantIds) {
      const combatant = combat.combatants.get(combatantId);
      const actor = combatant?.actor;
      if (!combatant || !actor) continue;
      try {
        fighters.push({ combatant, actor, fighter: fighterOf(actor, gang.key) });
      } catch (error) {
        if (!(error instanceof FighterRefusal)) throw error;
        ui.notifications?.warn(error.message);
        return false;
      }
    }
    read.push({ gang, fighters });
  }
  const injuryDice = worldInjuryDiceFaces();
  const problem = BB.newBattleProblem({
    gangs: read.map(({ gang, fighters }) => ({
      id: gang.key,
      name: gang.name,
      fighters: fighters.map((f) => f.fighter),
    })),
    injuryDice,
  });
  if (problem) {
    warn("FPB.BracketBusters.Foundry.Setup.refused", { problem: BB.describeProblem(problem) });
    return false;
  }

  const rulesGangs: BB.Gang[] = [];
  const memberships: { _id: string; group: string }[] = [];
  const groups = combat as unknown as GroupWrites;
  const lent: OwnershipGrant[] = [];
  for (const { gang, fighters } of read) {
    const ownership = { default: OBSERVER, ...(gang.playerId ? { [gang.playerId]: OWNER } : {}) };
    let groupId = gang.groupId;
    // A group's numeric initiative is every member's (C14), which would hide the Priority order the round writes.
    if (groupId) await groups.groups.get(groupId)?.update({ name: gang.name, ownership, initiative: null });
    else
      groupId =
        (await groups.createEmbeddedDocuments("CombatantGroup", [{ name: gang.name, ownership }]))[0]?.id ?? null;
    if (!groupId) return false;
    const player = gang.playerId ? game.users?.get(gang.playerId) : undefined;
    for (const { combatant, actor } of fighters) {
      if (groupOf(combat, combatant)?.id !== groupId) memberships.push({ _id: combatant.id ?? "", group: groupId });
      if (player?.id && !actor.testUserPermission(player, "OWNER")) lent.push(await lendOwnership(actor, player.id));
    }
    rulesGangs.push({
      id: groupId,
      name: gang.name,
      fighters: fighters.map(({ fighter }) => ({ ...fighter, gangId: groupId })),
    });
  }
  if (memberships.length > 0) await combat.updateEmbeddedDocuments("Combatant", memberships as never);
  await rememberGrants(combat, lent);
  await startGangBattle(combat, {
    battle: BB.createBattle({ gangs: rulesGangs, injuryDice }),
    priorityDice: {},
    nerve: {},
  });
  return true;
}

/** "Battle setup" for Bracket Busters: the dialog, then the battle. Returns the ruleset the GM chose, or null if cancelled. */
export async function setUpGangBattle(combat: Combat.Implementation): Promise<GangSetupAnswers["ruleset"] | null> {
  const answers = await askGangSetup(combat);
  if (!answers) return null;
  if (answers.ruleset === "bracketBusters") await setUpGangBattleWith(combat, answers.gangs);
  return answers.ruleset;
}
