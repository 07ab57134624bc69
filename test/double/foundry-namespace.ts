/*
 * The `foundry` global of the double (shared by every client, like Foundry's own code) and the document classes as
 * globals. Applications are inert shells: the double checks what sheets and HUDs are registered, not how they draw.
 */
import { Combat, Combatant } from "./combat";
import * as fields from "./data-model";
import { DataModel, TypeDataModel } from "./data-model";
import type { Client } from "./client";
import { currentClient, runningClient } from "./context";
import { detachedWindowsOf, type DetachedWindowManager } from "./detached-windows";
import { currentGeneration } from "./generation";
import { DELETE, OPERATORS, replace } from "./operators";
import { FormDataExtended, type DialogConfig, type OpenDialog } from "./dialogs";
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

/** `render`'s options as the double reads them: v14's `window.windowId` / `window.detached` place the app. */
interface RenderOptions {
  readonly force?: boolean;
  readonly window?: {
    readonly windowId?: string | undefined;
    readonly detached?: boolean;
    readonly [key: string]: unknown;
  };
  readonly [key: string]: unknown;
}

/**
 * Applications are shells with a place: the window they are in (v14 can pop one out into its own browser window,
 * detached-windows.ts), their `element` in that window's document, the children rendered beside them, and the
 * "render" / "close" events (core: ApplicationV2 is an EventEmitter; fvtt-types `EmittedEvents` render, close,
 * position). They draw nothing.
 */
