import {
  bestBrawlWeapon,
  isEnemy,
  rangeBetween,
  resolveBrawlAttack,
  resolveFire,
  targetViewsFrom,
  usableRangedWeapons,
  type Figure,
  type HitMode,
  type Step,
  type StateChange,
} from "../../rules";
import { resolutionCard } from "../../views/five-parsecs/chat/resolution-card";
import { shotContextOf } from "./shot-context";
import type { Draft, Refused } from "./draft";
import { overwatchEnds } from "./overwatch-inputs";

/** "Brawling": figures in base contact; a little slack for tokens placed by hand. */
export const BRAWL_REACH_INCHES = 1;

export const notice = (key: string, data: Record<string, string> = {}): Refused => ({
  key: `FPB.Sandbox.Battle.Notice.${key}`,
  data,
});

function figure(draft: Draft, id: string): Figure | Refused {
  return draft.state.figures[id] ?? notice("unknownFigure", { figure: id });
}

/** One firing Combat Action, resolved by the rules, its card posted and its changes applied. */
export async function shoot(
  draft: Draft,
  firer: Figure,
  targetId: string,
  mode: HitMode,
  hasMoved: boolean,
  before: readonly Step[] = [],
  notes: readonly string[] = [],
): Promise<Refused | StateChange[]> {
  const weapon = usableRangedWeapons(firer)[0];
  if (!weapon) return { key: "FPB.Refusal.notRanged", data: { figure: firer.name } };
  const views = targetViewsFrom(draft.live, firer.id, draft.state.figures);
  const outcome = await resolveFire(
    { firer, weapon, views, mode, hasMoved, allocation: Array.from({ length: weapon.shots }, () => targetId) },
    draft.dice,
  );
  if (outcome.refusal) return { key: `FPB.Refusal.${outcome.refusal}`, data: { figure: firer.name } };
  const title = draft.i18n.format("FPB.Card.FireTitle", { firer: firer.name, weapon: weapon.name });
  draft.applyChanges(outcome.changes);
  const shot = shotContextOf(draft.state, views, mode, draft.i18n);
  const card = resolutionCard(
    title,
    { steps: [...before, ...outcome.steps], changes: outcome.changes, reactions: [], notes, shot },
    draft.names(),
    draft.i18n,
  );
  // An enemy's shot is the AI's, whether a die or a base condition decided it; only the crew's are the player's.
  draft.post(isEnemy(firer) ? "ai" : "attack", card);
  await draft.removeGoners(outcome.eliminatedIds);
  await overwatchEnds(
    draft,
    outcome.hits.map((hit) => hit.targetId),
    "hit",
  );
  return [...outcome.changes];
}

/** A crew figure's shot: its Combat Action this activation, or its one action after a successful Seize. */
export async function crewFire(draft: Draft, firerId: string, targetId: string): Promise<Refused | null> {
  const firer = figure(draft, firerId);
  if ("key" in firer) return firer;
  const battle = draft.battle;
  if (battle.phase === "seize" && battle.seize?.seized) {
    const shot = await shoot(draft, firer, targetId, "naturalSixOnly", false);
    if ("key" in shot) return shot;
    return draft.advance({ type: "seizeAction", figureId: firerId, action: "fire" }, "seizeAction");
  }
  const active = battle.active;
  if (active?.figureId !== firerId) return notice("notActive", { figure: firer.name });
  const refused = await draft.advance({ type: "act", action: "combatAction" }, "act");
  if (refused) return refused;
  const shot = await shoot(draft, firer, targetId, "normal", active.moved);
  return "key" in shot ? shot : null;
}

export async function brawlAs(
  draft: Draft,
  attackerId: string,
  defenderId: string,
  as: "attack" | "ai",
  before: readonly Step[] = [],
  notes: readonly string[] = [],
): Promise<Refused | null> {
  const attacker = figure(draft, attackerId);
  const defender = figure(draft, defenderId);
  if ("key" in attacker) return attacker;
  if ("key" in defender) return defender;
  const a = draft.live.figures.find((p) => p.id === attackerId);
  const d = draft.live.figures.find((p) => p.id === defenderId);
  if (!a || !d || rangeBetween(a, d) > BRAWL_REACH_INCHES)
    return notice("notInContact", { figure: attacker.name, target: defender.name });
  if (as === "attack") {
    if (draft.battle.active?.figureId !== attackerId) return notice("notActive", { figure: attacker.name });
    const refused = await draft.advance({ type: "act", action: "combatAction" }, "act");
    if (refused) return refused;
  }
  const outcome = await resolveBrawlAttack(
    { attacker, defender, attackerWeapon: bestBrawlWeapon(attacker), defenderWeapon: bestBrawlWeapon(defender) },
    draft.dice,
  );
  draft.applyChanges(outcome.changes);
  const title = draft.i18n.format("FPB.Card.BrawlTitle", { attacker: attacker.name, defender: defender.name });
  const brawlers = { attackerId, defenderId };
  draft.post(
    as,
    resolutionCard(
      title,
      { steps: [...before, ...outcome.steps], changes: outcome.changes, reactions: [], notes, brawlers },
      draft.names(),
      draft.i18n,
    ),
  );
  await draft.removeGoners(outcome.eliminatedIds);
  await overwatchEnds(draft, [attackerId, defenderId], "brawl");
  return null;
}

/** "Snap Fire": the held figure fires at the enemy moving now; the round records the marker the shot left on it. */
export async function snapFire(draft: Draft, figureId: string): Promise<Refused | null> {
  const firer = figure(draft, figureId);
  if ("key" in firer) return firer;
  const moverId = draft.battle.active?.figureId;
  if (!moverId) return { key: "FPB.Round.Refusal.wrongPhase", message: "Snap Fire: no enemy is moving." };
  const shot = await shoot(draft, firer, moverId, "normal", false);
  if ("key" in shot) return shot;
  const marker = draft.state.figures[moverId]?.condition.marker ?? null;
  const progress = draft.state.suggestionMove;
  if (progress?.offer?.watcherId === figureId)
    draft.state = { ...draft.state, suggestionMove: { ...progress, offer: null } };
  return draft.advance({ type: "snapFire", figureId, effectOnMover: marker ?? "none" }, "snapFire");
}
