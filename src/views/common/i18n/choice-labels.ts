/**
 * Lang keys for the rules' choice lists: `FPB.AiType.aggressive`. The vocabulary lives in src/rules; its labels
 * live in lang/en.json under one prefix per list.
 */
export const CHOICE_PREFIXES = {
  crewTrait: "FPB.CrewTrait",
  aiType: "FPB.AiType",
  casualtyCategory: "FPB.CasualtyCategory",
  rank: "FPB.Rank",
  enemyRole: "FPB.EnemyRole",
  weaponTrait: "FPB.WeaponTrait",
  weaponBattleState: "FPB.WeaponBattleState",
  gearKind: "FPB.GearKind",
} as const;

/** `{ aggressive: "FPB.AiType.aggressive", ... }`, the shape Foundry's field `choices` and selectOptions expect. */
export function choiceLabels<T extends string>(values: readonly T[], prefix: string): Record<T, string> {
  return Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`])) as Record<T, string>;
}
