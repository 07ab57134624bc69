import {
  AI_TYPES,
  CASUALTY_CATEGORIES,
  checkLimits,
  CREW_TRAITS,
  ENEMY_ROLES,
  GEAR_KINDS,
  RANKS,
  UNHARMED,
  WEAPON_BATTLE_STATES,
  WEAPON_TRAITS,
  type CrewFigure,
  type EnemyFigure,
  type Figure,
  type LimitedKind,
  type ProtectiveGear,
  type Weapon,
} from "../../../rules";
import { ACTOR_TYPES, ITEM_TYPES } from "../../../views/common/module-id";
import type { ActorSnapshot, ItemSnapshot } from "./snapshot";

/**
 * The one-way step from documents to rules: document-shaped data in, the plain `Figure` / `Weapon` / `ProtectiveGear`
 * the rules read out. Data is checked against the limits table again on the way, so the rules never see a value a
 * data model would refuse, whatever path it came by (an old world, a module that wrote `_source` directly).
 */

export class MappingError extends Error {
  override name = "MappingError";
}

/** The figure an actor stands for, or null for an actor of another system or module. */
export function toFigure(actor: ActorSnapshot): Figure | null {
  if (actor.type === ACTOR_TYPES.crew) return toCrewFigure(actor);
  if (actor.type === ACTOR_TYPES.enemy) return toEnemyFigure(actor);
  return null;
}

export function toWeapon(item: ItemSnapshot): Weapon {
  const system = checked("weapon", item);
  return {
    id: item.id,
    name: item.name,
    range: system.number("range"),
    shots: system.number("shots"),
    damage: system.number("damage"),
    traits: system.choices("traits", WEAPON_TRAITS),
    battleState: system.choice("battleState", WEAPON_BATTLE_STATES),
  };
}

export function toProtectiveGear(item: ItemSnapshot): ProtectiveGear {
  const system = checked("gear", item);
  return {
    id: item.id,
    name: item.name,
    kind: system.choice("kind", GEAR_KINDS),
    savingThrow: system.number("savingThrow"),
  };
}

function toCrewFigure(actor: ActorSnapshot): CrewFigure {
  const system = checked("crew", actor);
  const luck = system.record("luck");
  return {
    ...carried(actor),
    side: "crew",
    id: actor.id,
    name: actor.name,
    reactions: system.number("reactions"),
    speed: system.number("speed"),
    combatSkill: system.number("combatSkill"),
    toughness: system.number("toughness"),
    savvy: system.number("savvy"),
    luck: { current: luck.number("value"), max: luck.number("max") },
    traits: system.choices("traits", CREW_TRAITS),
    casualtyCategory: system.choice("casualtyCategory", CASUALTY_CATEGORIES),
  };
}

function toEnemyFigure(actor: ActorSnapshot): EnemyFigure {
  const system = checked("enemy", actor);
  const guardianOf = system.text("guardianOf");
  return {
    ...carried(actor),
    side: "enemy",
    id: actor.id,
    name: actor.name,
    speed: system.number("speed"),
    combatSkill: system.number("combatSkill"),
    toughness: system.number("toughness"),
    casualtyCategory: system.choice("casualtyCategory", CASUALTY_CATEGORIES),
    ai: system.choice("ai", AI_TYPES),
    panic: system.number("panic"),
    rank: system.choice("rank", RANKS),
    role: system.choice("role", ENEMY_ROLES),
    fearless: system.flag("fearless"),
    savingThrow: system.optionalNumber("savingThrow"),
    seizeModifier: system.number("seizeModifier"),
    guardianOf: guardianOf === "" ? null : guardianOf,
  };
}

/** What a figure brings to the battle: its embedded weapons and protective gear, and its condition. */
function carried(actor: ActorSnapshot): Pick<Figure, "weapons" | "gear" | "condition"> {
  return {
    condition: actor.condition ?? UNHARMED,
    weapons: actor.items.filter((item) => item.type === ITEM_TYPES.weapon).map(toWeapon),
    gear: actor.items.filter((item) => item.type === ITEM_TYPES.gear).map(toProtectiveGear),
  };
}

/** Reads a document's `system` after checking it against the limits, with typed accessors. */
function checked(kind: LimitedKind, document: { readonly name: string; readonly system: unknown }): Reader {
  const violations = checkLimits(kind, document.system);
  if (violations.length > 0) {
    const list = violations.map((v) => `${v.field} (${v.problem}: ${JSON.stringify(v.value)})`).join(", ");
    throw new MappingError(`"${document.name}" has ${kind} data outside the rules' limits: ${list}`);
  }
  return new Reader(document.system as Record<string, unknown>);
}

/** Typed reads of data that `checkLimits` has already vouched for. */
class Reader {
  constructor(private readonly data: Record<string, unknown>) {}

  number(key: string): number {
    return this.data[key] as number;
  }

  optionalNumber(key: string): number | null {
    return (this.data[key] as number | null | undefined) ?? null;
  }

  flag(key: string): boolean {
    return this.data[key] as boolean;
  }

  text(key: string): string {
    return this.data[key] as string;
  }

  record(key: string): Reader {
    return new Reader(this.data[key] as Record<string, unknown>);
  }

  choice<T extends string>(key: string, values: readonly T[]): T {
    return values.find((value) => value === this.data[key]) as T;
  }

  /** A set of choices in the vocabulary's order, so equal sets map to equal arrays. */
  choices<T extends string>(key: string, values: readonly T[]): T[] {
    const stored = new Set(this.data[key] as Iterable<unknown>);
    return values.filter((value) => stored.has(value));
  }
}
