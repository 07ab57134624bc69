// Bracket Busters statuses and marks as token status effects: registered once with their own icons and lang names,
// never offered in the token HUD (`hud: false`), and set through the round with Actor#toggleStatusEffect.
import { describe, expect, it } from "vitest";
import {
  FIGHTER_STATUS_EFFECT,
  FIGHTER_STATUS_EFFECTS,
  fighterStatusToggles,
  registerFighterStatuses,
  statusEffectsOf,
  type FighterMarks,
} from "../../../src/foundry/bracket-busters/fighter-statuses";
import { ACTOR_TYPES } from "../../../src/views/common/module-id";
import { createWorld } from "../../double";
import { statusEffectList } from "../../double/status-effects";
import { fighterSystem } from "./fixtures";

const marks = (overrides: Partial<FighterMarks> = {}): FighterMarks => ({
  status: "active",
  ready: false,
  fleshWounds: 0,
  aim: false,
  focus: false,
  entrench: false,
  ...overrides,
});

describe("fighter status effects", () => {
  it("are registered once each, with distinct icons, named in lang, and kept out of the token HUD", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    gm.run(() => registerFighterStatuses());
    const all = statusEffectList(gm.CONFIG.statusEffects);
    const ours = all.filter((s) => s.id.startsWith("fpb-bb-"));
    expect(ours.map((s) => s.id)).toEqual(Object.values(FIGHTER_STATUS_EFFECT));
    expect(new Set(all.map((s) => s.img)).size).toBe(all.length);
    for (const status of ours) {
      expect((status as { hud?: unknown }).hud, status.id).toBe(false);
      expect(gm.game.i18n.localize(status.name), status.id).not.toBe(status.name);
    }
    expect(FIGHTER_STATUS_EFFECTS).toHaveLength(9);
  });

  it("show a fighter's marks: its status, Ready, Flesh Wounds, Aim or Focus, Entrench; nothing Out of Action", () => {
    expect([
      ...statusEffectsOf(marks({ status: "pinned", ready: true, fleshWounds: 2, focus: true, entrench: true })),
    ]).toEqual(["fpb-bb-pinned", "fpb-bb-ready", "fpb-bb-flesh-wound", "fpb-bb-aim-focus", "fpb-bb-entrench"]);
    expect([...statusEffectsOf(marks({ status: "outOfAction", ready: true }))]).toEqual([]);
  });

  it("are set on a fighter's token through Actor#toggleStatusEffect, leaving other statuses alone", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const actor = (await gm.run(() =>
      gm.create("Actor", { name: "Vex", type: ACTOR_TYPES.fighter, system: fighterSystem() }),
    )) as unknown as Actor.Implementation;
    await gm.run(() => actor.toggleStatusEffect("prone", { active: true }));
    for (const { id, active } of fighterStatusToggles(actor.statuses, marks({ ready: true })))
      await gm.run(() => actor.toggleStatusEffect(id, { active }));
    expect([...actor.statuses].sort()).toEqual(["fpb-bb-active", "fpb-bb-ready", "prone"]);
    for (const { id, active } of fighterStatusToggles(actor.statuses, marks({ status: "engaged" })))
      await gm.run(() => actor.toggleStatusEffect(id, { active }));
    expect([...actor.statuses].sort()).toEqual(["fpb-bb-engaged", "prone"]);
  });
});
