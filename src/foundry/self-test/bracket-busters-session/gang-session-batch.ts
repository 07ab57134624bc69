import type { Quench, QuenchBatchKey } from "../quench-types";
import { playGangSession } from "./gang-session";

/**
 * "Five Parsecs Battle: Bracket Busters first session (GM only)": the Tourney Arena imported and two Rounds played on the
 * GM's client, in a throwaway world; everything it creates is deleted afterwards. Not pre-selected: it imports.
 */
export function registerGangSessionBatch(quench: Quench, key: QuenchBatchKey): void {
  quench.registerBatch(
    key,
    ({ describe, it, assert }) => {
      describe("The Tourney Arena, two Rounds and the after-battle", () => {
        it("imports the arena, sets up two gangs as Combatant groups, plays two Rounds, ends the battle and rolls its injuries", async function () {
          if (!game.user?.isGM) this.skip();
          this.timeout(180_000);
          await playGangSession(assert);
        });
      });
    },
    { displayName: "Five Parsecs Battle: Bracket Busters first session (GM only)", preSelected: false },
  );
}
