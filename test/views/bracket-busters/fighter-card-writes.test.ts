// "After the battle": the XP ledger and the Lasting Injuries written onto each fighter's card, and the undo that puts
// back exactly what the card held (issue 17).
import { describe, expect, it } from "vitest";
import type { BracketBusters as BB } from "../../../src/rules";
import { fighterCardWrites, type FighterCardNow } from "../../../src/views/bracket-busters/fighter-card-writes";

const card = (patch: Partial<FighterCardNow> = {}): FighterCardNow => ({
  xp: 3,
  rating: 120,
  profile: { weaponSkill: 4, movement: 5 },
  injuries: [],
  ...patch,
});

describe("fighterCardWrites", () => {
  it("Experience and Permanent Injury: XP, Rating and the characteristic set to the values the changes end at; undo restores them", () => {
    const changes: BB.FighterChange[] = [
      { kind: "xp", fighterId: "a1", from: 3, to: 5 },
      { kind: "characteristic", fighterId: "a1", characteristic: "weaponSkill", from: 4, to: 5 },
      { kind: "rating", fighterId: "a1", from: 120, to: 115 },
      { kind: "injury", fighterId: "a1", outcome: "permanentInjury", recovery: true, dead: false },
    ];
    const injuries: BB.InjuryRecord[] = [
      {
        fighterId: "a1",
        outcome: "permanentInjury",
        permanentInjury: "eyeInjury",
        recovery: true,
        dead: false,
        memorableDeathXpTo: null,
      },
    ];
    const previous = { outcome: "outCold", permanentInjury: "", recovery: false, dead: false };
    const { writes, missing } = fighterCardWrites(changes, injuries, () => card({ injuries: [previous] }));
    expect(missing).toEqual([]);
    expect(writes).toEqual([
      {
        fighterId: "a1",
        update: {
          system: {
            xp: 5,
            rating: 115,
            profile: { weaponSkill: 5 },
            injuries: [
              previous,
              { outcome: "permanentInjury", permanentInjury: "eyeInjury", recovery: true, dead: false },
            ],
          },
        },
        undo: { system: { xp: 3, rating: 120, profile: { weaponSkill: 4 }, injuries: [previous] } },
      },
    ]);
    // Flags keep the writes: no dotted key may appear at any depth (Foundry would expand it).
    expect(JSON.stringify(writes)).not.toMatch(/"[^"]*\.[^"]*":/);
  });

  it("Memorable Death: a dead fighter's injury is recorded as dead; a fighter whose card cannot be read is named, not written", () => {
    const injuries: BB.InjuryRecord[] = [
      {
        fighterId: "b1",
        outcome: "memorableDeath",
        permanentInjury: null,
        recovery: false,
        dead: true,
        memorableDeathXpTo: "a1",
      },
      {
        fighterId: "gone",
        outcome: "outCold",
        permanentInjury: null,
        recovery: false,
        dead: false,
        memorableDeathXpTo: null,
      },
    ];
    const { writes, missing } = fighterCardWrites([], injuries, (id) => (id === "gone" ? null : card()));
    expect(missing).toEqual(["gone"]);
    expect(writes[0]?.update.system["injuries"]).toEqual([
      { outcome: "memorableDeath", permanentInjury: "", recovery: false, dead: true },
    ]);
  });
});
