import { type BracketBusters as BB, checkLimits, type LimitViolation } from "../../rules";
import { describeViolations, type Localizer } from "../../views/common/i18n/describe-violation";
import { ACTOR_TYPES, ITEM_TYPES } from "../../views/common/module-id";
import { foundryLocalizer } from "../table/i18n/localizer";
import { fighterSystemViolations } from "./fighter-limits";

/** What the mapping reads of a `fighter` Actor and its Items: plain data, so it is tested without documents. */
export interface FighterSnapshot {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  readonly items: readonly {
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly system: unknown;
  }[];
}

/** A fighter's stored data refused by the limits table: `message` names each field, in the user's language. */
export class FighterRefusal extends Error {
  constructor(
    message: string,
    readonly violations: readonly LimitViolation[],
  ) {
    super(message);
    this.name = "FighterRefusal";
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const list = <T>(value: unknown): T[] =>
  value instanceof Set ? [...(value as Set<T>)] : Array.isArray(value) ? [...(value as T[])] : [];

/**
 * The rules' fighter of a snapshot, checked against the one limits table (`checkLimits`) as a whole document: the
 * fighter's name, profile, skill and every carried weapon profile. Refuses with a FighterRefusal naming each bad field.
 */
export function fighterFromSnapshot(snapshot: FighterSnapshot, gangId: string, i18n: Localizer): BB.Fighter {
  if (snapshot.type !== ACTOR_TYPES.fighter)
    throw new FighterRefusal(i18n.format("FPB.BracketBusters.NotAFighter", { actor: snapshot.name }), []);
  const system = asRecord(snapshot.system);
  const fighterViolations = [
    ...checkLimits("bracketBustersFighter", { ...system, name: snapshot.name }).filter((v) => v.field === "name"),
    ...fighterSystemViolations(system),
  ];
  const carried = snapshot.items.filter((item) => item.type === ITEM_TYPES.weaponProfile);
  const weaponMessages: string[] = [];
  const weaponViolations: LimitViolation[] = [];
  for (const item of carried) {
    const violations = checkLimits("bracketBustersWeapon", { ...asRecord(item.system), name: item.name });
    if (violations.length === 0) continue;
    weaponViolations.push(...violations);
    weaponMessages.push(`${item.name}: ${describeViolations("bracketBustersWeapon", violations, i18n)}`);
  }
  if (fighterViolations.length > 0 || weaponViolations.length > 0) {
    const parts = [
      ...(fighterViolations.length > 0 ? [describeViolations("bracketBustersFighter", fighterViolations, i18n)] : []),
      ...weaponMessages,
    ];
    throw new FighterRefusal(
      i18n.format("FPB.BracketBusters.FighterRefused", { fighter: snapshot.name, message: parts.join(" ") }),
      [...fighterViolations, ...weaponViolations],
    );
  }
  const profile = asRecord(system["profile"]) as unknown as BB.Profile;
  const skill = system["groupActivation"];
  const groupActivation: BB.GroupActivation | null =
    skill === null || skill === undefined
      ? null
      : {
          radius: asRecord(skill)["radius"] as number,
          extraFighters: asRecord(skill)["extraFighters"] as number,
          restriction: asRecord(skill)["restriction"] as string,
          allowedTypes: list<BB.FighterType>(asRecord(skill)["allowedTypes"]),
        };
  return {
    id: snapshot.id,
    name: snapshot.name,
    gangId,
    type: system["type"] as BB.FighterType,
    profile: { ...profile },
    actions: system["actions"] as number,
    groupActivation,
    weapons: carried.map((item) => {
      const data = asRecord(item.system);
      return {
        id: item.id,
        name: item.name,
        ranged: data["ranged"] as boolean,
        ammo: (data["ammo"] ?? null) as number | null,
        traits: list<BB.WeaponTrait>(data["traits"]),
      };
    }),
    xp: system["xp"] as number,
    rating: system["rating"] as number,
    survivor: system["survivor"] as boolean,
  };
}

/** Prepared values as plain data. */
function plainSystem(system: unknown): unknown {
  return system instanceof foundry.abstract.DataModel ? system.toObject(false) : system;
}

/** The plain snapshot of a live `fighter` actor and its carried items (ids are document UUIDs, as `figureOf`'s are). */
export function fighterSnapshotOf(actor: Actor.Implementation): FighterSnapshot {
  return {
    id: actor.uuid,
    name: actor.name,
    type: actor.type,
    system: plainSystem(actor.system),
    items: [...actor.items]
      .sort((a, b) => a.sort - b.sort)
      .map((item) => ({ id: item.uuid, name: item.name, type: item.type, system: plainSystem(item.system) })),
  };
}

/**
 * The rules' `BracketBusters.Fighter` of a `fighter` actor, in the gang `gangId` (the Combatant group it fights in).
 * Throws a FighterRefusal, its message naming each field outside the limits table, when the stored data would not do.
 */
export const fighterOf = (actor: Actor.Implementation, gangId: string): BB.Fighter =>
  fighterFromSnapshot(fighterSnapshotOf(actor), gangId, foundryLocalizer());
