import type { Figure } from "../../../rules";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { figureOf } from "../mapping/figure-of";
import { GearModel } from "../models/gear-model";
import { WeaponModel } from "../models/weapon-model";
import { ITEM_TYPES } from "../../../views/common/module-id";
import { battleValues, type BattleValues } from "../../../views/five-parsecs/sheets/battle-values";
import {
  gearRow,
  weaponRow,
  type GearRow,
  type ItemBasics,
  type WeaponRow,
} from "../../../views/five-parsecs/sheets/carried-rows";
import { documentAt } from "../../table/documents/by-uuid";
import { warn } from "../../table/i18n/notify";
import { brawl } from "../attack/attacks";
import { fire } from "../attack/attacks";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

/** The part of a sheet's context every figure sheet adds. */
export interface FigureContext {
  readonly typeLabel: string;
  readonly weapons: readonly WeaponRow[];
  readonly gear: readonly GearRow[];
  readonly derived: BattleValues | null;
  /** Fire and Brawl are offered to the figure's owners only. */
  readonly isOwner: boolean;
}

/**
 * The v13 ActorSheetV2 drop handler, documented in Foundry's v13 API ("_onDropItem(event, item)": creates the dropped
 * Item on the actor, or sorts it when it is already there) but not yet declared by the installed foundry-vtt-types
 * (13.345), so it is described here and reached through the class prototype, as `super` would reach it.
 */
interface CoreItemDrop {
  _onDropItem(this: FigureSheet, event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null>;
}

/** Item sub-types a figure may carry. */
const CARRIED_TYPES: readonly string[] = [ITEM_TYPES.weapon, ITEM_TYPES.gear];

/**
 * What the crew and enemy sheets share: the form options, the carried weapons and gear with their edit and delete
 * buttons, the battle values the rules derive, and the drop of weapons and gear from the sidebar or a compendium.
 */
export abstract class FigureSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "actor"],
    position: { width: 620 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      editItem: FigureSheet.#onEditItem,
      deleteItem: FigureSheet.#onDeleteItem,
      fire: FigureSheet.#onFire,
      brawl: FigureSheet.#onBrawl,
    },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const figure: FigureContext = {
      typeLabel: `TYPES.Actor.${this.actor.type}`,
      weapons: this.#weaponRows(),
      gear: this.#gearRows(),
      derived: battleValues(this.#figure(), game.i18n?.localize("FPB.Sheet.OwnSavingThrow") ?? ""),
      isOwner: this.actor.isOwner,
    };
    return { ...context, ...figure };
  }

  /**
   * Carries a dropped weapon or protective gear (v13 ActorSheetV2 creates the embedded Item, or sorts it when it is
   * already carried); refuses any other item, and any drop on an actor the user may not change.
   * Not marked `override` only because the installed types do not declare the base method (see CoreItemDrop).
   */
  protected async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null> {
    if (!this.isEditable) {
      warn("FPB.Notify.NotEditable", { actor: this.actor.name });
      return null;
    }
    if (!CARRIED_TYPES.includes(item.type)) {
      warn("FPB.Notify.NotCarriable", { actor: this.actor.name, item: item.name });
      return null;
    }
    const core = ActorSheetV2.prototype as unknown as CoreItemDrop;
    return core._onDropItem.call(this, event, item);
  }

  /**
   * A dropped folder of Items: each one goes through `_onDropItem`, so a folder cannot bring in what a single drop
   * would refuse. Replaces the v13 ActorSheetV2 handler of the same name (called with the drop data `{type, uuid}`),
   * which the installed types do not declare either.
   */
  protected async _onDropFolder(event: DragEvent, data: { readonly uuid?: unknown }): Promise<Item.Implementation[]> {
    if (!this.isEditable) {
      warn("FPB.Notify.NotEditable", { actor: this.actor.name });
      return [];
    }
    if (typeof data.uuid !== "string") return [];
    const folder = await documentAt(data.uuid);
    if (!(folder instanceof Folder) || folder.type !== "Item") return [];
    const carried: Item.Implementation[] = [];
    for (const entry of folder.contents) {
      // World folders hold Items; a compendium folder may hold index entries, which are fetched by UUID.
      const item = entry instanceof Item ? entry : await itemByUuid(entry);
      const created = item ? await this._onDropItem(event, item) : null;
      if (created) carried.push(created);
    }
    return carried;
  }

  /** The rules' view of the actor, or null when its data is outside the limits (the sheet still lets it be fixed). */
  #figure(): Figure | null {
    try {
      return figureOf(this.actor);
    } catch (error) {
      console.warn(`five-parsecs-battle | ${this.actor.name}:`, error);
      return null;
    }
  }

  #weaponRows(): WeaponRow[] {
    const i18n = foundryLocalizer();
    return this.#carried().flatMap((item) =>
      item.system instanceof WeaponModel ? [weaponRow(itemBasics(item), item.system, i18n)] : [],
    );
  }

  #gearRows(): GearRow[] {
    const i18n = foundryLocalizer();
    return this.#carried().flatMap((item) =>
      item.system instanceof GearModel ? [gearRow(itemBasics(item), item.system, i18n)] : [],
    );
  }

  /** Carried items in the order the user sorted them. */
  #carried(): Item.Implementation[] {
    return [...this.actor.items].sort((a, b) => a.sort - b.sort);
  }

  #itemOf(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    return id === undefined ? undefined : this.actor.items.get(id);
  }

  static async #onEditItem(this: FigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#itemOf(target)?.sheet?.render(true);
  }

  /** Fires the row's weapon at the user's targets, through the fire dialog (in this sheet's window, even popped out). */
  static async #onFire(this: FigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const weaponId = this.#itemOf(target)?.uuid;
    await fire({ actor: this.actor, ...(weaponId ? { weaponId } : {}), from: this });
  }

  /**
   * Brawls with the one targeted opponent; the dialog (in this sheet's window, even popped out) preselects the best
   * weapon, which the user may change.
   */
  static async #onBrawl(this: FigureSheet): Promise<void> {
    await brawl({ actor: this.actor, from: this });
  }

  static async #onDeleteItem(this: FigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    await this.#itemOf(target)?.deleteDialog();
  }
}

function itemBasics(item: Item.Implementation): ItemBasics {
  return { id: item.id ?? "", uuid: item.uuid ?? "", name: item.name, img: item.img ?? "" };
}

/** The Item an entry of a compendium folder's index stands for, or null. */
async function itemByUuid(entry: object): Promise<Item.Implementation | null> {
  if (!("uuid" in entry) || typeof entry.uuid !== "string") return null;
  const document = await documentAt(entry.uuid);
  return document instanceof Item ? document : null;
}
