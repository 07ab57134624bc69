/*
 * Submitted dialog values arrive as loosely typed data (Foundry's FormDataExtended, expanded). These readers turn
 * them into the typed form, keeping the dialog's defaults for anything missing, so a stray field never throws.
 */
import type { HitMode } from "../../../rules";
import type { FireForm, TargetRow } from "./fire-form";

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;

export const readBoolean = (value: unknown, fallback: boolean): boolean =>
  typeof value === "boolean" ? value : fallback;

/** A number field: a blank or non-numeric entry is NaN, which the form check refuses with a message. */
export function readNumber(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (value === null || value === "") return Number.NaN;
  return typeof value === "number" ? value : Number(value);
}

/** A number field the user may leave blank on purpose (Shots left to the rules). */
export function readOptionalNumber(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  return typeof value === "number" ? value : Number(value);
}

export const readString = (value: unknown, fallback: string): string => (typeof value === "string" ? value : fallback);

const readMode = (value: unknown, fallback: HitMode): HitMode =>
  value === "normal" || value === "naturalSixOnly" ? value : fallback;

/** The fire dialog's values over its defaults; rows are matched by their hidden id, never by position alone. */
export function readFireForm(data: unknown, defaults: FireForm): FireForm {
  const values = isObject(data) ? data : {};
  const rows = isObject(values["targets"]) ? Object.values(values["targets"]).filter(isObject) : [];
  const second = readString(values["secondPistolId"], defaults.secondPistolId ?? "");
  const initial = readString(values["initialTargetId"], defaults.initialTargetId ?? "");
  return {
    weaponId: readString(values["weaponId"], defaults.weaponId),
    secondPistolId: second === "" ? null : second,
    panicFire: readBoolean(values["panicFire"], defaults.panicFire),
    mode: readMode(values["mode"], defaults.mode),
    hasMoved: readBoolean(values["hasMoved"], defaults.hasMoved),
    modifier: readNumber(values["modifier"], defaults.modifier),
    initialTargetId: initial === "" ? null : initial,
    targets: defaults.targets.map((row) =>
      readRow(
        rows.find((entry) => entry["id"] === row.id),
        row,
      ),
    ),
  };
}

function readRow(entry: Loose | undefined, row: TargetRow): TargetRow {
  if (!entry) return row;
  return {
    ...row,
    distance: readNumber(entry["distance"], row.distance),
    inCover: readBoolean(entry["inCover"], false),
    visible: readBoolean(entry["visible"], false),
    inFirersArc: readBoolean(entry["inFirersArc"], false),
    firerInTargetsArc: readBoolean(entry["firerInTargetsArc"], false),
    goodShot: readBoolean(entry["goodShot"], false),
    crouching: readBoolean(entry["crouching"], false),
    shots: readOptionalNumber(entry["shots"]),
  };
}
