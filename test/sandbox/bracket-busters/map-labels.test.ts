// Issue 36 item 12: after a Charge, the charger's base (drawn after its target) covered the target's name. The map now
// draws every base first and every name after, so no token covers a label.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { arenaTable } from "../../../src/sandbox/bracket-busters/arena";
import { drawMap } from "../../../src/sandbox/bracket-busters/arena-canvas";
import { fighter, gang } from "../../rules/bracket-busters/helpers";

/** A 2D context that records what is drawn, in order: a base is an `arc` filled, a name a `fillText`. */
function recordingCanvas(): { canvas: HTMLCanvasElement; calls: string[] } {
  const calls: string[] = [];
  const ctx = new Proxy(
    {},
    {
      get: (_, name) =>
        name === "canvas"
          ? { width: 600, height: 600 }
          : (...args: unknown[]) => {
              calls.push(name === "fillText" ? `text:${String(args[0])}` : String(name));
              return { width: 10 };
            },
      set: () => true,
    },
  );
  return { canvas: { width: 600, height: 600, getContext: () => ctx } as unknown as HTMLCanvasElement, calls };
}

describe("the Bracket Busters map's names (issue 36 item 12)", () => {
  it("draws every name after every base: a charger in base contact does not cover its target's name", () => {
    const state = BB.createBattle({
      gangs: [gang("a", [fighter("a1", "a", { name: "Vex" })]), gang("b", [fighter("b1", "b", { name: "Quell" })])],
    });
    // Quell charged into contact just below Vex: Quell's base is where Vex's name is written.
    const positions = {
      a1: { x: 12, y: 12, facing: 90, radius: 0.5 },
      b1: { x: 12, y: 13, facing: 270, radius: 0.5 },
    };
    const { canvas, calls } = recordingCanvas();
    drawMap(canvas, arenaTable(), state, positions, {
      selectedId: null,
      reach: null,
      radius: null,
      letters: { ductway: "D", terminal: "T" },
    });
    const lastBase = calls.lastIndexOf("arc");
    expect(calls.indexOf("text:Vex")).toBeGreaterThan(lastBase);
    expect(calls.indexOf("text:Quell")).toBeGreaterThan(lastBase);
  });
});
