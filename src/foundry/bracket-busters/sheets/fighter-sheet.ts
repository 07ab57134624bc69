import { ALL_LIMITS, type BracketBusters as BB } from "../../../rules";
import { ITEM_TYPES } from "../../../views/common/module-id";
import { PARTIAL_TEMPLATES, SHEET_TEMPLATES } from "../../../views/common/template-paths";
import {
  injuryRows,
  PROFILE_ORDER,
  weaponProfileRow,
  type InjuryData,
  type InjuryRow,
  type WeaponProfileRow,
} from "../../../views/bracket-busters/fighter-sheet-view";
import { fighterFromSnapshot, FighterRefusal, fighterSnapshotOf } from "../fighter-of";
import { foundryLocalizer } from "../../table/i18n/localizer";
import type { Localizer } from "../../../views/common/i18n/describe-violation";
import { warn } from "../../table/i18n/notify";
import { FighterModel } from "../models/fighter-model";
import { WeaponProfileModel } from "../models/weapon-profile-model";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

/** The v13 ActorSheetV2 drop handler (see figure-sheet.ts's CoreItemDrop: documented, not yet in the installed types). */
interface CoreItemDrop {
  _onDropItem(this: FighterSheet, event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null>;
}

/** One profile input: the characteristic, its field (bounds from the limits table) and value. */
export interface ProfileInput {
  readonly key: BB.Characteristic;
  /** The input's name: `system.profile.<key>`. */
  readonly name: string;
  readonly field: unknown;
  readonly value: number;
  readonly label: string;
  readonly hint: string;
}

export interface FighterSheetContext {
  readonly typeLabel: string;
  readonly system: FighterModel;
  readonly systemFields: FighterModel["schema"]["fields"];
  readonly groupFields: unknown;
  readonly profile: readonly ProfileInput[];
  readonly hasGroupActivation: boolean;
  readonly allowedTypeValues: readonly string[];
  readonly weapons: readonly WeaponProfileRow[];
  readonly injuries: readonly InjuryRow[];
  /** Why the stored data is outside the limits, or null. */
  readonly problem: string | null;
}

/**
 * The sheet of a Bracket Busters fighter: every input is a field of the data model, so its bounds and choices are the
 * limits table's; weapon profiles are carried by dropping `weaponProfile` Items on it.
 */
export class FighterSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["five-parsecs-battle", "sheet", "actor", "fighter"],
    position: { width: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      editItem: FighterSheet.#onEditItem,
      deleteItem: FighterSheet.#onDeleteItem,
      toggleGroupActivation: FighterSheet.#onToggleGroupActivation,
      deleteInjury: FighterSheet.#onDeleteInjury,
    },
  };

  static override PARTS = {
    sheet: { template: SHEET_TEMPLATES.fighter, templates: [PARTIAL_TEMPLATES.header, PARTIAL_TEMPLATES.itemControls] },
  };

  override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const fighter = fighterSheetContext(this.actor, foundryLocalizer());
    return fighter ? { ...context, ...fighter } : context;
  }

  /**
   * Carries a dropped weapon profile (v13 ActorSheetV2 creates the embedded Item, or sorts it when it is already
   * carried); refuses any other item, and any drop on an actor the user may not change.
   */
  protected async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<Item.Implementation | null> {
    if (!this.isEditable) {
      warn("FPB.Notify.NotEditable", { actor: this.actor.name });
      return null;
    }
    if (item.type !== ITEM_TYPES.weaponProfile) {
      warn("FPB.Notify.NotCarriable", { actor: this.actor.name, item: item.name });
      return null;
    }
    const core = ActorSheetV2.prototype as unknown as CoreItemDrop;
    return core._onDropItem.call(this, event, item);
  }

  #itemOf(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    return id === undefined ? undefined : this.actor.items.get(id);
  }

  static async #onEditItem(this: FighterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.#itemOf(target)?.sheet?.render(true);
  }

  static async #onDeleteItem(this: FighterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    await this.#itemOf(target)?.deleteDialog();
  }

  /** Gives the fighter the Group Activation skill at the table's initial values, or takes it away. */
  static async #onToggleGroupActivation(this: FighterSheet): Promise<void> {
    if (!this.isEditable || !(this.actor.system instanceof FighterModel)) return;
    const skill = this.actor.system.groupActivation === null ? initialGroupActivation() : null;
    await this.actor.update({ "system.groupActivation": skill } as Actor.UpdateData);
  }

  /** Removes one entry of the injury history (a mistaken write-back). */
  static async #onDeleteInjury(this: FighterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable || !(this.actor.system instanceof FighterModel)) return;
    const index = Number(target.closest<HTMLElement>("[data-injury-index]")?.dataset["injuryIndex"]);
    const injuries = this.actor.system.toObject().injuries;
    if (!Number.isInteger(index) || index < 0 || index >= injuries.length) return;
    await this.actor.update({ "system.injuries": injuries.filter((_, i) => i !== index) } as Actor.UpdateData);
  }
}

/** The Group Activation skill a fighter is given from the sheet: the limits table's initial values. */
function initialGroupActivation(): BB.GroupActivation {
  const limits = ALL_LIMITS.bracketBustersGroupActivation;
  return {
    radius: limits.radius.initial ?? limits.radius.min,
    extraFighters: limits.extraFighters.initial ?? limits.extraFighters.min,
    restriction: limits.restriction.initial,
    allowedTypes: [...limits.allowedTypes.initial],
  };
}

/**
 * What the fighter sheet adds to the document sheet's context: the inputs of the data model's fields (their bounds and
 * choices are the limits table's), the carried weapon profiles, the injury history, and why the stored data would be
 * refused by the rules, if it would. Null for an actor that is not a fighter.
 */
export function fighterSheetContext(actor: Actor.Implementation, i18n: Localizer): FighterSheetContext | null {
  const system = actor.system;
  if (!(system instanceof FighterModel)) return null;
  const fields = system.schema.fields;
  const profileFields = fields.profile.fields as Record<BB.Characteristic, unknown>;
  const group = system.groupActivation;
  return {
    typeLabel: `TYPES.Actor.${actor.type}`,
    system,
    systemFields: fields,
    groupFields: fields.groupActivation.fields,
    profile: PROFILE_ORDER.map((key) => ({
      key,
      name: `system.profile.${key}`,
      field: profileFields[key],
      value: system.profile[key],
      label: `FPB.BracketBusters.Fighter.FIELDS.profile.${key}.label`,
      hint: `FPB.BracketBusters.Fighter.FIELDS.profile.${key}.hint`,
    })),
    hasGroupActivation: group !== null,
    allowedTypeValues: group ? [...group.allowedTypes] : [],
    weapons: [...actor.items]
      .sort((a, b) => a.sort - b.sort)
      .flatMap((item) =>
        item.system instanceof WeaponProfileModel
          ? [
              weaponProfileRow(
                { id: item.id ?? "", uuid: item.uuid ?? "", name: item.name, img: item.img ?? "" },
                item.system,
                i18n,
              ),
            ]
          : [],
      ),
    injuries: injuryRows(system.injuries as readonly InjuryData[], i18n),
    problem: problemOf(actor, i18n),
  };
}

/** The rules' refusal of the stored data, shown on the sheet so it can be fixed; null when the fighter reads well. */
function problemOf(actor: Actor.Implementation, i18n: Localizer): string | null {
  try {
    fighterFromSnapshot(fighterSnapshotOf(actor), "sheet", i18n);
    return null;
  } catch (error) {
    return error instanceof FighterRefusal ? error.message : String(error);
  }
}
