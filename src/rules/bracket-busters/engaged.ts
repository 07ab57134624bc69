import { fighterIn, onBattlefield, type BattleState } from "./battle-state";
import {
  assertPositions,
  BASE_CONTACT_INCHES,
  inBaseContact,
  within,
  type Placement,
  type Positions,
} from "./positions";
import type { Status } from "./vocabulary";

/** The enemy fighters on the battlefield in base contact with the fighter. */
export function engagedWith(state: BattleState, fighterId: string, positions: Positions): string[] {
  assertPositions("engagedWith", positions);
  const f = fighterIn(state, fighterId);
  const at = positions[fighterId];
  if (!f || !at) return [];
  return state.fighters
    .filter((e) => onBattlefield(e) && e.fighter.gangId !== f.fighter.gangId)
    .filter((e) => {
      const there = positions[e.fighter.id];
      return there !== undefined && inBaseContact(at, there);
    })
    .map((e) => e.fighter.id);
}

export interface ProposedStatus {
  readonly fighterId: string;
  readonly from: Status;
  readonly to: Status;
}

/**
 * Ruling 12: "Engaged follows base contact with an enemy fighter on the scene; the module proposes it and the GM can
 * override" (`setStatus`). An Active or Pinned fighter in base contact with an enemy is proposed Engaged; an Engaged
 * fighter in contact with none, Active. Seriously Injured and Broken fighters keep their status.
 */
export function proposeEngaged(state: BattleState, positions: Positions): ProposedStatus[] {
  assertPositions("proposeEngaged", positions);
  const touching = fightersInContact(state, positions);
  const proposals: ProposedStatus[] = [];
  for (const f of state.fighters) {
    if (!onBattlefield(f) || !positions[f.fighter.id]) continue;
    const engaged = touching.has(f.fighter.id);
    if (engaged && (f.status === "active" || f.status === "pinned"))
      proposals.push({ fighterId: f.fighter.id, from: f.status, to: "engaged" });
    if (!engaged && f.status === "engaged") proposals.push({ fighterId: f.fighter.id, from: "engaged", to: "active" });
  }
  return proposals;
}

interface Placed {
  readonly id: string;
  readonly gangId: string;
  readonly at: Placement;
}

/**
 * The fighters on the battlefield in base contact with an enemy fighter, each pair measured once: fighters are put in
 * square cells wider than any two bases and the contact distance together, so a fighter can touch only those in its
 * own cell and the eight around it. The GM's panel asks this on every render; asked of each fighter against every
 * other, it grew with the square of the fighters.
 */
function fightersInContact(state: BattleState, positions: Positions): Set<string> {
  const placed: Placed[] = [];
  let widest = 0;
  for (const f of state.fighters) {
    const at = positions[f.fighter.id];
    if (!onBattlefield(f) || !at) continue;
    placed.push({ id: f.fighter.id, gangId: f.fighter.gangId, at });
    widest = Math.max(widest, at.radius);
  }
  // An inch to spare: two centres a cell apart are never within a rounding error of contact.
  const cell = 2 * widest + BASE_CONTACT_INCHES + 1;
  const key = (column: number, row: number): string => `${column},${row}`;
  const cells = new Map<string, Placed[]>();
  const touching = new Set<string>();
  for (const f of placed) {
    const column = Math.floor(f.at.x / cell);
    const row = Math.floor(f.at.y / cell);
    // Each pair once: a fighter is measured against those already placed around it, then placed itself.
    for (let dc = -1; dc <= 1; dc++) {
      for (let dr = -1; dr <= 1; dr++) {
        for (const other of cells.get(key(column + dc, row + dr)) ?? []) {
          if (other.gangId === f.gangId) continue;
          // Measured each way, as each fighter's own contact is read (the subtractions round in their order).
          if (inBaseContact(f.at, other.at)) touching.add(f.id);
          if (inBaseContact(other.at, f.at)) touching.add(other.id);
        }
      }
    }
    const own = key(column, row);
    const here = cells.get(own);
    if (here) here.push(f);
    else cells.set(own, [f]);
  }
  return touching;
}

/** "An Active or Pinned friendly fighter who is within 1'' of a friendly Seriously Injured fighter may assist". */
export function recoveryAssistants(state: BattleState, injuredId: string, positions: Positions): string[] {
  assertPositions("recoveryAssistants", positions);
  const hurt = fighterIn(state, injuredId);
  const at = positions[injuredId];
  if (!hurt || !at || hurt.status !== "seriouslyInjured") return [];
  return state.fighters
    .filter((f) => f.fighter.gangId === hurt.fighter.gangId && (f.status === "active" || f.status === "pinned"))
    .filter((f) => {
      const there = positions[f.fighter.id];
      return there !== undefined && within(there, at, 1);
    })
    .map((f) => f.fighter.id);
}
