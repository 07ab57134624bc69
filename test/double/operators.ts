/*
 * v14's update operators (contract U4; https://foundryvtt.com/api/functions/foundry.data.operators.reconstructOperator.html,
 * labelled Version 14): `foundry.data.operators.ForcedDeletion` / `ForcedReplacement`, and the globals `_del` (a
 * deletion) and `_replace(value)` (a replacement of the whole value) that take the place of v13's `-=key` and `==key`.
 * v13 offers none of them. Assumed, not checked: `_del` is one shared ForcedDeletion and the replacement keeps its
 * value as `value`.
 */

export class ForcedDeletion {}

export class ForcedReplacement {
  constructor(readonly value: unknown) {}
}

export const DELETE = new ForcedDeletion();
export const replace = (value: unknown): ForcedReplacement => new ForcedReplacement(value);

export const OPERATORS = { ForcedDeletion, ForcedReplacement } as const;
