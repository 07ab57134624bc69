import type { LIMITS, LimitedKind } from "../../../rules";
import { CHOICE_PREFIXES } from "../../common/i18n/choice-labels";

/**
 * The lang prefix of each choice and set field's labels, by document kind and field: what the data models give
 * their fields as `choices`. Pure (no Foundry globals), so the sandbox's form fields label the same choices.
 */
export const CHOICE_FIELD_PREFIXES = {
  crew: { traits: CHOICE_PREFIXES.crewTrait, casualtyCategory: CHOICE_PREFIXES.casualtyCategory },
  enemy: {
    ai: CHOICE_PREFIXES.aiType,
    rank: CHOICE_PREFIXES.rank,
    role: CHOICE_PREFIXES.enemyRole,
    casualtyCategory: CHOICE_PREFIXES.casualtyCategory,
  },
  weapon: { traits: CHOICE_PREFIXES.weaponTrait, battleState: CHOICE_PREFIXES.weaponBattleState },
  gear: { kind: CHOICE_PREFIXES.gearKind },
} as const satisfies { readonly [K in LimitedKind]: Partial<Record<keyof (typeof LIMITS)[K], string>> };
