// The schema kit's refusals, as the socket's untrusted payloads meet them: each names the field's path.
import { describe, expect, it } from "vitest";
import { parseSocketMessage } from "../../src/views/five-parsecs/round/round-request";
import {
  dict,
  id,
  idMap,
  int,
  list,
  MAX_DEPTH,
  MAX_TEXT,
  object,
  optional,
  parse,
  plain,
  text,
  variant,
  literal,
} from "../../src/views/common/schema";

describe("the schema kit", () => {
  it("reads a fresh copy holding only the named fields, and names the path of each problem", () => {
    const message = object({ combatId: id(), round: int(0), note: optional(text()) });
    expect(parse(message, { combatId: "c1", round: 2, extra: true })).toEqual({
      ok: true,
      value: { combatId: "c1", round: 2 },
    });
    expect(parse(message, { combatId: 7, round: -1 }, "")).toEqual({
      ok: false,
      problems: ["combatId: expected an id, got 7", "round: expected a whole number from 0, got -1"],
    });
  });

  it("refuses prototype keys, oversized texts and lists, and values nested too deep", () => {
    const polluted = JSON.parse('{"combatId": "c1", "__proto__": {"isGM": true}}') as unknown;
    expect(parse(object({ combatId: id() }), polluted, "")).toEqual({
      ok: false,
      problems: ["__proto__: not a field any object of this module has"],
    });
    expect(parse(dict(int(0)), { constructor: 1 }).ok).toBe(false);
    expect(parse(text(), "x".repeat(MAX_TEXT + 1)).ok).toBe(false);
    expect(parse(list(int(0), { max: 3 }), [1, 2, 3, 4])).toEqual({
      ok: false,
      problems: ["value: expected a list of 0 to 3 items, got 4"],
    });
    let deep: unknown = 1;
    for (let i = 0; i <= MAX_DEPTH; i++) deep = [deep];
    const read = parse(plain, deep);
    expect(read.ok ? "read" : read.problems[0]).toContain(`at most ${MAX_DEPTH} levels of nesting`);
  });

  it("tells a union apart by its tag, and reads an id map stored as pairs back into a record", () => {
    const shape = variant("type", { a: object({ type: literal("a") }), b: object({ type: literal("b"), n: int(1) }) });
    expect(parse(shape, { type: "c" }, "")).toEqual({ ok: false, problems: ['type: expected one of a, b, got "c"'] });
    expect(parse(shape, { type: "__proto__" }).ok).toBe(false);
    const dice = idMap("figureId", "die", int(0));
    expect(parse(dice, [{ figureId: "Actor.a", die: 1 }])).toEqual({ ok: true, value: { "Actor.a": 1 } });
    expect(
      parse(dice, [
        { figureId: "Actor.a", die: 1 },
        { figureId: "Actor.a", die: 0 },
      ]).ok,
    ).toBe(false);
  });

  it("a forged socket message with a prototype key is dropped, not read", () => {
    const forged = JSON.parse(
      '{"type": "roundInput", "combatId": "c", "stamp": "s", "input": {"type": "endSeize", "__proto__": {"x": 1}}}',
    ) as unknown;
    expect(parseSocketMessage(forged, "u")).toBeNull();
  });
});
