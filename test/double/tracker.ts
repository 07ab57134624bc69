/*
 * Core's combat tracker (v13, ApplicationV2) as DOM: the GM's encounter controls (rollAll, rollNPC), a row per turn
 * (`li.combatant[data-combatant-id]` with its rollInitiative button and initiative; rows are flat, core draws no
 * groups), the round controls, and `renderCombatTracker(app, html)` called so modules can change it. Its buttons do
 * what core's do. The row menu and the encounter menu (Reset is there, not a header button) are built once, at the
 * tracker's first render, before `ready` (contract C7, C9, C15).
 */
import type { Client } from "./client";
import type { Combat, Combatant } from "./combat";
import { ContextMenu, type ContextMenuEntry, type ShownEntry } from "./context-menu";
import { isV14 } from "./generation";

/**
 * A core menu entry in the client's generation's shape: v13 `{name, icon, condition, callback}`, v14
 * `{label, icon, visible, onClick}` (issue 39).
 */
function coreEntry(
  client: Client,
  keys: { v13: string; v14: string },
  icon: string,
  shows: (li: HTMLElement) => boolean,
  act: (li: HTMLElement) => unknown,
): ContextMenuEntry {
  return isV14(client)
    ? { label: keys.v14, icon, visible: shows, onClick: (_event, li) => act(li) }
    : { name: keys.v13, icon, condition: shows, callback: act };
}

const button = (action: string, label: string) => `<button type="button" data-action="${action}">${label}</button>`;

/**
 * The class chain whose names make the row menu's hooks, `get{Class}ContextOptions` each (core: client/applications/
 * sidebar/tabs/combat-tracker.mjs `_createContextMenu(this._getEntryContextOptions, ".combatant", {fixed: true})`).
 */
const ROW_MENU_CLASS_CHAIN = ["CombatTracker", "HandlebarsApplication", "AbstractSidebarTab", "ApplicationV2"] as const;

/** The double's CombatTracker: one per client, its menus made at its first render and kept. */
export class CombatTracker {
  /**
   * core: client/applications/sidebar/tabs/combat-tracker.mjs `DEFAULT_OPTIONS.actions`: only these; the other
   * `data-action` buttons (rollAll, rollNPC, nextTurn, previousTurn, nextRound, previousRound, startCombat,
   * endCombat, ...) go through `_onClickAction`.
   */
  static DEFAULT_OPTIONS = {
    actions: Object.fromEntries(
      [
        "activateCombatant",
        "cycleCombat",
        "createCombat",
        "panToCombatant",
        "pingCombatant",
        "rollInitiative",
        "toggleDefeated",
        "toggleHidden",
        "trackerSettings",
      ].map((a) => [a, a]),
    ),
  };

  rowMenu: ContextMenu | null = null;
  encounterMenu: ContextMenu | null = null;
  rendered = false;
  /** A combat the tracker was told to show (`ui.combat.viewed = combat`), while it is still in the world. */
  #shown: Combat | null = null;

  constructor(readonly client: Client) {}

  get viewed(): Combat | null {
    const shown = this.#shown;
    return shown && this.client.game.combats.get(shown.id) === shown ? shown : this.client.game.combats.viewed;
  }
  set viewed(combat: Combat | null) {
    this.#shown = combat;
  }

  /** `ui.combat.render()`: draws the tracker again on this client. */
  async render(_options: object = {}): Promise<this> {
    this.client.renderTracker();
    return this;
  }

  /** The first render: the menus are made now, from the entries and the hooks, and never again. */
  firstRender(): void {
    if (this.rowMenu) return;
    const callAll = (hook: string, entries: ContextMenuEntry[]) =>
      this.client.run(() => this.client.Hooks.callAll(hook, this, entries));
    const rows = this._getEntryContextOptions();
    for (const name of ROW_MENU_CLASS_CHAIN) callAll(`get${name}ContextOptions`, rows);
    this.rowMenu = new ContextMenu(this.client, ".combatant", rows);
    // core: combat-tracker.mjs `_getCombatContextOptions`, its hook `getCombatContextOptions`.
    const encounter = this._getCombatContextOptions();
    callAll("getCombatContextOptions", encounter);
    this.encounterMenu = new ContextMenu(this.client, ".encounter-controls", encounter);
  }

  /**
   * The row menu's entries. Keys: v13's `COMBAT.Combatant*`; v14's `COMBATANT.ACTIONS.Reroll` and `.Clear` (issue 39),
   * `COMBATANT.ACTIONS.Update` and `.Remove` assumed by analogy. Which user sees which entry is the double's choice:
   * the GM, all four.
   */
  _getEntryContextOptions(): ContextMenuEntry[] {
    const client = this.client;
    const combatantOf = (li: HTMLElement): Combatant | undefined =>
      this.viewed?.combatants.get(li.dataset["combatantId"] ?? "");
    const isGM = () => client.user.isGM;
    return [
      // Opens the combatant's config sheet: not drawn by the double.
      coreEntry(
        client,
        { v13: "COMBAT.CombatantUpdate", v14: "COMBATANT.ACTIONS.Update" },
        '<i class="fa-solid fa-pen-to-square"></i>',
        isGM,
        () => undefined,
      ),
      coreEntry(
        client,
        { v13: "COMBAT.CombatantClear", v14: "COMBATANT.ACTIONS.Clear" },
        '<i class="fa-solid fa-arrow-rotate-left"></i>',
        (li) => isGM() && typeof combatantOf(li)?.initiative === "number",
        (li) => combatantOf(li)?.update({ initiative: null }),
      ),
      coreEntry(
        client,
        { v13: "COMBAT.CombatantReroll", v14: "COMBATANT.ACTIONS.Reroll" },
        '<i class="fa-solid fa-dice-d20"></i>',
        isGM,
        (li) => combatantOf(li)?.rollInitiative(),
      ),
      coreEntry(
        client,
        { v13: "COMBAT.CombatantRemove", v14: "COMBATANT.ACTIONS.Remove" },
        '<i class="fa-solid fa-trash"></i>',
        isGM,
        (li) => combatantOf(li)?.delete(),
      ),
    ];
  }

