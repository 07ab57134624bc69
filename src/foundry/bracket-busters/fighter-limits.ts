import { checkLimits, type CheckOptions, type LimitViolation } from "../../rules";
import { describeViolations, type Localizer } from "../../views/common/i18n/describe-violation";

/*
 * The one limits table's Bracket Busters sections, applied to what a `fighter` Actor and a `weaponProfile` Item store.
 * A document keeps its name as the document's own `name`, so the table's `name` limit is checked against it (by
 * `fighter-of.ts`), never asked of the `system` data. The Group Activation skill is stored as `groupActivation`, `null`
 * for a fighter without it; its violations are named from the fighter (`groupActivation.radius`).
 */

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** Violations of a fighter's `system` data (profile, actions, XP, Rating, Survivor, Group Activation). */
export function fighterSystemViolations(system: unknown, options: CheckOptions = {}): LimitViolation[] {
  const data = asRecord(system);
  const own = checkLimits("bracketBustersFighter", data, options).filter((violation) => violation.field !== "name");
  const skill = data["groupActivation"];
  const group =
    skill === null || skill === undefined
      ? []
      : checkLimits("bracketBustersGroupActivation", skill, options).map((violation) => ({
          ...violation,
          field: `groupActivation.${violation.field}`,
        }));
  return [...own, ...group];
}

/** Violations of a weapon profile's `system` data (Ranged, Ammo target, traits). */
export const weaponProfileSystemViolations = (system: unknown, options: CheckOptions = {}): LimitViolation[] =>
  checkLimits("bracketBustersWeapon", system, options).filter((violation) => violation.field !== "name");

/** Throws a message naming each refused field, in the user's language, when there is any. */
export function refuseFighterViolations(
  kind: "bracketBustersFighter" | "bracketBustersWeapon",
  violations: readonly LimitViolation[],
  i18n: Localizer,
): void {
  if (violations.length > 0) throw new Error(describeViolations(kind, violations, i18n));
}
