import { BracketBusters as BB } from "../../rules";
import { gangBattleUpdate, readGangBattle, type GangBattleFlags } from "../../views/bracket-busters/gang-battle-flags";
import { warn } from "../table/i18n/notify";
import { roundWriteOptions, writeInitiatives } from "../table/table-write";

/** Problems already reported, per combat, so a tracker that renders often warns once. */
const reported = new Map<string, string>();

/**
 * The Bracket Busters battle of a combat, checked: null when there is none, or when the stored one is malformed (then
 * a warning names its first problem, once).
 */
export function gangBattleOf(combat: Combat.Implementation): GangBattleFlags | null {
  const read = readGangBattle(combat.flags);
  if (read.status === "ok") return read.flags;
  if (read.status === "invalid") {
    const first = read.problems[0] ?? "";
    if (reported.get(combat.id ?? "") !== first) {
      reported.set(combat.id ?? "", first);
      warn("FPB.Round.Warn.BrokenState", { problem: first });
    }
  }
  return null;
}

/** Whether a combat holds a Bracket Busters battle, usable or not. */
export const isGangCombat = (combat: Combat.Implementation | null | undefined): boolean =>
  !!combat && readGangBattle(combat.flags).status !== "none";

/**
 * Each combatant's place in the tracker: gangs in Priority order, each gang's fighters in roster order, written as
 * initiative (the tracker's own order, C1) so every client lists the same rows. Gang `g` of `G` and fighter `f` of
 * `F` gets (G - g) * 100 + (F - f): no two tie, and a gang's fighters stay together.
 */
export function initiativesOf(state: BB.BattleState): Map<string, number> {
  const places = new Map<string, number>();
  const order = BB.priorityOrder(state);
  order.forEach((gangId, g) => {
    const fighters = BB.fightersOf(state, gangId);
    fighters.forEach((f, i) => {
      places.set(f.fighter.id, (order.length - g) * 100 + (fighters.length - i));
    });
  });
  return places;
}

/** The fighter the tracker's turn marks: the one activating, else the first Ready fighter of the gang whose turn it is. */
export function turnFighterOf(state: BB.BattleState): string | null {
  const turn = state.phase === "action" ? state.turn : null;
  if (!turn) return null;
  return turn.activation?.fighterId ?? BB.readyFightersOf(state, turn.gangId)[0]?.fighter.id ?? null;
}

/**
 * Stores a battle and lines the tracker up with it: initiative from the Priority order, the combat's round, and the
 * turn on the fighter acting. When the turn passes to another gang, Foundry's own turn event runs as `nextTurn` runs
 * it: `combatTurn` on this client before the update (H4), then `combatTurnChange` on every client after it (H5).
 */
export async function storeGangBattle(
  combat: Combat.Implementation,
  flags: GangBattleFlags,
  before: BB.BattleState | null,
): Promise<void> {
  await combat.update(gangBattleUpdate(flags));
  const state = flags.battle;
  await writeInitiatives(combat, initiativesOf(state));

  const fighterId = turnFighterOf(state);
  const turn = fighterId ? combat.turns.findIndex((c) => c.actor?.uuid === fighterId) : -1;
  const round = Math.max(1, state.round);
  const change = {
    ...(turn >= 0 && combat.turn !== turn ? { turn } : {}),
    ...(combat.started && combat.round !== round ? { round } : {}),
  };
  if (Object.keys(change).length === 0) return;
  const options = roundWriteOptions({ direction: 1 });
  const gangChanged = before?.turn?.gangId !== state.turn?.gangId && state.turn !== null;
  const update = { round: change.round ?? combat.round, turn: change.turn ?? combat.turn };
  // The installed types list these core hooks under their v13 names only for core's callers; they are the same events.
  const callAll = Hooks.callAll.bind(Hooks) as unknown as (hook: string, ...args: unknown[]) => boolean;
  if (change.round !== undefined) callAll("combatRound", combat, update, options);
  else if (gangChanged) callAll("combatTurn", combat, update, options);
  await combat.update(change, options as never);
}