  /**
   * The encounter menu: the GM's Reset (core's `combat.resetAll()`) and the combat's deletion. v14 keys
   * (`COMBAT.ACTIONS.ResetInitiative`, `COMBAT.ACTIONS.Delete`) are assumed by analogy with the row menu's.
   */
  _getCombatContextOptions(): ContextMenuEntry[] {
    const client = this.client;
    const gmWithCombat = () => client.user.isGM && !!this.viewed;
    return [
      coreEntry(
        client,
        { v13: "COMBAT.InitiativeReset", v14: "COMBAT.ACTIONS.ResetInitiative" },
        '<i class="fa-solid fa-arrow-rotate-left"></i>',
        gmWithCombat,
        () => this.viewed?.resetAll(),
      ),
      coreEntry(
        client,
        { v13: "COMBAT.Delete", v14: "COMBAT.ACTIONS.Delete" },
        '<i class="fa-solid fa-trash"></i>',
        gmWithCombat,
        () => this.viewed?.endCombat(),
      ),
    ];
  }
}

const apps = new WeakMap<Client, CombatTracker>();

/** This client's tracker application (made on first use). */
export function combatTrackerOf(client: Client): CombatTracker {
  let app = apps.get(client);
  if (!app) {
    app = new CombatTracker(client);
    apps.set(client, app);
  }
  return app;
}

/** The row menu of a combatant as this client's user opens it (a right-click on its row in the tracker). */
export function openRowMenu(client: Client, combatantId: string): ShownEntry[] {
  const row = client.tracker?.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${combatantId}"]`);
  const menu = combatTrackerOf(client).rowMenu;
  if (!row || !menu)
    throw new Error(`Foundry double: ${client.user.name}'s tracker shows no row for combatant ${combatantId}`);
  return menu.open(row);
}

/** The encounter menu as this client's user opens it (the tracker header's menu). */
export function openEncounterMenu(client: Client): ShownEntry[] {
  const controls = client.tracker?.querySelector<HTMLElement>(".encounter-controls");
  const menu = combatTrackerOf(client).encounterMenu;
  if (!controls || !menu) throw new Error(`Foundry double: ${client.user.name}'s client shows no combat tracker`);
  return menu.open(controls);
}

export function renderCombatTracker(client: Client, combat: Combat): HTMLElement {
  const app = combatTrackerOf(client);
  app.firstRender();
  app.rendered = true;
  const html = document.createElement("section");
  html.classList.add("combat-sidebar");
  const rows = combat.turns
    .map(
      (c) =>
        `<li class="combatant" data-combatant-id="${c.id}"><span class="token-name">${c.name}</span>${c.initiative === null ? button("rollInitiative", "Roll") : `<span class="initiative">${c.initiative}</span>`}</li>`,
    )
    .join("");
  const isGM = client.user.isGM;
  html.innerHTML = [
    `<header class="combat-tracker-header"><nav class="encounter-controls">`,
    isGM ? button("rollAll", "Roll All") + button("rollNPC", "Roll NPCs") : "",
    `</nav><h4 class="encounter-title">Round ${combat.round}</h4></header>`,
    `<ol class="combat-tracker plain">${rows}</ol>`,
    `<nav class="combat-controls">`,
    combat.started
      ? (isGM ? button("previousRound", "Previous Round") : "") +
        button("previousTurn", "Previous Turn") +
        button("nextTurn", "Next Turn") +
        (isGM ? button("nextRound", "Next Round") + button("endCombat", "End Combat") : "")
      : isGM
        ? button("startCombat", "Begin Combat")
        : "",
    `</nav>`,
  ].join("");
  html.addEventListener("click", (event) => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    const action = control?.dataset["action"];
    if (!control || !action) return;
    const combatantId = control.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const run = (): Promise<unknown> | undefined => {
      switch (action) {
        case "rollAll":
          return combat.rollAll();
        case "rollNPC":
          return combat.rollNPC();
        case "rollInitiative":
          return combatantId ? combat.rollInitiative([combatantId]) : undefined;
        case "startCombat":
          return combat.startCombat();
        case "nextTurn":
          return combat.nextTurn();
        case "previousTurn":
          return combat.previousTurn();
        case "nextRound":
          return combat.nextRound();
        case "previousRound":
          return combat.previousRound();
        case "endCombat":
          return combat.endCombat();
        default:
          return undefined;
      }
    };
    void client.run(async () => {
      try {
        await run();
      } catch (error) {
        client.world.errors.push({ client: client.userId, where: `tracker ${action}`, error });
      }
    });
  });
  client.run(() => client.Hooks.callAll("renderCombatTracker", app, html, { combat }, {}));
  return html;
}
