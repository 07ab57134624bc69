import { isPlacement } from "./table-write";

/*
 * A token's movement as v13 hands it to `preMoveToken` and `moveToken` (contract H10-H12): every x/y update is one,
 * and a path cut at a checkpoint (a drag's waypoint) or at a region goes on in continuation updates, each a movement
 * of its own whose `chain` names the movements it continues, carrying only core's options (the module's are gone).
 * So "the same movement" is `chain[0] ?? id`, the whole movement ends where its last pending waypoint is, and it is
 * over at the step with nothing pending.
 */

interface Point {
  readonly x: number;
  readonly y: number;
}

/** What the module reads of core's `TokenDocument.MovementData` (the types' hook list lacks these hooks). */
export interface TokenMovement {
  readonly id: string;
  readonly chain: readonly string[];
  readonly origin: Point;
  readonly destination: Point;
  readonly passed: { readonly waypoints: readonly Point[] };
  readonly pending: { readonly waypoints: readonly Point[] };
}

/** The movement a step belongs to: its first step's id. */
export const movementKey = (movement: TokenMovement): string => movement.chain[0] ?? movement.id;

/** Whether this step continues a movement begun by an earlier update. */
export const isContinuation = (movement: TokenMovement): boolean => movement.chain.length > 0;

/** Whether this is the movement's last step (nothing of its path left to go). */
export const isLastStep = (movement: TokenMovement): boolean => movement.pending.waypoints.length === 0;

/** Where the whole movement ends: its last pending waypoint, or where this step ends when none is left. */
export const movementEnd = (movement: TokenMovement): Point =>
  movement.pending.waypoints.at(-1) ?? movement.destination;

/** Movements (by key) that the module began as placements (a push), seen on this client; a few are kept. */
const placements: string[] = [];
const KEPT_PLACEMENTS = 20;

/**
 * Whether a movement step is the module placing a figure (a push): its first step carries the placement's option;
 * its continuation steps do not, so the first step's key is remembered on every client that sees it.
 */
export function isPlacementMove(movement: TokenMovement, operation: unknown): boolean {
  const key = movementKey(movement);
  if (isPlacement(operation)) {
    if (!placements.includes(key)) placements.push(key);
    if (placements.length > KEPT_PLACEMENTS) placements.shift();
    return true;
  }
  return placements.includes(key);
}

type PreMoveToken = (
  token: TokenDocument.Implementation,
  movement: TokenMovement,
  operation: Record<string, unknown>,
) => boolean | void;
type MoveToken = (
  token: TokenDocument.Implementation,
  movement: TokenMovement,
  operation: Record<string, unknown>,
  user: User.Implementation | null,
) => void;

/** `preMoveToken` (on the moving client; false refuses the whole movement), typed as v13 calls it. */
export const onPreMoveToken = (fn: PreMoveToken): number =>
  (Hooks.on as unknown as (name: string, fn: PreMoveToken) => number)("preMoveToken", fn);

/** `moveToken` (on every client, for every step), typed as v13 calls it. */
export const onMoveToken = (fn: MoveToken): number =>
  (Hooks.on as unknown as (name: string, fn: MoveToken) => number)("moveToken", fn);

/** How long a split movement may take to finish its steps before the mover stops waiting (a step refused midway). */
const MOVEMENT_WAIT_MS = 15_000;

/**
 * Resolves once the token's current movement has made its last step on this client: true then, false when it was
 * stopped or does not finish in time. v13's `TokenDocument#move` resolves after its first step, v14's after the
 * last; both are right here, as `TokenDocument#movement` tells what is still pending.
 */
export function whenMovementEnds(token: TokenDocument.Implementation): Promise<boolean> {
  const current = (token as unknown as { movement?: (TokenMovement & { state?: string }) | null }).movement;
  if (!current || isLastStep(current)) return Promise.resolve(current?.state !== "stopped");
  if (current.state === "stopped") return Promise.resolve(false);
  const key = movementKey(current);
  return new Promise((resolve) => {
    let hook = 0;
    const done = (ended: boolean) => {
      clearTimeout(timer);
      Hooks.off("moveToken" as never, hook);
      resolve(ended);
    };
    const timer = setTimeout(() => done(false), MOVEMENT_WAIT_MS);
    hook = onMoveToken((moved, movement) => {
      if (moved === token && movementKey(movement) === key && isLastStep(movement)) done(true);
    });
  });
}
