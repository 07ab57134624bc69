/*
 * foundry.abstract.DataModel / TypeDataModel and foundry.data.fields, with the validation Foundry documents: a field
 * checks its type, `integer`, `min`/`max`, `choices`, `nullable`, `blank`; a model runs its fields, then
 * `validateJoint`; invalid data throws a DataModelValidationError and is never stored. Source in docs/foundry-contract.md.
 */
import { deepClone, isPlainObject, type Plain } from "./utils";

export class DataModelValidationError extends Error {}

interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  label?: string;
  hint?: string;
  /** G6: a custom validator, run after the type checks; `true` valid, `false` invalid, `undefined` valid; a throw is the message. */
  validate?: (value: unknown) => boolean | void;
  validationError?: string;
}

export abstract class DataField<O extends FieldOptions = FieldOptions> {
  options: O;
  name = "";
  fieldPath = "";
  constructor(options: O = {} as O) {
    this.options = options;
  }
  get required(): boolean {
    return this.options.required ?? false;
  }
  get nullable(): boolean {
    return this.options.nullable ?? false;
  }
  get initial(): unknown {
    return this.options.initial;
  }
  get label(): string {
    return this.options.label ?? "";
  }
  getInitialValue(): unknown {
    const initial = this.options.initial;
    return typeof initial === "function" ? (initial as () => unknown)() : deepClone(initial);
  }
  /** The value as stored: missing values take the initial, as Foundry's `clean` does. */
  clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    return this.cast(value);
  }
  protected cast(value: unknown): unknown {
    return value;
  }
  /** A problem with the value, or null. */
  validate(value: unknown): string | null {
    if (value === undefined)
      return this.required && this.getInitialValue() === undefined ? "may not be undefined" : null;
    if (value === null) return this.nullable ? null : "may not be null";
    // G6 (core: common/data/fields.mjs `DataField#validate`): the built-in type checks first; the field's own
    // `validate` runs only when they neither refuse the value nor settle it (a valid `choices` value settles it).
    const typed = this.validateType(value);
    if (typed === true) return null;
    if (typed) return typed;
    return this.#customValidation(value) ?? null;
  }
  /** A problem with the value, null when the checks pass, or `true` when one of them settles it as valid. */
  protected abstract validateType(value: unknown): string | null | true;
  #customValidation(value: unknown): string | null | undefined {
    if (!this.options.validate) return undefined;
    let verdict: boolean | void;
    try {
      verdict = this.options.validate(value);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    if (verdict === undefined) return undefined;
    return verdict ? null : (this.options.validationError ?? "is not a valid value");
  }
  toObject(value: unknown): unknown {
    return deepClone(value);
  }
}

interface StringOptions extends FieldOptions {
  blank?: boolean;
  trim?: boolean;
  choices?: readonly string[] | Record<string, unknown> | (() => readonly string[] | Record<string, unknown>);
}

export class StringField extends DataField<StringOptions> {
  get choices() {
    const choices = this.options.choices;
    return typeof choices === "function" ? choices() : choices;
  }
  protected override cast(value: unknown): unknown {
    if (value === null) return null;
    const text = typeof value === "string" ? value : String(value);
    return this.options.trim === false ? text : text.trim();
  }
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    if (initial !== undefined) return initial;
    if (this.nullable) return null;
    return this.options.blank === false ? undefined : "";
  }
  protected validateType(value: unknown): string | null | true {
    if (typeof value !== "string") return "must be a string";
    if (value === "" && this.options.blank === false) return "may not be a blank string";
    const choices = this.choices;
    if (choices && value !== "") {
      const allowed = Array.isArray(choices) ? choices : Object.keys(choices);
      return allowed.includes(value) ? true : `${value} is not a valid choice`;
    }
    return null;
  }
}

interface NumberOptions extends FieldOptions {
  integer?: boolean;
  min?: number;
  max?: number;
  positive?: boolean;
  step?: number;
  choices?: readonly number[];
}

export class NumberField extends DataField<NumberOptions> {
  override get nullable(): boolean {
    return this.options.nullable ?? true;
  }
  get min() {
    return this.options.min;
  }
  get max() {
    return this.options.max;
  }
  protected override cast(value: unknown): unknown {
    if (value === null || value === "") return this.nullable ? null : value;
    return typeof value === "string" ? Number(value) : value;
  }
  protected validateType(value: unknown): string | null | true {
    if (typeof value !== "number" || Number.isNaN(value)) return "must be a number";
    if (!Number.isFinite(value)) return "must be a finite number";
    if (this.options.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.options.min !== undefined && value < this.options.min) return `cannot be less than ${this.options.min}`;
    if (this.options.max !== undefined && value > this.options.max) return `cannot be greater than ${this.options.max}`;
    if (this.options.positive && value <= 0) return "must be a positive number";
    if (this.options.choices) return this.options.choices.includes(value) ? true : `${value} is not a valid choice`;
    return null;
  }
}

