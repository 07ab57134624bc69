import { GearModel } from "../models/gear-model";
import { FpbItemSheet } from "../../table/sheets/item-sheet";
import { ITEM_PARTIALS, SHEET_TEMPLATES } from "../../../views/common/template-paths";

/** The sheet of protective gear: armour or a screen, and its Saving Throw. */
export class GearSheet extends FpbItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "item", "gear"],
    position: { width: 400 },
  };

  static override PARTS = {
    sheet: { template: SHEET_TEMPLATES.gear, templates: [...ITEM_PARTIALS] },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const system = this.item.system;
    if (!(system instanceof GearModel)) return context;
    return { ...context, system, systemFields: system.schema.fields };
  }
}
