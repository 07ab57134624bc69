import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED, type Figure, type Weapon } from "../../../../src/rules";
import { resolveBrawl, type BrawlInput } from "../../../../src/rules/five-parsecs/brawling/brawl";
import { IMPROVISED } from "../../../../src/rules/five-parsecs/brawling/brawl-weapon";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const pistol: Weapon = { ...weapon("Hand Gun", 12, ["pistol"]), damage: 0 };
const blade: Weapon = { ...weapon("Blade", 0, ["melee"]), damage: 1 };
const club: Weapon = { ...weapon("Club", 0, ["melee"]), damage: 0 };

const crew = (overrides: Partial<Parameters<typeof crewFigure>[0]> = {}) =>
  crewFigure({ id: "crew", combatSkill: 0, weapons: [pistol, blade], ...overrides });
const enemy = (overrides: Partial<Parameters<typeof enemyFigure>[0]> = {}) =>
  enemyFigure({ id: "enemy", combatSkill: 0, weapons: [pistol, club], ...overrides });

/** A brawl on two scripted dice, the attacker's then the defender's, both for "Brawl". */
async function brawl(attackerDie: number, defenderDie: number, input: Partial<BrawlInput> = {}) {
  const dice = new ScriptedDice([
    { results: [attackerDie], purpose: "Brawl", faces: 6 },
    { results: [defenderDie], purpose: "Brawl", faces: 6 },
  ]);
  const outcome = await resolveBrawl(
    { attacker: crew(), defender: enemy(), attackerWeapon: IMPROVISED, defenderWeapon: IMPROVISED, ...input },
    dice,
  );
  dice.assertAllUsed();
  return outcome;
}

const reasons = (hits: readonly { targetId: string; reason: string }[]) =>
  hits.map(({ targetId, reason }) => `${targetId}:${reason}`);

describe("Brawling Combat: the highest score inflicts a hit with the selected weapon", () => {
  it("the attacker's higher total hits the defender once, with its weapon's Damage and its own die", async () => {
    const outcome = await brawl(4, 3, { attackerWeapon: blade });
    expect(outcome.winnerId).toBe("crew");
    expect(outcome.hits).toEqual([
      { targetId: "enemy", attackerId: "crew", weaponId: "Blade", damage: 1, naturalRoll: 4, reason: "won" },
    ]);
    expect(outcome.steps.map((step) => step.result)).toEqual(["won", "lost"]);
  });

  it("the defender's higher total hits the attacker: losing the roll is losing the brawl", async () => {
    const outcome = await brawl(2, 5);
    expect(outcome.winnerId).toBe("enemy");
    expect(reasons(outcome.hits)).toEqual(["crew:won"]);
    expect(outcome.hits[0]).toMatchObject({ attackerId: "enemy", damage: 0, naturalRoll: 5 });
  });

  it("adds 1D6 and Combat Skill: a higher Combat Skill turns a lower die into a win", async () => {
    const outcome = await brawl(2, 4, { attacker: crew({ combatSkill: 3 }) });
    expect(outcome.steps[0]).toMatchObject({ rule: "Brawling Combat", total: 5 });
    expect(outcome.steps[0].dice).toEqual([{ purpose: "Brawl", faces: 6, value: 2 }]);
    expect(outcome.winnerId).toBe("crew");
  });

  it("a Wounded figure fights with -1 Combat Skill", async () => {
    const outcome = await brawl(4, 4, {
      attacker: crew({ combatSkill: 1, condition: { ...UNHARMED, wounded: true } }),
    });
    expect(outcome.steps[0].modifiers).toContainEqual({ value: 0, reason: "Combat Skill" });
    expect(outcome.winnerId).toBeNull();
  });
});

describe("Brawling Combat: on a draw, both sides take a hit", () => {
  it("each strikes the other with its own weapon", async () => {
    // 3 + 2 (Melee weapon) against 5 + 0 (improvised).
    const outcome = await brawl(3, 5, { attackerWeapon: blade, defenderWeapon: IMPROVISED });
    expect(outcome.winnerId).toBeNull();
    expect(outcome.hits).toEqual([
      { targetId: "enemy", attackerId: "crew", weaponId: "Blade", damage: 1, naturalRoll: 3, reason: "draw" },
      { targetId: "crew", attackerId: "enemy", weaponId: "improvised", damage: 0, naturalRoll: 5, reason: "draw" },
    ]);
    expect(outcome.steps.map((step) => step.result)).toEqual(["draw", "draw"]);
  });
});

describe("Brawling Combat: a natural 6 inflicts a hit automatically, in addition to any hits if the figure wins", () => {
  it("a natural 6 on the loser still strikes the winner", async () => {
    const outcome = await brawl(6, 5, { defender: enemy({ combatSkill: 2 }) });
    expect(outcome.winnerId).toBe("enemy");
    expect(reasons(outcome.hits)).toEqual(["enemy:natural6", "crew:won"]);
    expect(outcome.hits[0]).toMatchObject({ attackerId: "crew", naturalRoll: 6 });
  });

  it("a winning natural 6 strikes twice, both with the natural 6 that makes a Critical Hit", async () => {
    const outcome = await brawl(6, 2, { attackerWeapon: blade });
    expect(reasons(outcome.hits)).toEqual(["enemy:won", "enemy:natural6"]);
    expect(outcome.hits.every((hit) => hit.naturalRoll === 6 && hit.damage === 1)).toBe(true);
  });

  it("two natural 6s draw: each side takes the draw hit and the natural 6 hit", async () => {
    const outcome = await brawl(6, 6);
    expect(reasons(outcome.hits)).toEqual(["enemy:draw", "enemy:natural6", "crew:draw", "crew:natural6"]);
  });
});

