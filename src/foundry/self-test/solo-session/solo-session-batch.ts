import type { Quench, QuenchBatchKey } from "../quench-types";
import { playSoloSession, SOLO_ROUNDS } from "./solo-session";

/**
 * "Five Parsecs Battle: solo play, two autopilot rounds (GM only)" (issue 38): the Demo Battle imported and played
 * with the enemy autopilot on, the GM acting only for the crew; everything it creates is deleted afterwards. Not
 * pre-selected: it imports.
 */
export function registerSoloSessionBatch(quench: Quench, key: QuenchBatchKey): void {
  quench.registerBatch(
    key,
    ({ describe, it, assert }) => {
      describe(`The Demo Battle with the autopilot, rounds 1 to ${SOLO_ROUNDS}`, () => {
        it("imports the Demo Battle, turns the autopilot on, plays two rounds acting only for the crew (each enemy acting once a round by itself), and deletes what it made", async function () {
          if (!game.user?.isGM) this.skip();
          this.timeout(300_000);
          await playSoloSession(assert);
        });
      });
    },
    { displayName: "Five Parsecs Battle: solo play, two autopilot rounds (GM only)", preSelected: false },
  );
}
