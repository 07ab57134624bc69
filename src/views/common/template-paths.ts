import { MODULE_ID } from "./module-id";

/** Where Foundry serves a template of this module from: `modules/five-parsecs-battle/templates/<file>`. */
const template = (file: string): string => `modules/${MODULE_ID}/templates/${file}`;

/** The sheets' own templates, one per sheet (each the single part of its sheet). */
export const SHEET_TEMPLATES = {
  crew: template("actor/crew-sheet.hbs"),
  enemy: template("actor/enemy-sheet.hbs"),
  weapon: template("item/weapon-sheet.hbs"),
  gear: template("item/gear-sheet.hbs"),
  fighter: template("actor/fighter-sheet.hbs"),
  weaponProfile: template("item/weapon-profile-sheet.hbs"),
} as const;

/** Partials the sheet templates include by their path (`{{> "modules/five-parsecs-battle/templates/..."}}`). */
export const PARTIAL_TEMPLATES = {
  header: template("parts/header.hbs"),
  battleValues: template("actor/parts/battle-values.hbs"),
  carriedItems: template("actor/parts/carried-items.hbs"),
  itemControls: template("actor/parts/item-controls.hbs"),
} as const;

/** Chat cards. */
export const CHAT_TEMPLATES = {
  outcome: template("chat/outcome-card.hbs"),
  /** Issue 38: the battle looked back on when it ends. */
  battleSummary: template("chat/battle-summary-card.hbs"),
} as const;

/** Roll dialogs: what the module worked out, for the user to change before rolling. */
export const DIALOG_TEMPLATES = {
  fire: template("dialogs/fire-dialog.hbs"),
  brawl: template("dialogs/brawl-dialog.hbs"),
  /** Ruling 7: the GM's correction of a Five Parsecs figure's marks. */
  correction: template("dialogs/figure-correction-dialog.hbs"),
} as const;

/** The battle round: the combat tracker's panel and the battle setup dialog. */
export const ROUND_TEMPLATES = {
  tracker: template("round/tracker-panel.hbs"),
  setup: template("round/setup-dialog.hbs"),
  controls: template("round/battle-controls-dialog.hbs"),
} as const;

/** The enemy AI's cards (issue #6): the GM's suggestion card and the Snap Fire / Overwatch watch card. */
export const AI_TEMPLATES = {
  suggestion: template("ai/suggestion-card.hbs"),
  watch: template("ai/watch-card.hbs"),
} as const;

/** Bracket Busters at a Foundry table: the tracker panel, the setup dialog, the round's cards and the after-battle card. */
export const GANG_TEMPLATES = {
  tracker: template("round/gang-tracker-panel.hbs"),
  setup: template("round/gang-setup-dialog.hbs"),
  card: template("chat/gang-card.hbs"),
  afterBattle: template("chat/gang-after-battle-card.hbs"),
  correction: template("dialogs/gang-correction-dialog.hbs"),
} as const;

/** Every template of the module, for `loadTemplates` at init. */
export const TEMPLATE_PATHS: readonly string[] = [
  ...Object.values(SHEET_TEMPLATES),
  ...Object.values(PARTIAL_TEMPLATES),
  ...Object.values(CHAT_TEMPLATES),
  ...Object.values(DIALOG_TEMPLATES),
  ...Object.values(ROUND_TEMPLATES),
  ...Object.values(AI_TEMPLATES),
  ...Object.values(GANG_TEMPLATES),
];

/** The partials each actor sheet needs loaded besides its own template. */
export const FIGURE_PARTIALS: readonly string[] = Object.values(PARTIAL_TEMPLATES);
/** The partials each item sheet needs loaded besides its own template. */
export const ITEM_PARTIALS: readonly string[] = [PARTIAL_TEMPLATES.header];