class ApplicationV2 {
  static DEFAULT_OPTIONS: Record<string, unknown> = {};
  static PARTS: Record<string, unknown> = {};
  options: Record<string, unknown>;
  rendered = false;
  /** v14 only (absent on v13): fvtt-types main `application.d.mts`, `detachWindow`, `attachWindow`, `renderChild`. */
  declare detachWindow?: (options?: { id?: string }) => Promise<this>;
  declare attachWindow?: (options?: object) => Promise<this>;
  declare renderChild?: (child: ApplicationV2, options?: RenderOptions) => Promise<ApplicationV2>;
  /** The browser the app is shown in: the client that made it. */
  readonly #client: Client | null = runningClient();
  readonly #id: string;
  readonly #events = new EventTarget();
  /** `app.window`; on v14 its `windowId` names the detached window the app is in (undefined in the main window). */
  readonly #frame: { windowId?: string } = {};
  readonly #children = new Set<ApplicationV2>();
  #parent: ApplicationV2 | null = null;
  #element: HTMLElement | null = null;

  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
    this.#id = typeof options["id"] === "string" ? options["id"] : `app-${utils.randomID()}`;
    if ((this.#client?.world.generation ?? currentGeneration()) >= 14) {
      this.detachWindow = async (detach = {}) => this.#detach(detach.id);
      this.attachWindow = async () => {
        this.#moveTo(undefined);
        return this;
      };
      this.renderChild = (child, render = {}) => this.#renderChild(child, render);
    }
  }
  get id(): string {
    return this.#id;
  }
  get document(): unknown {
    return this.options["document"];
  }
  get window(): { readonly windowId?: string } {
    return this.#frame;
  }
  /** The app's element, in the document of the window it is in; null before its first render. */
  get element(): HTMLElement | null {
    return this.#element;
  }
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions) {
    this.#events.addEventListener(type, listener, options);
  }
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    this.#events.removeEventListener(type, listener);
  }
  dispatchEvent(event: Event): boolean {
    return this.#events.dispatchEvent(event);
  }
  async render(options: boolean | RenderOptions = {}): Promise<this> {
    const render = typeof options === "boolean" ? { force: options } : options;
    const windows = this.#windows();
    if (windows) {
      // v14 render options (ApplicationWindowRenderOptions): "windowId: The ID of an existing detached window to
      // render into"; `detached` pops the app out.
      const into = render.window?.windowId;
      if (typeof into === "string" && windows.windows.has(into)) this.#moveTo(into);
      else if (render.window?.detached === true && this.#frame.windowId === undefined) this.#detach();
    }
    if (!this.#element) {
      this.#element = (windows?.documentOf(this.#frame.windowId) ?? document).createElement("div");
      this.#element.id = this.#id;
      if (this.#frame.windowId !== undefined) this.#element.ownerDocument.body.append(this.#element);
    }
    this.rendered = true;
    this.dispatchEvent(new Event("render"));
    return this;
  }
  async close(): Promise<this> {
    // A second close of an app already closed changes nothing and says nothing (assumed).
    if (!this.rendered) return this;
    // "Closing this application will also close the child" (v14 renderChild).
    for (const child of [...this.#children]) await child.close();
    if (this.#parent) this.#parent.#children.delete(this);
    this.#parent = null;
    this.#windows()?.place(this, this.#frame.windowId, undefined);
    delete this.#frame.windowId;
    this.#element?.remove();
    this.#element = null;
    this.rendered = false;
    this.dispatchEvent(new Event("close"));
    return this;
  }
  /** The detached windows of this app's browser, on v14; null on v13 (it has none). */
  #windows(): DetachedWindowManager | null {
    const client = this.#client ?? runningClient();
    return client && client.world.generation >= 14 ? detachedWindowsOf(client) : null;
  }
  #detach(id?: string): this {
    const windows = this.#windows();
    if (windows && this.#frame.windowId === undefined) this.#moveTo(windows.open(id).id);
    return this;
  }
  /** Moves the app, its element and its children into a window (undefined: the main one). */
  #moveTo(windowId: string | undefined): void {
    const windows = this.#windows();
    if (!windows) return;
    windows.place(this, this.#frame.windowId, windowId);
    if (windowId === undefined) delete this.#frame.windowId;
    else this.#frame.windowId = windowId;
    if (this.#element) {
      if (windowId === undefined) document.adoptNode(this.#element);
      else windows.documentOf(windowId).body.append(this.#element);
    }
    // The child "moves with it when it is detached or re-attached" (v14 renderChild).
    for (const child of this.#children) child.#moveTo(windowId);
  }
  /** v14: "The child is rendered in the same window as this application". */
  async #renderChild(child: ApplicationV2, options: RenderOptions): Promise<ApplicationV2> {
    this.#children.add(child);
    child.#parent = this;
    const windowId = this.#frame.windowId;
    return child.render({ ...options, window: { ...options.window, ...(windowId === undefined ? {} : { windowId }) } });
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
// biome-ignore lint/suspicious/noExplicitAny: TypeScript requires a mixin's base constructor to take any[] (TS2545).
const HandlebarsApplicationMixin = <T extends new (...args: any[]) => object>(Base: T) => class extends Base {};

/**
 * DialogV2: `wait` opens a dialog on the running client; a constructed one opens there when rendered, in the window
 * it is rendered into, and closes after a button press (dialogs.ts).
 */
class DialogV2 extends ApplicationV2 {
  #shown: OpenDialog | null = null;
  static wait(config: DialogConfig): Promise<unknown> {
    return currentClient().openDialog(config);
  }
  override async render(options: boolean | RenderOptions = {}): Promise<this> {
    await super.render(options);
    if (this.#shown) return this;
    const element = this.element;
    void currentClient().openDialog(this.options as DialogConfig, {
      app: this,
      ...(this.window.windowId === undefined ? {} : { windowId: this.window.windowId }),
      ...(element ? { element } : {}),
      shown: (dialog) => {
        this.#shown = dialog;
      },
    });
    return this;
  }
  override async close(): Promise<this> {
    this.#shown?.dismiss();
    this.#shown = null;
    return super.close();
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
    /** v14's DetachedWindowManager of the running client's browser; undefined on v13. */
    get detached(): DetachedWindowManager | undefined {
      const client = runningClient();
      return client && client.world.generation >= 14 ? detachedWindowsOf(client) : undefined;
    },
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
