import type { Localizer } from "../../common/i18n/describe-violation";

/*
 * The Guarding field of an enemy sheet as a choice of figures rather than a UUID to type. Pure, so the template
 * gallery builds the same choices from its sample figures as the sheet builds from the scene's tokens.
 */

/** A figure a Guardian may guard: its figure id (its actor's UUID, token actors included) and its name. */
export interface WardCandidate {
  readonly id: string;
  readonly name: string;
}

/** One option of the Guarding select. */
export interface GuardChoice {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

/**
 * Nobody, then every enemy on the scene but the Guardian itself, by name. A ward not among them (on another scene, or
 * deleted) stays chosen under its name or as not found: opening or saving the sheet must never drop it silently.
 */
export function guardChoices(
  candidates: readonly WardCandidate[],
  selfId: string,
  current: string,
  currentName: string | null,
  i18n: Pick<Localizer, "localize" | "format">,
): GuardChoice[] {
  const others = candidates
    .filter((candidate) => candidate.id !== selfId)
    .filter((candidate, index, all) => all.findIndex((other) => other.id === candidate.id) === index)
    .sort((a, b) => a.name.localeCompare(b.name));
  const choices: GuardChoice[] = [
    { value: "", label: i18n.localize("FPB.Sheet.GuardingNobody"), selected: current === "" },
    ...others.map((candidate) => ({ value: candidate.id, label: candidate.name, selected: candidate.id === current })),
  ];
  if (current !== "" && !others.some((candidate) => candidate.id === current)) {
    const label =
      currentName === null
        ? i18n.localize("FPB.Sheet.GuardingMissing")
        : i18n.format("FPB.Sheet.GuardingElsewhere", { name: currentName });
    choices.push({ value: current, label, selected: true });
  }
  return choices;
}
