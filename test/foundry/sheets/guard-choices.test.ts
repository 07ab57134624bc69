// The enemy sheet's Guarding choices: the scene's other enemies by name, and a ward that is not on the scene kept.
import { describe, expect, it } from "vitest";
import { guardChoices } from "../../../src/views/five-parsecs/sheets/guard-choices";

const i18n = {
  localize: (key: string) => key,
  format: (key: string, data: Record<string, string>) => `${key}[${Object.values(data).join(",")}]`,
};

const scene = [
  { id: "Actor.guard", name: "Raider Guard" },
  { id: "Scene.s.Token.b.Actor.boss", name: "Raider Boss" },
  { id: "Actor.raider", name: "Raider" },
];

describe("guardChoices", () => {
  it("offers nobody, then every other enemy on the scene by name, never the Guardian itself", () => {
    const choices = guardChoices(scene, "Actor.guard", "", null, i18n);
    expect(choices.map(({ label }) => label)).toEqual(["FPB.Sheet.GuardingNobody", "Raider", "Raider Boss"]);
    expect(choices.filter(({ selected }) => selected).map(({ value }) => value)).toEqual([""]);
  });

  it("selects the ward, by its figure id", () => {
    const choices = guardChoices(scene, "Actor.guard", "Scene.s.Token.b.Actor.boss", "Raider Boss", i18n);
    expect(choices.filter(({ selected }) => selected)).toEqual([
      { value: "Scene.s.Token.b.Actor.boss", label: "Raider Boss", selected: true },
    ]);
  });

  it("keeps a ward that is not on the scene, named when it can be found", () => {
    const elsewhere = guardChoices(scene, "Actor.guard", "Actor.vex", "Captain Vex", i18n);
    expect(elsewhere.at(-1)).toEqual({
      value: "Actor.vex",
      label: "FPB.Sheet.GuardingElsewhere[Captain Vex]",
      selected: true,
    });
    const gone = guardChoices(scene, "Actor.guard", "Actor.gone", null, i18n);
    expect(gone.at(-1)).toEqual({ value: "Actor.gone", label: "FPB.Sheet.GuardingMissing", selected: true });
    expect(gone.filter(({ selected }) => selected)).toHaveLength(1);
  });

  it("lists a figure once however many times it is given", () => {
    expect(guardChoices([...scene, scene[2]!], "Actor.guard", "", null, i18n)).toHaveLength(3);
  });
});
