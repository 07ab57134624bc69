const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;

/** An item sheet rendered from Handlebars templates, the v13 way. */
const ItemSheetBase = HandlebarsApplicationMixin(ItemSheetV2);

/** What the weapon and gear sheets share: the form options and the header's type label. */
export class FpbItemSheet extends ItemSheetBase {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "item"],
    position: { width: 440 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    return { ...context, typeLabel: `TYPES.Item.${this.item.type}` };
  }
}
