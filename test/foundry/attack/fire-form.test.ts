import { describe, expect, it } from "vitest";
import { ScriptedDice, resolveFire, type Figure } from "../../../src/rules";
import {
  defaultFireForm,
  shotRequestOf,
  type Candidate,
  type FireForm,
} from "../../../src/views/five-parsecs/attack/fire-form";
import { readFireForm } from "../../../src/views/five-parsecs/attack/read-form";
import { crewFigure, enemyFigure, weapon } from "../../fixtures/figures";

const rifle = { ...weapon("Rifle", 24), shots: 2 };
const pistol = weapon("Hand Gun", 12, ["pistol"]);
const spent = { ...weapon("Old Pistol", 12, ["pistol"]), battleState: "panicFired" as const };
const kara = crewFigure({ id: "kara", combatSkill: 1, weapons: [spent, rifle, pistol, weapon("Blade", 0, ["melee"])] });
const candidate = (figure: Figure, distance: number, near: string[] = []): Candidate => ({
  figure,
  distance,
  withinThreeInchesOf: near,
});
const a = enemyFigure({ id: "a", name: "Raider A" });
const b = enemyFigure({ id: "b", name: "Raider B" });
const candidates = [candidate(a, 10, ["b"]), candidate(b, 11, ["a"])];

describe("the fire dialog's form", () => {
  it("starts on the first usable ranged weapon, with the measured distances, visible, in arc and in the open", () => {
    const form = defaultFireForm(kara, candidates);
    expect(form.weaponId).toBe(rifle.id);
    expect(
      form.targets.map(({ id, distance, visible, inFirersArc, inCover, shots }) => [
        id,
        distance,
        visible,
        inFirersArc,
        inCover,
        shots,
      ]),
    ).toEqual([
      ["a", 10, true, true, false, null],
      ["b", 11, true, true, false, null],
    ]);
    expect(defaultFireForm(kara, candidates, { weaponId: pistol.id, mode: "naturalSixOnly" })).toMatchObject({
      weaponId: pistol.id,
      mode: "naturalSixOnly",
    });
    expect(defaultFireForm(crewFigure({ weapons: [weapon("Blade", 0)] }), candidates).weaponId).toBe("");
  });

  it("reads submitted values by each row's id, unchecked boxes as false and a blank distance as a problem", () => {
    const defaults = defaultFireForm(kara, candidates);
    const form = readFireForm(
      {
        weaponId: pistol.id,
        panicFire: true,
        modifier: 1,
        initialTargetId: "b",
        targets: {
          0: { id: "b", distance: 4, inCover: true, visible: true, inFirersArc: true, shots: 2 },
          1: { id: "a", distance: "" },
        },
      },
      defaults,
    );
    expect(form).toMatchObject({
      weaponId: pistol.id,
      panicFire: true,
      modifier: 1,
      initialTargetId: "b",
      secondPistolId: null,
    });
    expect(form.targets[1]).toMatchObject({
      id: "b",
      distance: 4,
      inCover: true,
      goodShot: false,
      firerInTargetsArc: false,
      shots: 2,
    });
    expect(Number.isNaN(form.targets[0]!.distance)).toBe(true);
    expect(shotRequestOf(form, kara, candidates)).toEqual({ ok: false, problem: "badDistance" });
    expect(readFireForm("not a form", defaults)).toEqual(defaults);
  });

  it("Target Selection: blank Shots leave the choice to the rules; split Shots go to the first target first", () => {
    const defaults = defaultFireForm(kara, candidates);
    const blank = shotRequestOf(defaults, kara, candidates);
    expect(blank).toMatchObject({ ok: true });
    expect(blank.ok && "allocation" in blank.request).toBe(false);
    const split: FireForm = {
      ...defaults,
      initialTargetId: "b",
      targets: defaults.targets.map((row) => ({ ...row, shots: 1 })),
    };
    const request = shotRequestOf(split, kara, candidates);
    expect(request.ok && request.request.allocation).toEqual(["b", "a"]);
    const firstEmpty: FireForm = {
      ...split,
      targets: split.targets.map((row) => ({ ...row, shots: row.id === "b" ? 0 : 2 })),
    };
    expect(shotRequestOf(firstEmpty, kara, candidates)).toEqual({ ok: false, problem: "noInitialShots" });
  });

  it("Panic Fire is only asked of a Pistol, and the other modifier carries its reason", () => {
    const form: FireForm = { ...defaultFireForm(kara, candidates), panicFire: true, modifier: -1 };
    const request = shotRequestOf(form, kara, candidates);
    expect(request.ok && request.request.panicFire).toBe(false);
    expect(request.ok && request.request.modifiers).toEqual([{ value: -1, reason: "Other modifier" }]);
  });

  it("feeds the rules: a confirmed form resolves a shot with the user's cover", async () => {
    const defaults = defaultFireForm(kara, [candidate(a, 8)]);
    const form = readFireForm(
      {
        targets: {
          0: { id: "a", distance: 8, inCover: true, visible: true, inFirersArc: true, firerInTargetsArc: true },
        },
      },
      defaults,
    );
    const request = shotRequestOf(form, kara, [candidate(a, 8)]);
    if (!request.ok) throw new Error(request.problem);
    // 4 + Combat Skill 1 = 5: a hit in the open, a miss in cover (6+).
    const outcome = await resolveFire(request.request, new ScriptedDice([{ purpose: "Hit", results: [4, 4] }]));
    expect(outcome.steps.map((step) => [step.needed, step.result])).toEqual([
      [6, "miss"],
      [6, "miss"],
    ]);
  });
});
