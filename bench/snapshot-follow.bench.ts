import { bench, describe } from "vitest";
import { coverFrom, lineOfSightBetween } from "../src/rules";
import { BattlefieldCache } from "../src/foundry/table/battlefield/cache";
import type { SceneData } from "../src/foundry/table/battlefield/scene-data";
import { battlefieldOfScene, type SceneBattlefield } from "../src/foundry/table/battlefield/scene-to-battlefield";
import { withDoorOf, withTokensOf } from "../src/foundry/table/battlefield/snapshot-update";
import { sceneDataOf } from "../test/foundry/battlefield/scene-fixture";
import { crowdedTable } from "./crowded-scene";

/**
 * Issue 37, "a snapshot that follows the table": on a 36" x 36" scene of 1,000, 5,000 and 20,000 wall segments (1-4"
 * long, one in twenty a door) and 200 terrain regions, what a token move or a door toggle costs the next query for
 * the battlefield (the snapshot followed in place through the cache), beside a full build of the scene's battlefield
 * ("baseline"), which every move cost before, and the hover's own measure (Line of Sight and Cover of one pair),
 * which the query then runs whatever the snapshot cost. Goal: at most 1 ms at 20,000 walls.
 */
/** The hover: Line of Sight and Cover from the first figure to the second. */
function hover(built: SceneBattlefield): void {
  const battlefield = built.battlefield!;
  const [a, b] = battlefield.figures;
  coverFrom(battlefield, a!, b!, lineOfSightBetween(battlefield, a!, b!));
}

for (const segments of [1_000, 5_000, 20_000]) {
  const scene = sceneDataOf(crowdedTable(segments));
  const build = () => battlefieldOfScene(scene, 1);
  const cache = new BattlefieldCache();
  cache.get(scene.id, build);
  // The token and the door go back and forth, so each follow changes the snapshot.
  const moved: SceneData[] = [0, 1].map((k) => ({
    ...scene,
    tokens: scene.tokens.map((token, i) => (i === 0 ? { ...token, x: token.x + 150 * k, y: token.y + 50 * k } : token)),
  }));
  const door = scene.walls.find((wall) => wall.door === 1)!;
  const doors = [0, 1].map((ds) => ({ ...door, ds }));
  let turn = 0;
  describe(`A snapshot that follows the table: 36" scene, ${segments.toLocaleString("en")} wall segments, 200 regions; goal: at most 1 ms`, () => {
    bench("baseline: full build of the scene's battlefield (every move cost one before)", () => {
      build();
    });
    bench("a token moved, then the next query (the snapshot followed in place)", () => {
      const to = moved[++turn % 2]!;
      cache.follow(scene.id, "tokens", (previous) => withTokensOf(previous, to));
      cache.get(scene.id, build);
    });
    bench("a door opened or closed, then the next query (the snapshot followed in place)", () => {
      const to = doors[++turn % 2]!;
      cache.follow(scene.id, `door ${door.id}`, (previous) => withDoorOf(previous, to));
      cache.get(scene.id, build);
    });
    bench("beside them: the hover's Line of Sight and Cover, one pair of figures", () => {
      hover(cache.get(scene.id, build));
    });
  });
}
