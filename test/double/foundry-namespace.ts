/*
 * The `foundry` global of the double (shared by every client, like Foundry's own code) and the document classes as
 * globals. Applications are inert shells: the double checks what sheets and HUDs are registered, not how they draw.
 */
import { Combat, Combatant } from "./combat";
import * as fields from "./data-model";
import { DataModel, TypeDataModel } from "./data-model";
import { currentClient } from "./context";
import { currentGeneration } from "./generation";
import { DELETE, OPERATORS, replace } from "./operators";
import { FormDataExtended, type DialogConfig } from "./dialogs";
import {
  ActiveEffect,
  Actor,
  Adventure,
  ChatMessage,
  Folder,
  Item,
  RegionBehavior,
  RegionDocument,
  Scene,
  TokenDocument,
  User,
  WallDocument,
} from "./documents";
import { OWNERSHIP } from "./document";
import { DiceTerm, Die, Roll } from "./roll";
import { loadTemplates, renderTemplate } from "./templates";
import { CombatTracker } from "./tracker";
import * as utils from "./utils";

class ApplicationV2 {
  static DEFAULT_OPTIONS: Record<string, unknown> = {};
  static PARTS: Record<string, unknown> = {};
  options: Record<string, unknown>;
  rendered = false;
  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
  }
  get document(): unknown {
    return this.options["document"];
  }
  async render(): Promise<this> {
    this.rendered = true;
    return this;
  }
  async close(): Promise<this> {
    this.rendered = false;
    return this;
  }
}
class DocumentSheetV2 extends ApplicationV2 {
  /** Foundry's DocumentSheetV2#isEditable: the current user may edit the document (compendium locks are not modelled). */
  get isEditable(): boolean {
    return Boolean((this.document as { isOwner?: boolean } | undefined)?.isOwner);
  }
}
class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): unknown {
    return this.document;
  }
}
class ItemSheetV2 extends DocumentSheetV2 {
  get item(): unknown {
    return this.document;
  }
}
class TokenHUD extends ApplicationV2 {}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript requires any[] for a mixin base.
const HandlebarsApplicationMixin = <T extends new (...args: any[]) => object>(Base: T) => class extends Base {};

class DialogV2 extends ApplicationV2 {
  static wait(config: DialogConfig): Promise<unknown> {
    return currentClient().openDialog(config);
  }
  static async confirm(config: DialogConfig): Promise<unknown> {
    const answer = await currentClient().openDialog({
      ...config,
      buttons: [
        { action: "yes", label: "Yes", callback: () => true },
        { action: "no", label: "No", callback: () => false },
      ],
    });
    return answer;
  }
  static prompt(config: DialogConfig): Promise<unknown> {
    return currentClient().openDialog({
      ...config,
      buttons: [(config["ok"] as never) ?? { action: "ok", label: "Confirm" }],
    });
  }
}

/** Sheets registered per document collection, so a test can ask which sheet a sub-type gets. */
export const registeredSheets: {
  collection: string;
  scope: string;
  sheet: unknown;
  options: Record<string, unknown>;
}[] = [];
const sheetCollection = (collection: string) => ({
  registerSheet: (scope: string, sheet: unknown, options: Record<string, unknown>) =>
    void registeredSheets.push({ collection, scope, sheet, options }),
  unregisterSheet: () => undefined,
});

class RegionBehaviorType extends TypeDataModel {}

export function fromUuidSync(uuid: string): unknown {
  return currentClient().fromUuidSync(uuid);
}

export const FOUNDRY = {
  utils: { ...utils, fromUuidSync, fromUuid: async (uuid: string) => fromUuidSync(uuid) },
  abstract: { DataModel, TypeDataModel },
  data: {
    fields,
    regionBehaviors: { RegionBehaviorType },
    /** U4: v14 only (read per generation of the running client's world). */
    get operators(): typeof OPERATORS | undefined {
      return currentGeneration() >= 14 ? OPERATORS : undefined;
    },
  },
  dice: { Roll, terms: { DiceTerm, Die } },
  documents: { collections: { Actors: sheetCollection("Actor"), Items: sheetCollection("Item") } },
  applications: {
    api: { ApplicationV2, DocumentSheetV2, HandlebarsApplicationMixin, DialogV2 },
    sheets: { ActorSheetV2, ItemSheetV2 },
    hud: { TokenHUD },
    ux: { FormDataExtended },
    sidebar: { tabs: { CombatTracker } },
    handlebars: { renderTemplate, loadTemplates },
  },
  CONST: { DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP },
};

/**
 * v14's operator globals `_del` and `_replace` (U4), as getters so each world's generation decides: undefined on v13.
 * Installed once, before any module loads (install.ts).
 */
export function installOperatorGlobals(): void {
  Object.defineProperty(globalThis, "_del", {
    configurable: true,
    get: () => (currentGeneration() >= 14 ? DELETE : undefined),
  });
  Object.defineProperty(globalThis, "_replace", {
    configurable: true,
    get: () => (currentGeneration() >= 14 ? replace : undefined),
  });
}

export const DOCUMENT_GLOBALS = {
  Actor,
  Item,
  ActiveEffect,
  Combat,
  Combatant,
  ChatMessage,
  Scene,
  TokenDocument,
  WallDocument,
  RegionDocument,
  RegionBehavior,
  User,
  Folder,
  Adventure,
  Roll,
};
