// What an action button means (issue 34), once for Foundry and the sandbox: each action from the activation box's
// choices and the table to the rules' input, which the rules then accept, or to what the player must give first.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import {
  actionInput,
  needsMore,
  type ActionChoices,
  type ActionTable,
} from "../../../src/views/bracket-busters/action-input";
import {
  activate,
  at,
  fighter,
  step,
  toActionPhase,
  twoGangs,
  withFighters,
} from "../../rules/bracket-busters/helpers";

const KNIFE: BB.WeaponProfile = { id: "knife", name: "Fighting knife", ranged: false, ammo: null, traits: [] };
const GUN: BB.WeaponProfile = { id: "gun", name: "Autopistol", ranged: true, ammo: 4, traits: [] };
const LASGUN: BB.WeaponProfile = { id: "lasgun", name: "Lasgun", ranged: true, ammo: 2, traits: [] };

const NO_CHOICE: ActionChoices = { targetId: null, weaponId: null, facing: 0, exertObject: "door" };
const DUCTWAY = { at: { x: 0, y: 1.2 }, exit: { x: 10, y: 10 } };
/** a1 at the origin; b1 in base contact to its east, b2 far off; a2 a friend beside it. */
const STANDING: BB.Positions = { a1: at(0, 0), a2: at(0, -1), b1: at(1, 0), b2: at(20, 20) };
const table = (positions: BB.Positions = STANDING): ActionTable => ({
  positions,
  markers: {
    ductways: [DUCTWAY],
    terminals: [
      { x: 30, y: 30 },
      { x: 0.5, y: 1 },
    ],
  },
});

/** a1 activating with a knife first, then two guns, b1 Engaged with it. */
async function activating(patch: Readonly<Record<string, Partial<Omit<BB.BattleFighter, "fighter">>>> = {}) {
  const armed = fighter("a1", "a", { weapons: [KNIFE, GUN, LASGUN] });
  const s = await toActionPhase(twoGangs([armed, fighter("a2", "a")]));
  return activate(withFighters(s, patch), "a1");
}

/** The input as a table sends it (the positions filled in where the rules measure), accepted by the rules. */
async function accepted(
  state: BB.BattleState,
  input: BB.TakeAction | ReturnType<typeof actionInput>,
  dice: number[] = [],
) {
  if (needsMore(input)) throw new Error(`needs ${input.notice}`);
  const sent = BB.measuresPositions(input) ? { ...input, positions: STANDING } : input;
  return step(state, sent, new ScriptedDice(dice));
}

