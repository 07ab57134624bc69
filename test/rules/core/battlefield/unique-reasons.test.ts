// `unique` keeps each reason once, in the order first met, whether it scans a short list or keys a long one (a sight
// line across a crowded table meets hundreds of walls, each on up to three body lines).
import { describe, expect, it } from "vitest";
import { unique } from "../../../../src/rules/core/battlefield/line-of-sight";
import type { Reason } from "../../../../src/rules";

const reason = (key: Reason["key"], id: string | null): Reason => ({ rule: "r", key, id, text: `${key} ${id}` });

describe("unique", () => {
  it("keeps the first of each key and id, in order, for short and long lists alike", () => {
    for (const walls of [5, 400]) {
      const lines = [0, 1, 2].flatMap((line) =>
        Array.from({ length: walls }, (_, i) =>
          reason(i % 3 === 0 ? "sightWall" : "closedDoor", `w${(i + line) % walls}`),
        ),
      );
      const all = [...lines, reason("fog", null), reason("sightWall", null), reason("fog", null)];
      const expected = all.filter((r, i) => all.findIndex((other) => other.key === r.key && other.id === r.id) === i);
      expect(unique(all)).toEqual(expected);
      expect(unique(all)[0]).toBe(all[0]);
    }
  });
});
