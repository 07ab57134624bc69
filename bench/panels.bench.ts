import { bench, describe } from "vitest";
import { PANELS_TITLE, panelCases } from "./panel-cases";

// Issue 37's battle panels for 40 combatants, in Node: the cases and what they time are in panel-cases.ts. The DOM
// insertion and the row marks on the core tracker's list are not timed here; bench/shipped/views.ts times the
// insertion in Chromium.
const BENCH = { time: 1500, warmupIterations: 10 };
const cases = await panelCases();

describe(PANELS_TITLE, () => {
  for (const { name, render } of cases) bench(name, () => void render(), BENCH);
});
