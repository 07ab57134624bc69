import { MODULE_ID } from "../common/module-id";

/** Bracket Busters' compendium packs (module.json `packs`, built by scripts/lib/bracket-busters-packs.mjs). */
export const BB_PACKS = {
  tables: `${MODULE_ID}.bracket-busters-tables`,
  notes: `${MODULE_ID}.bracket-busters-notes`,
  gangs: `${MODULE_ID}.bracket-busters-gangs`,
  tourney: `${MODULE_ID}.bracket-busters-tourney`,
  /** The Adventure in the tourney pack: the arena scene and the two sample gangs' fighters. */
  tourneyAdventure: "Tourney Arena",
} as const;
