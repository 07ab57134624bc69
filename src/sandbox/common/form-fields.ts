import { LIMITS, type Limit, type LimitedKind } from "../../rules";
import { FIELD_LABEL_PREFIXES } from "../../views/common/i18n/describe-violation";
import { choiceLabels } from "../../views/common/i18n/choice-labels";
import { CHOICE_FIELD_PREFIXES } from "../../views/five-parsecs/models/choice-fields";

/**
 * What Foundry's DataField gives `{{formInput}}` and `{{formGroup}}`: the input's name, its label and hint keys, and
 * its bounds. Built from the rules' LIMITS table, the same table the module's data models build their fields from.
 */
export interface SandboxField {
  readonly fieldPath: string;
  readonly label: string;
  readonly hint: string;
  readonly limit: Limit;
  /** value -> lang key, for choice and set fields. */
  readonly choices?: Readonly<Record<string, string>>;
}

/** A schema's fields by name; a nested schema (a crew member's Luck) carries its own `fields`. */
export interface SandboxFields {
  readonly [name: string]: SandboxField | { readonly fields: SandboxFields };
}

const isLimit = (value: object): value is Limit => "kind" in value && typeof value.kind === "string";

/** The `systemFields` a sheet of this kind hands its template. */
export function systemFields(kind: LimitedKind): SandboxFields {
  const prefix = FIELD_LABEL_PREFIXES[kind];
  // The data models label their choices from this same map.
  const prefixes: Readonly<Record<string, string>> = CHOICE_FIELD_PREFIXES[kind];
  const build = (limits: object, path: string): SandboxFields =>
    Object.fromEntries(
      Object.entries(limits as Record<string, object>).map(([name, limit]) => {
        const fieldPath = `${path}.${name}`;
        const keyPath = fieldPath.replace(/^system\./, "");
        if (!isLimit(limit)) return [name, { fields: build(limit, fieldPath) }];
        const labelPrefix = prefixes[name];
        const field: SandboxField = {
          fieldPath,
          label: `${prefix}.FIELDS.${keyPath}.label`,
          hint: `${prefix}.FIELDS.${keyPath}.hint`,
          limit,
          ...(labelPrefix && (limit.kind === "choice" || limit.kind === "set")
            ? { choices: choiceLabels(limit.choices, labelPrefix) }
            : {}),
        };
        return [name, field];
      }),
    );
  return build(LIMITS[kind], "system");
}

/** The document's own fields the header uses (`fields.name`). */
export const documentFields = (): SandboxFields => ({
  name: { fieldPath: "name", label: "Name", hint: "", limit: { kind: "text", maxLength: 256, initial: "" } },
});