export class BooleanField extends DataField {
  override getInitialValue(): unknown {
    return super.getInitialValue() ?? false;
  }
  protected validateType(value: unknown): string | null {
    return typeof value === "boolean" ? null : "must be a boolean";
  }
}

/**
 * The battle flag's field (src/foundry/five-parsecs/round/battle-model.ts) is built from it through the `foundry` global, out of
 * knip's sight.
 * @public
 */
export class ObjectField extends DataField {
  override getInitialValue(): unknown {
    return super.getInitialValue() ?? {};
  }
  protected validateType(value: unknown): string | null {
    return isPlainObject(value) ? null : "must be an object";
  }
}

export class ArrayField<E extends DataField = DataField> extends DataField {
  readonly element: E;
  constructor(element: E, options: FieldOptions = {}) {
    super(options);
    this.element = element;
  }
  override getInitialValue(): unknown {
    return super.getInitialValue() ?? [];
  }
  protected override cast(value: unknown): unknown {
    const list = value instanceof Set ? [...value] : value;
    return Array.isArray(list) ? list.map((item) => this.element.clean(item)) : list;
  }
  protected validateType(value: unknown): string | null {
    if (!Array.isArray(value)) return "must be an array";
    for (const [i, item] of value.entries()) {
      const problem = this.element.validate(item);
      if (problem) return `[${i}] ${problem}`;
    }
    return null;
  }
}

/** Stored as an array; the model exposes a Set (Foundry's SetField). */
export class SetField<E extends DataField = DataField> extends ArrayField<E> {
  protected override validateType(value: unknown): string | null {
    const problem = super.validateType(value);
    if (problem) return problem;
    return new Set(value as unknown[]).size === (value as unknown[]).length ? null : "may not contain duplicates";
  }
}

export type Schema = Record<string, DataField>;

export class SchemaField extends DataField {
  readonly fields: Schema;
  constructor(fields: Schema, options: FieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) field.name = name;
  }
  override getInitialValue(): unknown {
    return Object.fromEntries(Object.entries(this.fields).map(([name, field]) => [name, field.getInitialValue()]));
  }
  protected override cast(value: unknown): unknown {
    if (!isPlainObject(value)) return value;
    const cleaned: Plain = {};
    for (const [name, field] of Object.entries(this.fields)) cleaned[name] = field.clean(value[name]);
    return cleaned;
  }
  protected validateType(value: unknown): string | null {
    if (!isPlainObject(value)) return "must be an object";
    for (const [name, field] of Object.entries(this.fields)) {
      const problem = field.validate(value[name]);
      if (problem) return `${name}: ${problem}`;
    }
    return null;
  }
  has(name: string): boolean {
    return name in this.fields;
  }
  get(name: string): DataField | undefined {
    return this.fields[name];
  }
}

type ModelClass = typeof DataModel & { defineSchema(): Schema };

/** A DataModel: source cleaned and validated on construction and on `updateSource`; fields exposed as properties. */
export class DataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  static defineSchema(): Schema {
    return {};
  }
  static validateJoint(_data: unknown): void {}
  static #schemas = new WeakMap<object, SchemaField>();
  static get schema(): SchemaField {
    let schema = DataModel.#schemas.get(this);
    if (!schema) {
      schema = new SchemaField((this as unknown as ModelClass).defineSchema());
      DataModel.#schemas.set(this, schema);
    }
    return schema;
  }

  /** Cleans and validates data for this model; throws with every problem named. */
  static cleanAndValidate(data: unknown, path = ""): Plain {
    const schema = this.schema;
    const cleaned = schema.clean(isPlainObject(data) ? data : {}) as Plain;
    const problem = schema.validate(cleaned);
    if (problem)
      throw new DataModelValidationError(`${this.name} validation errors${path ? ` (${path})` : ""}: ${problem}`);
    try {
      this.validateJoint(cleaned);
    } catch (error) {
      throw new DataModelValidationError(
        `${this.name} joint validation${path ? ` (${path})` : ""}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return cleaned;
  }

  _source: Plain;
  parent: unknown;

  constructor(data: unknown = {}, options: { parent?: unknown } = {}) {
    const model = this.constructor as typeof DataModel;
    this._source = model.cleanAndValidate(deepClone(data));
    this.parent = options.parent ?? null;
    this.#expose();
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  #expose(): void {
    for (const [name, field] of Object.entries(this.schema.fields)) {
      const value = deepClone(this._source[name]);
      (this as Plain)[name] = field instanceof SetField && Array.isArray(value) ? new Set(value) : value;
    }
  }

  toObject(source = true): Plain {
    if (source) return deepClone(this._source);
    return Object.fromEntries(
      Object.keys(this.schema.fields).map((name) => {
        const value = (this as Plain)[name];
        return [name, value instanceof Set ? [...value] : deepClone(value)];
      }),
    );
  }

  static fromSource(source: unknown, options: { parent?: unknown } = {}) {
    return new this(source, options);
  }
}

export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}
