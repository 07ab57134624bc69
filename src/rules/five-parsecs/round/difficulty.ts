import type { Modifier } from "../../core/outcome/outcome";

/**
 * The campaign's difficulty modes. Within the battle rules given here the mode changes only the Seizing the
 * Initiative roll ("If the campaign’s difficulty mode is Hardcore, modify by -2. ... Insanity, modify by -3.").
 */
export const DIFFICULTY_MODES = ["normal", "hardcore", "insanity"] as const;
export type DifficultyMode = (typeof DIFFICULTY_MODES)[number];

const SEIZE_MODIFIER: Record<DifficultyMode, number> = { normal: 0, hardcore: -2, insanity: -3 };
const NAMES: Record<DifficultyMode, string> = { normal: "Normal", hardcore: "Hardcore", insanity: "Insanity" };

/** The difficulty mode's Seize the Initiative modifier, or null for Normal (no modifier to show). */
export function difficultySeizeModifier(mode: DifficultyMode): Modifier | null {
  const value = SEIZE_MODIFIER[mode];
  return value === 0 ? null : { value, reason: `Difficulty mode: ${NAMES[mode]}` };
}
