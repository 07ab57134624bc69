/*
 * v14's detached ("popped out") application windows, per client: each browser has its own DetachedWindowManager
 * (`foundry.applications.detached`, `windows: Map<id, {window, applications: Map}>`; fvtt-types main
 * `applications/detached/window-manager.d.mts`). A detached window of the double is a separate happy-dom document,
 * so an application's `element.ownerDocument` says which window it is in, as in a browser. v13 has none of this.
 */
import type { Client } from "./client";
import { randomID } from "./utils";

/** What the double's applications expose to the window registry. */
export interface WindowedApplication {
  readonly id: string;
}

export interface DetachedWindow {
  /** The browser window: here only its document. */
  readonly window: { readonly document: Document };
  readonly applications: Map<string, WindowedApplication>;
}

export class DetachedWindowManager {
  readonly windows = new Map<string, DetachedWindow>();

  /** Opens a new browser window (v14 `openWindow`); the double's popups are never blocked. */
  open(id: string = randomID()): { readonly id: string; readonly window: DetachedWindow } {
    const window: DetachedWindow = {
      window: { document: document.implementation.createHTMLDocument(id) },
      applications: new Map(),
    };
    this.windows.set(id, window);
    return { id, window };
  }

  /** The document of a window: a detached one's, or the main window's. */
  documentOf(windowId: string | undefined): Document {
    return (windowId === undefined ? undefined : this.windows.get(windowId)?.window.document) ?? document;
  }

  /** Registers an app in a window (or none for the main window) and leaves its old one, closing that if now empty. */
  place(app: WindowedApplication, from: string | undefined, to: string | undefined): void {
    if (from !== undefined) {
      const old = this.windows.get(from);
      old?.applications.delete(app.id);
      // fvtt-types main window-manager.d.mts `checkEmpty`: a detached window with no application left closes.
      if (old && old.applications.size === 0) this.windows.delete(from);
    }
    if (to !== undefined) this.windows.get(to)?.applications.set(app.id, app);
  }
}

const managers = new WeakMap<Client, DetachedWindowManager>();

/** The client's detached windows. */
export function detachedWindowsOf(client: Client): DetachedWindowManager {
  let manager = managers.get(client);
  if (!manager) {
    manager = new DetachedWindowManager();
    managers.set(client, manager);
  }
  return manager;
}
