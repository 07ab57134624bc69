// "Ending the Battle" ends a battle once a side is gone, so `createBattle` refuses one without a live figure on each
// side, and any figure the rules could not read, with a RangeError naming the field (as the other public entries do).
import { describe, expect, it } from "vitest";
import { UNHARMED } from "../../../../src/rules";
import { createBattle, type NewBattle } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";

const ada = crewFigure({ id: "ada" });
const raider = enemyFigure({ id: "raider" });
const goner = { ...UNHARMED, goner: true };
const battle = (patch: Partial<Record<keyof NewBattle, unknown>>): NewBattle =>
  ({ crew: [ada], enemies: [raider], difficulty: "normal", hiredMuscle: false, ...patch }) as NewBattle;

describe("Ending the Battle: no battle without a live figure on each side", () => {
  it("refuses no crew, only Goner crew, and no enemies, naming the field", () => {
    expect(() => createBattle(battle({ crew: [] }))).toThrow(
      /crew must hold at least one figure that is not a Goner \(got none\)/,
    );
    expect(() => createBattle(battle({ crew: [crewFigure({ id: "x", condition: goner })] }))).toThrow(
      /crew .*\(got 1, all Goners\)/,
    );
    expect(() => createBattle(battle({ enemies: [] }))).toThrow(/enemies must hold at least one figure/);
    expect(() => createBattle(battle({ enemies: [enemyFigure({ id: "y", condition: goner })] }))).toThrow(RangeError);
  });

  it("refuses figures and settings the rules cannot read, naming the field and the value", () => {
    expect(() => createBattle(battle({ crew: [{ ...ada, savvy: Number.NaN }] }))).toThrow(
      "createBattle: crew[0].savvy must be a whole number from 0 to 5 (got NaN)",
    );
    expect(() => createBattle(battle({ enemies: [ada] }))).toThrow(/enemies\[0\]\.side/);
    expect(() => createBattle(battle({ crew: null }))).toThrow(
      "createBattle: crew must be a list of crew figures (got null)",
    );
    expect(() => createBattle(battle({ difficulty: "easy" }))).toThrow(
      /difficulty must be one of normal, hardcore, insanity \(got "easy"\)/,
    );
    expect(() => createBattle(battle({ mainAiType: "sleepy" }))).toThrow(/mainAiType/);
  });

  it("still leaves Goners out when a live figure remains", () => {
    const s = createBattle(battle({ crew: [ada, crewFigure({ id: "gone", condition: goner })] }));
    expect(s.crew.map((f) => f.id)).toEqual(["ada"]);
  });
});
