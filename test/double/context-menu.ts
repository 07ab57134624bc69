/*
 * Core's context menus as the combat tracker makes them (contract C7/C9): the entries are built ONCE, when the
 * tracker first renders, and handed to the `get…ContextOptions` hooks then; whether an entry shows is asked again
 * every time the menu opens, with the element it opens on. A test opens a menu with `openRowMenu` /
 * `openEncounterMenu` and clicks one of the entries shown.
 *
 * Per generation: v13's entries are `{name, icon, condition, callback}` (core: client/applications/ux/
 * context-menu.mjs); v14's are `{label, icon, visible, onClick}` (issue 39, v14 release notes), and an entry in v13's
 * shape (or one given v13's keys) still works on v14 but prints a deprecation warning (until v16).
 */
import type { Client } from "./client";
import { isV14, warnDeprecated } from "./generation";

type Shows = boolean | ((target: HTMLElement) => boolean | null) | null;

/** An entry of either generation's shape; a null or false `condition` / `visible` hides it. */
export interface ContextMenuEntry {
  /** v13 */
  name?: string;
  condition?: Shows;
  callback?: (target: HTMLElement) => unknown;
  /** v14 */
  label?: string;
  visible?: Shows;
  /** v14: called with the click event and the element the menu opened on (the event argument is assumed). */
  onClick?: (event: Event | null, target: HTMLElement) => unknown;
  icon?: string;
  group?: string | null;
}

/** An entry as the open menu shows it: its key (`name` and `label` both hold it), and a click that resolves once its handler has. */
export interface ShownEntry {
  readonly name: string;
  readonly label: string;
  click(): Promise<void>;
}

const V13_KEYS = ["name", "condition", "callback"] as const;

export class ContextMenu {
  /** v14: entries already warned about, so that each deprecated key warns once per menu. */
  readonly #warned = new WeakSet<ContextMenuEntry>();

  constructor(
    readonly client: Client,
    readonly selector: string,
    readonly entries: ContextMenuEntry[],
  ) {}

  /** The entries shown when the menu opens on `target`: every condition is evaluated now, on this client. */
  open(target: HTMLElement): ShownEntry[] {
    const client = this.client;
    const v14 = isV14(client);
    if (v14) for (const entry of this.entries) this.#warnV13Shape(entry);
    const shows = (entry: ContextMenuEntry): boolean => {
      // v14 reads `visible`, and a v13-shaped entry's `condition`; v13 reads `condition` only.
      const rule = v14 ? (entry.visible !== undefined ? entry.visible : entry.condition) : entry.condition;
      if (rule === undefined) return true;
      return typeof rule === "function" ? client.run(() => rule(target)) === true : rule === true;
    };
    return this.entries.filter(shows).map((entry) => {
      const key = (v14 ? (entry.label ?? entry.name) : entry.name) ?? "";
      return {
        name: key,
        label: key,
        click: () =>
          client.run(async () => {
            try {
              if (v14 && entry.onClick) await entry.onClick(null, target);
              else await entry.callback?.(target);
            } catch (error) {
              client.world.errors.push({ client: client.userId, where: `context menu ${key}`, error });
            }
          }),
      };
    });
  }

  /**
   * v14: an entry carrying v13's keys. Core's own entries never do, so the keys came from a `get…ContextOptions` hook:
   * the warning is counted as the module's.
   */
  #warnV13Shape(entry: ContextMenuEntry): void {
    const old = V13_KEYS.filter((key) => entry[key] !== undefined);
    if (old.length === 0 || this.#warned.has(entry)) return;
    this.#warned.add(entry);
    warnDeprecated(
      this.client,
      `ContextMenu entry "${entry.label ?? entry.name ?? ""}": ${old.join(", ")} ${old.length > 1 ? "are" : "is"} deprecated since v14; use label, visible, onClick`,
      { fromModule: true },
    );
  }
}
