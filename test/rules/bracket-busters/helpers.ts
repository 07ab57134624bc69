// Builders and drivers for the Bracket Busters tests: fighters with a default profile, gangs, a battle already in its
// Action Phase, and `step`, which fails the test when the rules refuse an input the test expects to be accepted.
import { expect } from "vitest";
import { BracketBusters as BB, ScriptedDice, type Dice } from "../../../src/rules";

export type Fighter = BB.Fighter;
export type State = BB.BattleState;

export const PROFILE: BB.Profile = {
  movement: 5,
  weaponSkill: 4,
  ballisticSkill: 4,
  strength: 3,
  toughness: 3,
  wounds: 1,
  initiative: 4,
  attacks: 1,
  leadership: 7,
  cool: 7,
  willpower: 7,
  intelligence: 7,
};

export function fighter(
  id: string,
  gangId: string,
  patch: Partial<Omit<Fighter, "profile">> & { profile?: Partial<BB.Profile> } = {},
): Fighter {
  const { profile, ...rest } = patch;
  return {
    id,
    name: id,
    gangId,
    type: "other",
    profile: { ...PROFILE, ...profile },
    actions: 2,
    groupActivation: null,
    weapons: [{ id: "gun", name: "Autopistol", ranged: true, ammo: 4, traits: [] }],
    xp: 0,
    rating: 100,
    survivor: false,
    ...rest,
  };
}

export const gang = (id: string, fighters: readonly Fighter[]): BB.Gang => ({ id, name: id, fighters });

/** Two gangs, "a" and "b", with the fighters given (ids a1.., b1.. by default). */
export function twoGangs(a: number | readonly Fighter[] = 2, b: number | readonly Fighter[] = 2): BB.NewBattle {
  const build = (g: string, spec: number | readonly Fighter[]): readonly Fighter[] =>
    typeof spec === "number" ? Array.from({ length: spec }, (_, i) => fighter(`${g}${i + 1}`, g)) : spec;
  return { gangs: [gang("a", build("a", a)), gang("b", build("b", b))] };
}

export async function step(state: State, input: BB.BattleInput, dice: Dice): Promise<BB.Transition> {
  const t = await BB.advance(state, input, dice);
  expect(t.refusal, `${input.type} was refused: ${t.refusal?.message}`).toBeNull();
  return t;
}

export async function refusedBy(
  state: State,
  input: BB.BattleInput,
  dice: Dice = new ScriptedDice([]),
): Promise<BB.Transition> {
  const t = await BB.advance(state, input, dice);
  expect(t.refusal, `${input.type} was accepted`).not.toBeNull();
  expect(t.state).toBe(state);
  return t;
}

/** Rolls Priority with the given dice (gang a first unless told) and readies everyone: the Action Phase's first turn. */
export async function toActionPhase(
  battle: BB.NewBattle | State,
  priorityDice: readonly number[] = [6, 1],
): Promise<State> {
  const state = "gangs" in battle && "phase" in battle ? battle : BB.createBattle(battle as BB.NewBattle);
  const dice = new ScriptedDice([...priorityDice]);
  let s = (await step(state, { type: "rollPriority" }, dice)).state;
  s = (await step(s, { type: "readyFighters" }, new ScriptedDice([]))).state;
  dice.assertAllUsed();
  return s;
}

/** Sets statuses (and marks) directly, as a finished earlier Round would have. */
export function withFighters(
  state: State,
  patch: Readonly<Record<string, Partial<Omit<BB.BattleFighter, "fighter">>>>,
): State {
  return {
    ...state,
    fighters: state.fighters.map((f) => (patch[f.fighter.id] ? { ...f, ...patch[f.fighter.id] } : f)),
  };
}

export const at = (x: number, y: number, facing = 0, radius = 0.5): BB.Placement => ({ x, y, facing, radius });

export const f = (state: State, id: string): BB.BattleFighter => {
  const found = BB.fighterIn(state, id);
  if (!found) throw new Error(`no fighter ${id}`);
  return found;
};

/** Activates a fighter of the gang whose turn it is. */
export async function activate(state: State, fighterId: string, dice: Dice = new ScriptedDice([])): Promise<State> {
  return (await step(state, { type: "activate", fighterId }, dice)).state;
}
