// Issue 36 item 12, the Bracket Busters words a player met: "Ash Wardens's turn", a Priority card whose purpose read
// "Priority: X; Priority: Y" as if every gang had Priority, Bottle lines that said "must test" after the roll and
// changed with Recovery, and a refusal reading "Not allowed: by: …". The view builders are Foundry's too (the gang
// tracker panel, the gang cards), so these hold there as on the sandbox page.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import {
  endPhaseView,
  plainRefusal,
  refusalReason,
  trackerView,
  transitionCardView,
} from "../../../src/views/bracket-busters";
import { fighter, gang, step, toActionPhase, withFighters } from "../../rules/bracket-busters/helpers";
import { en } from "./lang";

const named = (id: string, name: string, fighters: readonly BB.Fighter[]): BB.Gang => ({ ...gang(id, fighters), name });

const battle = (): BB.NewBattle => ({
  gangs: [
    named("a", "Ash Wardens", [fighter("a1", "a", { name: "Quell" }), fighter("a2", "a", { name: "Rue" })]),
    named("b", "Iron Jackal", [fighter("b1", "b", { name: "Vex" }), fighter("b2", "b", { name: "Iska" })]),
  ],
});

describe("Bracket Busters words (issue 36 item 12)", () => {
  it("a gang's turn: a name ending in s takes the apostrophe alone", async () => {
    const wardens = await toActionPhase(battle(), [6, 1]);
    expect(trackerView(wardens, en).prompt).toBe(
      "Ash Wardens' turn: activate one Ready fighter, or start a Group Activation.",
    );
    const jackal = await toActionPhase(battle(), [1, 6]);
    expect(trackerView(jackal, en).prompt).toBe(
      "Iron Jackal's turn: activate one Ready fighter, or start a Group Activation.",
    );
  });

  it("the Priority card names each gang once, beside its die, and no gang in the purpose", async () => {
    const s = BB.createBattle(battle());
    const t = await step(s, { type: "rollPriority" }, new ScriptedDice([2, 5]));
    const roll = transitionCardView({ type: "rollPriority" }, s, t, en).rolls[0]!;
    expect(roll.purpose).toBe("Priority");
    expect(roll.dice).toBe("Ash Wardens 2, Iron Jackal 5");
  });

  it("the Bottle lines: 'must test' before the roll; after it, how it ended, unchanged by Recovery", async () => {
    const base = BB.createBattle({
      gangs: [
        named("a", "Ash Wardens", [fighter("a1", "a", { name: "Quell" }), fighter("a2", "a"), fighter("a3", "a")]),
        named("b", "Iron Jackal", [fighter("b1", "b"), fighter("b2", "b"), fighter("b3", "b")]),
      ],
    });
    // Quell Seriously Injured and a3 Broken (so a Rally step follows Recovery); b1 Out of Action.
    const s = withFighters(
      {
        ...base,
        phase: "end",
        priority: { round: 1, rolls: [], order: ["a", "b"] },
        end: { step: "bottleTests", recoveryChoices: [], rallyGang: null, rallied: [] },
      },
      { a1: { status: "seriouslyInjured" }, a3: { status: "broken" }, b1: { status: "outOfAction" } },
    );
    const positions = {};
    expect(endPhaseView(s, positions, en)!.bottle.map((b) => b.text)).toEqual([
      "must test: D6 + 1 standing, needs 7+ (a 6 or more)",
      "must test: D6 + 2 standing, needs 7+ (a 5 or more)",
    ]);
    // Ash Wardens roll a 6 (7: passes), Iron Jackal a 2 (4: Bottled Out).
    const rolled = (await step(s, { type: "rollBottleTests" }, new ScriptedDice([6, 2]))).state;
    const after = endPhaseView(rolled, positions, en)!.bottle.map((b) => [b.name, b.text, b.needs]);
    expect(after).toEqual([
      ["Ash Wardens", "not Bottled Out: the Bottle tests are rolled", false],
      ["Iron Jackal", "Bottled Out: no more tests", false],
    ]);
    // Recovery brings Quell back (a Flesh Wound): the lines stay as they were.
    const recovered = (await step(rolled, { type: "rollRecovery" }, new ScriptedDice([1]))).state;
    expect(endPhaseView(recovered, positions, en)!.bottle.map((b) => [b.name, b.text, b.needs])).toEqual(after);
  });

  it("a refusal without a lang text reads as a sentence, not as the input field at fault", () => {
    expect(plainRefusal("by: a fighter's attack result is set on another fighter.")).toBe(
      "A fighter's attack result is set on another fighter.",
    );
    expect(plainRefusal("targetId: Rue is already Out of Action.")).toBe("Rue is already Out of Action.");
    // A rules section that opens the sentence stays.
    expect(plainRefusal("Rally: it is another gang's turn to test (b).")).toBe(
      "Rally: it is another gang's turn to test (b).",
    );
    expect(
      refusalReason(en, { code: "selfAttack", message: "by: a fighter's attack result is set on another fighter." }),
    ).toBe(
      "An attack's result is set on a fighter other than the one who made it: choose the attacker in By, or Nobody.",
    );
  });
});
