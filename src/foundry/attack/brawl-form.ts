import { bestBrawlWeapon, brawlBonus, brawlChoices, mayEngage, type BrawlAttackInput, type EngageVerdict, type Figure } from "../../rules";
import { readBoolean, readString } from "./read-form";

/** Everything the brawl dialog asks, as plain data. */
export interface BrawlForm {
  readonly attackerWeaponId: string;
  readonly defenderWeaponId: string;
  /** "Multiple Opponents": the side that outnumbers the other in this fight. */
  readonly outnumbering: "attacker" | "defender" | null;
  /** False for a fight the attacker did not move into (a lone fighter's second fight): no bonus against a marker. */
  readonly movingToEngage: boolean;
}

export interface BrawlWeaponOption {
  readonly id: string;
  readonly name: string;
  readonly bonus: number;
  readonly damage: number;
  readonly selected: boolean;
}

/** Each side starts with its best weapon ("enemies pick the best"); a player may pick another before rolling. */
export const defaultBrawlForm = (attacker: Figure, defender: Figure): BrawlForm => ({
  attackerWeaponId: bestBrawlWeapon(attacker).id,
  defenderWeaponId: bestBrawlWeapon(defender).id,
  outnumbering: null,
  movingToEngage: true,
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
  };
}

export type BrawlInputResult =
  | { readonly ok: true; readonly input: BrawlAttackInput }
  | { readonly ok: false; readonly problem: "sameSide" | "noWeapon" | "goner" }
  | { readonly ok: false; readonly problem: "mayNotEngage"; readonly verdict: Extract<EngageVerdict, { allowed: false }> };

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
    input: { attacker, defender, attackerWeapon, defenderWeapon, outnumbering: form.outnumbering, movingToEngage: form.movingToEngage },
  };
}
