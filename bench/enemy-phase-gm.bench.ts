import { bench, describe } from "vitest";
import { figureById, SeededDice, suggestEnemyPhase, type EnemySuggestion } from "../src/rules";
import { toPixels, type SceneScale } from "../src/foundry/table/battlefield/scene-to-battlefield";
import { renderTemplate, localizer } from "../src/sandbox/shared/index";
import { suggestionCardView } from "../src/views/five-parsecs/ai/suggestion-card";
import { suggestionFlagsFor } from "../src/views/five-parsecs/ai/suggestion-flags";
import { AI_TEMPLATES } from "../src/views/shared/template-paths";
import { battlefield, figures } from "./ai-scene";

/**
 * Issue 37, "what a person waits for": the whole Enemy Actions phase as the GM sees it on the demo (10 enemies, 6
 * crew, 1,007 wall segments: `ai-scene.ts`, as the other phase benches): every enemy's suggestion in turn (each enemy
 * moved before the next decides, as when the GM applies them), and for each the card (its view, the flags stored on
 * the message and the card's Handlebars template, as five-parsecs/ai/suggest-enemy.ts renders it) and the overlay's
 * points on the canvas (the path and the shot line in pixels, ai/suggestion-overlay.ts). Not timed: Foundry's chat
 * message creation and the PIXI drawing, which need Foundry. Goal: under 50 ms.
 */
const BENCH = { time: 3000, warmupIterations: 5 };
const scale: SceneScale = { pixelsPerInch: 100, unitsPerInch: 1, origin: { x: 0, y: 0 } };
const nameOf = (id: string): string => figures.get(id)?.name ?? id;

/** What the GM's client shows for one suggestion: the card's HTML and the overlay's points. */
function shown(suggestion: EnemySuggestion): number {
  const flags = suggestionFlagsFor(suggestion, {
    tokenUuid: `Scene.demo.Token.${suggestion.figureId}`,
    combatId: "c",
    round: 1,
  });
  const html = renderTemplate(AI_TEMPLATES.suggestion, { ...suggestionCardView(suggestion, nameOf, localizer) });
  const path = flags.path.map((p) => toPixels(p, scale));
  const target = suggestion.attack ? figureById(battlefield, suggestion.attack.targetId) : undefined;
  const shot = target ? [toPixels(flags.end, scale), toPixels(target.centre, scale)] : [];
  return html.length + path.length + shot.length;
}

describe(`Enemy Actions phase as the GM sees it: demo, ${battlefield.walls.length} wall segments, 10 enemies, 6 crew; goal: under 50 ms`, () => {
  bench(
    "suggestions, cards and overlays (10 enemies)",
    async () => {
      const suggestions = await suggestEnemyPhase({ battlefield, figures }, new SeededDice("bench"));
      for (const suggestion of suggestions) shown(suggestion);
    },
    BENCH,
  );
});
