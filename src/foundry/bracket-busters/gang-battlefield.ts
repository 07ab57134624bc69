import { BracketBusters as BB, withFigures, type Battlefield, type RawFigure } from "../../rules";
import { sceneBattlefield, unitsPerInch } from "../table/battlefield/battlefield-store";
import { readTokensOf } from "../table/battlefield/read-scene";
import type { SceneScale } from "../table/battlefield/scene-to-battlefield";
import { positionsOnScene } from "./gang-positions";

/**
 * The combat's scene as Bracket Busters' geometry reads it: its walls, doors and terrain as the battlefield, and every
 * fighter still on the battlefield a figure where its token stands (so fighters block each other's moves). `placed`
 * stands some fighters elsewhere: a Charge is measured from where it began. Null when the scene cannot be measured.
 *
 * The walls, doors and terrain are the scene's kept snapshot (`sceneBattlefield`: built once, following doors and
 * token moves in place), so a hovered action or a dragged token costs the fighters alone, not a build of every wall
 * and region of the scene.
 */
export function gangBattlefield(
  combat: Combat.Implementation,
  state: BB.BattleState,
  placed: Readonly<Record<string, BB.Placement>> = {},
): { readonly battlefield: Battlefield; readonly scale: SceneScale } | null {
  const scene = combat.scene;
  if (!scene) return null;
  const { battlefield, scale } = sceneBattlefield(scene) ?? {};
  if (!battlefield || !scale) return null;
  const fighterIds = state.fighters.map((f) => f.fighter.id);
  const positions = { ...positionsOnScene(readTokensOf(scene), unitsPerInch(), fighterIds), ...placed };
  return { battlefield: withFighters(battlefield, state, positions), scale };
}

/**
 * `battlefield` with every fighter still on the battlefield standing where `positions` puts it. Its own figures (tokens
 * of Five Parsecs' sides) stay, as when the fighters were added to a full build; the walls' and regions' index is kept.
 */
export function withFighters(battlefield: Battlefield, state: BB.BattleState, positions: BB.Positions): Battlefield {
  const fighters: RawFigure[] = state.fighters
    .filter((f) => BB.onBattlefield(f) && positions[f.fighter.id])
    .map((f) => {
      const p = positions[f.fighter.id]!;
      return { id: f.fighter.id, side: "crew", centre: { x: p.x, y: p.y }, radius: p.radius, facing: p.facing };
    });
  return withFigures(battlefield, [...battlefield.figures, ...fighters]).battlefield;
}
