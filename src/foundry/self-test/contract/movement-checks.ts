import { HookSpy, spying } from "../hook-spy";
import { withScratch, type Scratch } from "../scratch";
import { crewActor, throwawayName, throwawayScene } from "../throwaway";
import { messageOf, outcomeOf, pause, shown, until } from "../wait";
import type { ContractCheck } from "./check";
import { isV14 } from "../../table/generation/release";

/*
 * Contract C13, H10-H12: a token update that changes its position is a movement (issue 31, facts 2, 5-7). The scene is
 * never viewed, so nothing animates and no person's drag is involved.
 */

interface Waypoint {
  readonly x: number;
  readonly y: number;
  readonly checkpoint?: boolean;
}

/** What a `moveToken` hook call says of its movement (v13 `TokenDocument.MovementData`, the parts read here). */
interface MovementSeen {
  readonly id?: string;
  readonly method?: string;
  readonly passed?: { readonly waypoints?: readonly Waypoint[] };
  readonly pending?: { readonly waypoints?: readonly Waypoint[] };
}

type Movable = TokenDocument.Implementation & { move(waypoints: Waypoint[], options?: object): Promise<boolean> };

async function throwawayToken(scratch: Scratch): Promise<Movable> {
  const scene = await throwawayScene(scratch);
  const actor = await crewActor(scratch);
  const data = { name: throwawayName("token"), actorId: actor.id, actorLink: true, x: 200, y: 100 };
  const token = (await scene.createEmbeddedDocuments("Token", [data as unknown as TokenDocument.CreateData]))?.[0];
  if (!token) throw new Error("Foundry did not create the token");
  return token as Movable;
}

const movementsOf = (spy: HookSpy, token: TokenDocument.Implementation): MovementSeen[] =>
  spy.calls.filter(([document]) => document === token).map(([, movement]) => (movement ?? {}) as MovementSeen);

export const MOVEMENT_CHECKS: readonly ContractCheck[] = [
  {
    name: "canvas.updateIsMovement",
    says: 'a plain x/y update of a token is a movement: moveToken fires for it, with method "api"',
    run: (assert) =>
      withScratch(async (scratch) => {
        const token = await throwawayToken(scratch);
        const moved = new HookSpy("moveToken");
        await spying([moved], async () => {
          await token.update({ x: 300 } as TokenDocument.UpdateData);
          await until(() => movementsOf(moved, token).length > 0, "moveToken");
        });
        const [movement] = movementsOf(moved, token);
        assert.strictEqual(movement?.method, "api", `the movement: ${shown(movement)}`);
        assert.strictEqual(token.x, 300, "the token moved");
      }),
  },
  {
    name: "canvas.movementNotRedefinable",
    says: 'a token update defines options._movement[tokenId] for good: the same options object on the next update throws "Cannot redefine property"',
    run: (assert) =>
      withScratch(async (scratch) => {
        const token = await throwawayToken(scratch);
        const options: Record<string, unknown> = {};
        await token.update({ x: 300 } as TokenDocument.UpdateData, options as never);
        const movement = options["_movement"] as object | undefined;
        const own = movement && token.id ? Object.getOwnPropertyDescriptor(movement, token.id) : undefined;
        assert.isDefined(own, `options._movement has no entry for the token: ${shown(Object.keys(options))}`);
        assert.isFalse(own?.configurable, "options._movement's entry can be redefined");
        const again = await outcomeOf(() => token.update({ x: 400 } as TokenDocument.UpdateData, options as never));
        const said = again.status === "rejected" ? messageOf(again.error) : "it resolved";
        assert.strictEqual(again.status, "rejected", `the second update with the same options: ${said}`);
        assert.include(said, "Cannot redefine property", "core's error");
        await pause(100);
        assert.strictEqual(token.x, 300, "the second update moved the token");
      }),
  },
  {
    name: "canvas.movementSteps",
    says: "a move through a checkpoint is split there, the rest following as its own step, moveToken firing per step; move() resolves after the first step (v13) or the last (v14)",
    run: (assert) =>
      withScratch(async (scratch) => {
        const token = await throwawayToken(scratch);
        const moved = new HookSpy("moveToken");
        const path: Waypoint[] = [
          { x: 300, y: 100, checkpoint: true },
          { x: 500, y: 100 },
        ];
        const atResolve = await spying([moved], async () => {
          await token.move(path);
          const seen = { x: token.x };
          await until(() => token.x === 500 || null, "the token's last step");
          await until(() => movementsOf(moved, token).length >= 2, "moveToken for each step");
          return seen;
        });
        const steps = movementsOf(moved, token);
        // Issue 39: v14's TokenDocument#move resolves only when the whole movement is done.
        const resolvedAt = isV14() ? 500 : 300;
        assert.strictEqual(
          atResolve.x,
          resolvedAt,
          `move() resolved with the token at x ${String(atResolve.x)}, not at ${resolvedAt}`,
        );
        assert.strictEqual(steps.length, 2, `moveToken calls: ${shown(steps)}`);
        assert.isAbove(
          steps[0]?.pending?.waypoints?.length ?? 0,
          0,
          `the first step left nothing pending: ${shown(steps[0])}`,
        );
        assert.strictEqual(
          steps[1]?.pending?.waypoints?.length,
          0,
          `the last step left waypoints pending: ${shown(steps[1])}`,
        );
      }),
  },
];
