// What the GM's Apply asks of the round for an enemy whose suggestion rolled into Overwatch: "Enemies ... that end
// their activation unable to see a target roll 1D6", so the activation is recorded first when the tracker never
// started it.
import { describe, expect, it } from "vitest";
import { overwatchEntryInputs } from "../../../src/foundry/five-parsecs/round/overwatch-inputs";
import { weapon } from "../../fixtures/figures";
import { boss, kara, lockedRound, raider, rex, run } from "./fixtures";

const armedRaider = { ...raider, weapons: [weapon("Rifle", 24)] };
const enter = { type: "enterOverwatch", figureId: raider.id };

/** Round 1's Enemy Actions: Rex (Quick) has acted, nobody is activating. */
async function enemyActions() {
  const s = await run(await lockedRound(), { type: "startActivation", figure: rex });
  return run(s, { type: "endActivation", figure: rex });
}

describe("Enemy Overwatch: the inputs of an applied suggestion that entered it", () => {
  it("an enemy the tracker never started, in its phase with nobody activating: start, the roll, end", async () => {
    expect(overwatchEntryInputs(await enemyActions(), raider.id)).toEqual([
      { type: "startActivation", figureId: raider.id },
      enter,
      { type: "endActivation", figureId: raider.id },
    ]);
  });

  it("the activating enemy, or one whose activation ended this round: the roll alone", async () => {
    const acting = await run(await enemyActions(), { type: "startActivation", figure: armedRaider });
    expect(overwatchEntryInputs(acting, raider.id)).toEqual([enter]);
    const ended = await run(acting, { type: "endActivation", figure: armedRaider });
    expect(overwatchEntryInputs(ended, raider.id)).toEqual([enter]);
  });

  it("an enemy that cannot start now (not its phase, another figure activating): the roll alone, for the round to refuse", async () => {
    expect(overwatchEntryInputs(await lockedRound(), raider.id)).toEqual([enter]);
    const bossActing = await run(await enemyActions(), { type: "startActivation", figure: boss });
    expect(overwatchEntryInputs(bossActing, raider.id)).toEqual([enter]);
  });

  it("nothing for crew, a figure not in the battle, an enemy already on Overwatch, or no battle", async () => {
    const state = await enemyActions();
    expect(overwatchEntryInputs(state, kara.id)).toEqual([]);
    expect(overwatchEntryInputs(state, "Actor.ghost")).toEqual([]);
    expect(overwatchEntryInputs(null, raider.id)).toEqual([]);
    const acting = await run(state, { type: "startActivation", figure: armedRaider });
    const watching = await run(acting, { type: "enterOverwatch", figure: armedRaider });
    expect(overwatchEntryInputs(watching, raider.id)).toEqual([]);
  });
});
