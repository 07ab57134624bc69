import { WeaponModel } from "../models/weapon-model";
import { FpbItemSheet } from "../../table/sheets/item-sheet";
import { ITEM_PARTIALS, SHEET_TEMPLATES } from "../../../views/common/template-paths";

/** The sheet of a weapon: Range, Shots, Damage, traits, and what the battle has done to it. */
export class WeaponSheet extends FpbItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "item", "weapon"],
  };

  static override PARTS = {
    sheet: { template: SHEET_TEMPLATES.weapon, templates: [...ITEM_PARTIALS] },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const system = this.item.system;
    if (!(system instanceof WeaponModel)) return context;
    return {
      ...context,
      system,
      systemFields: system.schema.fields,
      /** The traits Set as the array the checkboxes input takes. */
      traitValues: [...system.traits],
      brawlingOnly: system.range === 0,
    };
  }
}
