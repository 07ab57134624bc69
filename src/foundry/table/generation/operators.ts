import { isV14 } from "./release";

/*
 * Deleting or replacing a key in update data, written the way the running core wants it. v13 reads key prefixes,
 * `{"-=key": null}` and `{"==key": value}` (contract U1-U3); v14 deprecates them for the `_del` value and the
 * `_replace(value)` wrapper, globals over `foundry.data.operators.ForcedDeletion` / `ForcedReplacement`
 * (https://foundryvtt.com/api/functions/foundry.data.operators.reconstructOperator.html, issue 39). On v14 without
 * the globals (never seen) the prefixes are written: deprecated, but still read.
 */

interface V14OperatorGlobals {
  readonly _del?: unknown;
  readonly _replace?: (value: unknown) => unknown;
}

/** The v14 operators when this core has them, else null. */
function v14Operators(): { readonly del: unknown; readonly replace: (value: unknown) => unknown } | null {
  if (!isV14()) return null;
  const globals = globalThis as V14OperatorGlobals;
  return globals._del !== undefined && typeof globals._replace === "function"
    ? { del: globals._del, replace: globals._replace }
    : null;
}

/** An update fragment that deletes `key` from the object it is merged into. */
export function deletionOf(key: string): Record<string, unknown> {
  const operators = v14Operators();
  return operators ? { [key]: operators.del } : { [`-=${key}`]: null };
}

/** An update fragment that sets `key` to `value` whole, instead of merging `value` into what is stored. */
export function replacementOf(key: string, value: unknown): Record<string, unknown> {
  const operators = v14Operators();
  return operators ? { [key]: operators.replace(value) } : { [`==${key}`]: value };
}
