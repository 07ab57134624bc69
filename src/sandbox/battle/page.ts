import { TERRAIN_KINDS } from "../../rules";
import { localizer as i18n } from "../common";
import { pageBarHtml } from "../common/page-bar";
import { ELEVATION_COLOUR, FEATURE_STYLE, PX_PER_INCH, WALL_STYLE } from "./canvas-view";
import { OUT_OF_RANGE_STYLE } from "./target-line";
import { esc } from "./html";
import { OVERWATCH_COLOUR } from "./overwatch-marks";

const t = (key: string): string => esc(i18n.localize(`FPB.Sandbox.Battle.${key}`));

const swatch = (colour: string, text: string, kind: "box" | "line" | "dashed" | "dotted" | "ring" = "box"): string =>
  `<li><span class="fpb-sandbox-swatch fpb-sandbox-swatch-${kind}" style="--swatch:${colour}"></span>${text}</li>`;

/** The legend under the table: terrain by kind, walls, doors and windows, tokens and lines. */
function legend(): string {
  return [
    ...TERRAIN_KINDS.map((kind) => swatch(FEATURE_STYLE[kind].stroke, t(`Legend.${kind}`))),
    swatch(WALL_STYLE.sight, t("Legend.wall"), "line"),
    swatch(WALL_STYLE.movement, t("Legend.movement"), "dashed"),
    swatch(WALL_STYLE.window, t("Legend.window"), "line"),
    swatch(WALL_STYLE.door.open, t("Legend.doorOpen"), "line"),
    swatch(WALL_STYLE.door.closed, t("Legend.doorClosed"), "line"),
    swatch(WALL_STYLE.door.locked, t("Legend.doorLocked"), "line"),
    swatch("#1e88e5", t("Legend.crew")),
    swatch("#e53935", t("Legend.enemy")),
    swatch("#ffd600", t("Legend.active")),
    swatch("#2e9e4f", t("Legend.clear"), "line"),
    swatch("#e0a020", t("Legend.cover"), "line"),
    swatch("#d03030", t("Legend.blocked"), "line"),
    swatch(OUT_OF_RANGE_STYLE.colour, t("Legend.outOfRange"), "dotted"),
    swatch(ELEVATION_COLOUR, t("Legend.elevation"), "ring"),
    swatch("#ff7043", t("Legend.aiPlan"), "line"),
    swatch(OVERWATCH_COLOUR, t("Legend.overwatch"), "ring"),
    swatch("rgba(58, 123, 213, 0.6)", t("Legend.reach")),
  ].join("");
}

/** The page bar's words: how the page is played, and the other pages. */
const bar = (): string =>
  pageBarHtml({
    howToTitle: i18n.localize("FPB.Sandbox.Battle.HowTo.Title"),
    howToSteps: ["Step1", "Step2", "Step3", "Step4", "Step5", "Step6"].map((step) =>
      i18n.localize(`FPB.Sandbox.Battle.HowTo.${step}`),
    ),
    linksLabel: i18n.localize("FPB.Sandbox.Battle.Links.Label"),
    links: [
      {
        href: "bracket-busters.html",
        text: i18n.localize("FPB.Sandbox.Battle.Links.bracketBusters"),
        testid: "link-bracket-busters",
      },
      { href: "gallery.html", text: i18n.localize("FPB.Sandbox.Battle.Links.gallery"), testid: "link-gallery" },
    ],
  });

/** The page's frame: header with the seed box, the table with its legend, the tracker and AI panels, the chat log. */
export function pageHtml(seed: string, size: number): string {
  return `
  <header class="fpb-sandbox-header">
    <h1>${t("Title")}</h1>
    ${bar()}
    <div class="fpb-sandbox-phase" data-testid="phase-banner"></div>
    <form class="fpb-sandbox-seed" data-testid="seed-box">
      <label>${t("Seed.Label")} <input name="seed" data-testid="seed-input" value="${esc(seed)}"></label>
      <button type="submit" data-testid="new-battle">${t("Seed.New")}</button>
      <button type="button" data-testid="export-log">${t("Seed.Export")}</button>
      <button type="button" data-testid="import-log">${t("Replay.Import")}</button>
      <input type="file" accept=".json,application/json" data-testid="import-file" hidden>
      <label class="fpb-sandbox-autopilot-toggle"><input type="checkbox" data-testid="autopilot-toggle"> ${t("Autopilot.Toggle")}</label>
    </form>
  </header>
  <p class="fpb-sandbox-notice" data-testid="notice" role="status" aria-live="polite" hidden></p>
  <div class="fpb-sandbox-autopilot" data-testid="autopilot-bar" role="status" aria-live="polite" hidden></div>
  <main class="fpb-sandbox-battle" style="--fpb-board:${size * PX_PER_INCH}px">
    <section class="fpb-sandbox-table">
      <canvas data-testid="battle-canvas" width="${size * PX_PER_INCH}" height="${size * PX_PER_INCH}"></canvas>
      <p class="hint">${t("Canvas.Hint")}</p>
      <ul class="fpb-sandbox-legend" data-testid="legend">${legend()}</ul>
    </section>
    <section class="fpb-sandbox-side">
      <div class="fpb-sandbox-panel fpb-sandbox-replay" data-testid="replay-bar" hidden></div>
      <div class="fpb-sandbox-panel fpb-sandbox-summary" data-testid="battle-summary" hidden></div>
      <div class="combat-sidebar"><h2>${t("Tracker.Title")}</h2><div data-testid="tracker-panel" class="fpb-sandbox-tracker"></div></div>
      <div class="fpb-sandbox-panel fpb-sandbox-ai" data-testid="ai-panel" hidden></div>
      <div class="fpb-sandbox-panel" data-testid="selection-panel"></div>
      <div class="fpb-sandbox-panel fpb-sandbox-correction" data-testid="correction-panel" hidden></div>
    </section>
    <section class="fpb-sandbox-chat"><h2>${t("Chat.Title")}</h2><ol class="chat-log" data-testid="chat-log"></ol></section>
  </main>`;
}
