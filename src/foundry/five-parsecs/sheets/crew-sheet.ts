import { CrewModel } from "../models/crew-model";
import { FigureSheet } from "./figure-sheet";
import { FIGURE_PARTIALS, SHEET_TEMPLATES } from "../../../views/common/template-paths";

/** The sheet of a crew member: the profile line, traits, battle values and what the figure carries. */
export class CrewSheet extends FigureSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "actor", "crew"],
  };

  static override PARTS = {
    sheet: { template: SHEET_TEMPLATES.crew, templates: [...FIGURE_PARTIALS] },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof CrewModel)) return context;
    return {
      ...context,
      system,
      systemFields: system.schema.fields,
      /** The traits Set as the array the checkboxes input takes. */
      traitValues: [...system.traits],
    };
  }
}
