import {
  arcOfFire,
  buildBattlefield,
  movementTriggers,
  SeededDice,
  suggestEnemyPhase,
  usableRangedWeapons,
  type Battlefield,
  type EnemySuggestion,
  type Figure,
  type MovementTrigger,
  type RawBattlefield,
  type Watcher,
} from "../../../rules";
import { suggestionCardView } from "../../../views/five-parsecs/ai/suggestion-card";
import { watchCardView } from "../../../views/five-parsecs/ai/watch-card-view";
import type { Localizer } from "../../../views/common/i18n/describe-violation";
import demo from "../../../../data/demo-battlefield.json";
import { demoFigures } from "../../battle/demo-crew";
import type { Sample } from "./sample";

/** The enemy AI's suggestions on the demo scene (the battle page's figures), seeded, as the GM's chat card shows them. */
export async function aiSamples(i18n: Localizer): Promise<Record<string, Sample[]>> {
  const battlefield = buildBattlefield(demo as unknown as RawBattlefield).battlefield;
  const figures = demoFigures();
  const suggestions = await suggestEnemyPhase({ battlefield, figures }, new SeededDice("gallery-ai"));
  const nameOf = (id: string): string => figures[id]?.name ?? id;
  const [first, second] = suggestions;
  const samples: Sample[] = [];
  if (first)
    samples.push({
      caption: i18n.localize("FPB.Sandbox.Gallery.Sample.aiPending"),
      frame: "chat",
      context: suggestionCardView(first, nameOf, i18n),
    });
  if (second)
    samples.push({
      caption: i18n.localize("FPB.Sandbox.Gallery.Sample.aiApplied"),
      frame: "chat",
      context: suggestionCardView(second, nameOf, i18n, "applied"),
    });
  const watch = firstSnapFire(battlefield, figures, suggestions);
  const watchSamples: Sample[] = watch
    ? [
        {
          caption: i18n.localize("FPB.Sandbox.Gallery.Sample.aiWatch"),
          frame: "chat",
          context: watchCardView(watch.trigger, watch.moverId, "offered", nameOf, i18n),
        },
      ]
    : [];
  return { "templates/ai/suggestion-card.hbs": samples, "templates/ai/watch-card.hbs": watchSamples };
}

/** The first moving enemy that walks into a crew figure's sight while every crew figure holds for Snap Fire. */
function firstSnapFire(
  battlefield: Battlefield,
  figures: Readonly<Record<string, Figure>>,
  suggestions: readonly EnemySuggestion[],
): { readonly trigger: MovementTrigger; readonly moverId: string } | null {
  const watchers: Watcher[] = Object.values(figures)
    .filter((f) => f.side === "crew")
    .map((f) => ({
      id: f.id,
      kind: "snapFire",
      arcDegrees: arcOfFire(f),
      range: Math.max(0, ...usableRangedWeapons(f).map((w) => w.range)),
    }));
  for (const suggestion of suggestions) {
    if (suggestion.path.length < 2) continue;
    const [trigger] = movementTriggers(battlefield, suggestion.figureId, suggestion.path, watchers);
    if (trigger) return { trigger, moverId: suggestion.figureId };
  }
  return null;
}
