import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildBattlefield, type RawBattlefield } from "../../../src/rules";
import { measureTargets, withMeasurements } from "../../../src/views/common/battlefield/measure";
import { battlefieldOfScene } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import { fireDialogContext } from "../../../src/views/five-parsecs/attack/dialog-context";
import { defaultFireForm, shotRequestOf, type Candidate } from "../../../src/views/five-parsecs/attack/fire-form";
import { readFireForm } from "../../../src/views/five-parsecs/attack/read-form";
import { DIALOG_TEMPLATES } from "../../../src/views/common/template-paths";
import { crewFigure, enemyFigure, weapon } from "../../fixtures/figures";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { templateRenderer } from "../../fixtures/template-renderer";
import { sceneDataOf } from "./scene-fixture";

const demo = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../../data/demo-battlefield.json"), "utf8"),
) as RawBattlefield;
const i18n = englishLocalizer();
const rifle = { ...weapon("Military Rifle", 24), shots: 2 };
const field = battlefieldOfScene(sceneDataOf(demo), 1);
const battlefield = field.battlefield!;
const crew = (id: string) => crewFigure({ id, name: id, weapons: [rifle] });
const enemy = (id: string) => enemyFigure({ id, name: `Raider ${id}`, weapons: [rifle] });
const byHand = (...targets: ReturnType<typeof enemy>[]): Candidate[] =>
  targets.map((figure) => ({ figure, distance: 0, withinThreeInchesOf: [] }));

describe("the fire dialog filled from the battlefield (Lines of Sight, Cover, Arc of Fire, Good Shot, Crouching)", () => {
  it('Cover: the line of sight crosses a terrain feature more than 1" from the firer; the dialog names it and the rule', () => {
    // crew-5 at (4, 24) sees enemy-3 on the warehouse roof across the Crate.
    const view = measureTargets(battlefield, crew("crew-5"), [enemy("enemy-3")], field.names, i18n)!.get("enemy-3")!;
    expect(view).toMatchObject({ visible: true, inCover: true });
    expect(view.hints.inCover).toMatch(/^Cover: the line crosses Crate/);
    const expected = Math.hypot(24 - 4, 28 - 24) - 1;
    expect(view.distance).toBe(Math.round(expected * 10) / 10);
  });

  it("Lines of Sight: a target behind the habitat's walls is out of sight, with the wall as the reason", () => {
    // crew-3 stands inside the habitat; enemy-5 is outside by the Boulder.
    const view = measureTargets(battlefield, crew("crew-3"), [enemy("enemy-5")], field.names, i18n)!.get("enemy-5")!;
    expect(view.visible).toBe(false);
    expect(view.hints.visible).toMatch(/^Out of Line of Sight\.\nLines of Sight: a wall blocks the line/);
  });

  it("Good Shot: Height Advantage from the warehouse roof is measured with its reason", () => {
    // enemy-3 stands on the warehouse roof (elevation 3"); crew-4 is on the ground in the open.
    const firer = enemyFigure({ id: "enemy-3", name: "Sniper", weapons: [rifle] });
    const view = measureTargets(
      battlefield,
      firer,
      [crewFigure({ id: "crew-4", weapons: [rifle] })],
      field.names,
      i18n,
    )!.get("crew-4")!;
    expect(view).toMatchObject({ visible: true, inCover: false, goodShot: true });
    expect(view.hints.goodShot).toBe("Good Shot: the firer stands at least one figure height above the target");
  });

  it("Crouching: a target in contact with the Crate the line crosses may crouch behind it", () => {
    const firer = enemyFigure({ id: "enemy-8", weapons: [rifle] });
    const view = measureTargets(
      battlefield,
      firer,
      [crewFigure({ id: "crew-6", weapons: [rifle] })],
      field.names,
      i18n,
    )!.get("crew-6")!;
    expect(view.crouching).toBe(true);
    expect(view.hints.crouching).toBe("Crouching: the target may crouch behind Crate");
  });

  it('Target Selection: the 3" neighbours come from the battlefield, among the targeted figures', () => {
    const measured = measureTargets(
      battlefield,
      crew("crew-6"),
      [enemy("enemy-7"), enemy("enemy-3")],
      field.names,
      i18n,
    )!;
    const expected = buildBattlefield(demo).battlefield;
    const d = (a: string, b: string) => {
      const p = expected.figures.find((f) => f.id === a)!,
        q = expected.figures.find((f) => f.id === b)!;
      return Math.hypot(p.centre.x - q.centre.x, p.centre.y - q.centre.y) - p.radius - q.radius;
    };
    expect(measured.get("enemy-7")!.withinThreeInchesOf).toEqual(d("enemy-7", "enemy-3") <= 3 ? ["enemy-3"] : []);
  });

  it("no battlefield answer when the firer has no token on it; targets off it keep the hand-measured distance", () => {
    expect(measureTargets(battlefield, crew("nobody"), [enemy("enemy-1")], field.names, i18n)).toBeNull();
    const measured = measureTargets(
      battlefield,
      crew("crew-5"),
      [enemy("enemy-3"), enemy("ghost")],
      field.names,
      i18n,
    )!;
    const candidates = withMeasurements(
      [...byHand(enemy("enemy-3")), { figure: enemy("ghost"), distance: 7, withinThreeInchesOf: [] }],
      measured,
    );
    expect(candidates[0]!.measured?.inCover).toBe(true);
    expect(candidates[1]).toEqual({ figure: enemy("ghost"), distance: 7, withinThreeInchesOf: [] });
    expect(withMeasurements(byHand(enemy("enemy-3")), null)[0]!.measured).toBeUndefined();
  });

  it("ruling 7: the dialog starts from the measurement, explains it on hover, and the user can still override it", () => {
    const firer = crew("crew-5");
    const candidates = withMeasurements(
      byHand(enemy("enemy-3")),
      measureTargets(battlefield, firer, [enemy("enemy-3")], field.names, i18n),
    );
    const form = defaultFireForm(firer, candidates);
    expect(form.targets[0]).toMatchObject({ id: "enemy-3", inCover: true, visible: true });
    expect(form.targets[0]!.hints?.inCover).toContain("Crate");

    const context = fireDialogContext(firer, form);
    expect(context.measured).toBe(true);
    const html = templateRenderer()(DIALOG_TEMPLATES.fire, context);
    expect(html).toContain('data-tooltip="Cover: the line crosses Crate');
    expect(html).toContain("FPB.Battlefield.MeasuredHint");
    expect(html).toMatch(/name="targets\.0\.inCover" checked/);

    // The user unticks Cover: the shot is resolved in the open.
    const overridden = readFireForm(
      { targets: { 0: { id: "enemy-3", distance: 5, visible: true, inFirersArc: true, firerInTargetsArc: true } } },
      form,
    );
    const request = shotRequestOf(overridden, firer, candidates);
    expect(request.ok && request.request.views[0]).toMatchObject({ inCover: false, distance: 5 });
  });
});
