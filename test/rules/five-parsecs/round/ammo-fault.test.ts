import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { afterTheBattle, ScriptedDice, type CrewFigure, type Weapon } from "../../../../src/rules";
import {
  BATTLE_EVENT_AUTOMATION,
  createBattle,
  firedWeaponOf,
  rollAmmoFault,
  type BattleState,
  type EndPhaseEnemy,
} from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";
import { step } from "./helpers";

const rifle = weapon("Rifle", 24);
const pistol = weapon("Pistol", 12, ["pistol"]);
const blade = weapon("Blade", 0, ["melee"]);
const ada = crewFigure({ id: "ada", reactions: 6, weapons: [rifle, pistol, blade] });
const bo = crewFigure({ id: "bo", reactions: 6, weapons: [rifle] });
const raider = enemyFigure({ id: "raider", weapons: [rifle] });
const none = new ScriptedDice([]);
const enemies: EndPhaseEnemy[] = [{ figure: raider, distanceToEnemyEdge: 3 }];
/** d100 27–30: "Ammo fault"; the crew member is picked with a D6 (1–3 ada, 4–6 bo). */
const ammoFaultFor = (crewDie: number, ...more: { results: number[]; purpose?: string }[]) =>
  new ScriptedDice([
    { results: [28], purpose: "Battle Event" },
    { results: [crewDie], purpose: "Ammo fault: random figure" },
    ...more,
  ]);

function atEndOfRound2(patch: Partial<BattleState> = {}): BattleState {
  const s = createBattle({ crew: [ada, bo], enemies: [raider], difficulty: "normal", hiredMuscle: false });
  return { ...s, round: 2, phase: "end", seize: { step: null, seized: false, acted: [] }, ...patch };
}

