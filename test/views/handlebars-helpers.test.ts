import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { type FieldRenderer, registerFoundryHelpers } from "../../src/views/common/handlebars-helpers";
import type { Localizer } from "../../src/views/common/i18n/describe-violation";

const LANG: Record<string, string> = { "FPB.Hello": "Hello", "FPB.Greet": "Hello, {name} ({count})" };
const i18n: Localizer = {
  localize: (key) => LANG[key] ?? key,
  format: (key, data) => (LANG[key] ?? key).replace(/\{(\w+)\}/g, (slot, name: string) => data[name] ?? slot),
};
const FIELDS: FieldRenderer = {
  input: (field, hash) => `<input name="${String(field)}" value="${String(hash["value"])}">`,
  group: (field, hash) => `<div class="form-group"><label>${String(hash["label"])}</label>${String(field)}</div>`,
};

function render(source: string, context: object = {}, fields?: FieldRenderer): string {
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, i18n, fields);
  return hbs.compile(source)(context);
}

describe("Foundry's Handlebars helpers, written once (issue 34)", () => {
  it("localize localizes a key, and formats it when given data, each value printed as text", () => {
    expect(render('{{localize "FPB.Hello"}}')).toBe("Hello");
    expect(render('{{localize "FPB.Greet" name=who count=3}}', { who: "Kara" })).toBe("Hello, Kara (3)");
    expect(render('{{localize "FPB.Unknown"}}')).toBe("FPB.Unknown");
  });

  it("checked prints checked for a truthy value only; eq and ne compare strictly", () => {
    expect(render("<{{checked on}}><{{checked off}}>", { on: 1, off: 0 })).toBe("<checked><>");
    expect(render("{{#if (eq a b)}}same{{else}}differ{{/if}}", { a: 1, b: "1" })).toBe("differ");
    expect(render("{{#if (ne a b)}}differ{{else}}same{{/if}}", { a: null, b: null })).toBe("same");
  });

  it("formInput and formGroup print the field's own HTML unescaped, given the helper's hash", () => {
    const html = render("{{formInput f value=v}}|{{formGroup f label=l}}", { f: "system.xp", v: 2, l: "XP" }, FIELDS);
    expect(html).toBe('<input name="system.xp" value="2">|<div class="form-group"><label>XP</label>system.xp</div>');
  });

  it("without a field renderer the form helpers are not registered", () => {
    expect(() => render("{{formInput f}}", { f: "x" })).toThrow(/formInput/);
  });
});
