/*
 * Which core generation the double plays: 13 (core 13.350, the build the checked facts come from) or 14 (14.369, the
 * newest v14 build named in issue 39). A world picks it (`createWorld({generation})`); the default comes from
 * FPB_FOUNDRY_GENERATION so the whole `foundry` Vitest project runs once per generation (vitest.config.ts).
 * Where the generations differ, the double's code asks `isV14(client)`; each difference names its public source.
 */
import type { Client } from "./client";
import { runningClient } from "./context";

export type Generation = 13 | 14;

/** `game.release.version` per generation. */
export const RELEASE_VERSION: Readonly<Record<Generation, string>> = { 13: "13.350", 14: "14.369" };

/** The generation of a world made without one: FPB_FOUNDRY_GENERATION (13 or 14), else 13. */
export function defaultGeneration(): Generation {
  const value = typeof process === "undefined" ? undefined : process.env["FPB_FOUNDRY_GENERATION"];
  if (value === undefined || value === "") return 13;
  if (value === "13" || value === "14") return Number(value) as Generation;
  throw new Error(`Foundry double: FPB_FOUNDRY_GENERATION must be 13 or 14, not "${value}"`);
}

export const isV14 = (client: Client): boolean => client.world.generation >= 14;

/** The generation of the code running now: its client's world, else the default (module code loaded outside a client). */
export const currentGeneration = (): Generation => runningClient()?.world.generation ?? defaultGeneration();

/** One deprecation warning a client's core printed (v14: `foundry.utils.logCompatibilityWarning`). */
export interface Deprecation {
  readonly message: string;
  /** The generation it is deprecated since and the one it is removed in (v14's warnings name v16). */
  readonly since: number;
  readonly until: number;
  /** Whether the call came from the module's own code (a frame under src/), not from a test or the double. */
  readonly fromModule: boolean;
  readonly stack: string;
}

/** Records a deprecation warning on a client, with where it was called from. */
export function warnDeprecated(
  client: Client,
  message: string,
  { since = 14, until = 16, fromModule }: { since?: number; until?: number; fromModule?: boolean } = {},
): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error(message).stack ?? "";
  Error.stackTraceLimit = limit;
  // The first frame outside the double names the caller.
  const caller =
    stack
      .split("\n")
      .slice(1)
      .find((frame) => !frame.includes("/test/double/") && !frame.includes("node:")) ?? "";
  const deprecation: Deprecation = {
    message,
    since,
    until,
    fromModule: fromModule ?? /[/\\]src[/\\]/.test(caller),
    stack,
  };
  client.deprecations.push(deprecation);
  client.world.deprecations.push({ ...deprecation, client: client.userId });
}
