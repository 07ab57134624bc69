// The data models' choice labels: one lang prefix per choice and set field, shared with the sandbox's form fields.
import { describe, expect, it } from "vitest";
import { LIMITS, type LimitedKind } from "../../../src/rules";
import { CHOICE_FIELD_PREFIXES } from "../../../src/views/five-parsecs/models/choice-fields";
import { choiceLabels } from "../../../src/views/common/i18n/choice-labels";
import { systemFields, type SandboxField } from "../../../src/sandbox/common/form-fields";
import { englishLocalizer } from "../../fixtures/english-localizer";

const i18n = englishLocalizer();
const kinds = Object.keys(LIMITS) as LimitedKind[];
const choiceFieldsOf = (kind: LimitedKind): [string, { kind: string; choices: readonly string[] }][] =>
  Object.entries(LIMITS[kind] as Record<string, { kind?: string; choices?: readonly string[] }>).flatMap(
    ([name, limit]) =>
      (limit.kind === "choice" || limit.kind === "set") && limit.choices
        ? [[name, { kind: limit.kind, choices: limit.choices }]]
        : [],
  );

describe("CHOICE_FIELD_PREFIXES", () => {
  it("names a prefix for exactly the choice and set fields of each kind", () => {
    for (const kind of kinds) {
      expect(Object.keys(CHOICE_FIELD_PREFIXES[kind]).sort(), kind).toEqual(
        choiceFieldsOf(kind)
          .map(([name]) => name)
          .sort(),
      );
    }
  });

  it("labels every choice in English", () => {
    for (const kind of kinds) {
      const prefixes: Readonly<Record<string, string>> = CHOICE_FIELD_PREFIXES[kind];
      for (const [name, limit] of choiceFieldsOf(kind)) {
        for (const key of Object.values(choiceLabels(limit.choices, prefixes[name]!))) {
          expect(i18n.localize(key), `${kind}.${name}: ${key}`).not.toBe(key);
        }
      }
    }
  });

  it("gives the sandbox's form fields the same labels", () => {
    const ai = systemFields("enemy")["ai"] as SandboxField;
    expect(ai.choices).toEqual(choiceLabels(LIMITS.enemy.ai.choices, CHOICE_FIELD_PREFIXES.enemy.ai));
    const traits = systemFields("weapon")["traits"] as SandboxField;
    expect(traits.choices).toEqual(choiceLabels(LIMITS.weapon.traits.choices, CHOICE_FIELD_PREFIXES.weapon.traits));
  });
});
