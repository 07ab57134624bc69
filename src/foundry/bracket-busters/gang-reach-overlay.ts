import { BracketBusters as BB, LATTICE_INCHES } from "../../rules";
import type { PanelUi } from "../../views/bracket-busters/gang-panel-view";
import type { GangBattleFlags } from "../../views/bracket-busters/gang-battle-flags";
import { movementInProgress } from "../../views/bracket-busters/movement-in-progress";
import { MODULE_ID } from "../../views/common/module-id";
import { toPixels } from "../table/battlefield/scene-to-battlefield";
import { readTokensOf } from "../table/battlefield/read-scene";
import { sceneScale } from "../table/battlefield/scene-to-battlefield";
import { SETTINGS } from "../table/settings/settings";
import { gangBattleOf } from "./gang-battle-store";
import { gangBattlefield } from "./gang-battlefield";
import { REACH_COLOURS, reachRuns } from "../../views/common/battlefield/overlay-model";
import { fighterPositions } from "./gang-positions";

/*
 * What a movement action may reach, drawn on the canvas while it is hovered or declared: the lattice points the
 * activating fighter can get to within the action's inches around walls, doors, terrain and the other fighters
 * (`movementReach`: Move, Double Move, Crawl, Take Cover, Carry Heavy; a Charge's rolled distance once it is pending,
 * from where the Charge began), as Five Parsecs draws a figure's reach; and while a Group Activation is nominated, its
 * radius around the leader, a ring (the rules measure it base to base in straight inches). Nothing is drawn without a
 * canvas.
 */

const REACH_COLOUR = REACH_COLOURS.move;
const GROUP_COLOUR = 0xd7a02e;
let ring: PIXI.Graphics | null = null;

/** What the canvas shows for a battle and this client's panel: the activating fighter's reach, and rings. */
export interface ReachPlan {
  /** The activating fighter's movement: how far, and where it is measured from when not its token (a pending Charge). */
  readonly reach: { readonly fighterId: string; readonly inches: number; readonly from: BB.Placement | null } | null;
  /** Rings around fighters' tokens, their radius in inches beyond the base (Group Activation's). */
  readonly rings: readonly { readonly fighterId: string; readonly inches: number; readonly colour: number }[];
}

/**
 * The plan, pure: the move being made (a pending Charge's rolled maximum, a declared Move's allowance), from where it
 * began, else the movement action hovered (`movementAllowance`) from where the fighter stands; and the Group Activation
 * radius around the fighter leading one being nominated.
 */
export function reachPlan(flags: GangBattleFlags, ui: PanelUi): ReachPlan {
  const state = flags.battle;
  const activation = state.phase === "action" ? state.turn?.activation : null;
  const f = activation ? BB.fighterIn(state, activation.fighterId) : undefined;
  const inProgress = movementInProgress(flags);
  // Another movement action hovered shows its own reach from where the fighter stands; a pending Charge stays.
  const making =
    inProgress && (inProgress.action === "charge" || !ui.moving || ui.moving === inProgress.action) ? inProgress : null;
  const hovered = f && ui.moving && !making ? BB.movementAllowance(f, ui.moving) : null;
  const reach = making
    ? { fighterId: making.fighterId, inches: making.inches, from: making.from }
    : f && hovered !== null && hovered > 0
      ? { fighterId: f.fighter.id, inches: hovered, from: null }
      : null;
  const leader = ui.nominating && state.phase === "action" ? BB.fighterIn(state, ui.nominating) : undefined;
  const group = leader?.fighter.groupActivation;
  return {
    reach,
    rings: leader && group ? [{ fighterId: leader.fighter.id, inches: group.radius, colour: GROUP_COLOUR }] : [],
  };
}

function layer(): PIXI.Container | null {
  const parent = (typeof canvas === "undefined"
    ? null
    : (canvas?.controls ?? null)) as unknown as PIXI.Container | null;
  return parent && typeof (parent as { addChild?: unknown }).addChild === "function" ? parent : null;
}

/** The reach and rings for this client's panel state, replacing the ones drawn before; cleared when there is nothing to show. */
export function drawGangReach(combat: Combat.Implementation, ui: PanelUi): void {
  if (ring && !ring.destroyed) ring.destroy();
  ring = null;
  const parent = layer();
  const scene = combat.scene;
  const flags = gangBattleOf(combat);
  if (!parent || !scene || !flags || typeof PIXI === "undefined") return;
  const plan = reachPlan(flags, ui);
  if (!plan.reach && plan.rings.length === 0) return;
  const scale = sceneScale(readTokensOf(scene), Number(game.settings?.get(MODULE_ID, SETTINGS.unitsPerInch) ?? 1));
  if (!scale) return;
  const state = flags.battle;
  const positions = fighterPositions(combat, state);
  const mover = plan.reach;
  const field = mover ? gangBattlefield(combat, state, mover.from ? { [mover.fighterId]: mover.from } : {}) : null;
  if (!field && plan.rings.length === 0) return;
  const graphics = new PIXI.Graphics();
  graphics.eventMode = "none";
  if (mover && field) {
    const step = LATTICE_INCHES;
    for (const run of reachRuns(BB.movementReach(field.battlefield, mover.fighterId, mover.inches).points, step)) {
      const topLeft = toPixels({ x: run.x0, y: run.y - step / 2 }, scale);
      graphics
        .beginFill(REACH_COLOUR, 0.2)
        .drawRect(topLeft.x, topLeft.y, (run.x1 - run.x0) * scale.pixelsPerInch, step * scale.pixelsPerInch)
        .endFill();
    }
  }
  for (const { fighterId, inches, colour } of plan.rings) {
    const at = positions[fighterId];
    if (!at) continue;
    const centre = toPixels(at, scale);
    graphics
      .lineStyle(3, colour, 0.9)
      .beginFill(colour, 0.12)
      .drawCircle(centre.x, centre.y, (inches + at.radius) * scale.pixelsPerInch)
      .endFill();
  }
  parent.addChild(graphics);
  ring = graphics;
}
