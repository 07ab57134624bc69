// Issue 15, item 14: Seizing the Initiative read "Round 0" in the tracker and "Round 1" in chat, and its Move button
// read "Moved". Both now name the time before round 1 (`roundTitleKey`), and the buttons say what they do.
import { describe, expect, it } from "vitest";
import { battleWorld, beginBattle, figureId, roundControl } from "../fixtures/battle-world";

describe("Seizing the Initiative in the tracker and in chat (issue 15, item 14)", () => {
  it("both say 'Before round 1'; the buttons read Move and Fire, the row Moved once done", async () => {
    const battle = await battleWorld();
    const { world, gm, alice } = battle;
    world.dice.load(6, 6);
    await beginBattle(battle, { attemptSeize: true });
    const header = alice.tracker?.querySelector(".fpb-round-title")?.textContent?.replace(/\s+/g, " ").trim();
    expect(header).toBe("Before round 1 · Seizing the Initiative");
    const cards = [...gm.game.messages].map((m) => (m as { content: string }).content);
    const seizeCard = cards.find((content) => content.includes("Seizing the Initiative"));
    expect(seizeCard).toContain("Before round 1: Seizing the Initiative");
    expect(cards.some((content) => /Round [01]: Seizing/.test(content))).toBe(false);

    const kara = figureId(battle.ids.kara);
    const buttons = [
      ...(alice.tracker?.querySelectorAll<HTMLElement>(`[data-fpb-round="seizeAction"][data-fpb-figure="${kara}"]`) ??
        []),
    ];
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(["Move", "Fire"]);
    alice.click(buttons[0]!);
    await world.settle();
    expect(roundControl(alice, "seizeAction", kara)).toBeNull();
    const row = [...(alice.tracker?.querySelectorAll("li") ?? [])].find(
      (li) => li.textContent?.includes("Kara") && li.querySelector(".fpb-round-badge"),
    );
    expect(row?.querySelector(".fpb-round-badge")?.textContent?.trim()).toBe("Moved");
    expect(world.errors).toEqual([]);
  });
});
