import { BracketBusters as BB, buildBattlefield, type Battlefield, type RawFigure } from "../../rules";
import { MODULE_ID } from "../../views/shared/module-id";
import { readScene } from "../table/battlefield/read-scene";
import { rawBattlefieldOf, sceneScale, type SceneScale } from "../table/battlefield/scene-to-battlefield";
import { SETTINGS } from "../table/settings/settings";
import { positionsOnScene } from "./gang-positions";

/**
 * The combat's scene as Bracket Busters' geometry reads it: its walls, doors and terrain as the battlefield, and every
 * fighter still on the battlefield a figure where its token stands (so fighters block each other's moves). `placed`
 * stands some fighters elsewhere: a Charge is measured from where it began. Null when the scene cannot be measured.
 */
export function gangBattlefield(
  combat: Combat.Implementation,
  state: BB.BattleState,
  placed: Readonly<Record<string, BB.Placement>> = {},
): { readonly battlefield: Battlefield; readonly scale: SceneScale } | null {
  const scene = combat.scene;
  if (!scene) return null;
  const unitsPerInch = Number(game.settings?.get(MODULE_ID, SETTINGS.unitsPerInch) ?? 1);
  const data = readScene(scene);
  const scale = sceneScale(data, unitsPerInch);
  const { raw } = rawBattlefieldOf(data, unitsPerInch);
  if (!raw || !scale) return null;
  const positions = {
    ...positionsOnScene(
      data,
      unitsPerInch,
      state.fighters.map((f) => f.fighter.id),
    ),
    ...placed,
  };
  const figures: RawFigure[] = state.fighters
    .filter((f) => BB.onBattlefield(f) && positions[f.fighter.id])
    .map((f) => {
      const p = positions[f.fighter.id]!;
      return { id: f.fighter.id, side: "crew", centre: { x: p.x, y: p.y }, radius: p.radius, facing: p.facing };
    });
  try {
    return {
      battlefield: buildBattlefield({ ...raw, figures: [...(raw.figures ?? []), ...figures] }).battlefield,
      scale,
    };
  } catch {
    return null;
  }
}
