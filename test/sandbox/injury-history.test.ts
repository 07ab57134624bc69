// @vitest-environment happy-dom
// Issue 36 item 13: the fighter sheet's injury history ran its words together ("Permanent Injury Hand Injury
// Recovery"). Each row is one phrase now, its parts set apart, in Foundry's sheet and the gallery alike.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalizer, type LangTree } from "../../src/sandbox/common/localizer";
import { createTemplateRenderer, templateKey } from "../../src/sandbox/common/templates";
import { injuryRows } from "../../src/views/bracket-busters/fighter-sheet-view";
import { SHEET_TEMPLATES } from "../../src/views/common/template-paths";

const ROOT = resolve(import.meta.dirname, "../..");
const i18n = createLocalizer(JSON.parse(readFileSync(resolve(ROOT, "lang/en.json"), "utf8")) as LangTree);
const source = (path: string): string => readFileSync(resolve(ROOT, templateKey(path)), "utf8");

describe("the fighter sheet's injury history (issue 36 item 13)", () => {
  it("reads each injury as one phrase: outcome, the Permanent Injury after a colon, Recovery and Dead set apart", () => {
    // The sheet's injury section as the sheet has it (the rest of the sheet needs a whole document's fields).
    const sheet = source(SHEET_TEMPLATES.fighter);
    const start = sheet.indexOf('<section class="fpb-injuries">');
    const section = sheet.slice(start, sheet.indexOf("</section>", start) + "</section>".length);
    expect(start).toBeGreaterThan(0);
    const render = createTemplateRenderer({ [SHEET_TEMPLATES.fighter]: section }, i18n);
    const injuries = injuryRows(
      [
        { outcome: "permanentInjury", permanentInjury: "handInjury", recovery: true, dead: false },
        { outcome: "memorableDeath", permanentInjury: "", recovery: false, dead: true },
      ],
      i18n,
    );
    const holder = document.createElement("div");
    holder.innerHTML = render(SHEET_TEMPLATES.fighter, { injuries });
    const rows = [...holder.querySelectorAll(".fpb-injury-list li")].map((li) =>
      (li.textContent ?? "").replace(/\s+/g, " ").trim(),
    );
    expect(rows).toEqual(["Permanent Injury: Hand Injury · Recovery", "Memorable Death · Dead"]);
  });
});
