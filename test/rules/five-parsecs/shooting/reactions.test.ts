import { describe, expect, it } from "vitest";
import { UNHARMED, type Figure } from "../../../../src/rules";
import type { TargetView } from "../../../../src/rules/five-parsecs/shooting/target-view";
import type { HitStep } from "../../../../src/rules/five-parsecs/shooting/hit-roll";
import { canFirefight, firefightAfter } from "../../../../src/rules/five-parsecs/shooting/firefight";
import { canLunge, lungesAfter } from "../../../../src/rules/five-parsecs/shooting/lunge";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const rifle = weapon("Military Rifle", 24);
const blade = weapon("Blade", 0, ["melee"]);
const view = (target: Figure, overrides: Partial<TargetView> = {}): TargetView => ({
  target,
  distance: 10,
  inCover: false,
  visible: true,
  inFirersArc: true,
  firerInTargetsArc: true,
  goodShot: false,
  crouching: false,
  withinThreeInchesOf: [],
  ...overrides,
});
const shot = (natural: number, result: "hit" | "miss" = "miss"): HitStep => ({
  rule: "Cover and Rolling to hit",
  dice: [{ purpose: "Hit", faces: 6, value: natural }],
  modifiers: [],
  total: natural,
  needed: 5,
  result,
  targetId: "t",
  natural,
  rerolled: false,
});
const gunman = (id = "gunman", marker: "stunned" | "shocked" | null = null) =>
  enemyFigure({ id, weapons: [rifle], condition: { ...UNHARMED, marker } });

describe("Firefights", () => {
  it("occur when all Shots missed and at least one rolled a natural 1, firer in the target's arc and weapon range", () => {
    expect(canFirefight({ view: view(gunman()), shots: [shot(1), shot(3)] })).toBe(true);
  });

  it("not without a natural 1, nor when any Shot hit", () => {
    expect(canFirefight({ view: view(gunman()), shots: [shot(2), shot(3)] })).toBe(false);
    expect(canFirefight({ view: view(gunman()), shots: [shot(1), shot(6, "hit")] })).toBe(false);
  });

  it("not when the firer is outside the target's arc of fire or weapon range", () => {
    expect(canFirefight({ view: view(gunman(), { firerInTargetsArc: false }), shots: [shot(1)] })).toBe(false);
    expect(canFirefight({ view: view(gunman(), { distance: 25 }), shots: [shot(1)] })).toBe(false);
    const unarmed = enemyFigure({ weapons: [blade] });
    expect(canFirefight({ view: view(unarmed), shots: [shot(1)] })).toBe(false);
  });

  it("not when the target is stunned or Shocked", () => {
    expect(canFirefight({ view: view(gunman("g", "stunned")), shots: [shot(1)] })).toBe(false);
    expect(canFirefight({ view: view(gunman("g", "shocked")), shots: [shot(1)] })).toBe(false);
  });

  it("if multiple figures are eligible, only the closest figure may fire; player characters may choose not to", () => {
    const far = { view: view(gunman("far"), { distance: 12 }), shots: [shot(1)] };
    const near = { view: view(crewFigure({ id: "near", weapons: [rifle] }), { distance: 6 }), shots: [shot(1)] };
    expect(firefightAfter([far, near])).toEqual({ figureId: "near", mayDecline: true });
    expect(firefightAfter([far])).toEqual({ figureId: "far", mayDecline: false });
    expect(firefightAfter([])).toBeNull();
  });
});

describe("Lunging", () => {
  const brawler = (overrides: Parameters<typeof enemyFigure>[0] = {}) =>
    enemyFigure({ id: "brawler", speed: 5, weapons: [blade], ...overrides });

  it("a target with a Melee weapon, the firer within its base move, all shots missed, may Lunge", () => {
    expect(canLunge({ view: view(brawler(), { distance: 5 }), shots: [shot(2)] })).toBe(true);
    expect(canLunge({ view: view(brawler(), { distance: 5.5 }), shots: [shot(2)] })).toBe(false);
  });

  it("base move is the Speed: a Wounded figure's half speed does not shrink it", () => {
    const wounded = brawler({ condition: { ...UNHARMED, wounded: true } });
    expect(canLunge({ view: view(wounded, { distance: 5 }), shots: [shot(2)] })).toBe(true);
  });

  it("not when any shot hit, nor when the target is stunned or Shocked", () => {
    expect(canLunge({ view: view(brawler(), { distance: 2 }), shots: [shot(2), shot(6, "hit")] })).toBe(false);
    const stunned = brawler({ condition: { ...UNHARMED, marker: "stunned" } });
    expect(canLunge({ view: view(stunned, { distance: 2 }), shots: [shot(2)] })).toBe(false);
  });

  it("the target has a Melee weapon OR lacks any ranged weapon", () => {
    const shooter = enemyFigure({ speed: 5, weapons: [rifle] });
    const unarmed = enemyFigure({ speed: 5, weapons: [] });
    const both = enemyFigure({ speed: 5, weapons: [rifle, blade] });
    expect(canLunge({ view: view(shooter, { distance: 2 }), shots: [shot(2)] })).toBe(false);
    expect(canLunge({ view: view(unarmed, { distance: 2 }), shots: [shot(2)] })).toBe(true);
    expect(canLunge({ view: view(both, { distance: 2 }), shots: [shot(2)] })).toBe(true);
  });

  it("every eligible target may Lunge; player characters may choose not to", () => {
    const a = { view: view(crewFigure({ id: "a", speed: 5, weapons: [blade] }), { distance: 3 }), shots: [shot(2)] };
    const b = { view: view(brawler(), { distance: 4 }), shots: [shot(3)] };
    expect(lungesAfter([a, b])).toEqual([
      { figureId: "a", mayDecline: true },
      { figureId: "brawler", mayDecline: false },
    ]);
  });
});
