// Issue 15 in the sandbox's own model of the target line and the tokens' labels: range said before Fire (item 9),
// height on the token and in the reasons (item 13), each reason once (item 15), one label per token (item 22).
import { describe, expect, it } from "vitest";
import { arcOfFire, lineOfSightBetween } from "../../../src/rules";
import { describeReason } from "../../../src/views/common/battlefield/measure";
import { sightLineView } from "../../../src/views/common/battlefield/overlay-model";
import { tokenLabel } from "../../../src/sandbox/battle/canvas-view";
import { initialState } from "../../../src/sandbox/battle/store";
import { OUT_OF_RANGE_STYLE, targetLine } from "../../../src/sandbox/battle/target-line";
import { englishLocalizer } from "../../fixtures/english-localizer";

const i18n = englishLocalizer();
const state = initialState("five parsecs");
const line = (firer: string, target: string) => targetLine(state, { selectedId: firer, targetId: target }, i18n)!;
const placed = (id: string) => state.table.figures.find((f) => f.id === id)!;

describe("the target line and panel of the sandbox", () => {
  it("item 9: a target beyond the weapon's range is out of range by so many inches, not a clear shot", () => {
    // Kara Voss's Military Rifle (24") and Raider 3 on the warehouse roof, 24.2" away in plain sight.
    const kara = line("crew-1", "enemy-3");
    expect(kara.sight).toBe("clear");
    expect(kara.reach).toEqual({ weapon: "Military Rifle", range: 24, beyond: 0.3 });
    expect(kara.label).toBe('Out of range by 0.3"');
    expect(kara.colour).toBe(OUT_OF_RANGE_STYLE.colour);
    // Issue 36 item 12: said plainly, and the two figures add up (24 + 0.3 = 24.3, not "24.2 away, 0.3 beyond").
    expect(kara.reasons[0]).toBe(
      'Out of range: the Military Rifle reaches 24", and the target is 24.3" away, 0.3" too far.',
    );
    // Out of range and in Cover: both said.
    expect(line("crew-5", "enemy-3").label).toBe('Out of range by 1.4" · Target in Cover');
    // In range: the verdict of the sight line alone, in its own colour.
    const grub = line("crew-4", "enemy-7");
    expect(grub.reach?.beyond).toBe(0);
    expect(grub.label).toBe("Clear shot");
    expect(grub.colour).toBe("#2e9e4f");
  });

  it("item 13: from the roof, the reasons give the height and what the line passes over", () => {
    const tomo = line("crew-6", "enemy-3");
    expect(tomo.sight).toBe("clear");
    expect(tomo.reasons).toEqual([
      'Height: Raider 3 stands 3.0" higher than Tomo Reyes',
      "Shooting past People: the line from the higher figure passes over Raider 7, so Raider 7 is not in the way",
      "Lines of Sight: the line from the higher figure passes over a wall",
    ]);
    // Looking down, the firer also has the Good Shot's Height Advantage.
    expect(line("enemy-3", "crew-6").reasons).toContain(
      "Good Shot: the firer stands at least one figure height above the target",
    );
    // Beside a blocked line, what height cleared is left out: only what blocks it, and the height.
    expect(line("crew-3", "enemy-3").reasons.filter((r) => r.includes("passes over"))).toEqual([]);
  });

  it("item 15: a reason the rules give for two walls is said once", () => {
    // Iri Tal inside the hab: the bundle of lines meets two pieces of its wall.
    const names = new Map<string, string>();
    const raw = lineOfSightBetween(state.table, placed("crew-3"), placed("enemy-5")).blockedBy.map((reason) =>
      describeReason(reason, names, i18n),
    );
    expect(raw.filter((r) => r === "Lines of Sight: a wall blocks the line").length).toBeGreaterThan(1);
    // Foundry's hover text says it once too.
    expect(
      sightLineView(state.table, placed("crew-3"), placed("enemy-5"), arcOfFire(state.figures["crew-3"]!), names, i18n)
        .tooltip.split("\n")
        .slice(1),
    ).toEqual(["Lines of Sight: a wall blocks the line"]);
    expect(line("crew-3", "enemy-5").reasons).toEqual(["Lines of Sight: a wall blocks the line"]);
  });

  it("item 22: a token has one label, its name, height and markers together, tied to the token", () => {
    const raider = {
      ...state.figures["enemy-3"]!,
      condition: { ...state.figures["enemy-3"]!.condition, marker: "stunned" as const },
    };
    const label = tokenLabel(placed("enemy-3"), raider, true, i18n);
    expect(label.text).toBe('Raider 3 ▲3" · Stun');
    expect(label.runs?.map((run) => run.text)).toEqual(["Raider 3", ' ▲3"', " · Stun"]);
    expect(label.anchor).toEqual({ x: 24 * 20, y: 28 * 20 });
    expect(tokenLabel(placed("crew-4"), state.figures["crew-4"], true, i18n).text).toBe("Grub");
  });
});