describe("actionInput (Bracket Busters, Actions)", () => {
  it("Shoot (Bracket Busters, Actions): the chosen weapon when it is a loaded Ranged one, else the first that is", async () => {
    const s = await activating({ a1: { outOfAmmo: ["gun"] } });
    const chosen = actionInput(s, "shoot", { ...NO_CHOICE, weaponId: "lasgun", targetId: "b1" }, table());
    expect(chosen).toEqual({ type: "takeAction", action: "shoot", weaponId: "lasgun", targetId: "b1" });
    // A panel's weapon list always names one (Foundry's first is the knife): a melee or Out of Ammo weapon cannot shoot.
    for (const weaponId of ["knife", "gun", null]) {
      const input = actionInput(s, "shoot", { ...NO_CHOICE, weaponId }, table());
      expect(input).toMatchObject({ weaponId: "lasgun" });
      await accepted(s, input);
    }
  });

  it("Shoot and Blindfire (Bracket Busters, Actions): a fighter with no loaded Ranged weapon is told so", async () => {
    const s = await activating({ a1: { outOfAmmo: ["gun", "lasgun"] } });
    for (const action of ["shoot", "blindfire", "fireThrough"] as const)
      expect(actionInput(s, action, { ...NO_CHOICE, weaponId: "gun" }, table())).toEqual({
        notice: "Notice.noRangedWeapon",
        data: { fighter: "a1" },
      });
  });

  it("Shoot (Bracket Busters, Actions): the target is an enemy; a friend chosen is no target", async () => {
    const s = await activating();
    expect(actionInput(s, "shoot", { ...NO_CHOICE, targetId: "a2" }, table())).not.toHaveProperty("targetId");
  });

  it("Fight (Bracket Busters, Actions): the chosen enemy, else every enemy the fighter is Engaged with", async () => {
    const s = await activating({ a1: { status: "engaged" }, b1: { status: "engaged" }, b2: { status: "engaged" } });
    const both = table({ ...STANDING, b2: at(-1, 0) });
    expect(actionInput(s, "fight", { ...NO_CHOICE, targetId: "b2" }, both)).toMatchObject({ targets: ["b2"] });
    const input = actionInput(s, "fight", NO_CHOICE, both);
    expect(input).toMatchObject({ targets: ["b1", "b2"] });
    await accepted(s, input);
  });

  it("Fight (Bracket Busters, Actions): Charge's free Fight is against one of the opponents it reached", async () => {
    const s = await activating();
    const contact = { ...STANDING, b2: at(-1, 0) };
    let t = await step(s, { type: "takeAction", action: "charge" }, new ScriptedDice([1]));
    t = await step(
      t.state,
      { type: "completeCharge", contacted: ["b1", "b2"], positions: contact },
      new ScriptedDice([]),
    );
    const input = actionInput(t.state, "fight", NO_CHOICE, table(contact));
    expect(input).toMatchObject({ targets: ["b1"] });
    await accepted(t.state, input);
  });

  it("Coup de Grace (Bracket Busters, Actions): needs an enemy target, and measures", async () => {
    const s = await activating({ b1: { status: "seriouslyInjured" }, a2: { status: "seriouslyInjured" } });
    expect(actionInput(s, "coupDeGrace", NO_CHOICE, table())).toEqual({ notice: "Notice.pickTarget" });
    expect(actionInput(s, "coupDeGrace", { ...NO_CHOICE, targetId: "a2" }, table())).toEqual({
      notice: "Notice.pickTarget",
    });
    const input = actionInput(s, "coupDeGrace", { ...NO_CHOICE, targetId: "b1" }, table());
    expect(input).toEqual({ type: "takeAction", action: "coupDeGrace", targetId: "b1", positions: {} });
    expect(BB.fighterIn((await accepted(s, input)).state, "b1")?.outOfAction).not.toBeNull();
  });

  it("Disengage (Bracket Busters, Actions): from every enemy in base contact; none, and the player is told", async () => {
    const s = await activating({ a1: { status: "engaged" }, b1: { status: "engaged" } });
    const input = actionInput(s, "disengage", NO_CHOICE, table());
    expect(input).toEqual({ type: "takeAction", action: "disengage", enemies: ["b1"] });
    await accepted(s, input, [6]);
    expect(actionInput(s, "disengage", NO_CHOICE, table({ ...STANDING, b1: at(5, 0) }))).toEqual({
      notice: "Notice.noEngagedEnemy",
      data: { fighter: "a1" },
    });
  });

  it("Reload (Bracket Busters, Actions): the chosen weapon when it is Out of Ammo, else the first that is", async () => {
    const s = await activating({ a1: { outOfAmmo: ["lasgun"] } });
    for (const weaponId of ["lasgun", "knife", "gun", null]) {
      const input = actionInput(s, "reload", { ...NO_CHOICE, weaponId }, table());
      expect(input).toEqual({ type: "takeAction", action: "reload", weaponId: "lasgun" });
    }
    const reloaded = await accepted(s, actionInput(s, "reload", { ...NO_CHOICE, weaponId: "gun" }, table()), [6]);
    expect(BB.fighterIn(reloaded.state, "a1")?.outOfAmmo).toEqual([]);
    const loaded = await activating();
    expect(actionInput(loaded, "reload", { ...NO_CHOICE, weaponId: "gun" }, table())).toEqual({
      notice: "Notice.nothingToReload",
      data: { fighter: "a1" },
    });
  });

  it("Fire Through and Crawl Through (Bracket Busters, Actions): the ductway within 1'' and its other side", async () => {
    const s = await activating();
    const through = actionInput(s, "fireThrough", { ...NO_CHOICE, targetId: "b2", weaponId: "gun" }, table());
    expect(through).toEqual({
      type: "takeAction",
      action: "fireThrough",
      weaponId: "gun",
      targetId: "b2",
      ductway: DUCTWAY.at,
      exit: DUCTWAY.exit,
      positions: {},
    });
    const crawl = actionInput(s, "crawlThrough", NO_CHOICE, table());
    expect(crawl).toEqual({
      type: "takeAction",
      action: "crawlThrough",
      ductway: DUCTWAY.at,
      exit: DUCTWAY.exit,
      positions: {},
    });
    await accepted(s, crawl);
    const away = table({ ...STANDING, a1: at(0, 5) });
    for (const action of ["fireThrough", "crawlThrough"] as const)
      expect(actionInput(s, action, NO_CHOICE, away)).toEqual({ notice: "Notice.noDuctway", data: { fighter: "a1" } });
  });

  it("Access Terminal (Bracket Busters, Actions): the nearest terminal marked, measured by the rules", async () => {
    const s = await activating();
    expect(actionInput(s, "accessTerminal", NO_CHOICE, table())).toEqual({
      type: "takeAction",
      action: "accessTerminal",
      device: { x: 0.5, y: 1 },
      positions: {},
    });
    const unmarked = { ...table(), markers: { ductways: [], terminals: [] } };
    expect(actionInput(s, "accessTerminal", NO_CHOICE, unmarked)).toEqual({
      type: "takeAction",
      action: "accessTerminal",
    });
  });

  it("Stand Up, Entrench and Exert (Bracket Busters, Actions): the facing and the object chosen", async () => {
    const s = await activating({ a1: { status: "pinned" } });
    const choices = { ...NO_CHOICE, facing: 90, exertObject: "casket" as const };
    expect(actionInput(s, "standUp", choices, table())).toEqual({ type: "takeAction", action: "standUp", facing: 90 });
    expect(actionInput(s, "entrench", choices, table())).toEqual({
      type: "takeAction",
      action: "entrench",
      facing: 90,
    });
    expect(actionInput(s, "exert", choices, table())).toEqual({
      type: "takeAction",
      action: "exert",
      object: "casket",
    });
  });

  it("Activation (Bracket Busters, Actions): with no fighter activating there is no action to declare", async () => {
    const s = await toActionPhase(twoGangs());
    expect(actionInput(s, "shoot", NO_CHOICE, table())).toEqual({ notice: "Notice.noActivation" });
  });
});
