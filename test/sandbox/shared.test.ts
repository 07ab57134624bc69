// The sandbox's stand-ins for Foundry's i18n and Handlebars helpers, over the real lang file and templates.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../src/rules";
import { createLocalizer, type LangTree } from "../../src/sandbox/common/localizer";
import { systemFields, type SandboxField } from "../../src/sandbox/common/form-fields";
import { createTemplateRenderer, templateKey } from "../../src/sandbox/common/templates";
import { SHEET_TEMPLATES, PARTIAL_TEMPLATES } from "../../src/views/common/template-paths";

const ROOT = resolve(import.meta.dirname, "../..");
const lang = JSON.parse(readFileSync(resolve(ROOT, "lang/en.json"), "utf8")) as LangTree;
const i18n = createLocalizer(lang);
const source = (path: string): string => readFileSync(resolve(ROOT, templateKey(path)), "utf8");

describe("sandbox localizer (Foundry's game.i18n over lang/en.json)", () => {
  it("localizes nested keys, keys with dots in a segment, and returns a missing key as it is", () => {
    expect(i18n.localize("FPB.Crew.FIELDS.reactions.label")).toBe("Reactions");
    expect(i18n.localize("TYPES.Actor.five-parsecs-battle.crew")).toBe("Crew Member");
    expect(i18n.localize("FPB.No.Such.Key")).toBe("FPB.No.Such.Key");
  });
  it("fills {name} from the data and leaves an unknown placeholder visible", () => {
    expect(i18n.format("FPB.Card.Needed", { value: "5" })).toBe("needs 5+");
    expect(createLocalizer({ A: "{x} and {y}" }).format("A", { x: "1" })).toBe("1 and {y}");
  });
});

describe("sandbox form fields (the sheets' formInput / formGroup)", () => {
  it("takes every bound from the rules' LIMITS table", () => {
    const reactions = systemFields("crew")["reactions"] as SandboxField;
    expect(reactions.limit).toBe(LIMITS.crew.reactions);
    expect(reactions.fieldPath).toBe("system.reactions");
    expect(i18n.localize(reactions.label)).toBe("Reactions");
  });
  it("renders a crew sheet with its partials: bounded inputs, localized choices, checked traits", () => {
    const render = createTemplateRenderer(
      Object.fromEntries(
        [SHEET_TEMPLATES.crew, ...Object.values(PARTIAL_TEMPLATES)].map((path) => [path, source(path)]),
      ),
      i18n,
    );
    const html = render(SHEET_TEMPLATES.crew, {
      document: { name: "Kara", img: "" },
      fields: { name: { fieldPath: "name", label: "", hint: "", limit: LIMITS.enemy.guardianOf } },
      typeLabel: "TYPES.Actor.five-parsecs-battle.crew",
      system: {
        reactions: 2,
        speed: 4,
        combatSkill: 1,
        toughness: 4,
        savvy: 0,
        luck: { value: 1, max: 1 },
        traits: ["feral"],
        casualtyCategory: "humanoid",
      },
      systemFields: systemFields("crew"),
      traitValues: ["feral"],
      weapons: [],
      gear: [],
      derived: null,
    });
    expect(html).toContain(
      `name="system.reactions" value="2" min="${LIMITS.crew.reactions.min}" max="${LIMITS.crew.reactions.max}"`,
    );
    expect(html).toMatch(/<input type="checkbox" value="feral" checked> Feral/);
    expect(html).toContain("Crew Member");
    expect(html).not.toMatch(/FPB\.[A-Za-z]/);
  });
  it("refuses a template it does not hold, naming it", () => {
    expect(() => createTemplateRenderer({}, i18n)("templates/none.hbs", {})).toThrow(/templates\/none\.hbs/);
  });
});
