import { EnemyModel } from "../models/enemy-model";
import { FigureSheet } from "./figure-sheet";
import { FIGURE_PARTIALS, SHEET_TEMPLATES } from "../template-paths";
import { documentAtSync } from "../documents/by-uuid";

/** The sheet of an enemy: its profile as the rules print it, the rest of its entry, battle values and weapons. */
export class EnemySheet extends FigureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "actor", "enemy"],
  };

  static override PARTS = {
    sheet: { template: SHEET_TEMPLATES.enemy, templates: [...FIGURE_PARTIALS] },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof EnemyModel)) return context;
    return { ...context, system, systemFields: system.schema.fields, guarding: guardingLabel(system.guardianOf) };
  }
}

/** "Guarding Captain Vex" for a Guardian's charge, from its UUID; empty when there is none. */
function guardingLabel(uuid: string): string {
  if (uuid === "") return "";
  let name: string | null = null;
  try {
    // The field holds any text; the lookup may throw for one that is not a UUID.
    const document = documentAtSync(uuid);
    name = document && "name" in document && typeof document.name === "string" ? document.name : null;
  } catch {
    name = null;
  }
  const i18n = game.i18n;
  if (!i18n) return "";
  return name === null ? i18n.localize("FPB.Sheet.GuardingUnknown") : i18n.format("FPB.Sheet.Guarding", { name });
}