describe("Brawling Combat: a natural 1 is a fumble, and the figure takes a hit from their opponent", () => {
  it("a natural 1 on the winner: it wins, and still takes a hit from the loser's weapon", async () => {
    // 1 + 4 against 2 + 2 (Melee weapon).
    const outcome = await brawl(1, 2, { attacker: crew({ combatSkill: 4 }), defenderWeapon: club });
    expect(outcome.winnerId).toBe("crew");
    expect(outcome.hits).toEqual([
      { targetId: "enemy", attackerId: "crew", weaponId: "improvised", damage: 0, naturalRoll: 1, reason: "won" },
      { targetId: "crew", attackerId: "enemy", weaponId: "Club", damage: 0, naturalRoll: 2, reason: "fumble" },
    ]);
  });

  it("a losing natural 1 takes the fumble hit in addition to the loss", async () => {
    const outcome = await brawl(3, 1);
    expect(reasons(outcome.hits)).toEqual(["enemy:won", "enemy:fumble"]);
  });

  it("a natural 6 against a natural 1: the fumbler takes the win, the natural 6 and the fumble, all Critical", async () => {
    const outcome = await brawl(6, 1, { attackerWeapon: blade });
    expect(reasons(outcome.hits)).toEqual(["enemy:won", "enemy:natural6", "enemy:fumble"]);
    expect(outcome.hits.every((hit) => hit.attackerId === "crew" && hit.naturalRoll === 6)).toBe(true);
  });

  it("both fumble on a draw of 1s: two hits each", async () => {
    const outcome = await brawl(1, 1);
    expect(reasons(outcome.hits)).toEqual(["enemy:draw", "enemy:fumble", "crew:draw", "crew:fumble"]);
  });
});

describe("Brawling Combat: Add +1 if using a Pistol and +2 if using a Melee weapon", () => {
  it("a Pistol against a Melee weapon: the same die loses by one", async () => {
    const defender = enemy({ weapons: [club] });
    const outcome = await brawl(4, 4, { attackerWeapon: pistol, defender, defenderWeapon: club });
    expect(outcome.steps[0].modifiers).toContainEqual({ value: 1, reason: "Pistol" });
    expect(outcome.steps[1].modifiers).toContainEqual({ value: 2, reason: "Melee weapon" });
    expect(outcome.steps.map((step) => step.total)).toEqual([5, 6]);
    expect(outcome.winnerId).toBe("enemy");
  });

  it("improvised adds +0 and strikes with Damage +0", async () => {
    const outcome = await brawl(5, 4, { attackerWeapon: IMPROVISED });
    expect(outcome.steps[0].modifiers).toContainEqual({ value: 0, reason: "Improvised" });
    expect(outcome.hits[0]).toMatchObject({ weaponId: "improvised", damage: 0 });
  });

  it("refuses a weapon the figure may not brawl with, before any die is rolled", async () => {
    const dice = new ScriptedDice([]);
    const rifle = weapon("Military Rifle", 24);
    await expect(
      resolveBrawl(
        { attacker: crew({ weapons: [rifle] }), defender: enemy(), attackerWeapon: rifle, defenderWeapon: IMPROVISED },
        dice,
      ),
    ).rejects.toThrow(/must improvise/);
    expect(dice.requests).toEqual([]);
  });
});

describe("Stun and Shock: a figure moving to engage a stunned or Shocked opponent receives a +1 bonus", () => {
  it.each([
    ["stunned", "Engaging a stunned opponent"],
    ["shocked", "Engaging a Shocked opponent"],
  ] as const)("the attacker gets +1 against a %s defender, turning a draw into a win", async (marker, reason) => {
    const outcome = await brawl(3, 3, { defender: enemy({ condition: { ...UNHARMED, marker } }) });
    expect(outcome.steps[0].modifiers).toContainEqual({ value: 1, reason });
    expect(outcome.winnerId).toBe("crew");
  });

  it("the defender gets nothing for a stunned attacker: it did not move to engage", async () => {
    const outcome = await brawl(3, 3, {
      attacker: enemy({ id: "a", condition: { ...UNHARMED, marker: "stunned" } }),
      defender: crew(),
    });
    expect(outcome.steps[1].modifiers.map((m) => m.reason)).toEqual(["Combat Skill", "Improvised"]);
    expect(outcome.winnerId).toBeNull();
  });

  it("not when the attacker did not move to engage (the lone fighter's second fight)", async () => {
    const defender = enemy({ condition: { ...UNHARMED, marker: "stunned" } });
    const outcome = await brawl(3, 3, { defender, movingToEngage: false });
    expect(outcome.winnerId).toBeNull();
  });
});

describe("Multiple Opponents: the outnumbering side gets a +1 bonus to the brawl roll", () => {
  it.each([
    ["attacker", "crew"],
    ["defender", "enemy"],
  ] as const)("outnumbering %s wins an even roll", async (outnumbering, winnerId) => {
    const outcome = await brawl(4, 4, { outnumbering });
    const side = outnumbering === "attacker" ? outcome.steps[0] : outcome.steps[1];
    expect(side.modifiers).toContainEqual({ value: 1, reason: "Outnumbering" });
    expect(outcome.winnerId).toBe(winnerId);
  });
});

describe("Brawling Combat: only two opposing figures still in play brawl", () => {
  const goner: Figure = enemy({ condition: { ...UNHARMED, goner: true } });
  it("a Goner cannot brawl", async () => {
    await expect(brawl(3, 3, { defender: goner })).rejects.toThrow(/Goner/);
  });

  it("figures of the same side do not brawl", async () => {
    await expect(brawl(3, 3, { defender: crew({ id: "friend" }) })).rejects.toThrow(/opposing/);
  });
});
