import { MODULE_ID } from "../../../views/common/module-id";
import { HookSpy, spying } from "../hook-spy";
import { withScratch } from "../scratch";
import { crewActor, throwawayName, throwawayScene } from "../throwaway";
import { pause, shown } from "../wait";
import type { ContractSection } from "./check";
import { MOVEMENT_CHECKS } from "./movement-checks";

const TERRAIN = `${MODULE_ID}.terrain`;
const NOT_ON_CANVAS = "needs the scene on the canvas and a token moved or a turn played in it; check by hand";

export const CANVAS_CHECKS: ContractSection = {
  title: "Canvas documents",
  checks: [
    {
      name: "canvas.tokenFields",
      says: "a token stores x, y in pixels, width, height in grid units, rotation, and its actorId",
      run: (assert) =>
        withScratch(async (scratch) => {
          const scene = await throwawayScene(scratch);
          const actor = await crewActor(scratch);
          const data = {
            name: throwawayName("token"),
            actorId: actor.id,
            actorLink: true,
            x: 200,
            y: 100,
            width: 1,
            height: 2,
            rotation: 90,
            elevation: 1,
            hidden: true,
            disposition: 1,
          };
          const token = (
            await scene.createEmbeddedDocuments("Token", [data as unknown as TokenDocument.CreateData])
          )?.[0];
          const source = (token?._source ?? {}) as Record<string, unknown>;
          const read = Object.fromEntries(
            Object.keys(data)
              .filter((key) => key !== "name")
              .map((key) => [key, source[key]]),
          );
          const { name: _name, ...expected } = data;
          assert.deepEqual(read, expected, `stored: ${shown(read)}`);
          assert.isDefined(source["shape"], "the token has no shape field (v13)");
        }),
    },
    {
      name: "canvas.movePreUpdate",
      says: "a token moved (TokenDocument#move, as a drag moves it) reaches preUpdateToken with its new x and y; false keeps it where it was",
      run: (assert) =>
        withScratch(async (scratch) => {
          const scene = await throwawayScene(scratch);
          const actor = await crewActor(scratch);
          const data = { name: throwawayName("token"), actorId: actor.id, actorLink: true, x: 200, y: 100 };
          const token = (
            await scene.createEmbeddedDocuments("Token", [data as unknown as TokenDocument.CreateData])
          )?.[0];
          if (!token) return assert.fail("no token was made");
          const refuse = new HookSpy("preUpdateToken", (document) => (document === token ? false : undefined));
          await spying([refuse], async () => {
            await (token as unknown as { move(waypoints: object[]): Promise<boolean> }).move([{ x: 400, y: 100 }]);
            await pause(200);
          });
          const changes = refuse.calls
            .filter(([document]) => document === token)
            .map(([, changed]) => changed as Record<string, unknown>);
          assert.isAbove(changes.length, 0, "preUpdateToken did not run for the move");
          assert.strictEqual(changes[0]?.["x"], 400, `the changes did not carry the new x: ${shown(changes[0])}`);
          assert.strictEqual(token._source.x, 200, "the move went through although preUpdateToken returned false");
        }),
    },
    ...MOVEMENT_CHECKS,
    {
      name: "canvas.wallFields",
      says: "a wall stores c, the sense types, door and ds with the documented CONST values",
      run: (assert) =>
        withScratch(async (scratch) => {
          assert.deepEqual(
            { ...CONST.WALL_SENSE_TYPES },
            { NONE: 0, LIMITED: 10, NORMAL: 20, PROXIMITY: 30, DISTANCE: 40 },
          );
          assert.deepEqual({ ...CONST.WALL_DOOR_TYPES }, { NONE: 0, DOOR: 1, SECRET: 2 });
          assert.deepEqual({ ...CONST.WALL_DOOR_STATES }, { CLOSED: 0, OPEN: 1, LOCKED: 2 });
          const scene = await throwawayScene(scratch);
          const data = { c: [300, 300, 500, 300], move: 20, sight: 10, light: 20, sound: 0, door: 1, ds: 2, dir: 0 };
          const wall = (await scene.createEmbeddedDocuments("Wall", [data as unknown as WallDocument.CreateData]))?.[0];
          const source = (wall?._source ?? {}) as Record<string, unknown>;
          const read = Object.fromEntries(Object.keys(data).map((key) => [key, source[key]]));
          assert.deepEqual(read, data, `stored: ${shown(read)}`);
          assert.isDefined(source["threshold"], "the wall has no threshold");
        }),
    },
    {
      name: "canvas.sceneDimensions",
      says: "scene.dimensions is derived (padding offsets, grid size), not stored",
      run: (assert) =>
        withScratch(async (scratch) => {
          const scene = await throwawayScene(scratch);
          const d = scene.dimensions;
          assert.strictEqual(d.size, 100, "dimensions.size is the grid size");
          assert.strictEqual(d.sceneX, 300, "sceneX: 0.25 padding of 1000 px, rounded up to whole grid squares");
          assert.strictEqual(d.sceneY, 200, "sceneY");
          assert.isUndefined(
            (scene._source as unknown as Record<string, unknown>)["dimensions"],
            "dimensions are stored",
          );
        }),
    },
    {
      name: "region.registered",
      says: "the terrain RegionBehavior sub-type is registered and can be created",
      run: (assert) =>
        withScratch(async (scratch) => {
          assert.isDefined(
            (CONFIG.RegionBehavior.dataModels as Record<string, unknown>)[TERRAIN],
            `CONFIG.RegionBehavior.dataModels["${TERRAIN}"]`,
          );
          const scene = await throwawayScene(scratch);
          const data = {
            name: throwawayName("terrain"),
            shapes: [{ type: "rectangle", x: 100, y: 100, width: 200, height: 200 }],
            behaviors: [{ type: TERRAIN, system: { kind: "area", height: 1 } }],
          };
          // The installed types answer NoteDocuments for "Region" here; v13 creates RegionDocuments.
          const created = await scene.createEmbeddedDocuments("Region", [data as unknown as RegionDocument.CreateData]);
          const region = created?.[0] as unknown as RegionDocument.Implementation | undefined;
          const behavior = region?.behaviors.contents[0];
          assert.strictEqual(
            behavior?.type,
            TERRAIN,
            `the region's behaviours: ${shown(region?._source.behaviors ?? null)}`,
          );
        }),
    },
    { name: "region.tokenEnter", says: "moving a token into a region raises tokenEnter", skip: NOT_ON_CANVAS },
    {
      name: "region.turnEvents",
      says: "the combat raises tokenTurnStart and friends for its scene's regions",
      skip: NOT_ON_CANVAS,
    },
  ],
};
