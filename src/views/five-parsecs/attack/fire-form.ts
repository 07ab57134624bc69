import {
  hasTrait,
  usableRangedWeapons,
  type Allocation,
  type Figure,
  type HitMode,
  type ShotRequest,
  type TargetView,
} from "../../../rules";
import type { Candidate as MeasuredCandidate, TargetHints } from "../../common/battlefield/measure";

/** A target the firer may shoot at, as measured, with what the dialog says of the v14 Levels they stand on. */
export interface Candidate extends MeasuredCandidate {
  /** This target stands off the battle's level: why it is measured by hand. Absent on the battle's level. */
  readonly levelNote?: string;
  /**
   * The firer stands off the battle's level: the dialog's hint line. The same on every candidate, as the candidates are
   * all the dialog is built from. Absent on the battle's level.
   */
  readonly firerLevelNote?: string;
}

/** One candidate target as the fire dialog shows it: what the module measured, for the user to confirm or change. */
export interface TargetRow
  extends Pick<
    TargetView,
    "distance" | "inCover" | "visible" | "inFirersArc" | "firerInTargetsArc" | "goodShot" | "crouching"
  > {
  readonly id: string;
  readonly name: string;
  /** Shots the user put on this target; null leaves the choice to the rules ("Target Selection"). */
  readonly shots: number | null;
  /** Why the battlefield answered as it did (the dialog's tooltips); null when nothing was measured on the scene. */
  readonly hints: TargetHints | null;
  /** This target stands off the battle's level, so it was measured by hand (the row's note). */
  readonly levelNote?: string;
}

/** Everything the fire dialog asks, as plain data. */
export interface FireForm {
  readonly weaponId: string;
  /** "Gun Slinging": the second Pistol, or null. */
  readonly secondPistolId: string | null;
  readonly panicFire: boolean;
  readonly mode: HitMode;
  readonly hasMoved: boolean;
  /** Any other modifier to the hit rolls the table agrees on (a battle event, a house rule). */
  readonly modifier: number;
  /** Where the first Shot goes when the user splits them; null lets the rules order them. */
  readonly initialTargetId: string | null;
  readonly targets: readonly TargetRow[];
  /** The firer stands off the battle's level, so every target is measured by hand (the dialog's hint line). */
  readonly firerLevelNote?: string;
}

/**
 * The dialog's starting values: the first fireable weapon (or the one asked for) and, for each target, what the
 * battlefield measured (with its reasons). A target that was not measured on a battlefield starts visible, in arc
 * and in the open, with Good Shot and Crouching off, for the user to set (ruling 7: the user may override all of it).
 */
export function defaultFireForm(
  firer: Figure,
  candidates: readonly Candidate[],
  options: { readonly weaponId?: string; readonly mode?: HitMode } = {},
): FireForm {
  const weapons = usableRangedWeapons(firer);
  const weapon = weapons.find(({ id }) => id === options.weaponId) ?? weapons[0];
  return {
    weaponId: weapon?.id ?? "",
    secondPistolId: null,
    panicFire: false,
    mode: options.mode ?? "normal",
    hasMoved: false,
    modifier: 0,
    initialTargetId: null,
    ...(candidates[0]?.firerLevelNote ? { firerLevelNote: candidates[0].firerLevelNote } : {}),
    targets: candidates.map(({ figure, distance, measured, levelNote }) => ({
      id: figure.id,
      name: figure.name,
      distance,
      inCover: measured?.inCover ?? false,
      visible: measured?.visible ?? true,
      inFirersArc: measured?.inFirersArc ?? true,
      firerInTargetsArc: measured?.firerInTargetsArc ?? true,
      goodShot: measured?.goodShot ?? false,
      crouching: measured?.crouching ?? false,
      shots: null,
      hints: measured?.hints ?? null,
      ...(levelNote ? { levelNote } : {}),
    })),
  };
}

/** Why a submitted form cannot become a shot; a lang key under `FPB.Fire.Invalid`. */
export type FireFormProblem = "noWeapon" | "badDistance" | "badShots" | "badModifier" | "noInitialShots";

export type ShotRequestResult =
  | { readonly ok: true; readonly request: ShotRequest }
  | { readonly ok: false; readonly problem: FireFormProblem };

/** Turns the confirmed form into the rules' request. The rules then check everything the rules decide. */
export function shotRequestOf(form: FireForm, firer: Figure, candidates: readonly Candidate[]): ShotRequestResult {
  const weapon = firer.weapons.find(({ id }) => id === form.weaponId);
  if (!weapon) return { ok: false, problem: "noWeapon" };
  const secondPistol = form.secondPistolId ? firer.weapons.find(({ id }) => id === form.secondPistolId) : undefined;
  if (form.targets.some(({ distance }) => !Number.isFinite(distance) || distance < 0))
    return { ok: false, problem: "badDistance" };
  if (form.targets.some(({ shots }) => shots !== null && (!Number.isInteger(shots) || shots < 0)))
    return { ok: false, problem: "badShots" };
  if (!Number.isInteger(form.modifier)) return { ok: false, problem: "badModifier" };

  const views: TargetView[] = form.targets.flatMap((row) => {
    const candidate = candidates.find(({ figure }) => figure.id === row.id);
    if (!candidate) return [];
    return [
      {
        target: candidate.figure,
        distance: row.distance,
        inCover: row.inCover,
        visible: row.visible,
        inFirersArc: row.inFirersArc,
        firerInTargetsArc: row.firerInTargetsArc,
        goodShot: row.goodShot,
        crouching: row.crouching,
        withinThreeInchesOf: candidate.withinThreeInchesOf,
      },
    ];
  });
  const allocation = allocationOf(form);
  if (allocation === "noInitialShots") return { ok: false, problem: allocation };
  return {
    ok: true,
    request: {
      firer,
      weapon,
      ...(secondPistol ? { secondPistol } : {}),
      views,
      mode: form.mode,
      hasMoved: form.hasMoved,
      panicFire: form.panicFire && hasTrait(weapon, "pistol"),
      ...(allocation ? { allocation } : {}),
      modifiers: form.modifier === 0 ? [] : [{ value: form.modifier, reason: "Other modifier" }],
    },
  };
}

/**
 * The Shots as the user split them, the initial target's first; undefined when no row has a number, so the rules
 * choose ("a player character must shoot the closest target within 3""; enemies by "Target Selection").
 */
function allocationOf(form: FireForm): Allocation | undefined | "noInitialShots" {
  const split = form.targets.filter(({ shots }) => shots !== null && shots > 0);
  if (split.length === 0) return undefined;
  const initialId = form.initialTargetId ?? split[0]!.id;
  const initial = split.find(({ id }) => id === initialId);
  if (!initial) return "noInitialShots";
  const ordered = [initial, ...split.filter((row) => row !== initial)];
  return ordered.flatMap((row) => Array.from({ length: row.shots ?? 0 }, () => row.id));
}
