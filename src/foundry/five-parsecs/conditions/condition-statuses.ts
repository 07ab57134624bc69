import { UNHARMED, type FigureCondition } from "../../../rules";

/**
 * A figure's condition is kept as token status effects, so players see it on the token and the GM can set it from
 * the token HUD by hand. This is the one mapping between the two; Goner is Foundry's own defeated status.
 */
export const CONDITION_STATUS = {
  stunned: "fpb-stunned",
  shocked: "fpb-shocked",
  dazed: "fpb-dazed",
  wounded: "fpb-wounded",
  shutDown: "fpb-shutdown",
  damaged: "fpb-damaged",
  bleeding: "fpb-bleeding",
  goner: "dead",
} as const;

type ConditionFlag = Exclude<keyof FigureCondition, "marker">;
const FLAGS: readonly ConditionFlag[] = ["dazed", "wounded", "shutDown", "damaged", "bleeding", "goner"];

/** The condition a set of active status ids stands for; Shock wins if both markers are set by hand. */
export function conditionFromStatuses(statuses: ReadonlySet<string>): FigureCondition {
  const marker = statuses.has(CONDITION_STATUS.shocked)
    ? "shocked"
    : statuses.has(CONDITION_STATUS.stunned)
      ? "stunned"
      : null;
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, statuses.has(CONDITION_STATUS[flag])]));
  return { ...UNHARMED, ...flags, marker };
}

/** The status ids a condition shows. */
export function statusesOf(condition: FigureCondition): Set<string> {
  const statuses = new Set<string>(FLAGS.filter((flag) => condition[flag]).map((flag) => CONDITION_STATUS[flag]));
  if (condition.marker) statuses.add(CONDITION_STATUS[condition.marker]);
  return statuses;
}

/** The statuses to switch on and off to go from one condition to another; unrelated statuses are left alone. */
export function statusToggles(before: FigureCondition, after: FigureCondition): { id: string; active: boolean }[] {
  const from = statusesOf(before);
  const to = statusesOf(after);
  return [
    ...[...from].filter((id) => !to.has(id)).map((id) => ({ id, active: false })),
    ...[...to].filter((id) => !from.has(id)).map((id) => ({ id, active: true })),
  ];
}
