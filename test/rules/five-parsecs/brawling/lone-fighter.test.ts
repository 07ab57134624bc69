// "Multiple Opponents": who fights alone in a brawl, from who stands in base contact with whom (a pure rule).
import { describe, expect, it } from "vitest";
import { UNHARMED, loneFighterGroup } from "../../../../src/rules";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const blade = weapon("Blade", 0, ["melee"]);
const kara = crewFigure({ id: "kara", weapons: [weapon("Hand Gun", 12, ["pistol"]), blade] });
const raider = enemyFigure({ id: "raider", weapons: [weapon("Rifle", 24)] });

describe("Multiple Opponents: the lone fighter", () => {
  const boss = enemyFigure({ id: "boss", name: "Raider Boss", weapons: [blade] });
  const rex = crewFigure({ id: "rex", name: "Rex" });
  const contact = (pairs: string[][]) => (a: { id: string }, b: { id: string }) =>
    pairs.some(([x, y]) => (x === a.id && y === b.id) || (x === b.id && y === a.id));

  it("offers the fight when the attacker touches several opponents (the lone attacker) or the defender several of the attacker's side", () => {
    const everyone = [kara, rex, raider, boss];
    expect(
      loneFighterGroup(
        kara,
        raider,
        everyone,
        [],
        contact([
          ["kara", "raider"],
          ["kara", "boss"],
        ]),
      ),
    ).toEqual({ lone: "attacker", others: [boss] });
    expect(loneFighterGroup(kara, raider, everyone, [raider, boss], null)).toEqual({
      lone: "attacker",
      others: [boss],
    });
    expect(
      loneFighterGroup(
        kara,
        raider,
        everyone,
        [],
        contact([
          ["kara", "raider"],
          ["rex", "raider"],
        ]),
      ),
    ).toEqual({ lone: "defender", others: [rex] });
    expect(loneFighterGroup(kara, raider, everyone, [], contact([["kara", "raider"]]))).toBeNull();
    const goner = { ...boss, condition: { ...UNHARMED, goner: true } };
    expect(loneFighterGroup(kara, raider, [kara, raider, goner], [], contact([["kara", "boss"]]))).toBeNull();
  });
});
