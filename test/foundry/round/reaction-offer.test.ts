// Issue 15 item 1 at a Foundry table: the tracker's dropdowns show the most-Quick offer after the Reaction Roll, and
// that offer is what is stored, so Lock right after the roll locks it (no "Assign every Reaction die" refusal).
import { describe, expect, it } from "vitest";
import { complaints, firstSessionTable, press, pressCore, stateOn } from "../fixtures/session";

describe("the Reaction Roll at a Foundry table (issue 15 item 1)", () => {
  it("stores the assignment the tracker shows, so Roll then Lock plays on", async () => {
    const table = await firstSessionTable();
    const { world, gm } = table;
    await pressCore(table, gm, "startCombat");
    const setup = await gm.nextDialog();
    setup.fill({ attemptSeize: true, enemyEdge: "north" });
    world.dice.load(1, 1); // Seize the Initiative fails: the round goes to the Reaction Roll
    await setup.press("start");
    await world.settle();
    await press(table, table.alice, "rollReactions");
    const rolled = stateOn(table.gm, table)!;
    const stored = rolled.reaction!.assignment!;
    expect(stored).not.toBeNull();
    for (const select of table.alice.tracker!.querySelectorAll<HTMLSelectElement>(
      'select[data-fpb-round="assignDie"]',
    )) {
      // The option the template marks selected (happy-dom's `select.value` does not follow a re-rendered `selected`).
      expect(Number(select.querySelector("option[selected]")?.getAttribute("value"))).toBe(
        stored[select.dataset["fpbFigure"]!],
      );
    }
    await press(table, table.alice, "lockReactions");
    expect(complaints(table.alice)).toEqual([]);
    expect(stateOn(table.gm, table)!.phase).toBe("quick");
  });
});
