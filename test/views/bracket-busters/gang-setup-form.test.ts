// The setup of a Bracket Busters battle in Foundry (issue 17): the ruleset chosen per battle, each gang a Combatant group
// with its player, proposed from the groups the GM made, else the actor folders of the gangs, else the owners.
import { describe, expect, it } from "vitest";
import { proposeGangs, readGangSetup, type SetupCombatant } from "../../../src/views/bracket-busters/gang-setup-form";
import { defaultRuleset } from "../../../src/views/common/ruleset-choice";
import { ACTOR_TYPES } from "../../../src/views/common/module-id";

const fighterCombatant = (id: string, patch: Partial<SetupCombatant> = {}): SetupCombatant => ({
  id,
  name: id,
  actorType: ACTOR_TYPES.fighter,
  group: null,
  folder: null,
  ownerIds: [],
  ...patch,
});
const unnamed = (n: number) => `Gang ${n}`;

describe("battle setup for Bracket Busters", () => {
  it("offers Bracket Busters first when most combatants are fighters", () => {
    expect(defaultRuleset([ACTOR_TYPES.fighter, ACTOR_TYPES.fighter, ACTOR_TYPES.crew])).toBe("bracketBusters");
    expect(defaultRuleset([ACTOR_TYPES.crew, ACTOR_TYPES.enemy])).toBe("fiveParsecs");
    expect(defaultRuleset([])).toBe("fiveParsecs");
  });

  it("gangs from the sample gangs' folders, each played by the one player who owns all its fighters", () => {
    const cawdor = { id: "f1", name: "House Cawdor" };
    const goliath = { id: "f2", name: "House Goliath" };
    const gangs = proposeGangs(
      [
        fighterCombatant("c1", { folder: cawdor, ownerIds: ["alice"] }),
        fighterCombatant("c2", { folder: cawdor, ownerIds: ["alice", "bob"] }),
        fighterCombatant("c3", { folder: goliath, ownerIds: ["carol"] }),
        { ...fighterCombatant("x"), actorType: ACTOR_TYPES.crew },
      ],
      unnamed,
    );
    expect(gangs).toEqual([
      { key: "folder:f1", name: "House Cawdor", playerId: "alice", combatantIds: ["c1", "c2"], groupId: null },
      { key: "folder:f2", name: "House Goliath", playerId: "carol", combatantIds: ["c3"], groupId: null },
    ]);
  });

  it("a group the GM made in the tracker is kept; fighters with no folder go by owner", () => {
    const gangs = proposeGangs(
      [
        fighterCombatant("c1", { group: { id: "g1", name: "Red" }, folder: { id: "f1", name: "Folder" } }),
        fighterCombatant("c2", { ownerIds: ["bob"] }),
      ],
      unnamed,
    );
    expect(gangs.map((g) => [g.key, g.name, g.groupId, g.playerId])).toEqual([
      ["group:g1", "Red", "g1", null],
      ["owner:bob", "Gang 2", null, "bob"],
    ]);
  });

  it("reads the dialog: names kept when blank, an unknown player refused to nobody, the GM playing when chosen", () => {
    const proposed = proposeGangs(
      [fighterCombatant("c1", { ownerIds: ["alice"] }), fighterCombatant("c2", { ownerIds: ["bob"] })],
      unnamed,
    );
    const answers = readGangSetup(
      {
        ruleset: "bracketBusters",
        gangs: { 0: { name: "  ", playerId: "mallory" }, 1: { name: "Blue", playerId: "" } },
      },
      proposed,
      ["alice", "bob"],
    );
    expect(answers.ruleset).toBe("bracketBusters");
    expect(answers.gangs.map((g) => [g.name, g.playerId])).toEqual([
      ["Gang 1", "alice"],
      ["Blue", null],
    ]);
    expect(readGangSetup({ ruleset: "fiveParsecs" }, proposed, []).ruleset).toBe("fiveParsecs");
  });
});
