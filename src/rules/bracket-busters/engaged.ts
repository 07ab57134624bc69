import { BoxTree, boxOf } from "./core";
import { fighterIn, onBattlefield, type BattleState } from "./battle-state";
import { assertPositions, BASE_CONTACT_INCHES, inBaseContact, within, type Positions } from "./positions";
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

/**
 * The fighters on the battlefield in base contact with an enemy fighter. Each is measured, as `engagedWith` measures
 * it, only against the fighters whose bases come near its own (the rules' spatial index): the GM's panel asks this
 * on every render, and measured against every other fighter it grew with the square of the fighters.
 */
function fightersInContact(state: BattleState, positions: Positions): Set<string> {
  const placed = state.fighters.flatMap((f) => {
    const at = positions[f.fighter.id];
    return onBattlefield(f) && at ? [{ id: f.fighter.id, gangId: f.fighter.gangId, at }] : [];
  });
  const index = new BoxTree(placed.map(({ at }) => boxOf([at], at.radius)));
  const touching = new Set<string>();
  for (const f of placed) {
    // An inch to spare past contact: a base just out of reach by a rounding error is still measured.
    for (const i of index.in(boxOf([f.at], f.at.radius + BASE_CONTACT_INCHES + 1))) {
      const other = placed[i]!;
      if (other.gangId !== f.gangId && inBaseContact(f.at, other.at)) {
        touching.add(f.id);
        break;
      }
    }
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
