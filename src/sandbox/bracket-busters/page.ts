import { say, type Lang } from "../../views/bracket-busters";
import { ARENA_INCHES } from "./arena";
import { DUCTWAY_COLOUR, GANG_COLOURS, PX_PER_INCH, REACH_COLOUR, READY_COLOUR, TERMINAL_COLOUR } from "./arena-canvas";
import { pageBarHtml } from "../common/page-bar";
import { esc, options } from "./html";
import { MAX_SAMPLE_GANGS, MIN_GANGS } from "./sample-gangs";

const HOW_TO_STEPS = ["Step1", "Step2", "Step3", "Step4", "Step5", "Step6"] as const;

const swatch = (colour: string, text: string): string =>
  `<li><span class="bb-legend-swatch" style="--swatch:${colour}"></span>${esc(text)}</li>`;

function legend(lang: Lang, gangNames: readonly string[]): string {
  return [
    ...gangNames.map((name, i) => swatch(GANG_COLOURS[i % GANG_COLOURS.length]!, name)),
    swatch(READY_COLOUR, say(lang, "Legend.ready")),
    swatch(REACH_COLOUR, say(lang, "Legend.reach")),
    swatch(DUCTWAY_COLOUR, say(lang, "Legend.ductway")),
    swatch(TERMINAL_COLOUR, say(lang, "Legend.terminal")),
    swatch("#e0e0e0", say(lang, "Legend.wall")),
    swatch("#ffb74d", say(lang, "Legend.door")),
    swatch("rgba(141, 110, 99, 0.9)", say(lang, "Legend.cover")),
  ].join("");
}

/** The page's frame: header with the seed box and links, the arena, the tracker and activation panels, the chat. */
export function pageHtml(seed: string, gangCount: number, gangNames: readonly string[], lang: Lang): string {
  const size = ARENA_INCHES * PX_PER_INCH;
  const counts = Array.from({ length: MAX_SAMPLE_GANGS - MIN_GANGS + 1 }, (_, i) => String(MIN_GANGS + i)).map((n) => ({
    value: n,
    label: say(lang, "Seed.gangs", { count: n }),
  }));
  return `
  <header class="fpb-sandbox-header bb-header">
    <h1>${esc(say(lang, "PageTitle"))}</h1>
    ${pageBarHtml({
      howToTitle: say(lang, "HowTo.Title"),
      howToSteps: HOW_TO_STEPS.map((step) => say(lang, `HowTo.${step}`)),
      linksLabel: say(lang, "Links.label"),
      links: [
        { href: "index.html", text: say(lang, "Links.fiveParsecs"), testid: "link-five-parsecs" },
        { href: "gallery.html", text: say(lang, "Links.gallery"), testid: "link-gallery" },
      ],
    })}
    <form class="fpb-sandbox-seed" data-testid="seed-box">
      <label>${esc(say(lang, "Seed.label"))} <input name="seed" data-testid="seed-input" value="${esc(seed)}"></label>
      <select name="gangs" data-testid="gang-count" aria-label="${esc(say(lang, "Seed.gangsLabel"))}" aria-describedby="bb-gangs-hint">${options(counts, String(gangCount))}</select>
      <span class="bb-gangs-hint" id="bb-gangs-hint" data-testid="gang-count-hint">${esc(say(lang, "Seed.gangsHint"))}</span>
      <button type="submit" data-testid="new-battle">${esc(say(lang, "Seed.new"))}</button>
      <button type="button" data-testid="export-log">${esc(say(lang, "Seed.export"))}</button>
      <button type="button" data-testid="import-log">${esc(say(lang, "Seed.import"))}</button>
      <input type="file" accept=".json,application/json" data-testid="import-file" hidden>
      <button type="button" data-bb="endBattle" data-testid="end-battle">${esc(say(lang, "Button.endBattle"))}</button>
    </form>
  </header>
  <p class="fpb-sandbox-notice" data-testid="notice" role="status" aria-live="polite" hidden></p>
  <main class="bb-page" style="--bb-board:${size}px">
    <section class="bb-table">
      <canvas data-testid="bb-canvas" width="${size}" height="${size}"></canvas>
      <p class="hint">${esc(say(lang, "Canvas.hint"))}</p>
      <ul class="bb-legend" data-testid="legend">${legend(lang, gangNames)}</ul>
    </section>
    <section class="bb-side">
      <div class="bb-panel" data-testid="bb-tracker"></div>
    </section>
    <section class="bb-act">
      <div class="bb-panel" data-testid="bb-correction" hidden></div>
      <div class="bb-panel" data-testid="bb-activation" hidden></div>
      <div class="bb-panel" data-testid="bb-end-phase" hidden></div>
    </section>
    <section class="bb-chat"><h2>${esc(say(lang, "Chat.title"))}</h2><ol class="bb-chat-log" data-testid="bb-chat"></ol></section>
  </main>`;
}
