/** One bounded value: what a data model field may hold, and what the rules may assume of it. */
export type Limit = IntegerLimit | ChoiceLimit | SetLimit | BooleanLimit | TextLimit;

export interface IntegerLimit {
  readonly kind: "integer";
  readonly min: number;
  readonly max: number;
  readonly initial: number | null;
  /** When true, `null` means "none" (no Saving Throw, say). */
  readonly nullable: boolean;
}

export interface ChoiceLimit<T extends string = string> {
  readonly kind: "choice";
  readonly choices: readonly T[];
  readonly initial: T;
}

export interface SetLimit<T extends string = string> {
  readonly kind: "set";
  readonly choices: readonly T[];
  readonly initial: readonly T[];
}

export interface BooleanLimit {
  readonly kind: "boolean";
  readonly initial: boolean;
}

export interface TextLimit {
  readonly kind: "text";
  readonly maxLength: number;
  readonly initial: string;
}

export const integer = (min: number, max: number, initial: number): IntegerLimit => ({
  kind: "integer",
  min,
  max,
  initial,
  nullable: false,
});

/** An integer that may also be absent (`null`), starting absent. */
export const optionalInteger = (min: number, max: number): IntegerLimit => ({
  kind: "integer",
  min,
  max,
  initial: null,
  nullable: true,
});

export const choice = <T extends string>(choices: readonly T[], initial: T): ChoiceLimit<T> => ({
  kind: "choice",
  choices,
  initial,
});

export const set = <T extends string>(choices: readonly T[], initial: readonly T[] = []): SetLimit<T> => ({
  kind: "set",
  choices,
  initial,
});

export const flag = (initial = false): BooleanLimit => ({ kind: "boolean", initial });

export const text = (maxLength: number, initial = ""): TextLimit => ({ kind: "text", maxLength, initial });

/** Limits grouped as the stored data is: a group's keys are field names, its values limits or nested groups. */
export interface LimitGroup {
  readonly [field: string]: Limit | LimitGroup;
}

export const isLimit = (entry: Limit | LimitGroup): entry is Limit => typeof entry["kind"] === "string";

/** What a limit allows, in words. */
export function expectedBy(limit: Limit): string {
  switch (limit.kind) {
    case "integer":
      return `a whole number from ${limit.min} to ${limit.max}${limit.nullable ? ", or null" : ""}`;
    case "choice":
      return `one of ${limit.choices.join(", ")}`;
    case "set":
      return `a list of ${limit.choices.join(", ")}`;
    case "boolean":
      return "true or false";
    case "text":
      return `text of at most ${limit.maxLength} characters`;
  }
}
