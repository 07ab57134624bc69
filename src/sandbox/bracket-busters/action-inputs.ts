import { BracketBusters as BB } from "../../rules";
import { nearestTerminal } from "../../views/bracket-busters/arena-markers";
import { ductwayNear, TERMINALS } from "./arena";
import type { PageInput } from "./page-input";
import type { PageState } from "./store";
import { livePositions } from "./table-geometry";
import type { UiState } from "./ui-state";

/** What the page still needs before an action can be declared: a lang key under `Notice` and its data. */
export interface NeedsMore {
  readonly notice: string;
  readonly data?: Record<string, string>;
}

export const activeFighterOf = (battle: BB.BattleState): BB.BattleFighter | undefined => {
  const id = battle.turn?.activation?.fighterId;
  return id ? BB.fighterIn(battle, id) : undefined;
};

/** The weapon chosen in the panel when it suits, else the fighter's first that does. */
function weaponFor(f: BB.BattleFighter, ui: UiState, fits: (w: BB.WeaponProfile) => boolean): string | null {
  const chosen = ui.weaponId ? BB.weaponOf(f, ui.weaponId) : undefined;
  if (chosen && fits(chosen)) return chosen.id;
  return f.fighter.weapons.find(fits)?.id ?? null;
}

/**
 * The input for an action that is not a move on the map, from the panel's choices (target, weapon, facing, object) and
 * the map (the ductway within 1'', the enemies in base contact); or what is missing.
 */
export function actionInput(state: PageState, id: BB.ActionId, ui: UiState): PageInput | NeedsMore {
  const battle = state.battle;
  const f = activeFighterOf(battle);
  if (!f) return { notice: "Notice.noActivation" };
  const at = state.positions[f.fighter.id];
  const target =
    ui.targetId && BB.fighterIn(battle, ui.targetId)?.fighter.gangId !== f.fighter.gangId ? ui.targetId : null;
  const act = (extra: Omit<BB.TakeAction, "type" | "action"> = {}): PageInput => ({
    type: "rules",
    input: { type: "takeAction", action: id, ...extra },
  });
  const ranged = (w: BB.WeaponProfile): boolean => w.ranged && !f.outOfAmmo.includes(w.id);
  switch (id) {
    case "shoot":
    case "blindfire": {
      const weaponId = weaponFor(f, ui, ranged);
      if (!weaponId) return { notice: "Notice.noRangedWeapon", data: { fighter: f.fighter.name } };
      return act({ weaponId, ...(target ? { targetId: target } : {}) });
    }
    case "fireThrough": {
      const duct = at ? ductwayNear(at) : null;
      if (!duct) return { notice: "Notice.noDuctway", data: { fighter: f.fighter.name } };
      const weaponId = weaponFor(f, ui, ranged);
      if (!weaponId) return { notice: "Notice.noRangedWeapon", data: { fighter: f.fighter.name } };
      return act({
        weaponId,
        ductway: duct.near,
        exit: duct.exit,
        positions: {},
        ...(target ? { targetId: target } : {}),
      });
    }
    case "accessTerminal": {
      // The nearest terminal on the table; the rules measure "within 1'' of the fighter" and refuse with the distance.
      const device = at
        ? nearestTerminal(
            TERMINALS.map((t) => t.at),
            at,
          )
        : null;
      return act(device ? { device, positions: {} } : {});
    }
    case "fight": {
      const engaged = BB.engagedWith(battle, f.fighter.id, livePositions(battle, state.positions));
      const targets = target ? [target] : (battle.turn?.activation?.contacted.slice(0, 1) ?? engaged);
      return act({ targets: targets.length > 0 ? targets : engaged });
    }
    case "coupDeGrace":
      if (!target) return { notice: "Notice.pickTarget" };
      return act({ targetId: target, positions: {} });
    case "disengage": {
      const enemies = BB.engagedWith(battle, f.fighter.id, livePositions(battle, state.positions));
      if (enemies.length === 0) return { notice: "Notice.noEngagedEnemy", data: { fighter: f.fighter.name } };
      return act({ enemies });
    }
    case "standUp":
    case "entrench":
      return act({ facing: ui.facing });
    case "reload": {
      const weaponId = weaponFor(f, ui, (w) => f.outOfAmmo.includes(w.id));
      if (!weaponId) return { notice: "Notice.nothingToReload", data: { fighter: f.fighter.name } };
      return act({ weaponId });
    }
    case "exert":
      return act({ object: ui.exertObject });
    case "crawlThrough":
      return { type: "crawlThrough" };
    default:
      return act();
  }
}
