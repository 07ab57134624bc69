import { BracketBusters as BB } from "../../rules";
import type { PanelUi } from "../../views/bracket-busters/gang-panel-view";
import { MODULE_ID } from "../../views/module-id";
import { toPixels } from "../battlefield/scene-to-battlefield";
import { readScene } from "../battlefield/read-scene";
import { sceneScale } from "../battlefield/scene-to-battlefield";
import { SETTINGS } from "../settings/settings";
import { gangBattleOf } from "./gang-battle-store";
import { fighterPositions } from "./gang-positions";

/*
 * What a movement action may reach, drawn on the canvas while it is hovered or declared: a ring of the action's inches
 * around the activating fighter (Move, Double Move, Crawl, Take Cover, Carry Heavy; a Charge's rolled distance once it
 * is pending), and while a Group Activation is nominated, its radius around the leader. Rings, as the rules measure
 * in straight inches; walls are the players' to read. Nothing is drawn without a canvas.
 */

const REACH_COLOUR = 0x2e7dd7;
const GROUP_COLOUR = 0xd7a02e;
let ring: PIXI.Graphics | null = null;

function layer(): PIXI.Container | null {
  const parent = (canvas?.controls ?? null) as unknown as PIXI.Container | null;
  return parent && typeof (parent as { addChild?: unknown }).addChild === "function" ? parent : null;
}

/** The rings for this client's panel state, replacing the ones drawn before; cleared when there is nothing to show. */
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
  const circles: { id: string; inches: number; colour: number }[] = [];
  const activation = state.turn?.activation;
  const f = activation ? BB.fighterIn(state, activation.fighterId) : undefined;
  if (f && activation?.pending?.kind === "charge") circles.push({ id: f.fighter.id, inches: activation.pending.maxInches, colour: REACH_COLOUR });
  else if (f && ui.moving) {
    const inches = BB.movementAllowance(f, ui.moving);
    if (inches !== null && inches > 0) circles.push({ id: f.fighter.id, inches, colour: REACH_COLOUR });
  }
  const leader = ui.nominating ? BB.fighterIn(state, ui.nominating) : undefined;
  if (leader?.fighter.groupActivation) circles.push({ id: leader.fighter.id, inches: leader.fighter.groupActivation.radius, colour: GROUP_COLOUR });
  if (circles.length === 0) return;
  const graphics = new PIXI.Graphics();
  graphics.eventMode = "none";
  for (const { id, inches, colour } of circles) {
    const at = positions[id];
    if (!at) continue;
    const centre = toPixels(at, scale);
    graphics.lineStyle(3, colour, 0.9).beginFill(colour, 0.12).drawCircle(centre.x, centre.y, (inches + at.radius) * scale.pixelsPerInch).endFill();
  }
  parent.addChild(graphics);
  ring = graphics;
}
