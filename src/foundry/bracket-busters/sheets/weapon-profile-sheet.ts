import { WeaponProfileModel } from "../models/weapon-profile-model";
import { FpbItemSheet } from "../../table/sheets/item-sheet";
import { ITEM_PARTIALS, SHEET_TEMPLATES } from "../../../views/common/template-paths";

/** The sheet of a Bracket Busters weapon profile: Ranged, the Ammo target and traits, bounded by the limits table. */
export class WeaponProfileSheet extends FpbItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "item", "weapon-profile"],
  };

  static override PARTS = {
    sheet: { template: SHEET_TEMPLATES.weaponProfile, templates: [...ITEM_PARTIALS] },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const system = this.item.system;
    if (!(system instanceof WeaponProfileModel)) return context;
    return { ...context, system, systemFields: system.schema.fields, traitValues: [...system.traits] };
  }
}
