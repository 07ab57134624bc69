// Issue 15, item 22: the Move / Dash shading shows only while the figure may still move.
import { describe, expect, it } from "vitest";
import { defaultSetupForm } from "../../../src/views/five-parsecs/round/setup-form";
import type { Activation, BattleState } from "../../../src/rules";
import { BattleStore } from "../../../src/sandbox/battle/store";
import { mayStillMove } from "../../../src/sandbox/battle/still-moves";
import { englishLocalizer } from "../../fixtures/english-localizer";

const fresh = (figureId: string): Activation => ({
  figureId,
  markerAtStart: null,
  marker: null,
  mayMove: true,
  moved: false,
  combatAction: false,
  freeActions: 0,
});

async function startedBattle(): Promise<BattleState> {
  const store = new BattleStore("five parsecs", englishLocalizer());
  await store.dispatch({ type: "setup", form: defaultSetupForm("normal") });
  return store.state.battle!;
}

describe("mayStillMove (Player Movement: Move, then the Combat Action, never in reverse)", () => {
  it("before the battle every figure will move: its reach helps plan", () => {
    expect(mayStillMove(null, "crew-1")).toBe(true);
  });

  it("the activating figure until it has moved, or used its Combat Action, or chose Snap Fire", async () => {
    const battle = { ...(await startedBattle()), phase: "quick" as const };
    const during = (active: Activation) => mayStillMove({ ...battle, active }, "crew-1");
    expect(during(fresh("crew-1"))).toBe(true);
    expect(during({ ...fresh("crew-1"), moved: true })).toBe(false);
    expect(during({ ...fresh("crew-1"), combatAction: true })).toBe(false);
    expect(during({ ...fresh("crew-1"), mayMove: false })).toBe(false);
  });

  it("a figure still due this round, and not one that has acted, holds for Snap Fire, or any once the round or battle is over", async () => {
    const battle = { ...(await startedBattle()), phase: "quick" as const, active: null };
    const slot = (status: "pending" | "done") => ({
      figureId: "crew-2",
      phase: "slow" as const,
      status,
      snapFire: false,
      extra: false,
    });
    expect(mayStillMove({ ...battle, schedule: [slot("pending")] }, "crew-2")).toBe(true);
    expect(mayStillMove({ ...battle, schedule: [slot("done")] }, "crew-2")).toBe(false);
    expect(mayStillMove({ ...battle, schedule: [slot("pending")], snapFireHolders: ["crew-2"] }, "crew-2")).toBe(false);
    expect(mayStillMove({ ...battle, phase: "end", schedule: [slot("pending")] }, "crew-2")).toBe(false);
    expect(mayStillMove({ ...battle, phase: "reaction" }, "crew-2")).toBe(true);
  });
});
