/** A refused input of a battlefield function: which function, which field, the value given and what was expected. */
export class TableLimitError extends Error {
  override readonly name = "TableLimitError";

  constructor(
    /** The public function that refused it. */
    readonly entry: string,
    /** The field, as the caller wrote it ("lattice", "battlefield.width", "figure \"a\".centre"). */
    readonly field: string,
    readonly value: unknown,
    /** What the field must be, in words. */
    readonly expected: string,
  ) {
    super(`${entry}: ${field} must be ${expected} (got ${shown(value)})`);
  }
}

/** A refused value as the message shows it: short, and never a whole object. */
export function shown(value: unknown): string {
  if (typeof value === "number" || typeof value === "boolean" || value === undefined || value === null)
    return String(value);
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === "object" && "x" in value && "y" in value) return `(${shown(value.x)}, ${shown(value.y)})`;
  return typeof value;
}
