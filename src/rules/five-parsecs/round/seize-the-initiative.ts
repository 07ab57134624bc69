import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { hasCrewTrait, type CrewFigure, type EnemyFigure } from "../figures/figure";
import { sumOf, type Modifier, type Step } from "../../core/outcome/outcome";
import { difficultySeizeModifier, type DifficultyMode } from "./difficulty";

export const SEIZE_RULE = "Seizing the Initiative";
export const SEIZE_PURPOSE = "Seize the Initiative";
/** "On a total of 10+, every character in your crew may either: Take a normal Move, or Fire". */
export const SEIZE_TARGET = 10;
/** "Any shots taken only Hit on a natural 6": fire during the Seize uses the rolling-to-hit mode "naturalSixOnly". */
export const SEIZE_HIT_MODE = "naturalSixOnly" as const;
/** "When fighting opponents from the Hired Muscle encounter tables, modify by -1." */
export const HIRED_MUSCLE_MODIFIER = -1;
export const OUTNUMBERED_MODIFIER = 1;

export interface SeizeInput {
  /** The crew in the battle; figures already removed from play are ignored. */
  readonly crew: readonly CrewFigure[];
  readonly enemies: readonly EnemyFigure[];
  readonly difficulty: DifficultyMode;
  readonly hiredMuscle: boolean;
}

export interface SeizeResult {
  readonly step: Step;
  readonly seized: boolean;
  /** Enemy penalties a Feral crew ignored ("you may ignore any penalties the opponents would have imposed"). */
  readonly ignored: readonly Modifier[];
}

const inBattle = <F extends CrewFigure | EnemyFigure>(figures: readonly F[]): F[] =>
  figures.filter((f) => !f.condition.goner);

/**
 * "Many opponent types will add a bonus or penalty to the roll." The enemy profile carries its type's modifier, so
 * figures of one type repeat it: each distinct non-zero modifier counts once (a mixed force with a second type that
 * has its own modifier adds that one too). Our reading, as the profile has no "enemy type" field.
 */
export function enemySeizeModifiers(enemies: readonly EnemyFigure[]): Modifier[] {
  const byValue = new Map<number, string[]>();
  for (const enemy of inBattle(enemies)) {
    if (enemy.seizeModifier === 0) continue;
    byValue.set(enemy.seizeModifier, [...(byValue.get(enemy.seizeModifier) ?? []), enemy.name]);
  }
  return [...byValue].map(([value, names]) => ({ value, reason: `Enemy: ${[...new Set(names)].join(", ")}` }));
}

/** "Add +1 if you are outnumbered": more enemy figures than crew figures on the table. */
export const isOutnumbered = (crewCount: number, enemyCount: number): boolean => enemyCount > crewCount;

/**
 * Every modifier of the Seizing the Initiative roll, and the enemy penalties a Feral crew ignores. "If your crew
 * includes any Feral, you may ignore any penalties the opponents would have imposed on you": the opponents' own
 * negative modifiers only. Hired Muscle and the difficulty mode are the campaign's modifiers, not the opponents'
 * (our reading); ignoring a penalty can only help, so the module always takes the option.
 */
export function seizeModifiers(input: SeizeInput): { modifiers: Modifier[]; ignored: Modifier[] } {
  const crew = inBattle(input.crew);
  const enemies = inBattle(input.enemies);
  const modifiers: Modifier[] = [];
  const highestSavvy = crew.length === 0 ? 0 : Math.max(...crew.map((f) => f.savvy));
  modifiers.push({ value: highestSavvy, reason: "Highest Savvy" });
  if (isOutnumbered(crew.length, enemies.length))
    modifiers.push({ value: OUTNUMBERED_MODIFIER, reason: "Outnumbered" });
  if (input.hiredMuscle) modifiers.push({ value: HIRED_MUSCLE_MODIFIER, reason: "Hired Muscle" });
  const difficulty = difficultySeizeModifier(input.difficulty);
  if (difficulty) modifiers.push(difficulty);
  const feral = crew.some((f) => hasCrewTrait(f, "feral"));
  const ignored: Modifier[] = [];
  for (const modifier of enemySeizeModifiers(enemies)) {
    if (feral && modifier.value < 0) ignored.push({ ...modifier, reason: `${modifier.reason} (ignored: Feral)` });
    else modifiers.push(modifier);
  }
  return { modifiers, ignored };
}

/** "Seizing the Initiative Roll": 2D6 plus the modifiers; 10+ seizes. */
export async function rollSeizeTheInitiative(input: SeizeInput, dice: Dice): Promise<SeizeResult> {
  const { modifiers, ignored } = seizeModifiers(input);
  const rolled = await rollDice(dice, d6(SEIZE_PURPOSE, 2));
  const total = rolled.reduce((sum, die) => sum + die.value, 0) + sumOf(modifiers);
  const seized = total >= SEIZE_TARGET;
  return {
    step: {
      rule: SEIZE_RULE,
      dice: rolled,
      modifiers,
      total,
      needed: SEIZE_TARGET,
      result: seized ? "seized" : "notSeized",
    },
    seized,
    ignored,
  };
}
