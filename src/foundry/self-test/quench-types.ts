/**
 * The part of Quench's API the self-test uses, typed here instead of importing `@ethaks/fvtt-quench`'s types.
 *
 * Why: the package's declarations (0.10.0, `lib/quench.d.ts`, `lib/quench-init.d.ts`) import `mocha/mocha.js`, which
 * is not installed, so its Mocha types silently become `any` under `skipLibCheck`; and they type the `quenchReady`
 * hook through `Hooks.StaticCallbacks`, which fvtt-types v13 no longer reads (it reads `HookConfig`). Both would
 * leave the batches untyped. What is declared below follows the package's `QuenchBatchContext`,
 * `QuenchRegisterBatchOptions` and `Quench#registerBatch`, and its README ("Register a test batch"); Mocha's and Chai's
 * signatures are the documented ones (https://mochajs.org/#bdd, https://www.chaijs.com/api/assert/). Only the methods
 * this folder calls are listed.
 */

/** `this` inside a Mocha test (a `function`, not an arrow). */
export interface TestContext {
  timeout(ms: number): void;
  skip(): never;
}

export type TestBody = (this: TestContext) => void | Promise<unknown>;
export type HookBody = (this: TestContext) => void | Promise<unknown>;

export interface TestFunction {
  (title: string, fn: TestBody): unknown;
  skip(title: string, fn?: TestBody): unknown;
}

export type SuiteFunction = (title: string, fn: () => void) => unknown;
export type HookFunction = (fn: HookBody) => void;

/** Chai's `assert`: the calls the batches make. */
export interface Assert {
  (value: unknown, message?: string): void;
  ok(value: unknown, message?: string): void;
  fail(message?: string): never;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
  isNull(value: unknown, message?: string): void;
  isNotNull(value: unknown, message?: string): void;
  isUndefined(value: unknown, message?: string): void;
  isDefined(value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  strictEqual(actual: unknown, expected: unknown, message?: string): void;
  notStrictEqual(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  include(haystack: string | readonly unknown[], needle: unknown, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
  typeOf(value: unknown, type: string, message?: string): void;
  instanceOf(value: unknown, type: abstract new (...args: never[]) => unknown, message?: string): void;
}

/** The `context` a batch's registration function receives (Quench's `QuenchBatchContext`, the parts used here). */
export interface QuenchBatchContext {
  readonly describe: SuiteFunction;
  readonly it: TestFunction;
  readonly before: HookFunction;
  readonly after: HookFunction;
  readonly beforeEach: HookFunction;
  readonly afterEach: HookFunction;
  readonly assert: Assert;
}

export type QuenchBatchKey = `${string}.${string}`;

export interface QuenchRegisterBatchOptions {
  readonly displayName?: string;
  readonly snapBaseDir?: string;
  readonly preSelected?: boolean;
}

export type QuenchRegisterBatchFunction = (context: QuenchBatchContext) => void | Promise<void>;

/** The `quench` object passed to the `quenchReady` hook. */
export interface Quench {
  registerBatch(key: QuenchBatchKey, fn: QuenchRegisterBatchFunction, options?: QuenchRegisterBatchOptions): void;
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Fired by Quench in its `setup` hook, once it accepts batches (Quench README, "quenchReady Hook"). */
      quenchReady: (quench: Quench) => void;
    }
  }
}
