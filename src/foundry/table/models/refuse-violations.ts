import { checkLimits, type CheckedKind } from "../../../rules";
import { describeViolations } from "../../../views/common/i18n/describe-violation";
import { foundryLocalizer } from "../i18n/localizer";

/** Throws a localized validation error when stored data breaks the limits table or a rule tying fields together. */
export function refuseViolations(kind: CheckedKind, data: unknown): void {
  const violations = checkLimits(kind, data);
  if (violations.length > 0) throw new Error(describeViolations(kind, violations, foundryLocalizer()));
}
