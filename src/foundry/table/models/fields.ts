import type { BooleanLimit, ChoiceLimit, IntegerLimit, SetLimit, TextLimit } from "../../../rules";
import { choiceLabels } from "../../../views/common/i18n/choice-labels";

/*
 * DataModel fields built from the rules' limits table, so a model never states a bound of its own: the same numbers
 * bound the stored data, the sheet inputs (formGroup reads min/max/choices from the field) and the rules' checks.
 */

const fields = () => foundry.data.fields;

export const integerField = (limit: IntegerLimit) =>
  new (fields().NumberField)({
    required: true,
    nullable: false,
    integer: true,
    min: limit.min,
    max: limit.max,
    initial: limit.initial ?? limit.min,
  });

/** An integer that may be absent: `null` means "none" (an enemy without a Saving Throw). */
export const optionalIntegerField = (limit: IntegerLimit) =>
  new (fields().NumberField)({
    required: true,
    nullable: true,
    integer: true,
    min: limit.min,
    max: limit.max,
    initial: null,
  });

export const choiceField = (limit: ChoiceLimit, labelPrefix: string) =>
  new (fields().StringField)({
    required: true,
    blank: false,
    choices: choiceLabels(limit.choices, labelPrefix),
    initial: limit.initial,
  });

export const setField = (limit: SetLimit, labelPrefix: string) =>
  new (fields().SetField)(
    new (fields().StringField)({ required: true, blank: false, choices: choiceLabels(limit.choices, labelPrefix) }),
    { initial: [...limit.initial] },
  );

export const booleanField = (limit: BooleanLimit) => new (fields().BooleanField)({ initial: limit.initial });

export const textField = (limit: TextLimit) =>
  new (fields().StringField)({ required: true, blank: true, initial: limit.initial, trim: true });
