import { bench, describe } from "vitest";
import {
  decideEnemyAction,
  figureById,
  SeededDice,
  suggestEnemyPhase,
  withFigureMoved,
  type Battlefield,
  type EnemySuggestion,
} from "../src/rules";
import { toPixels, type SceneScale } from "../src/foundry/table/battlefield/scene-to-battlefield";
import { renderTemplate, localizer } from "../src/sandbox/common/index";
import { suggestionCardView } from "../src/views/five-parsecs/ai/suggestion-card";
import { suggestionFlagsFor } from "../src/views/five-parsecs/ai/suggestion-flags";
import { AI_TEMPLATES } from "../src/views/common/template-paths";
import { battlefield, figures } from "./ai-scene";

/**
 * Issue 37, "what a person waits for": the whole Enemy Actions phase as the GM sees it on the demo (10 enemies, 6
 * crew, 1,007 wall segments: `ai-scene.ts`, as the other phase benches), the way the adapter works it: at each enemy's
 * turn one decision (five-parsecs/ai/suggest-enemy.ts: `decideEnemyAction` on the scene's snapshot, on its own), its
 * card (the view, the flags stored on the message and the card's Handlebars template) and the overlay's points (the
 * path and the shot line in pixels, ai/suggestion-overlay.ts); then the GM applies it and the snapshot follows the
 * token (`withFigureMoved`) before the next enemy's turn. Not timed: Foundry's chat message creation, the token's
 * update and the PIXI drawing, which need Foundry. Beside it, the rules' phase alone (`suggestEnemyPhase`, which
 * shares its searches' memo between enemies, as the sandbox asks it). Goal: under 50 ms.
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

/** Every enemy in the snapshot's order, as the combat's turns bring them. */
const enemyIds = battlefield.figures.filter((p) => p.side === "enemy").map((p) => p.id);

describe(`Enemy Actions phase as the GM sees it: demo, ${battlefield.walls.length} wall segments, 10 enemies, 6 crew; goal: under 50 ms`, () => {
  bench(
    "each turn's suggestion, card and overlay, each applied (10 enemies)",
    async () => {
      const dice = new SeededDice("bench");
      let table: Battlefield = battlefield;
      for (const enemyId of enemyIds) {
        const suggestion = await decideEnemyAction({ battlefield: table, figures, enemyId }, dice);
        shown(suggestion);
        table = withFigureMoved(table, enemyId, suggestion.skulking?.placedAt ?? suggestion.end, suggestion.facing);
      }
    },
    BENCH,
  );
  bench(
    "beside it: the rules' phase alone, suggestEnemyPhase (10 enemies)",
    async () => {
      await suggestEnemyPhase({ battlefield, figures }, new SeededDice("bench"));
    },
    BENCH,
  );
});