describe("Battle Events: Ammo fault", () => {
  it("is applied by the module, which picks the crew member", () => {
    expect(BATTLE_EVENT_AUTOMATION.ammoFault).toMatchObject({ level: "applies", randomFigure: "crew" });
  });

  it("if the figure fired a weapon last round, it cannot be used for the rest of the battle", async () => {
    const s = atEndOfRound2({ firedThisRound: [{ figureId: "ada", weaponId: "Pistol" }] });
    const t = await step(s, { type: "runEndPhase", enemies, crew: [ada, bo] }, ammoFaultFor(2));
    expect(t.changes).toContainEqual({ kind: "weapon", figureId: "ada", weaponId: "Pistol", battleState: "ammoFault" });
    expect(t.announcements).toContainEqual({
      kind: "ammoFault",
      figureId: "ada",
      result: "spent",
      weaponId: "Pistol",
      weaponName: "Pistol",
    });
  });

  it("if it did not fire, a random carried weapon that fires can be fired only once this battle", async () => {
    // ada carries a Rifle, a Pistol and a Blade; the Blade is never fired, so the D6 picks between two (4–6: Pistol).
    const t = await step(
      atEndOfRound2(),
      { type: "runEndPhase", enemies, crew: [ada, bo] },
      ammoFaultFor(1, { results: [5], purpose: "Ammo fault: random weapon" }),
    );
    expect(t.changes).toContainEqual({
      kind: "weapon",
      figureId: "ada",
      weaponId: "Pistol",
      battleState: "singleShotLeft",
    });
    expect(t.steps.map((s) => s.rule)).toContain("Ammo fault");
  });

  it("a shot recorded without its weapon is the figure's only ranged weapon; with several the weapon is left to the table", async () => {
    const fired = atEndOfRound2({
      firedThisRound: [
        { figureId: "bo", weaponId: null },
        { figureId: "ada", weaponId: null },
      ],
    });
    const onlyRifle = await step(fired, { type: "runEndPhase", enemies, crew: [ada, bo] }, ammoFaultFor(6));
    expect(onlyRifle.changes).toContainEqual({
      kind: "weapon",
      figureId: "bo",
      weaponId: "Rifle",
      battleState: "ammoFault",
    });
    const several = await step(fired, { type: "runEndPhase", enemies, crew: [ada, bo] }, ammoFaultFor(1));
    expect(several.changes.filter((c) => c.kind === "weapon")).toEqual([]);
    expect(several.announcements).toContainEqual(
      expect.objectContaining({ kind: "ammoFault", figureId: "ada", result: "unknownWeapon" }),
    );
  });

  it("without the crew's weapons in the End Phase input the event is announced only", async () => {
    const t = await step(
      atEndOfRound2({ firedThisRound: [{ figureId: "ada", weaponId: "Pistol" }] }),
      { type: "runEndPhase", enemies },
      ammoFaultFor(2),
    );
    expect(t.changes.filter((c) => c.kind === "weapon")).toEqual([]);
    expect(t.announcements).toContainEqual(
      expect.objectContaining({ kind: "battleEvent", eventId: "ammoFault", figureId: "ada" }),
    );
  });

  it("the round records a crew figure's fired Combat Action and forgets it when the next round starts", async () => {
    let s = createBattle({ crew: [bo], enemies: [raider], difficulty: "normal", hiredMuscle: false });
    s = (await step(s, { type: "declineSeize" }, none)).state;
    s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1] }]))).state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    s = (await step(s, { type: "startActivation", figure: bo }, none)).state;
    s = (await step(s, { type: "act", action: "combatAction", fired: true, weaponId: "Rifle" }, none)).state;
    expect(s.firedThisRound).toEqual([{ figureId: "bo", weaponId: "Rifle" }]);
    s = (await step(s, { type: "endActivation", figure: bo }, none)).state;
    s = (await step(s, { type: "startActivation", figure: raider }, none)).state;
    s = (await step(s, { type: "endActivation", figure: raider }, none)).state;
    const next = await step(s, { type: "runEndPhase", enemies, crew: [bo] }, none);
    expect(next.state.round).toBe(2);
    expect(next.state.firedThisRound).toEqual([]);
  });

  it("a weapon already spent stays spent, and the end-of-battle cleanup makes every weapon ready again", async () => {
    const spent: CrewFigure = { ...bo, weapons: [{ ...rifle, battleState: "panicFired" }] };
    const fault = await rollAmmoFault(spent, [{ figureId: "bo", weaponId: "Rifle" }], none);
    expect(fault).toMatchObject({ result: "unchanged", changes: [] });
    const limited: CrewFigure = {
      ...ada,
      weapons: [
        { ...rifle, battleState: "ammoFault" },
        { ...pistol, battleState: "singleShotLeft" },
      ],
    };
    expect(
      afterTheBattle(limited)
        .filter((c) => c.kind === "weapon")
        .map((c) => c.kind === "weapon" && c.battleState),
    ).toEqual(["ready", "ready"]);
  });

  it("property: the change (if any) is to a weapon the selected figure carries, a ranged one, and never makes it ready", async () => {
    const weapons = fc.uniqueArray(
      fc.record({
        name: fc.constantFrom("A", "B", "C", "D"),
        range: fc.constantFrom(0, 12),
        state: fc.constantFrom("ready", "singleShotLeft", "panicFired", "ammoFault"),
      }),
      { selector: (w) => w.name, maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(weapons, fc.boolean(), fc.integer({ min: 1, max: 6 }), async (list, fired, die) => {
        const carried: Weapon[] = list.map((w) => ({
          ...weapon(w.name, w.range),
          battleState: w.state as Weapon["battleState"],
        }));
        const figure: CrewFigure = { ...bo, weapons: carried };
        const dice = new ScriptedDice(Array.from({ length: 8 }, () => ({ results: [die] })));
        const outcome = await rollAmmoFault(figure, fired ? [{ figureId: "bo", weaponId: null }] : [], dice);
        for (const change of outcome.changes) {
          expect(change.kind).toBe("weapon");
          if (change.kind !== "weapon") continue;
          const target = carried.find((w) => w.id === change.weaponId);
          expect(target?.range).toBeGreaterThan(0);
          expect(change.battleState).not.toBe("ready");
        }
        if (fired)
          expect(outcome.result).toBe(
            firedWeaponOf(figure, [{ figureId: "bo", weaponId: null }]) === null ? "unknownWeapon" : outcome.result,
          );
      }),
      { numRuns: 200 },
    );
  });
});
