import {
  bestBrawlWeapon,
  brawlBonus,
  brawlChoices,
  mayEngage,
  type BrawlAttackInput,
  type BrawlGroup,
  type EngageVerdict,
  type Figure,
  type MultipleOpponentsInput,
  type Weapon,
} from "../../../rules";
import { readBoolean, readString } from "./read-form";

export type { BrawlGroup };

/** Everything the brawl dialog asks, as plain data. */
export interface BrawlForm {
  readonly attackerWeaponId: string;
  readonly defenderWeaponId: string;
  /** "Multiple Opponents": the side that outnumbers the other in this fight. */
  readonly outnumbering: "attacker" | "defender" | null;
  /** False for a fight the attacker did not move into (a lone fighter's second fight): no bonus against a marker. */
  readonly movingToEngage: boolean;
  /** "Multiple Opponents": fight the group the dialog offers (both fights, planned by the rules) instead of one brawl. */
  readonly multipleOpponents: boolean;
  /** The weapon of each of the group's `others`, in their order. */
  readonly otherWeaponIds: readonly string[];
}

export interface BrawlWeaponOption {
  readonly id: string;
  readonly name: string;
  readonly bonus: number;
  readonly damage: number;
  readonly selected: boolean;
}

/**
 * Each side starts with its best weapon ("enemies pick the best"); a player may pick another before rolling. With a
 * group in base contact, the "Multiple Opponents" fight is proposed.
 */
export const defaultBrawlForm = (attacker: Figure, defender: Figure, group: BrawlGroup | null = null): BrawlForm => ({
  attackerWeaponId: bestBrawlWeapon(attacker).id,
  defenderWeaponId: bestBrawlWeapon(defender).id,
  outnumbering: null,
  movingToEngage: true,
  multipleOpponents: group !== null && group.others.length > 0,
  otherWeaponIds: group ? group.others.map((figure) => bestBrawlWeapon(figure).id) : [],
});

export const brawlWeaponOptions = (figure: Figure, selectedId: string): BrawlWeaponOption[] =>
  brawlChoices(figure).map((weapon) => ({
    id: weapon.id,
    name: weapon.name,
    bonus: brawlBonus(weapon),
    damage: weapon.damage,
    selected: weapon.id === selectedId,
  }));

export function readBrawlForm(data: unknown, defaults: BrawlForm): BrawlForm {
  const values = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const outnumbering = values["outnumbering"];
  return {
    attackerWeaponId: readString(values["attackerWeaponId"], defaults.attackerWeaponId),
    defenderWeaponId: readString(values["defenderWeaponId"], defaults.defenderWeaponId),
    outnumbering: outnumbering === "attacker" || outnumbering === "defender" ? outnumbering : null,
    movingToEngage: readBoolean(values["movingToEngage"], defaults.movingToEngage),
    multipleOpponents: readBoolean(values["multipleOpponents"], defaults.multipleOpponents),
    otherWeaponIds: defaults.otherWeaponIds.map((fallback, index) =>
      readString(readIndexed(values["otherWeapons"], index), fallback),
    ),
  };
}

/** Entry `index` of a list the form names `list.0`, `list.1` (expanded to an object, or an array). */
function readIndexed(list: unknown, index: number): unknown {
  if (Array.isArray(list)) return list[index];
  return typeof list === "object" && list !== null ? (list as Record<string, unknown>)[String(index)] : undefined;
}

type BrawlRefusal =
  | { readonly ok: false; readonly problem: "sameSide" | "noWeapon" | "goner" }
  | {
      readonly ok: false;
      readonly problem: "mayNotEngage";
      readonly verdict: Extract<EngageVerdict, { allowed: false }>;
    };

export type BrawlInputResult = { readonly ok: true; readonly input: BrawlAttackInput } | BrawlRefusal;

/**
 * The rules' input for the confirmed brawl. A figure moving to engage must be allowed to ("Engaging while stunned",
 * "Shock"); a defender is engaged whatever its marker, but a Goner is out of play on either side.
 */
export function brawlInputOf(form: BrawlForm, attacker: Figure, defender: Figure): BrawlInputResult {
  if (attacker.side === defender.side) return { ok: false, problem: "sameSide" };
  if (attacker.condition.goner || defender.condition.goner) return { ok: false, problem: "goner" };
  if (form.movingToEngage) {
    const verdict = mayEngage(attacker);
    if (!verdict.allowed) return { ok: false, problem: "mayNotEngage", verdict };
  }
  const attackerWeapon = brawlChoices(attacker).find(({ id }) => id === form.attackerWeaponId);
  const defenderWeapon = brawlChoices(defender).find(({ id }) => id === form.defenderWeaponId);
  if (!attackerWeapon || !defenderWeapon) return { ok: false, problem: "noWeapon" };
  return {
    ok: true,
    input: {
      attacker,
      defender,
      attackerWeapon,
      defenderWeapon,
      outnumbering: form.outnumbering,
      movingToEngage: form.movingToEngage,
    },
  };
}

