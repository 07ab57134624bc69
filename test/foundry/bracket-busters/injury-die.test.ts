// The Injury die (ruling 11) as a registered Foundry dice term: `1di` parses to it on every client, each face is named
// by the rules' result for the world's faces setting, and a bad setting is refused with the lang message.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { InjuryDie, injuryFaceLabels } from "../../../src/foundry/bracket-busters/injury-die";
import { INJURY_DIE_DENOMINATION } from "../../../src/foundry/table/dice/foundry-dice";
import {
  INJURY_DICE_SETTING,
  parseInjuryDiceFaces,
  worldInjuryDiceFaces,
} from "../../../src/foundry/bracket-busters/injury-dice-setting";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { createWorld, type Client } from "../../double";
import type { Roll as DoubleRoll } from "../../double/roll";
import type { ChatMessage } from "../../double/documents";
import { DataModelValidationError } from "../../double/data-model";
import { PermissionError } from "../../double/world";

const RollClass = (): typeof DoubleRoll => (globalThis as unknown as { Roll: typeof DoubleRoll }).Roll;
type Settings = {
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
};
const settingsOf = (client: Client) => client.game["settings"] as Settings;
const injuryTerm = (roll: DoubleRoll) => roll.dice[0] as unknown as InjuryDie;
const rollInjury = (client: Client, formula = `1d${INJURY_DIE_DENOMINATION}`) =>
  client.run(() => new (RollClass())(formula).evaluate());
const labels = (client: Client, roll: DoubleRoll) =>
  client.run(() => injuryTerm(roll).results.map((r) => injuryTerm(roll).getResultLabel(r)));

async function boot() {
  const world = await createWorld();
  const gm = world.connect("Gamemaster");
  const alice = world.connect("Alice");
  return { world, gm, alice };
}

