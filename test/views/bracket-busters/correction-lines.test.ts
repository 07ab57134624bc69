// The card lines of the words the rules now announce: a kept Recovery die by name, a Charge's free action, and the
// GM's correction with what it replaced and why; every key in lang/en.json.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { announcementLine, cardTitle } from "../../../src/views/bracket-busters/card-view";
import { twoGangs } from "../../rules/bracket-busters/helpers";
import { en, missing } from "./lang";

const state = BB.createBattle(twoGangs());

describe("Card lines for Recovery, Charge's free action and the GM's correction", () => {
  it("Recovery: a Serious Injury is named; Charge: the free Fight is offered; a correction says what it was and why", () => {
    missing.clear();
    expect(announcementLine({ kind: "recovery", fighterId: "a1", result: "seriousInjury" }, state, en)).toBe(
      "Recovery for a1: Serious Injury; remains Seriously Injured.",
    );
    expect(
      announcementLine(
        { kind: "freeActions", fighterId: "a1", actions: ["fight", "coupDeGrace"], opponents: ["b1"] },
        state,
        en,
      ),
    ).toBe("a1 reached b1: a free Fight / Coup de Grace is on offer.");
    expect(
      announcementLine(
        {
          kind: "corrected",
          correction: { kind: "fighter", fighterId: "b1", status: "pinned", ready: false, fleshWounds: 1 },
          undo: { kind: "fighter", fighterId: "b1", status: "active", ready: true, fleshWounds: 0 },
          reason: "missed a Take Cover",
        },
        state,
        en,
      ),
    ).toBe(
      "GM correction: b1: Pinned, not Ready, Flesh Wounds 1 (was b1: Active, Ready, Flesh Wounds 0). Reason: missed a Take Cover",
    );
    expect(
      announcementLine(
        {
          kind: "corrected",
          correction: { kind: "gang", gangId: "b", bottledOut: true },
          undo: { kind: "gang", gangId: "b", bottledOut: false },
          reason: "scenario",
        },
        state,
        en,
      ),
    ).toBe("GM correction: b: Bottled Out (was b: not Bottled Out). Reason: scenario");
    expect(
      cardTitle(
        { type: "correct", correction: { kind: "gang", gangId: "b", bottledOut: true }, reason: "x" },
        state,
        en,
      ),
    ).toBe("GM correction (round 1)");
    expect([...missing]).toEqual([]);
  });
});
