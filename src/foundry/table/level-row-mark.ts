import { figureLevelOf, levelsOf } from "./battlefield/figure-level";
import { viewedCombat } from "./documents/combat";
import { foundryLocalizer } from "./i18n/localizer";
import { levelNote } from "../../views/common/battlefield/level-note";

/** The class of a tracker row whose figure stands off the battle's level (left out of the battlefield). */
export const OFF_LEVEL_CLASS = "fpb-off-level";
/** The class of the level's name in a tracker row. */
export const LEVEL_LABEL_CLASS = "fpb-row-level";

/**
 * Tracker rows on a v14 scene with two or more Levels: each row names its figure's level, and a figure off the
 * battle's level is marked so, with why as the tooltip. A scene with one level or none (v13) gets nothing: there is no
 * other floor for a figure to be on. `rows` pairs each row with where the label goes and the figure's token.
 */
export function markLevels(
  scene: Scene.Implementation | null | undefined,
  rows: readonly {
    readonly row: HTMLElement;
    readonly into: Element | null;
    readonly token: TokenDocument.Implementation | null | undefined;
  }[],
): void {
  const levels = levelsOf(scene);
  if (!levels || levels.levels.length < 2) return;
  const i18n = foundryLocalizer();
  for (const { row, into, token } of rows) {
    const at = token?.parent?.id === scene?.id ? figureLevelOf(token, levels) : null;
    const note = at ? levelNote(at.level, at.battle, i18n) : null;
    row.classList.toggle(OFF_LEVEL_CLASS, note?.offBattle ?? false);
    if (!note || !into) continue;
    const label = document.createElement("span");
    label.classList.add(LEVEL_LABEL_CLASS);
    label.textContent = note.label;
    if (note.note) label.dataset["tooltip"] = note.note;
    into.append(label);
  }
}

/**
 * A combatant's token moved to another level: the tracker is drawn again, as its rows name levels (and the battle's
 * level is where most of the combat stands). That core draws it again for a token's update is not assumed.
 */
export function redrawOnLevelChange(token: TokenDocument.Implementation, changed: object): void {
  if (!("level" in changed)) return;
  const combat = viewedCombat();
  if (combat?.combatants.some((combatant) => combatant.tokenId === token.id)) void ui.combat?.render();
}