/** The rules' inputs for a confirmed "Multiple Opponents" fight: the plan's, and every fighter's figure and weapon. */
export interface MultipleOpponentsFight {
  readonly plan: MultipleOpponentsInput;
  readonly figures: readonly Figure[];
  readonly weapons: Readonly<Record<string, Weapon>>;
}

/**
 * "Multiple Opponents" from the confirmed form: the lone fighter against the brawl's opponent and the group's others.
 * The attacker moves in, so it must be allowed to engage; a Goner is out of play; every fighter needs a weapon it may
 * pick. The group's others must be on the right side: a lone attacker's opponents, or a lone defender's.
 */
export function multipleOpponentsOf(
  form: BrawlForm,
  attacker: Figure,
  defender: Figure,
  group: BrawlGroup,
): { readonly ok: true; readonly fight: MultipleOpponentsFight } | BrawlRefusal {
  const lone = group.lone === "attacker" ? attacker : defender;
  const opponents = group.lone === "attacker" ? [defender, ...group.others] : [attacker, ...group.others];
  if (attacker.side === defender.side || opponents.some((figure) => figure.side === lone.side))
    return { ok: false, problem: "sameSide" };
  if ([lone, ...opponents].some((figure) => figure.condition.goner)) return { ok: false, problem: "goner" };
  const verdict = mayEngage(attacker);
  if (!verdict.allowed) return { ok: false, problem: "mayNotEngage", verdict };
  const chosen: [Figure, string | undefined][] = [
    [attacker, form.attackerWeaponId],
    [defender, form.defenderWeaponId],
    ...group.others.map((figure, index): [Figure, string | undefined] => [figure, form.otherWeaponIds[index]]),
  ];
  const weapons: Record<string, Weapon> = {};
  for (const [figure, weaponId] of chosen) {
    const weapon = brawlChoices(figure).find(({ id }) => id === weaponId);
    if (!weapon) return { ok: false, problem: "noWeapon" };
    weapons[figure.id] = weapon;
  }
  const plan: MultipleOpponentsInput =
    group.lone === "attacker" ? { attacker, opponents } : { defender, opponents, moverId: attacker.id };
  return { ok: true, fight: { plan, figures: [attacker, defender, ...group.others], weapons } };
}

/** One of the group's other fighters in the dialog: its name and the weapons it may pick. */
export interface BrawlOtherView {
  readonly name: string;
  readonly weapons: readonly BrawlWeaponOption[];
}

/** What the brawl dialog template shows. `group` only when "Multiple Opponents" is on offer. */
export interface BrawlDialogContext {
  readonly form: BrawlForm;
  readonly attackerName: string;
  readonly defenderName: string;
  readonly attackerWeapons: readonly BrawlWeaponOption[];
  readonly defenderWeapons: readonly BrawlWeaponOption[];
  readonly group: { readonly hint: string; readonly others: readonly BrawlOtherView[] } | null;
}

/** The dialog's view of a form: each fighter's weapons and, with a group in base contact, the Multiple Opponents fight. */
export function brawlDialogContext(
  attacker: Figure,
  defender: Figure,
  form: BrawlForm,
  group: BrawlGroup | null,
  i18n: { format(key: string, data: Record<string, string>): string },
): BrawlDialogContext {
  const lone = group?.lone === "defender" ? defender : attacker;
  const opponents = group ? [group.lone === "attacker" ? defender : attacker, ...group.others] : [];
  return {
    form,
    attackerName: attacker.name,
    defenderName: defender.name,
    attackerWeapons: brawlWeaponOptions(attacker, form.attackerWeaponId),
    defenderWeapons: brawlWeaponOptions(defender, form.defenderWeaponId),
    group:
      group && group.others.length > 0
        ? {
            hint: i18n.format("FPB.Brawl.MultipleOpponents.Hint", {
              lone: lone.name,
              opponents: opponents.map(({ name }) => name).join(", "),
            }),
            others: group.others.map((figure, index) => ({
              name: figure.name,
              weapons: brawlWeaponOptions(figure, form.otherWeaponIds[index] ?? bestBrawlWeapon(figure).id),
            })),
          }
        : null,
  };
}
