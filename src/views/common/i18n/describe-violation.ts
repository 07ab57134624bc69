import type { CheckedKind, LimitViolation } from "../../../rules";

/** The two calls of Foundry's `game.i18n` the messages need; a plain object in tests. */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** Lang prefix of each kind's field labels (the models' LOCALIZATION_PREFIXES). */
export const FIELD_LABEL_PREFIXES: Record<CheckedKind, string> = {
  crew: "FPB.Crew",
  enemy: "FPB.Enemy",
  weapon: "FPB.Weapon",
  gear: "FPB.Gear",
  bracketBustersFighter: "FPB.BracketBusters.Fighter",
  bracketBustersWeapon: "FPB.BracketBusters.WeaponProfile",
  bracketBustersGroupActivation: "FPB.BracketBusters.GroupActivationLimits",
  bracketBustersFighterStatus: "FPB.BracketBusters.FighterStatus",
  bracketBustersInjuryDice: "FPB.BracketBusters.InjuryDiceFaces",
};

/** "Reactions must be at most 6 (got 9)." in the user's language. */
export function describeViolation(kind: CheckedKind, violation: LimitViolation, i18n: Localizer): string {
  const { field, problem, value, limit } = violation;
  const data: Record<string, string> = {
    field: i18n.localize(`${FIELD_LABEL_PREFIXES[kind]}.FIELDS.${field}.label`),
    value: printable(value),
  };
  if (limit?.kind === "integer") Object.assign(data, { min: String(limit.min), max: String(limit.max) });
  if (limit?.kind === "choice" || limit?.kind === "set") data["choices"] = limit.choices.join(", ");
  if (limit?.kind === "text") data["maxLength"] = String(limit.maxLength);
  return i18n.format(`FPB.Limits.${problem}`, data);
}

export const describeViolations = (kind: CheckedKind, violations: readonly LimitViolation[], i18n: Localizer): string =>
  violations.map((violation) => describeViolation(kind, violation, i18n)).join(" ");

function printable(value: unknown): string {
  if (value instanceof Set) return [...(value as Set<unknown>)].join(", ");
  if (typeof value === "string") return `"${value}"`;
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) {
    return String(value);
  }
  return JSON.stringify(value);
}
