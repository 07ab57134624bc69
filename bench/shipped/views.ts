// Issue 37's "what a person waits for" in a browser: `scripts/bench-views.mjs` bundles this file with Vite as the
// module is built and times it in headless Chromium. The cases are bench/hover.bench.ts's and bench/panels.bench.ts's
// (hover-cases.ts, panel-cases.ts), with the sandbox's localizer in place of the Node tests' (which reads lang/en.json
// from disk); the panels go further here: into a real tracker element, with the module's stylesheet, laid out.
import { placeTrackerPanel } from "../../src/foundry/table/tracker-panel-slot";
import { loadModuleStyles, localizer } from "../../src/sandbox/common/index";
import { HOVER_GOAL_MS, HOVER_SCENES } from "../hover-cases";
import { PANEL_GOAL_MS, panelCases, type PanelCase } from "../panel-cases";

/**
 * One thing timed: its name, its goal in milliseconds (null for a part of a whole), the call, and what to do (untimed)
 * before a run of calls.
 */
interface Timed {
  readonly name: string;
  readonly goalMs: number | null;
  readonly run: () => void;
  readonly setUp?: () => void;
}

/** What a group times: its title (with the goal) and each case's name and goal, in the order of their indices. */
export interface Prepared {
  readonly title: string;
  readonly cases: readonly Pick<Timed, "name" | "goalMs">[];
}

const PANELS = "panels";
/** The groups, in the order they are timed: the four hover scenes, then the panels. */
export const GROUPS: readonly string[] = [...Object.keys(HOVER_SCENES), PANELS];

const groups = new Map<string, { readonly title: string; readonly cases: readonly Timed[] }>();
let tracker: HTMLElement | null = null;

/**
 * Core's combat tracker as the panels meet it: a list of 40 combatants (`ol.combat-tracker`) that the panel goes
 * above, in the page's document so that style and layout are real.
 */
function trackerElement(): HTMLElement {
  if (tracker) return tracker;
  loadModuleStyles();
  tracker = document.createElement("section");
  tracker.id = "combat";
  const list = document.createElement("ol");
  list.className = "combat-tracker plain";
  for (let i = 0; i < 40; i++) {
    const row = document.createElement("li");
    row.className = "combatant";
    row.textContent = `Combatant ${i + 1}`;
    list.append(row);
  }
  tracker.append(list);
  document.body.append(tracker);
  return tracker;
}

/**
 * A panel as the adapter draws it on each tracker render (the HTML, then in place of the last panel above the list),
 * laid out; and its parts, to tell the module's share from the engine's.
 */
function panelTimings(panel: PanelCase, html: HTMLElement): Timed[] {
  const place = () => placeTrackerPanel(html, panel.panelClass, panel.render());
  // Twice, so that the second replaces the first: the tracker then holds one panel, above its list.
  place();
  place();
  const placed = html.querySelectorAll(`.${panel.panelClass}`);
  if (placed.length !== 1 || placed[0]?.nextElementSibling?.tagName !== "OL") {
    throw new Error(`${panel.name}: ${placed.length} panels in the tracker, not one above its list`);
  }
  // One ruleset's panel at a time, as at the table: the other panel's left from its own cases goes first.
  const setUp = () => {
    for (const other of html.querySelectorAll(".five-parsecs-battle")) other.remove();
    place();
  };
  return [
    // Reading the panel's box makes the engine do the style and layout the next frame would.
    { name: panel.name, goalMs: PANEL_GOAL_MS, run: () => void place()?.getBoundingClientRect(), setUp },
    { name: "part: view and template (the HTML)", goalMs: null, run: () => void panel.render() },
    { name: "part: the HTML put into the tracker, not laid out", goalMs: null, run: () => void place(), setUp },
  ];
}

/** Builds (untimed) the group `key`: a hover scene with its snapshot, or both panels' battles. */
export async function prepare(key: string): Promise<Prepared> {
  let group = groups.get(key);
  if (!group && key === PANELS) {
    const html = trackerElement();
    group = {
      title: `Battle panels for 40 combatants: view, template, put into the tracker, style and layout; goal: under ${PANEL_GOAL_MS} ms`,
      cases: (await panelCases()).flatMap((panel) => panelTimings(panel, html)),
    };
  }
  if (!group) {
    const scene = HOVER_SCENES[key];
    if (!scene) throw new Error(`no group ${key}`);
    const { title, cases } = scene(localizer);
    group = { title, cases: cases.map(({ name, hover }) => ({ name, goalMs: HOVER_GOAL_MS, run: hover })) };
  }
  groups.set(key, group);
  return { title: group.title, cases: group.cases.map(({ name, goalMs }) => ({ name, goalMs })) };
}

/** Lets the group `key` go, so the next scene has the memory. */
export function release(key: string): void {
  groups.delete(key);
}

/** The case's call, its set-up done. */
function caseOf(key: string, index: number): () => void {
  const timed = groups.get(key)?.cases[index];
  if (!timed) throw new Error(`no case ${key}/${index}: prepare it first`);
  timed.setUp?.();
  return timed.run;
}

/** How many calls in a row take at least `ms` (a browser's clock ticks 0.1 ms: a sample must be far longer). */
export function repeatFor(key: string, index: number, ms: number): number {
  const run = caseOf(key, index);
  let repeat = 0;
  const start = performance.now();
  do {
    run();
    repeat += 1;
  } while (performance.now() - start < ms);
  return repeat;
}

/** One sample: the mean of `repeat` calls of the case, in milliseconds. */
export function time(key: string, index: number, repeat: number): number {
  const run = caseOf(key, index);
  const start = performance.now();
  for (let k = 0; k < repeat; k++) run();
  return (performance.now() - start) / repeat;
}
