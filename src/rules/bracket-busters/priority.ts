import { refusal, rollDice, type Dice, type Refusal, type RolledDie, type Step } from "./core";

export const PRIORITY_RULE = "Roll For Priority";

/** How many roll-offs one tie may take before the dice are deemed broken (real dice settle long before). */
export const MAX_ROLL_OFFS = 100;

export interface PriorityResult {
  readonly rolls: readonly { readonly gangId: string; readonly roll: number }[];
  /** Gang ids from Priority down. */
  readonly order: readonly string[];
  readonly steps: readonly Step[];
}

interface Roller {
  readonly id: string;
  readonly name: string;
}

async function rollEach(gangs: readonly Roller[], dice: Dice, purpose: (name: string) => string): Promise<RolledDie[]> {
  const rolled: RolledDie[] = [];
  for (const gang of gangs) {
    const [die] = await rollDice(dice, { count: 1, faces: 6, purpose: purpose(gang.name) });
    if (die) rolled.push(die);
  }
  return rolled;
}

/** Gangs grouped by their die, highest first; each group keeps the gangs' given order. */
function groupByRoll(gangs: readonly Roller[], values: readonly number[]): Roller[][] {
  const faces = [...new Set(values)].sort((a, b) => b - a);
  return faces.map((face) => gangs.filter((_, i) => values[i] === face));
}

/**
 * "Each player rolls a D6, and the player who rolls the highest has Priority." Ruling 13: "Priority order is the
 * Priority rolls from highest down. A tie with the current Priority holder goes against the holder; any other tie is
 * rolled off among the tied players" — "until there is a winner", so a roll-off that ties again is rolled again by
 * those still tied. Every die is a real roll. `holder`: the gang with Priority now, or null in the first Round.
 */
export async function rollForPriority(
  gangs: readonly Roller[],
  holder: string | null,
  dice: Dice,
): Promise<PriorityResult | Refusal> {
  const steps: Step[] = [];
  const rolled = await rollEach(gangs, dice, (name) => `Priority: ${name}`);
  const values = rolled.map((d) => d.value);
  steps.push({ rule: PRIORITY_RULE, dice: rolled, modifiers: [], total: null, needed: null, result: "priority" });
  let rollOffs = 0;

  const settle = async (tied: readonly Roller[]): Promise<Roller[] | null> => {
    if (tied.length < 2) return [...tied];
    if (++rollOffs > MAX_ROLL_OFFS) return null;
    const again = await rollEach(tied, dice, (name) => `Priority roll-off: ${name}`);
    steps.push({ rule: PRIORITY_RULE, dice: again, modifiers: [], total: null, needed: null, result: "rollOff" });
    const order: Roller[] = [];
    for (const group of groupByRoll(
      tied,
      again.map((d) => d.value),
    )) {
      const settled = await settle(group);
      if (!settled) return null;
      order.push(...settled);
    }
    return order;
  };

  const order: Roller[] = [];
  for (const group of groupByRoll(gangs, values)) {
    const holding = group.find((g) => g.id === holder);
    const others = group.filter((g) => g !== holding);
    const settled = await settle(others);
    if (!settled)
      return refusal(
        "diceUnsettled",
        `${PRIORITY_RULE}: ${MAX_ROLL_OFFS} roll-offs without a winner; the dice are not rolling.`,
      );
    order.push(...settled);
    if (holding) order.push(holding);
  }
  return { rolls: gangs.map((g, i) => ({ gangId: g.id, roll: values[i] ?? 0 })), order: order.map((g) => g.id), steps };
}
