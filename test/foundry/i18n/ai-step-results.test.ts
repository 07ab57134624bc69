import { describe, expect, it } from "vitest";
import { AI_ACTIONS } from "../../../src/rules";
import { englishLocalizer } from "../../fixtures/english-localizer";

// The AI's dice steps ("How to Use Movement Tables", "Enemy Overwatch", "Enemy Skulking") end with a result id that the
// chat card words through `FPB.Result.<id>`; a missing key would show the bare id to the GM.
const OTHER_AI_RESULTS = ["overwatch", "noOverwatch", "skulks", "staysPut"];

describe("How to Use Movement Tables: every AI step result has words on the card", () => {
  const i18n = englishLocalizer();
  it.each([...AI_ACTIONS, ...OTHER_AI_RESULTS])("FPB.Result.%s", (id) => {
    const key = `FPB.Result.${id}`;
    expect(i18n.localize(key)).not.toBe(key);
  });
});
