import { describe, expect, it } from "vitest";
import { describeViolation, describeViolations } from "../../../src/views/common/i18n/describe-violation";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { checkLimits } from "../../../src/rules";

const i18n = englishLocalizer();
const crew = {
  reactions: 1,
  speed: 4,
  combatSkill: 0,
  toughness: 3,
  savvy: 0,
  luck: { value: 0, max: 0 },
  traits: [],
  casualtyCategory: "humanoid",
};

describe("refusal messages in the user's language", () => {
  it("names the field and the bound: Reactions 9, Speed -1", () => {
    const [reactions, speed] = checkLimits("crew", { ...crew, reactions: 9, speed: -1 });
    expect(describeViolation("crew", reactions!, i18n)).toBe("Reactions must be at most 6 (got 9).");
    expect(describeViolation("crew", speed!, i18n)).toBe("Speed must be at least 0 (got -1).");
  });

  it("lists the allowed choices for an unknown AI type", () => {
    const enemy = {
      speed: 4,
      combatSkill: 0,
      toughness: 3,
      ai: "berserk",
      panic: 1,
      casualtyCategory: "humanoid",
      rank: "regular",
      role: "basic",
      fearless: false,
      savingThrow: null,
      seizeModifier: 0,
      guardianOf: "",
    };
    const [violation] = checkLimits("enemy", enemy);
    expect(describeViolation("enemy", violation!, i18n)).toMatch(
      /^AI must be one of aggressive, cautious, .*guardian \(got "berserk"\)\.$/,
    );
  });

  it("words the Luck rule for non-Humans", () => {
    const violations = checkLimits("crew", { ...crew, traits: ["feral"], luck: { value: 0, max: 2 } });
    expect(describeViolations("crew", violations, i18n)).toBe("Only Humans may have more than 1 Luck (maximum 2).");
  });

  it("has a message for every problem checkLimits can report", () => {
    const problems = [
      "missing",
      "notInteger",
      "belowMin",
      "aboveMax",
      "notAChoice",
      "notABoolean",
      "notText",
      "tooLong",
      "luckAboveMax",
      "luckOnlyHumans",
    ];
    for (const problem of problems) expect(i18n.localize(`FPB.Limits.${problem}`)).not.toBe(`FPB.Limits.${problem}`);
  });
});
