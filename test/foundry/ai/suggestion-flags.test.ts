import { describe, expect, it } from "vitest";
import {
  aiSuggestionFlags,
  aiWatchFlags,
  suggestionFlagsFor,
  suggestionFlagsOf,
  watchFlagsOf,
} from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { suggestionFor } from "./fixtures";

describe("AI suggestion flags (validated on read)", () => {
  it("round-trip: the plan a fresh suggestion stores is read back unchanged", async () => {
    const suggestion = await suggestionFor();
    const flags = suggestionFlagsFor(suggestion, { tokenUuid: "Scene.s.Token.t", combatId: "c1", round: 2 });
    expect(flags).toMatchObject({ figureId: "E", state: "pending", walked: 0, triggered: [], before: null, round: 2 });
    expect(flags.path).toEqual(suggestion.path.map(({ x, y }) => ({ x, y })));
    expect(suggestionFlagsOf(aiSuggestionFlags(flags))).toEqual(flags);
  });

  it("refuses a malformed plan: a path with a non-number, an unknown state, a shot without its weapon, a negative walk", async () => {
    const good = suggestionFlagsFor(await suggestionFor(), { tokenUuid: "t", combatId: null, round: 0 });
    const broken = [
      { ...good, path: [{ x: 1, y: "2" }] },
      { ...good, path: [] },
      { ...good, state: "done" },
      { ...good, attack: { kind: "shot", targetId: "A", hitMode: "normal" } },
      { ...good, walked: -1 },
      { ...good, before: { x: 1, y: 2 } },
      { ...good, figureId: 7 },
    ];
    for (const plan of broken) expect(suggestionFlagsOf({ [MODULE_ID]: { aiSuggestion: plan } })).toBeNull();
    expect(suggestionFlagsOf({})).toBeNull();
    expect(suggestionFlagsOf(null)).toBeNull();
    expect(suggestionFlagsOf({ [MODULE_ID]: { resolution: {} } })).toBeNull();
  });

  it("watch cards: read back when well formed, refused otherwise", () => {
    const watch = { watcherId: "A", moverId: "E", kind: "snapFire", combatId: "c1", state: "offered" } as const;
    expect(watchFlagsOf(aiWatchFlags(watch))).toEqual(watch);
    expect(watchFlagsOf({ [MODULE_ID]: { aiWatch: { ...watch, kind: "ambush" } } })).toBeNull();
    expect(watchFlagsOf({ [MODULE_ID]: { aiWatch: { ...watch, state: "maybe" } } })).toBeNull();
  });
});
