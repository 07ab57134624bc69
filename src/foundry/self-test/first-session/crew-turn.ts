import { reachOf } from "../../../rules";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import { toPixels } from "../../table/battlefield/scene-to-battlefield";
import { figureOf } from "../../five-parsecs/mapping/figure-of";
import { actorAt } from "../../table/documents/by-uuid";
import { until } from "../wait";
import type { BattleDriver } from "./battle-driver";

/**
 * A crew member's turn at the table: its token moved 1-2" (a Move its reach allows) with v13's `TokenDocument#move`,
 * as a drag moves it. The module measures it in `preUpdateToken` and records it in `updateToken` (contract H9, H11):
 * the battle shows the Move and chat its log. Null when the figure has no token or no such move; else its name.
 */
export async function moveCrewMember(
  driver: BattleDriver,
  figureId: string,
  messages: () => readonly ChatMessage.Implementation[],
): Promise<string | null> {
  const scene = driver.combat.scene;
  const built = scene ? sceneBattlefield(scene) : null;
  const actor = actorAt(figureId);
  const figure = actor ? figureOf(actor) : null;
  const token = scene?.tokens.find((t) => t.actor?.uuid === figureId);
  if (!scene || !built?.battlefield || !built.scale || !figure || !token) return null;
  const point = reachOf(built.battlefield, figure).points.find((p) => !p.withDash && p.cost >= 1 && p.cost <= 2);
  if (!point) return null;
  const centre = toPixels(point, built.scale);
  const size = scene.grid.size;
  const corner = {
    x: Math.round(centre.x - ((token.width ?? 1) * size) / 2),
    y: Math.round(centre.y - ((token.height ?? 1) * size) / 2),
  };
  await (token as unknown as { move(waypoints: object[]): Promise<boolean> }).move([corner]);
  await driver.settled(
    (b) => b.active?.figureId === figureId && b.active.moved,
    `${figure.name}'s Move to be recorded`,
  );
  await until(() => messages().some((m) => m.content?.includes(`${figure.name} moves`)), `${figure.name}'s move log`);
  return figure.name;
}
