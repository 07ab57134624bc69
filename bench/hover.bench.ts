import { bench, describe } from "vitest";
import { englishLocalizer } from "../test/fixtures/english-localizer";
import { HOVER_SCENES } from "./hover-cases";

// Issue 37's hover overlay for one target, in Node: the cases and what they time are in hover-cases.ts.
const i18n = englishLocalizer();
const BENCH = { time: 1500, warmupIterations: 5 };

for (const scene of Object.values(HOVER_SCENES)) {
  const { title, cases } = scene(i18n);
  describe(title, () => {
    for (const { name, hover } of cases) bench(name, hover, BENCH);
  });
}
