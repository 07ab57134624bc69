import { describe, it, expect } from "vitest";
import {
  facesOf,
  resultFor,
  tableCoverageProblems,
  type RollTableSource,
  type TableResult,
} from "../../../src/rules/core/tables/roll-table";

const result = (id: string, low: number, high: number): TableResult => ({
  id,
  range: [low, high],
  name: id,
  text: `${id} text`,
});

const table = (formula: RollTableSource["formula"], results: TableResult[]): RollTableSource => ({
  id: "test",
  name: "Test Table",
  section: "Test",
  formula,
  description: "",
  results,
});

const D6 = table("1d6", [result("low", 1, 2), result("mid", 3, 5), result("six", 6, 6)]);

describe("roll tables: resultFor", () => {
  it("finds the result whose inclusive range holds the roll on a d6 table", () => {
    expect([1, 2, 3, 4, 5, 6].map((roll) => resultFor(D6, roll).id)).toEqual([
      "low",
      "low",
      "mid",
      "mid",
      "mid",
      "six",
    ]);
  });

  it("throws a RangeError naming the table for a roll the die cannot show", () => {
    expect(() => resultFor(D6, 0)).toThrow(RangeError);
    expect(() => resultFor(D6, 7)).toThrow(/Test Table: no result for a roll of 7 on 1d6/);
    expect(() => resultFor(D6, 2.5)).toThrow(RangeError);
  });

  it("reads the die size from the formula", () => {
    expect(facesOf(D6)).toBe(6);
    expect(facesOf(table("1d100", []))).toBe(100);
  });
});

describe("roll tables: tableCoverageProblems", () => {
  it("is empty for a d6 table covering every face once", () => {
    expect(tableCoverageProblems(D6)).toEqual([]);
  });

  it("is empty for a d100 table covering 1-100 once", () => {
    expect(
      tableCoverageProblems(table("1d100", [result("a", 1, 50), result("b", 51, 99), result("c", 100, 100)])),
    ).toEqual([]);
  });

  it("reports each face a gap leaves uncovered", () => {
    const gap = table("1d6", [result("low", 1, 2), result("high", 5, 6)]);
    expect(tableCoverageProblems(gap)).toEqual(["3 is not covered", "4 is not covered"]);
  });

  it("reports each face two results overlap on", () => {
    const overlap = table("1d6", [result("low", 1, 3), result("high", 3, 6)]);
    expect(tableCoverageProblems(overlap)).toEqual(["3 is covered by both low and high"]);
  });

  it("reports ranges outside the die, reversed or fractional, and the faces they fail to cover", () => {
    const outside = table("1d6", [result("zero", 0, 1), result("mid", 2, 5), result("seven", 6, 7)]);
    expect(tableCoverageProblems(outside)).toEqual([
      "zero: range 0-1 is not within 1-6",
      "seven: range 6-7 is not within 1-6",
      "1 is not covered",
      "6 is not covered",
    ]);
    const reversed = table("1d6", [result("backwards", 6, 1)]);
    expect(tableCoverageProblems(reversed)[0]).toBe("backwards: range 6-1 is not within 1-6");
    const fractional = table("1d6", [result("half", 1, 3.5), result("rest", 4, 6)]);
    expect(tableCoverageProblems(fractional)).toContain("half: range 1-3.5 is not within 1-6");
  });

  it("flags a d6 range written for a d100 table", () => {
    const wrongDie = table("1d6", [result("d100", 1, 100)]);
    expect(tableCoverageProblems(wrongDie)).toContain("d100: range 1-100 is not within 1-6");
  });
});