describe("the Injury die term", () => {
  it("is registered in CONFIG.Dice.terms on every client, and `1di` parses to it as a D6", async () => {
    const { world, gm, alice } = await boot();
    for (const client of [gm, alice]) {
      expect(client.CONFIG.Dice.terms[INJURY_DIE_DENOMINATION]).toBe(InjuryDie);
      expect(client.CONFIG.Dice.terms["d"]).toBeDefined();
      const roll = client.run(() => new (RollClass())(`2d${INJURY_DIE_DENOMINATION}`));
      expect(roll.dice[0]).toBeInstanceOf(InjuryDie);
      expect(roll.dice[0]).toMatchObject({ number: 2, faces: 6, formula: "2di" });
    }
    expect(InjuryDie.DENOMINATION).toBe("i");
    expect(world.errors).toEqual([]);
  });

  it("names each loaded face by the rules' result (default 2/3/1) and maps it to the rules' outcome", async () => {
    const { gm } = await boot();
    gm.world.dice.load(1, 2, 3, 4, 5, 6);
    const roll = await rollInjury(gm, "6di");
    const term = injuryTerm(roll);
    expect(term.results.map((r) => r.result)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(term.injuryResults).toEqual(
      [1, 2, 3, 4, 5, 6].map((face) => BB.injuryResultFor(BB.DEFAULT_INJURY_DICE, face)),
    );
    expect(term.injuryResults).toEqual([
      "fleshWound",
      "fleshWound",
      "seriousInjury",
      "seriousInjury",
      "seriousInjury",
      "outOfAction",
    ]);
    expect(labels(gm, roll)).toEqual([
      "Flesh Wound",
      "Flesh Wound",
      "Serious Injury",
      "Serious Injury",
      "Serious Injury",
      "Out of Action",
    ]);
  });

  it("a roll posted to chat is rebuilt on another client as the Injury die, with its faces and names", async () => {
    const { gm, alice } = await boot();
    gm.world.dice.load(6);
    const roll = await rollInjury(gm);
    const message = (await gm.run(() => roll.toMessage({ flavor: "Injury" }))) as ChatMessage;
    const seen = alice.game.messages.get(message.id);
    const stored = seen?.rolls[0] as DoubleRoll | undefined;
    expect(stored?.dice[0]).toBeInstanceOf(InjuryDie);
    expect(stored && labels(alice, stored)).toEqual(["Out of Action"]);
  });

  it("reads the world's faces setting, on every client; an old roll keeps the faces it was rolled with", async () => {
    const { gm, alice } = await boot();
    expect(gm.run(() => worldInjuryDiceFaces())).toEqual(BB.DEFAULT_INJURY_DICE);
    gm.world.dice.load(3);
    const before = await rollInjury(gm);
    await gm.run(() => settingsOf(gm).set(MODULE_ID, INJURY_DICE_SETTING, "3/1/2"));
    expect(alice.run(() => worldInjuryDiceFaces())).toEqual({ fleshWound: 3, seriousInjury: 1, outOfAction: 2 });
    gm.world.dice.load(3, 4, 5);
    const after = await rollInjury(alice, "3di");
    expect(injuryTerm(after).injuryResults).toEqual(["fleshWound", "seriousInjury", "outOfAction"]);
    expect(labels(alice, after)).toEqual(["Flesh Wound", "Serious Injury", "Out of Action"]);
    expect(injuryTerm(before).injuryResults).toEqual(["seriousInjury"]);
    expect(gm.run(() => injuryFaceLabels())).toEqual([
      "Flesh Wound",
      "Flesh Wound",
      "Flesh Wound",
      "Serious Injury",
      "Out of Action",
      "Out of Action",
    ]);
  });

  it("refuses a bad setting with the lang message, storing nothing; a player may not change it", async () => {
    const { gm, alice } = await boot();
    const settings = settingsOf(gm);
    for (const bad of ["2/2/1", "7/0/-1", "2/3", "two/three/one", "1.5/3.5/1", "0/0/7"]) {
      const attempt = gm.run(() => settings.set(MODULE_ID, INJURY_DICE_SETTING, bad));
      await expect(attempt, bad).rejects.toThrow(DataModelValidationError);
      await expect(gm.run(() => settings.set(MODULE_ID, INJURY_DICE_SETTING, bad))).rejects.toThrow(
        `The Injury dice faces must be three whole numbers adding up to 6, like 2/3/1 (got ${bad}).`,
      );
    }
    expect(settings.get(MODULE_ID, INJURY_DICE_SETTING)).toBe("2/3/1");
    await expect(alice.run(() => settingsOf(alice).set(MODULE_ID, INJURY_DICE_SETTING, "1/4/1"))).rejects.toThrow(
      PermissionError,
    );
    await gm.run(() => settings.set(MODULE_ID, INJURY_DICE_SETTING, " 0/5/1 "));
    expect(alice.run(() => worldInjuryDiceFaces())).toEqual({ fleshWound: 0, seriousInjury: 5, outOfAction: 1 });
  });

  it("parses only three whole faces within the limits adding up to six", () => {
    expect(parseInjuryDiceFaces("2/3/1")).toEqual(BB.DEFAULT_INJURY_DICE);
    expect(parseInjuryDiceFaces("6/0/0")).toEqual({ fleshWound: 6, seriousInjury: 0, outOfAction: 0 });
    for (const bad of ["", "2/3/2", "2/3/1/0", "-1/6/1", 231, null])
      expect(parseInjuryDiceFaces(bad), String(bad)).toBeNull();
  });
});

describe("the rules' Injury dice rolled as the Injury die (Recovery)", () => {
  it("FoundryDice rolls a request for the Injury die as `Ndi`, and the rules read its natural faces", async () => {
    const { world, gm } = await boot();
    const { FoundryDice, formulaFor } = await import("../../../src/foundry/table/dice/foundry-dice");
    world.dice.load(5, 2);
    const dice = gm.run(() => new FoundryDice());
    const faces = await gm.run(() => dice.roll({ count: 2, faces: 6, purpose: "Recovery for Vex", die: "injury" }));
    expect(faces).toEqual([5, 2]);
    expect(dice.rolls[0]?.formula).toBe("2di");
    expect(dice.rolls[0]?.dice[0]).toBeInstanceOf(InjuryDie);
    expect(gm.run(() => formulaFor({ count: 1, faces: 6, purpose: "Priority" }))).toBe("1d6");
    expect(world.errors).toEqual([]);
  });
});
