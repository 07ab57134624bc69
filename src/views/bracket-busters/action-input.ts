import { BracketBusters as BB } from "../../rules";
import { ductwayNear, nearestTerminal, type ArenaMarkers } from "./arena-markers";

/*
 * What an action button means, once for every table (Foundry's tracker panel, the sandbox's): from the battle, the
 * activation box's choices and what the table shows (where the fighters stand, the ductways and terminals it marks) to
 * the rules' input, or what the player must give first. Movement actions are declared here; their move is the table's.
 */

/** The activation box's choices; a target or weapon not chosen is null. */
export interface ActionChoices {
  readonly targetId: string | null;
  readonly weaponId: string | null;
  /** Degrees: Stand Up's facing, Entrench's change of facing. */
  readonly facing: number;
  readonly exertObject: BB.ExertObject;
}

/** What the table shows: where the fighters on the battlefield stand, and the ductways and terminals it marks. */
export interface ActionTable {
  readonly positions: BB.Positions;
  readonly markers: ArenaMarkers;
}

/** What the player must give before the action can be declared: a lang key under `FPB.BracketBusters` and its data. */
export interface NeedsMore {
  readonly notice: string;
  readonly data?: Readonly<Record<string, string>>;
}

export const needsMore = (result: BB.TakeAction | NeedsMore): result is NeedsMore => "notice" in result;

/** The weapon chosen when it suits, else the fighter's first that does (a panel's weapon list always names one). */
function weaponFor(f: BB.BattleFighter, chosen: string | null, fits: (w: BB.WeaponProfile) => boolean): string | null {
  const weapon = chosen ? BB.weaponOf(f, chosen) : undefined;
  if (weapon && fits(weapon)) return weapon.id;
  return f.fighter.weapons.find(fits)?.id ?? null;
}

/**
 * The rules' input for the activating fighter's action `id`, or what is missing. `positions: {}` marks an input the
 * rules measure; the table fills it in (`measuresPositions`).
 */
export function actionInput(
  state: BB.BattleState,
  id: BB.ActionId,
  choices: ActionChoices,
  table: ActionTable,
): BB.TakeAction | NeedsMore {
  const activation = state.turn?.activation;
  const f = activation ? BB.fighterIn(state, activation.fighterId) : undefined;
  if (!activation || !f) return { notice: "Notice.noActivation" };
  const missing = (key: string): NeedsMore => ({ notice: `Notice.${key}`, data: { fighter: f.fighter.name } });
  const act = (extra: Omit<BB.TakeAction, "type" | "action"> = {}): BB.TakeAction => ({
    type: "takeAction",
    action: id,
    ...extra,
  });
  // The target choice is "the enemy" of every action that takes one (Fight's "enemies they are Engaged with", ruling
  // 16's Coup de Grace on "an enemy fighter"); a friend chosen is no target.
  const chosen = choices.targetId ? BB.fighterIn(state, choices.targetId) : undefined;
  const target = chosen && chosen.fighter.gangId !== f.fighter.gangId ? chosen.fighter.id : null;
  const targetId = target ? { targetId: target } : {};
  // "An attack with a Ranged weapon"; one Out of Ammo cannot make it until reloaded.
  const loadedRanged = (w: BB.WeaponProfile): boolean => w.ranged && !f.outOfAmmo.includes(w.id);
  const at = table.positions[f.fighter.id];
  const engaged = (): string[] => BB.engagedWith(state, f.fighter.id, table.positions);
  switch (id) {
    case "shoot":
    case "blindfire": {
      const weaponId = weaponFor(f, choices.weaponId, loadedRanged);
      if (!weaponId) return missing("noRangedWeapon");
      return act({ weaponId, ...targetId });
    }
    case "fight": {
      if (target) return act({ targets: [target] });
      // Charge's free Fight is "against one of those opponents" (the first it reached); any other Fight is "against
      // one or more enemies they are Engaged with".
      const reached = activation.free.includes("fight") ? activation.contacted.slice(0, 1) : [];
      return act({ targets: reached.length > 0 ? reached : engaged() });
    }
    case "coupDeGrace":
      if (!target) return { notice: "Notice.pickTarget" };
      return act({ targetId: target, positions: {} });
    case "disengage": {
      const enemies = engaged();
      if (enemies.length === 0) return missing("noEngagedEnemy");
      return act({ enemies });
    }
    case "standUp":
    case "entrench":
      return act({ facing: choices.facing });
    case "reload": {
      // "Reload one of their weapon profiles that is currently Out of Ammo".
      const weaponId = weaponFor(f, choices.weaponId, (w) => f.outOfAmmo.includes(w.id));
      if (!weaponId) return missing("nothingToReload");
      return act({ weaponId });
    }
    case "exert":
      return act({ object: choices.exertObject });
    case "fireThrough":
    case "crawlThrough": {
      // "Within 1'' of a Ductway": both ends; the rules measure the fighter against `ductway`, enemies against `exit`.
      const duct = at ? ductwayNear(table.markers.ductways, at) : null;
      if (!duct) return missing("noDuctway");
      const ends = { ductway: duct.near, exit: duct.exit, positions: {} };
      if (id === "crawlThrough") return act(ends);
      const weaponId = weaponFor(f, choices.weaponId, loadedRanged);
      if (!weaponId) return missing("noRangedWeapon");
      return act({ weaponId, ...ends, ...targetId });
    }
    case "accessTerminal": {
      // The nearest terminal marked; the rules measure "within 1'' of the fighter" and refuse with the distance.
      const device = at ? nearestTerminal(table.markers.terminals, at) : null;
      return act(device ? { device, positions: {} } : {});
    }
    default:
      return act();
  }
}
