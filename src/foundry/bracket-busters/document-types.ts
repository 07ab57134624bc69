import { ACTOR_TYPES, ITEM_TYPES } from "../../views/common/module-id";
import { FighterModel } from "./models/fighter-model";
import { WeaponProfileModel } from "./models/weapon-profile-model";
import { FighterSheet } from "./sheets/fighter-sheet";
import { WeaponProfileSheet } from "./sheets/weapon-profile-sheet";

/** What Bracket Busters brings to Foundry's documents: fighters and their weapon profiles. */
export const BRACKET_BUSTERS_MODELS = {
  Actor: { [ACTOR_TYPES.fighter]: FighterModel },
  Item: { [ITEM_TYPES.weaponProfile]: WeaponProfileModel },
} as const;

/** Each sub-type's sheet, with the lang key of its label. */
export const BRACKET_BUSTERS_SHEETS = {
  Actor: [{ sheet: FighterSheet, type: ACTOR_TYPES.fighter, label: "FPB.BracketBusters.FighterSheet.Label" }],
  Item: [
    { sheet: WeaponProfileSheet, type: ITEM_TYPES.weaponProfile, label: "FPB.BracketBusters.FighterSheet.WeaponLabel" },
  ],
} as const;
