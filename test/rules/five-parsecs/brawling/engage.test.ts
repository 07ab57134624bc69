import { describe, expect, it } from "vitest";
import { AI_TYPES, UNHARMED, type AiType } from "../../../../src/rules";
import { assertCanBrawl, mayEngage } from "../../../../src/rules/five-parsecs/brawling/engage";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";

const stunned = { ...UNHARMED, marker: "stunned" as const };
const shocked = { ...UNHARMED, marker: "shocked" as const };
const goner = { ...UNHARMED, goner: true };

describe("Engaging while stunned", () => {
  it("player characters cannot move to Brawling combat while stunned", () => {
    expect(mayEngage(crewFigure({ condition: stunned }))).toEqual({
      allowed: false,
      reason: "stunned",
      rule: "Engaging while stunned",
    });
    expect(mayEngage(crewFigure())).toEqual({ allowed: true });
  });

  const allowedWhileStunned: AiType[] = ["aggressive", "beast", "rampaging"];
  it.each(AI_TYPES.map((ai) => [ai, allowedWhileStunned.includes(ai)] as const))(
    "a stunned %s enemy may engage: %s (only Aggressive, Beast and Rampaging AI)",
    (ai, allowed) => {
      expect(mayEngage(enemyFigure({ ai, condition: stunned })).allowed).toBe(allowed);
      expect(mayEngage(enemyFigure({ ai })).allowed).toBe(true);
    },
  );
});

describe("Shock: Shocked figures do not take a Combat Action", () => {
  it.each(["rampaging", "aggressive", "beast", "tactical"] as const)("not even a %s enemy may engage", (ai) => {
    expect(mayEngage(enemyFigure({ ai, condition: shocked }))).toMatchObject({ allowed: false, reason: "shocked" });
  });

  it("nor a player character", () => {
    expect(mayEngage(crewFigure({ condition: shocked }))).toMatchObject({ allowed: false, reason: "shocked" });
  });
});

describe("Resolving Hits: a Goner is removed from play and cannot brawl", () => {
  it("may not engage, whatever its AI", () => {
    expect(mayEngage(enemyFigure({ ai: "rampaging", condition: goner }))).toMatchObject({
      allowed: false,
      reason: "goner",
    });
  });

  it("cannot be brawled with either: a clear error", () => {
    expect(() => assertCanBrawl(crewFigure({ condition: goner }))).toThrow(/Goner/);
    expect(() => assertCanBrawl(crewFigure({ condition: stunned }))).not.toThrow();
  });
});
