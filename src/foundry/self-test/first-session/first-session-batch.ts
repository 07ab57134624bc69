import type { Quench, QuenchBatchKey } from "../quench-types";
import { playFirstSession } from "./session";

/**
 * "Five Parsecs Battle: first session (GM only)": the Demo Battle imported and played from setup to round 2 on the
 * GM's client, in a throwaway world; everything it creates is deleted afterwards. Not pre-selected: it imports.
 */
export function registerFirstSessionBatch(quench: Quench, key: QuenchBatchKey): void {
  quench.registerBatch(
    key,
    ({ describe, it, assert }) => {
      describe("The Demo Battle, round 1 to round 2", () => {
        it("imports the Demo Battle, sets up the battle, plays round 1 and its End Phase, reaches round 2, and deletes what it made", async function () {
          if (!game.user?.isGM) this.skip();
          this.timeout(180_000);
          await playFirstSession(assert);
        });
      });
    },
    { displayName: "Five Parsecs Battle: first session (GM only)", preSelected: false },
  );
}
