// Issue 36 item 12: with four gangs, the south edge's fourth fighter deployed on the terminal, hiding its T. No
// fighter starts on a marker (the terminal or a ductway end), whatever the number of gangs.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DUCTWAYS, MARKER_CLEARANCE, TERMINALS, deploy } from "../../../src/sandbox/bracket-busters/arena";
import { MAX_SAMPLE_GANGS, MIN_GANGS, sampleGangs } from "../../../src/sandbox/bracket-busters/sample-gangs";
import { createLocalizer, type LangTree } from "../../../src/sandbox/common/localizer";

const ROOT = resolve(import.meta.dirname, "../../..");
const lang = createLocalizer(JSON.parse(readFileSync(resolve(ROOT, "lang/en.json"), "utf8")) as LangTree);
const markers = [...TERMINALS.map((t) => t.at), ...DUCTWAYS.flatMap((d) => d.ends)];

describe("the sandbox's deployment (issue 36 item 12)", () => {
  it("puts no fighter on the terminal or a ductway end, and no two bases on each other", () => {
    for (let count = MIN_GANGS; count <= MAX_SAMPLE_GANGS; count++) {
      const placed = Object.entries(deploy(sampleGangs(count, lang)));
      for (const [id, p] of placed) {
        for (const m of markers)
          expect(Math.hypot(p.x - m.x, p.y - m.y), `${count} gangs: ${id}`).toBeGreaterThanOrEqual(MARKER_CLEARANCE);
        for (const [other, q] of placed)
          if (other !== id)
            expect(Math.hypot(p.x - q.x, p.y - q.y), `${id} and ${other}`).toBeGreaterThan(p.radius + q.radius);
      }
    }
  });
});
