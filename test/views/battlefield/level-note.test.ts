import { describe, expect, it } from "vitest";
import { firerLevelHint, isOnBattleLevel, levelNote } from "../../../src/views/common/battlefield/level-note";
import { englishLocalizer } from "../../fixtures/english-localizer";

const en = englishLocalizer();
const ground = { id: "ground0000000000", name: "Ground" };
const upstairs = { id: "upstairs00000000", name: "Upstairs" };

describe("a figure's v14 Level in words", () => {
  it("on the battle's level: its name only, no note", () => {
    expect(levelNote(ground, ground, en)).toEqual({ label: "On Ground", offBattle: false, note: null });
    expect(isOnBattleLevel(ground, ground)).toBe(true);
  });

  it("off the battle's level: left out of the battlefield and measured by hand, both levels named", () => {
    const note = levelNote(upstairs, ground, en);
    expect(note).toMatchObject({ label: "On Upstairs", offBattle: true });
    expect(note?.note).toBe(
      "On Upstairs, not on the battle's level (Ground): left out of the battlefield, so measure its distance, " +
        "Line of Sight and Cover by hand.",
    );
    expect(isOnBattleLevel(upstairs, ground)).toBe(false);
  });

  it("a battle without a level reads every level: nobody is off it; a figure without a level says nothing", () => {
    expect(levelNote(upstairs, null, en)).toEqual({ label: "On Upstairs", offBattle: false, note: null });
    expect(levelNote(null, ground, en)).toBeNull();
    expect(levelNote({ id: "x", name: "" }, ground, en)?.label).toBe("On an unnamed level");
  });

  it("the fire dialog's hint for a firer off the battle's level, and none on it", () => {
    expect(firerLevelHint("Kara", upstairs, ground, en)).toBe(
      "Kara stands on Upstairs, not on the battle's level (Ground): the firer is left out of the battlefield, so " +
        "every target is measured by hand.",
    );
    expect(firerLevelHint("Kara", ground, ground, en)).toBeNull();
    expect(firerLevelHint("Kara", upstairs, null, en)).toBeNull();
    expect(firerLevelHint("Kara", null, ground, en)).toBeNull();
  });
});
