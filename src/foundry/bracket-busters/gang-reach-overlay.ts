import { BracketBusters as BB, LATTICE_INCHES } from "../../rules";
import type { PanelUi } from "../../views/bracket-busters/gang-panel-view";
import { MODULE_ID } from "../../views/module-id";
import { toPixels } from "../battlefield/scene-to-battlefield";
import { readScene } from "../battlefield/read-scene";
import { sceneScale } from "../battlefield/scene-to-battlefield";
import { SETTINGS } from "../settings/settings";
import { gangBattleOf } from "./gang-battle-store";
import { gangBattlefield } from "./gang-battlefield";
import { REACH_COLOURS, reachRuns } from "../../views/battlefield/overlay-model";
import { fighterPositions } from "./gang-positions";

/*
 * What a movement action may reach, drawn on the canvas while it is hovered or declared: the lattice points the
 * activating fighter can get to within the action's inches around walls, doors, terrain and the other fighters
 * (`movementReach`: Move, Double Move, Crawl, Take Cover, Carry Heavy; a Charge's rolled distance once it is pending),
 * as Five Parsecs draws a figure's reach; and while a Group Activation is nominated, its radius around the leader, a
 * ring (the rules measure it base to base in straight inches). Nothing is drawn without a canvas.
 */

const REACH_COLOUR = REACH_COLOURS.move;
const GROUP_COLOUR = 0xd7a02e;
let ring: PIXI.Graphics | null = null;

function layer(): PIXI.Container | null {
  const parent = (canvas?.controls ?? null) as unknown as PIXI.Container | null;
  return parent && typeof (parent as { addChild?: unknown }).addChild === "function" ? parent : null;
}

/** The reach and rings for this client's panel state, replacing the ones drawn before; cleared when there is nothing to show. */
export function drawGangReach(combat: Combat.Implementation, ui: PanelUi): void {
  if (ring && !ring.destroyed) ring.destroy();
  ring = null;
  const parent = layer();
  const scene = combat.scene;
  const state = gangBattleOf(combat)?.battle;
  if (!parent || !scene || !state || typeof PIXI === "undefined") return;
  const scale = sceneScale(readScene(scene), Number(game.settings?.get(MODULE_ID, SETTINGS.unitsPerInch) ?? 1));
  if (!scale) return;
  const positions = fighterPositions(combat, state);
  const activation = state.turn?.activation;
  const f = activation ? BB.fighterIn(state, activation.fighterId) : undefined;
  const inches = !f ? null : activation?.pending?.kind === "charge" ? activation.pending.maxInches : ui.moving ? BB.movementAllowance(f, ui.moving) : null;
  const circles: { id: string; inches: number; colour: number }[] = [];
  const leader = ui.nominating ? BB.fighterIn(state, ui.nominating) : undefined;
  if (leader?.fighter.groupActivation) circles.push({ id: leader.fighter.id, inches: leader.fighter.groupActivation.radius, colour: GROUP_COLOUR });
  const field = f && inches !== null && inches > 0 ? gangBattlefield(combat, state) : null;
  if (circles.length === 0 && !field) return;
  const graphics = new PIXI.Graphics();
  graphics.eventMode = "none";
  if (f && field && inches) {
    const step = LATTICE_INCHES;
    for (const run of reachRuns(BB.movementReach(field.battlefield, f.fighter.id, inches).points, step)) {
      const topLeft = toPixels({ x: run.x0, y: run.y - step / 2 }, scale);
      graphics.beginFill(REACH_COLOUR, 0.2).drawRect(topLeft.x, topLeft.y, (run.x1 - run.x0) * scale.pixelsPerInch, step * scale.pixelsPerInch).endFill();
    }
  }
  for (const { id, inches, colour } of circles) {
    const at = positions[id];
    if (!at) continue;
    const centre = toPixels(at, scale);
    graphics.lineStyle(3, colour, 0.9).beginFill(colour, 0.12).drawCircle(centre.x, centre.y, (inches + at.radius) * scale.pixelsPerInch).endFill();
  }
  parent.addChild(graphics);
  ring = graphics;
}
